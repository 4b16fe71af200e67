import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessHref, idFromRouteParam, messages, subscriptionLabel } from '@wbn/contracts';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { addMember, createBusiness, uploadImage, validCreateBody } from '../../../test/business-fixtures.ts';

let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
let member: SignedInUser;
let other: SignedInUser;
let businessID: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createSignedInUser(t, { firstName: 'Olga', lastName: 'Owner' });
  admin = await createSignedInUser(t);
  member = await createSignedInUser(t);
  other = await createSignedInUser(t);
  // Members are added by e-mail: their profile rows exist once they have called the API.
  for (const u of [admin, member, other]) {
    await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: authHeaders(u.token) });
  }
  businessID = (await createBusiness(t, owner)).businessID;
  await addMember(t, owner, businessID, admin, 'admin');
  await addMember(t, owner, businessID, member, 'member');
});
afterAll(() => t.close());

const inject = (
  user: SignedInUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? authHeaders(user.token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

it('documents every business call in the OpenAPI document', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  for (const path of [
    '/api/business/profile/create',
    '/api/business/profile/my-list',
    '/api/business/profile/list-business',
    '/api/business/profile/{id}',
    '/api/business/profile/{id}/general',
    '/api/business/profile/{id}/photos',
    '/api/business/{id}/certificates/{certificateID}',
    '/api/business/{id}/members/{userID}',
    '/api/product/by-business',
    '/api/product/{id}',
    '/api/social/reaction/react/{resourceType}',
    '/api/social/follow/{id}/summary',
  ])
    expect(paths).toContain(path);
});

describe('create', () => {
  it('creates a business with its logo and cover; the creator is the owner', async () => {
    const logo = await uploadImage(t, owner, 'logo');
    const cover = await uploadImage(t, owner, 'coverPhoto');
    const res = await inject(owner, 'POST', '/api/business/profile/create', {
      ...validCreateBody({ companyName: 'Logo Works' }),
      profilePhoto: logo,
      coverPhoto: cover,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data, session } = res.json().data;
    expect(session.access).toBe('owner');
    expect(session).toMatchObject({ productLimit: 7, productCount: 0 });
    expect(data).toMatchObject({
      key: expect.stringMatching(/^logo-works-[a-z0-9]{8}$/),
      subscription: null,
      verified: false,
      reactions: { reactionCount: { like: 0 } },
      general: {
        companyName: 'Logo Works',
        businessType: { code: 'MA', name: expect.any(String) },
        industry: { id: 'i0001', name: 'Automation' },
        categories: [
          { id: 'c0001-01', name: 'Industrial Robots' },
          { id: 'c0001-02', name: 'PLC & Control Systems' },
        ],
        yearStablished: null,
        profilePhoto: { url: expect.stringMatching(/^\/files\/images\/logo\//) },
        coverPhoto: { url: expect.stringMatching(/^\/files\/images\/cover-photo\//) },
        video: null,
      },
      contactInfo: {
        country: { code: 'MX', countryName: 'Mexico', emoji: '🇲🇽' },
        state: { stateID: 'MX-CMX' },
      },
      certificates: [],
    });
    // The token is spent.
    const again = await inject(owner, 'POST', '/api/business/profile/create', {
      ...validCreateBody(),
      profilePhoto: logo,
    });
    expect(again.statusCode).toBe(409);
  });

  it.each([
    ['no company name', { companyName: '  ' }, 'body.companyName'],
    ['no categories', { categories: [] }, 'body.categories'],
    ['an unknown category', { categories: ['i0001.c9999-01'] }, 'body.categories.0'],
    ['a category of another industry', { categories: ['i0002.c0001-01'] }, 'body.categories.0'],
    ['a malformed category', { categories: ['robots'] }, 'body.categories.0'],
    ['an unknown business type', { businessType: 'ZZ' }, 'body.businessType'],
    ['an unknown country', { country: 'QQ' }, 'body.country'],
    ['a state of another country', { state: 'US-TX' }, 'body.state'],
    ['no short description', { shortDescription: '' }, 'body.shortDescription'],
    ['a too long short description', { shortDescription: 'x'.repeat(513) }, 'body.shortDescription'],
  ])('refuses %s with 400 naming the field', async (_name, change, path) => {
    const res = await inject(owner, 'POST', '/api/business/profile/create', {
      ...validCreateBody(),
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.name).toBe('ValidationError');
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it("answers the spec's rejection message for a server-side refusal", async () => {
    const res = await inject(
      owner,
      'POST',
      '/api/business/profile/create',
      validCreateBody({ businessType: 'ZZ' }),
    );
    expect(res.json().message).toBe(messages.createBusinessRejected);
  });

  it('needs a session (401 TokenNotFound) and refuses another user’s upload token', async () => {
    const visitor = await inject(null, 'POST', '/api/business/profile/create', validCreateBody());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().name).toBe('TokenNotFound');
    const token = await uploadImage(t, other, 'logo');
    const res = await inject(owner, 'POST', '/api/business/profile/create', {
      ...validCreateBody(),
      profilePhoto: token,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('reading', () => {
  it('is public; session.access is the viewer’s role', async () => {
    const expectations: [SignedInUser | null, string | null][] = [
      [owner, 'owner'],
      [admin, 'admin'],
      [member, 'member'],
      [other, null],
      [null, null],
    ];
    for (const [user, access] of expectations) {
      const res = await inject(user, 'GET', `/api/business/profile/${businessID}`);
      expect(res.statusCode, res.body).toBe(200);
      const { data, session } = res.json().data;
      expect(data.businessID).toBe(businessID);
      expect(session.access).toBe(access);
      // Only management sees the product cap.
      expect('productLimit' in session).toBe(access === 'owner' || access === 'admin');
    }
  });

  it('takes the last 36 characters of a slug with spaces, accents and slashes', async () => {
    const name = 'Café Niño / Hermanos Ñandú S.A.';
    const biz = await createBusiness(t, owner, { companyName: name });
    const href = businessHref(name, biz.businessID);
    // The browser decodes the path once; the route parameter is still encoded once.
    const param = decodeURIComponent(href.replace(/^\/business\//, '').replace(/\/$/, ''));
    expect(idFromRouteParam(param)).toBe(biz.businessID);
    const res = await inject(null, 'GET', `/api/business/profile/${encodeURIComponent(param)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data.general.companyName).toBe(name);
    // And the fully decoded slug too.
    const decoded = decodeURIComponent(param);
    expect(decoded).toBe(`${name.replace(/\s+/g, '-')}-${biz.businessID}`);
    const res2 = await inject(null, 'GET', `/api/business/profile/${encodeURIComponent(decoded)}`);
    expect(res2.json().data.data.businessID).toBe(biz.businessID);
  });

  it('404 for an unknown business, 400 for a malformed id', async () => {
    expect((await inject(null, 'GET', `/api/business/profile/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const bad = await inject(null, 'GET', '/api/business/profile/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toContain('id');
  });

  it('my-list shows every business I belong to; list-business the ones a user owns', async () => {
    const mine = await inject(owner, 'GET', '/api/business/profile/my-list');
    expect(mine.statusCode).toBe(200);
    const cards = mine.json().data;
    expect(cards.length).toBeGreaterThanOrEqual(1);
    const card = cards.find((c: { businessID: string }) => c.businessID === businessID);
    expect(card).toMatchObject({
      access: 'owner',
      subscription: null,
      verified: false,
      contactInfo: { country: { countryName: 'Mexico', emoji: '🇲🇽' } },
    });
    expect(subscriptionLabel(card.subscription)).toBe('STANDARD');
    const theirs = await inject(member, 'GET', '/api/business/profile/my-list');
    expect(theirs.json().data.map((c: { access: string }) => c.access)).toEqual(['member']);
    expect((await inject(null, 'GET', '/api/business/profile/my-list')).statusCode).toBe(401);

    const listed = await inject(null, 'GET', `/api/business/profile/list-business?userID=${owner.userID}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((b: { businessID: string }) => b.businessID)).toContain(businessID);
    const none = await inject(null, 'GET', `/api/business/profile/list-business?userID=${member.userID}`);
    expect(none.json().data).toEqual([]);
  });
});

const general = {
  companyName: 'Acme Industrial',
  shortDescription: 'Robots.',
  generalDescription: 'A longer text.',
  businessType: 'MA',
  industry: 'i0001',
  categories: ['c0001-01', 'i0001.c0001-03'],
  yearStablished: 1999,
  totalAnnualRevenue: { min: 1_000_000, max: 5_000_000 },
  totalEmployees: { min: 50, max: 100 },
  totalProductionEmployees: { min: 20, max: 40 },
  productionCapacity: { min: 100, max: 500, unit: 'robots', period: 'year' },
  video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
};
const contactInfo = {
  legalAddressEnglish: '1 Main St',
  city: 'Mexico City',
  zipcode: '01000',
  country: 'MX',
  state: 'MX-JAL',
  email: 'Sales@Acme.example',
  website: 'acme.example',
  phone: { countryCode: '+52', businessPhoneNumber: '55 1234 5678' },
};
const factory = {
  manufacturingFacilities: 'Two plants',
  country: 'MX',
  state: 'MX-NLE',
  factorySize: 12000,
  numberProductionLines: 4,
  contractManufacturing: [{ code: 'OEM' }, { code: 'ODM' }],
};
const tradeCapabilities = {
  markets: [{ name: 'North America' }],
  spokenLanguages: [{ name: 'Spanish' }, { name: 'English' }],
  totalEmployeesSales: 12,
  averageLeadTime: 30,
};
const businessTerms = {
  acceptedDeliveryTerms: [{ name: 'FOB' }, { name: 'EXW' }],
  acceptedPaymentCurrencies: [{ name: 'usd' }],
  packagingTypes: [{ name: 'Crate' }],
  acceptedPaymentTypes: [{ name: 'T/T' }],
};

describe('edit mode', () => {
  it('saves every section and shows it back', async () => {
    for (const [section, body] of Object.entries({
      general,
      contactInfo,
      factory,
      tradeCapabilities,
      businessTerms,
    })) {
      const res = await inject(admin, 'PUT', `/api/business/profile/${businessID}/${section}`, body);
      expect(res.statusCode, `${section}: ${res.body}`).toBe(200);
    }
    const { data } = (await inject(null, 'GET', `/api/business/profile/${businessID}`)).json().data;
    expect(data.general).toMatchObject({
      yearStablished: 1999,
      categories: [{ id: 'c0001-01' }, { id: 'c0001-03' }],
      totalEmployees: { min: 50, max: 100 },
      productionCapacity: { min: 100, max: 500, unit: 'robots', period: 'year' },
      video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    });
    expect(data.contactInfo).toMatchObject({
      email: 'sales@acme.example',
      website: 'https://acme.example',
      state: { stateID: 'MX-JAL', stateName: 'Jalisco' },
      phone: { countryCode: '+52', businessPhoneNumber: '55 1234 5678' },
      mobilePhone: null,
    });
    expect(data.factory).toMatchObject({
      factorySize: 12000,
      country: { code: 'MX' },
      state: { stateID: 'MX-NLE' },
    });
    expect(data.tradeCapabilities).toMatchObject(tradeCapabilities);
    expect(data.businessTerms.acceptedPaymentCurrencies).toEqual([{ name: 'USD' }]);
  });

  it.each([
    ['general', { ...general, totalEmployees: { min: 10, max: 5 } }, 'body.totalEmployees.max'],
    ['general', { ...general, yearStablished: 3000 }, 'body.yearStablished'],
    ['general', { ...general, totalAnnualRevenue: { min: -1 } }, 'body.totalAnnualRevenue.min'],
    ['general', { ...general, video: { url: 'javascript:alert(1)' } }, 'body.video.url'],
    ['general', { ...general, categories: ['c0099-01'] }, 'body.categories.0'],
    ['contactInfo', { ...contactInfo, email: 'not-an-email' }, 'body.email'],
    ['contactInfo', { ...contactInfo, website: 'http://' }, 'body.website'],
    [
      'contactInfo',
      { ...contactInfo, phone: { countryCode: '+52', businessPhoneNumber: '123' } },
      'body.phone',
    ],
    [
      'contactInfo',
      { ...contactInfo, phone: { countryCode: '+999', businessPhoneNumber: '12345678' } },
      'body.phone',
    ],
    ['contactInfo', { ...contactInfo, state: 'US-TX' }, 'body.state'],
    ['factory', { ...factory, factorySize: 0 }, 'body.factorySize'],
    ['factory', { ...factory, numberProductionLines: 1.5 }, 'body.numberProductionLines'],
    ['businessTerms', { acceptedDeliveryTerms: [{ name: 'XYZ' }] }, 'body.acceptedDeliveryTerms.0.name'],
  ])('refuses a bad %s with 400 naming the field', async (section, body, path) => {
    const res = await inject(owner, 'PUT', `/api/business/profile/${businessID}/${section}`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('sets the logo and cover through upload tokens bound to the business', async () => {
    const logo = await uploadImage(t, admin, 'logo', businessID);
    const res = await inject(admin, 'PUT', `/api/business/profile/${businessID}/photos`, {
      profilePhoto: logo,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data.general.profilePhoto.url).toMatch(/^\/files\/images\/logo\//);
    // A member may not even ask for a business upload form.
    const ask = await inject(member, 'POST', '/api/files/upload-request/business', {
      contentType: 'image/png',
      fileSize: 100,
      purpose: 'logo',
      businessID,
    });
    expect(ask.statusCode).toBe(403);
    // A token uploaded for another business does not fit this one.
    const otherBiz = await createBusiness(t, admin, { companyName: 'Admin Own Co' });
    const foreign = await uploadImage(t, admin, 'coverPhoto', otherBiz.businessID);
    const wrong = await inject(admin, 'PUT', `/api/business/profile/${businessID}/photos`, {
      coverPhoto: foreign,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('body.coverPhoto');
  });

  it('adds, edits and deletes certificates with photo and dates', async () => {
    const photo = await uploadImage(t, owner, 'certificate', businessID);
    const add = await inject(owner, 'POST', `/api/business/${businessID}/certificates`, {
      name: 'ISO 9001',
      issueDate: '2024-01-15',
      expireDate: '2027-01-14',
      photo,
    });
    expect(add.statusCode, add.body).toBe(200);
    const cert = add.json().data;
    expect(cert).toMatchObject({
      name: 'ISO 9001',
      issueDate: '2024-01-15',
      photo: { url: expect.any(String) },
    });

    const bad = await inject(owner, 'POST', `/api/business/${businessID}/certificates`, {
      name: 'Backwards',
      issueDate: '2025-01-01',
      expireDate: '2024-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('body.expireDate');
    const badDate = await inject(owner, 'POST', `/api/business/${businessID}/certificates`, {
      name: 'No such day',
      issueDate: '2025-02-30',
    });
    expect(badDate.statusCode).toBe(400);

    const edit = await inject(admin, 'PUT', `/api/business/${businessID}/certificates/${cert.id}`, {
      name: 'ISO 9001:2015',
      issueDate: '2024-01-15',
      expireDate: '2027-01-14',
    });
    expect(edit.json().data).toMatchObject({ name: 'ISO 9001:2015', photo: cert.photo });
    const profile = (await inject(null, 'GET', `/api/business/profile/${businessID}`)).json().data.data;
    expect(profile.certificates).toEqual([edit.json().data]);

    const del = await inject(owner, 'DELETE', `/api/business/${businessID}/certificates/${cert.id}`);
    expect(del.statusCode).toBe(200);
    const again = await inject(owner, 'DELETE', `/api/business/${businessID}/certificates/${cert.id}`);
    expect(again.statusCode).toBe(404);
  });
});

describe('members', () => {
  it('lists the people, owner first', async () => {
    const res = await inject(member, 'GET', `/api/business/${businessID}/members`);
    expect(res.statusCode).toBe(200);
    const roles = res.json().data.map((m: { role: string }) => m.role);
    expect(roles[0]).toBe('owner');
    expect(roles).toEqual(expect.arrayContaining(['admin', 'member']));
  });

  it('adds by e-mail, refuses unknown e-mails and duplicates, changes roles, removes', async () => {
    const newcomer = await createSignedInUser(t);
    await inject(newcomer, 'GET', '/api/user/profile');
    const unknown = await inject(admin, 'POST', `/api/business/${businessID}/members`, {
      email: 'nobody@nowhere.example',
      role: 'member',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await inject(admin, 'POST', `/api/business/${businessID}/members`, {
      email: 'x',
      role: 'member',
    });
    expect(bad.statusCode).toBe(400);
    const asOwner = await inject(admin, 'POST', `/api/business/${businessID}/members`, {
      email: newcomer.email,
      role: 'owner',
    });
    expect(asOwner.statusCode).toBe(400);
    const add = await inject(admin, 'POST', `/api/business/${businessID}/members`, {
      email: newcomer.email.toUpperCase(),
      role: 'member',
    });
    expect(add.statusCode, add.body).toBe(200);
    const dup = await inject(owner, 'POST', `/api/business/${businessID}/members`, {
      email: newcomer.email,
      role: 'admin',
    });
    expect(dup.statusCode).toBe(409);
    const promote = await inject(owner, 'PATCH', `/api/business/${businessID}/members/${newcomer.userID}`, {
      role: 'admin',
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().data.find((m: { userID: string }) => m.userID === newcomer.userID).role).toBe(
      'admin',
    );
    // Leaving is allowed to anyone but the owner.
    const leave = await inject(newcomer, 'DELETE', `/api/business/${businessID}/members/${newcomer.userID}`);
    expect(leave.statusCode).toBe(200);
    expect(
      (await inject(newcomer, 'GET', `/api/business/profile/${businessID}`)).json().data.session.access,
    ).toBe(null);
  });

  it('never removes or demotes the owner', async () => {
    for (const user of [owner, admin]) {
      const demote = await inject(user, 'PATCH', `/api/business/${businessID}/members/${owner.userID}`, {
        role: 'member',
      });
      expect(demote.statusCode).toBe(403);
      const remove = await inject(user, 'DELETE', `/api/business/${businessID}/members/${owner.userID}`);
      expect(remove.statusCode).toBe(403);
    }
    const rows = await t.db
      .select()
      .from(tables.businessMembers)
      .where(eq(tables.businessMembers.userId, owner.userID));
    expect(rows.find((r) => r.businessId === businessID)?.role).toBe('owner');
  });
});

/**
 * The authorization matrix of every write: owner, admin, member, another signed-in user,
 * visitor, with the status each gets. Each row builds its own target so that allowed calls do
 * not change what the next one sees.
 */
describe('authorization matrix', () => {
  type Who = 'owner' | 'admin' | 'member' | 'other' | 'visitor';
  const people = (): Record<Who, SignedInUser | null> => ({ owner, admin, member, other, visitor: null });
  const allow = (ok: Who[]) =>
    Object.fromEntries(
      (['owner', 'admin', 'member', 'other', 'visitor'] as Who[]).map((w) => [
        w,
        w === 'visitor' ? 401 : ok.includes(w) ? 200 : 403,
      ]),
    ) as Record<Who, number>;

  interface Case {
    name: string;
    expected: Record<Who, number>;
    /** Runs the call for one person against a fresh target. */
    call: (
      user: SignedInUser | null,
      ctx: { businessID: string; victim: SignedInUser },
    ) => Promise<{ statusCode: number; body: string }>;
  }

  const cases: Case[] = [
    {
      name: 'PUT general',
      expected: allow(['owner', 'admin']),
      call: (u, c) => inject(u, 'PUT', `/api/business/profile/${c.businessID}/general`, general),
    },
    {
      name: 'PUT contactInfo',
      expected: allow(['owner', 'admin']),
      call: (u, c) => inject(u, 'PUT', `/api/business/profile/${c.businessID}/contactInfo`, contactInfo),
    },
    {
      name: 'PUT factory',
      expected: allow(['owner', 'admin']),
      call: (u, c) => inject(u, 'PUT', `/api/business/profile/${c.businessID}/factory`, factory),
    },
    {
      name: 'PUT tradeCapabilities',
      expected: allow(['owner', 'admin']),
      call: (u, c) =>
        inject(u, 'PUT', `/api/business/profile/${c.businessID}/tradeCapabilities`, tradeCapabilities),
    },
    {
      name: 'PUT businessTerms',
      expected: allow(['owner', 'admin']),
      call: (u, c) => inject(u, 'PUT', `/api/business/profile/${c.businessID}/businessTerms`, businessTerms),
    },
    {
      name: 'PUT photos',
      expected: allow(['owner', 'admin']),
      call: async (u, c) => {
        // Everyone sends a token of their own (uploaded without a business); the role decides.
        const token = u ? await uploadImage(t, u, 'logo') : crypto.randomUUID();
        return inject(u, 'PUT', `/api/business/profile/${c.businessID}/photos`, { profilePhoto: token });
      },
    },
    {
      name: 'POST certificate',
      expected: allow(['owner', 'admin']),
      call: (u, c) => inject(u, 'POST', `/api/business/${c.businessID}/certificates`, { name: 'CE' }),
    },
    {
      name: 'PUT certificate',
      expected: allow(['owner', 'admin']),
      call: async (u, c) => {
        const cert = (
          await inject(owner, 'POST', `/api/business/${c.businessID}/certificates`, { name: 'CE' })
        ).json().data;
        return inject(u, 'PUT', `/api/business/${c.businessID}/certificates/${cert.id}`, { name: 'CE 2' });
      },
    },
    {
      name: 'DELETE certificate',
      expected: allow(['owner', 'admin']),
      call: async (u, c) => {
        const cert = (
          await inject(owner, 'POST', `/api/business/${c.businessID}/certificates`, { name: 'CE' })
        ).json().data;
        return inject(u, 'DELETE', `/api/business/${c.businessID}/certificates/${cert.id}`);
      },
    },
    {
      name: 'GET members',
      expected: allow(['owner', 'admin', 'member']),
      call: (u, c) => inject(u, 'GET', `/api/business/${c.businessID}/members`),
    },
    {
      name: 'POST member',
      expected: allow(['owner', 'admin']),
      call: (u, c) =>
        inject(u, 'POST', `/api/business/${c.businessID}/members`, { email: c.victim.email, role: 'member' }),
    },
    {
      name: 'PATCH member role',
      expected: allow(['owner', 'admin']),
      call: async (u, c) => {
        await addMember(t, owner, c.businessID, c.victim, 'member');
        return inject(u, 'PATCH', `/api/business/${c.businessID}/members/${c.victim.userID}`, {
          role: 'admin',
        });
      },
    },
    {
      name: 'DELETE member',
      expected: allow(['owner', 'admin']),
      call: async (u, c) => {
        await addMember(t, owner, c.businessID, c.victim, 'member');
        return inject(u, 'DELETE', `/api/business/${c.businessID}/members/${c.victim.userID}`);
      },
    },
  ];

  async function freshTarget() {
    const biz = await createBusiness(t, owner, { companyName: 'Matrix Co' });
    await addMember(t, owner, biz.businessID, admin, 'admin');
    await addMember(t, owner, biz.businessID, member, 'member');
    const victim = await createSignedInUser(t);
    await inject(victim, 'GET', '/api/user/profile');
    return { businessID: biz.businessID, victim };
  }

  it.each(cases)('$name', async ({ expected, call }) => {
    const got: Partial<Record<Who, number>> = {};
    for (const [who, user] of Object.entries(people()) as [Who, SignedInUser | null][]) {
      const res = await call(user, await freshTarget());
      got[who] = res.statusCode;
    }
    expect(got).toEqual(expected);
  });

  it('404 for writes to a business that does not exist', async () => {
    const id = crypto.randomUUID();
    expect((await inject(owner, 'PUT', `/api/business/profile/${id}/general`, general)).statusCode).toBe(404);
    expect((await inject(owner, 'GET', `/api/business/${id}/members`)).statusCode).toBe(404);
  });
});

describe('session before validation', () => {
  it('answers a visitor with 401 TokenNotFound even when the body is empty or wrong', async () => {
    for (const payload of [{}, { companyName: 42 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/business/profile/create', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, name: 'TokenNotFound' });
    }
  });

  it('still names the field for a signed-in user with a bad body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/business/profile/create',
      headers: authHeaders(owner.token),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('body.companyName');
  });
});
