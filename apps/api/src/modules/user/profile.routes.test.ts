import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, tables } from '@wbn/db';
import { limits, messages } from '@wbn/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t, { firstName: 'Alice', lastName: 'Ramos', email: 'alice@example.com' });
  bob = await createSignedInUser(t, { firstName: 'Bob', lastName: 'Stone' });
});
afterAll(() => t.close());

const getProfile = (user: SignedInUser) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: authHeaders(user.token) });
const put = (user: SignedInUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: authHeaders(user.token), payload });
const publicProfile = (id: string, viewer?: SignedInUser) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/public-profile/${id}`,
    headers: viewer ? authHeaders(viewer.token) : {},
  });

/** Asserts a 400 that names the field. */
function expectRefused(res: Awaited<ReturnType<typeof put>>, field: string, message?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ success: false, name: 'ValidationError' });
  const error = (body.errors as { path: string; message: string }[]).find(
    (e) => e.path === `body.${field}` || e.path.startsWith(`body.${field}.`),
  );
  expect(error, JSON.stringify(body.errors)).toBeDefined();
  if (message) expect(error!.message).toBe(message);
}

const fullBody = {
  firstName: 'Alicia',
  lastName: 'Ramos Vega',
  mobilePhone: { countryCode: '52', phoneNumber: '33 1234 5678' },
  city: 'Guadalajara',
  country: 'MX',
  state: 'MX-JAL',
  gender: 'F',
  preferredLanguage: 'es',
  jobPosition: 'jp03',
  businessType: 'MA',
  industry: 'i0001',
  companyName: 'Tornillos del Bajío',
  profession: 'Industrial engineer',
  birthDate: '1970/10/24',
  briefPresentation: 'We make fasteners for the automotive industry.',
  showBirthDate: true,
  showProfession: false,
};

describe('PUT /api/user/profile and GET /api/user/profile', () => {
  it('round-trips every profile field in the spec shape, and never changes the e-mail', async () => {
    const res = await put(alice, { ...fullBody, email: 'attacker@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      userID: alice.userID,
      firstName: 'Alicia',
      lastName: 'Ramos Vega',
      email: 'alice@example.com',
      mobilePhone: { countryCode: '+52', phoneNumber: '33 1234 5678' },
      city: 'Guadalajara',
      country: { code: 'MX', countryName: 'Mexico' },
      state: { stateID: 'MX-JAL', stateName: 'Jalisco' },
      gender: { code: 'F', name: 'Female' },
      preferredLanguage: { code: 'es', name: 'Español', languageName: 'Spanish' },
      jobPosition: { jobPositionID: 'jp03', name: 'President' },
      businessType: { code: 'MA', name: expect.any(String) },
      industry: { id: 'i0001', name: 'Automation' },
      companyName: 'Tornillos del Bajío',
      profession: 'Industrial engineer',
      birthDate: '1970-10-24',
      briefPresentation: 'We make fasteners for the automotive industry.',
      showBirthDate: true,
      showProfession: false,
      profilePhoto: null,
      coverPhoto: null,
    };
    expect(res.json()).toEqual({ success: true, data: expected });
    expect((await getProfile(alice)).json()).toEqual({ success: true, data: expected });
  });

  it('leaves absent fields as they are and clears a field sent as an empty string', async () => {
    const user = await createSignedInUser(t);
    await put(user, { city: 'Monterrey', companyName: 'Aceros', profession: 'Buyer' });
    const res = await put(user, { city: '', profession: 'Purchasing lead' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      city: null,
      companyName: 'Aceros',
      profession: 'Purchasing lead',
    });
  });

  it('clears the state when the country changes, and refuses a state of another country', async () => {
    const user = await createSignedInUser(t);
    expect((await put(user, { country: 'MX', state: 'MX-JAL' })).json().data.state).toEqual({
      stateID: 'MX-JAL',
      stateName: 'Jalisco',
    });
    const moved = await put(user, { country: 'US' });
    expect(moved.json().data).toMatchObject({ country: { code: 'US' }, state: null });
    expectRefused(await put(user, { state: 'MX-JAL' }), 'state');
    expect((await put(user, { state: 'US-TX' })).json().data.state).toMatchObject({ stateID: 'US-TX' });
  });

  it('answers 400 naming the field for unknown reference ids', async () => {
    const user = await createSignedInUser(t);
    const cases: [string, string][] = [
      ['country', 'ZZ'],
      ['state', 'ZZ-XX'],
      ['gender', 'Q'],
      ['preferredLanguage', 'xx'],
      ['jobPosition', 'jp999'],
      ['businessType', 'ZZ'],
      ['industry', 'i9999'],
    ];
    for (const [field, value] of cases) expectRefused(await put(user, { [field]: value }), field);
    expect((await getProfile(user)).json().data).toMatchObject({
      country: null,
      gender: null,
      industry: null,
    });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/profile', payload: { city: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('validation rules shared with the page', () => {
  it('accepts phones that start with a known dial code and have at least 8 digits', async () => {
    const user = await createSignedInUser(t);
    const good: [string, string, string][] = [
      ['+52', '12345678', '+52'],
      ['52', '33 1234 5678', '+52'],
      [' + 1 ', '(555) 123-4567', '+1'],
      ['+1809', '555 1234 5', '+1809'],
      ['+18', '55512345', '+18'], // a prefix of a known dial code (1809 …)
    ];
    for (const [countryCode, phoneNumber, stored] of good) {
      const res = await put(user, { mobilePhone: { countryCode, phoneNumber } });
      expect(res.statusCode, `${countryCode} ${phoneNumber}: ${res.body}`).toBe(200);
      expect(res.json().data.mobilePhone).toEqual({ countryCode: stored, phoneNumber: phoneNumber.trim() });
    }
    // An empty number removes the phone.
    const cleared = await put(user, { mobilePhone: { countryCode: '+52', phoneNumber: '' } });
    expect(cleared.json().data.mobilePhone).toBeNull();
  });

  it('refuses other phones with the spec message and saves nothing', async () => {
    const user = await createSignedInUser(t);
    await put(user, { mobilePhone: { countryCode: '+52', phoneNumber: '12345678' } });
    const bad: [string, string][] = [
      ['+52', '1234567'], // 7 digits
      ['+0', '12345678'], // no dial code starts with 0
      ['+99999', '12345678'], // too long for a dial code
      ['', '12345678'], // no dial code
      ['+52', '1234abcd5678'],
      ['+52', '1234567890123456'], // more than E.164 allows
    ];
    for (const [countryCode, phoneNumber] of bad) {
      expectRefused(
        await put(user, { mobilePhone: { countryCode, phoneNumber }, city: 'Should not be saved' }),
        'mobilePhone',
        messages.invalidPhone,
      );
    }
    expect((await getProfile(user)).json().data).toMatchObject({
      mobilePhone: { countryCode: '+52', phoneNumber: '12345678' },
      city: null,
    });
  });

  it('accepts birth dates in the spec formats and stores YYYY-MM-DD', async () => {
    const user = await createSignedInUser(t);
    const good: [string, string][] = [
      ['1970-10-24', '1970-10-24'],
      ['1970/10/24', '1970-10-24'],
      ['1970.10.24', '1970-10-24'],
      ['1970 10 24', '1970-10-24'],
      ['2004-02-29', '2004-02-29'],
      ['1900-01-01', '1900-01-01'],
    ];
    for (const [input, stored] of good) {
      const res = await put(user, { birthDate: input });
      expect(res.statusCode, `${input}: ${res.body}`).toBe(200);
      expect(res.json().data.birthDate).toBe(stored);
    }
    expect((await put(user, { birthDate: '' })).json().data.birthDate).toBeNull();
  });

  it('refuses other birth dates with the spec message', async () => {
    const user = await createSignedInUser(t);
    for (const input of [
      '1870-10-24',
      '2170-10-24',
      '1970-13-01',
      '1970-00-10',
      '1970-10-32',
      '1970-10-00',
      '24-10-1970',
      '1970_10_24',
      '70-10-24',
      '1990-02-31',
      'yesterday',
    ]) {
      expectRefused(await put(user, { birthDate: input }), 'birthDate', messages.invalidDate);
    }
  });

  it('accepts a brief presentation of 512 characters and refuses 513', async () => {
    const user = await createSignedInUser(t);
    const max = 'a'.repeat(limits.briefPresentationMax);
    expect((await put(user, { briefPresentation: max })).json().data.briefPresentation).toBe(max);
    expectRefused(await put(user, { briefPresentation: `${max}b` }), 'briefPresentation');
  });

  it('refuses empty names and over-long text', async () => {
    const user = await createSignedInUser(t);
    expectRefused(await put(user, { firstName: '  ' }), 'firstName');
    expectRefused(await put(user, { city: 'x'.repeat(101) }), 'city');
    expectRefused(await put(user, { showBirthDate: 'yes' }), 'showBirthDate');
  });
});

describe('GET /api/user/public-profile/{id}', () => {
  it('never shows the e-mail or the phone, and hides birth date and profession when their toggles are off', async () => {
    const owner = await createSignedInUser(t, { firstName: 'Carla', lastName: 'Núñez' });
    await put(owner, { ...fullBody, firstName: 'Carla', showBirthDate: false, showProfession: false });

    for (const viewer of [undefined, bob, owner]) {
      const res = await publicProfile(owner.userID, viewer);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        userID: owner.userID,
        firstName: 'Carla',
        username: null,
        city: 'Guadalajara',
        country: { code: 'MX', countryName: 'Mexico' },
        state: { stateID: 'MX-JAL', stateName: 'Jalisco' },
        companyName: 'Tornillos del Bajío',
        industry: { id: 'i0001', name: 'Automation' },
        jobPosition: { jobPositionID: 'jp03', name: 'President' },
        reactions: { reactionCount: { like: 0 } },
      });
      for (const hidden of ['email', 'mobilePhone', 'birthDate', 'profession', 'showBirthDate']) {
        expect(data, hidden).not.toHaveProperty(hidden);
      }
      expect(res.body).not.toContain(owner.email);
      expect(res.body).not.toContain('1970-10-24');
      expect(res.body).not.toContain('Industrial engineer');
    }

    await put(owner, { showBirthDate: true, showProfession: true });
    const shown = (await publicProfile(owner.userID)).json().data;
    expect(shown).toMatchObject({ birthDate: '1970-10-24', profession: 'Industrial engineer' });
    expect(shown).not.toHaveProperty('email');
  });

  it("names the reference values in the reader's language", async () => {
    const owner = await createSignedInUser(t, { firstName: 'Dora', lastName: 'Li' });
    await put(owner, { ...fullBody, firstName: 'Dora', preferredLanguage: 'de' });
    const read = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: `/api/user/public-profile/${owner.userID}`, headers });
    const zh = await read({ 'accept-language': 'zh' });
    expect(String(zh.headers.vary).toLowerCase()).toContain('accept-language');
    expect(zh.json().data).toMatchObject({
      country: { code: 'MX', countryName: '墨西哥' },
      state: { stateID: 'MX-JAL', stateName: 'Jalisco' },
      gender: { code: 'F', name: '女' },
      preferredLanguage: { code: 'de', name: 'Deutsch', languageName: '德语' },
      jobPosition: { jobPositionID: 'jp03', name: '总裁' },
      businessType: { code: 'MA', name: '制造商' },
      industry: { id: 'i0001', name: '自动化' },
    });
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { ...authHeaders(owner.token), 'accept-language': 'es' },
    });
    expect(own.json().data).toMatchObject({
      country: { countryName: 'México' },
      preferredLanguage: { languageName: 'Alemán' },
      jobPosition: { name: 'Presidente' },
      industry: { name: 'Automatización' },
    });
    expect((await read({})).json().data).toMatchObject({
      country: { countryName: 'Mexico' },
      preferredLanguage: { languageName: 'German' },
      industry: { name: 'Automation' },
    });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const unknown = await publicProfile('7b0d6c1e-3c0e-4b8a-9a4e-0f6d3c2b1a00');
    expect(unknown.statusCode).toBe(404);
    const bad = await publicProfile('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('params.id');
  });
});

// ---- photos --------------------------------------------------------------------------------

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .png()
    .toBuffer();

/** The signed-POST flow as the browser runs it; answers the token. */
async function uploaded(user: SignedInUser, purpose: 'profilePhoto' | 'coverPhoto'): Promise<string> {
  const file = await png(purpose === 'coverPhoto' ? 800 : 300, 200);
  const ask = await t.app.inject({
    method: 'POST',
    url: '/api/files/upload-request/user',
    headers: authHeaders(user.token),
    payload: { contentType: 'image/png', fileSize: file.length, purpose },
  });
  expect(ask.statusCode, ask.body).toBe(200);
  const { signedPost, token } = ask.json().data as {
    signedPost: { url: string; fields: Record<string, string> };
    token: string;
  };
  const data = new FormData();
  for (const [k, v] of Object.entries(signedPost.fields)) data.append(k, v);
  data.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'photo.png');
  const req = new Request('http://localhost/files/upload', { method: 'POST', body: data });
  const sent = await t.app.inject({
    method: 'POST',
    url: new URL(signedPost.url).pathname,
    headers: { 'content-type': req.headers.get('content-type')!, ...authHeaders(user.token) },
    payload: Buffer.from(await req.arrayBuffer()),
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return token;
}

describe('profile and cover photos', () => {
  it('attaches a profile photo and a cover photo sent alone, once each', async () => {
    const user = await createSignedInUser(t);
    const photo = await uploaded(user, 'profilePhoto');
    const res = await put(user, { profilePhoto: photo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.profilePhoto.url).toMatch(/^\/files\/images\/profile-photo\/.+\.webp$/);
    const cover = await uploaded(user, 'coverPhoto');
    const withCover = await put(user, { coverPhoto: cover });
    expect(withCover.json().data.coverPhoto.url).toMatch(/^\/files\/images\/cover-photo\/.+\.webp$/);
    expect(withCover.json().data.profilePhoto).toEqual(res.json().data.profilePhoto);
    expect((await publicProfile(user.userID)).json().data.coverPhoto).toEqual(
      withCover.json().data.coverPhoto,
    );
    // A token works once.
    expect((await put(user, { profilePhoto: photo })).statusCode).toBe(409);
    // The image is served.
    const image = await t.app.inject({ method: 'GET', url: res.json().data.profilePhoto.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it("cannot attach another user's upload token, which stays usable by its owner", async () => {
    const token = await uploaded(alice, 'profilePhoto');
    const before = (await getProfile(bob)).json().data.profilePhoto;
    const stolen = await put(bob, { profilePhoto: token, city: 'Stolen city' });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toMatchObject({ success: false, name: 'Forbidden' });
    const after = (await getProfile(bob)).json().data;
    expect(after.profilePhoto).toEqual(before);
    expect(after.city).not.toBe('Stolen city');
    expect((await put(alice, { profilePhoto: token })).statusCode).toBe(200);
  });

  it('refuses a token uploaded for another use, and a malformed one, naming the field', async () => {
    const user = await createSignedInUser(t);
    const cover = await uploaded(user, 'coverPhoto');
    expectRefused(await put(user, { profilePhoto: cover }), 'profilePhoto');
    expectRefused(await put(user, { coverPhoto: 'not-a-token' }), 'coverPhoto');
    // Still usable for what it was uploaded for.
    expect((await put(user, { coverPhoto: cover })).statusCode).toBe(200);
  });

  it('upload-validate stores the profile photo on the user', async () => {
    const user = await createSignedInUser(t);
    const token = await uploaded(user, 'profilePhoto');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile-photo/upload-validate',
      headers: authHeaders(user.token),
      payload: { token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.profilePhoto.url as string;
    expect((await getProfile(user)).json().data.profilePhoto).toEqual({ url });
    const [row] = await t.db.select().from(tables.users).where(eq(tables.users.userId, user.userID));
    expect(row).toMatchObject({ profilePhotoUrl: url, profilePhotoKey: url.replace('/files/', '') });
  });
});

describe('GET /api/business/profile/list-business', () => {
  it('answers an empty list for a valid user id until businesses exist, and 400 for a malformed one', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/business/profile/list-business?userID=${alice.userID}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
    const bad = await t.app.inject({ method: 'GET', url: '/api/business/profile/list-business?userID=42' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('querystring.userID');
    const missing = await t.app.inject({ method: 'GET', url: '/api/business/profile/list-business' });
    expect(missing.statusCode).toBe(400);
  });
});
