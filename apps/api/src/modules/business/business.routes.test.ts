import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessHref, idFromRouteParam, messages, subscriptionLabel } from '@wbn/contracts';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import {
  addMember,
  createBusiness,
  invitationTo,
  uploadImage,
  validCreateBody,
} from '../../../test/business-fixtures.ts';

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
  // Their profile rows exist once they have called the API (invitations find them by e-mail).
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
    '/api/business/{id}/invitations/{invitationID}',
    '/api/business/invitations/mine',
    '/api/business/invitations/{invitationID}/accept',
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

  it('changes roles and lets anyone but the owner leave', async () => {
    const newcomer = await createSignedInUser(t);
    await addMember(t, owner, businessID, newcomer, 'member');
    const promote = await inject(owner, 'PATCH', `/api/business/${businessID}/members/${newcomer.userID}`, {
      role: 'admin',
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().data.find((m: { userID: string }) => m.userID === newcomer.userID).role).toBe(
      'admin',
    );
    const leave = await inject(newcomer, 'DELETE', `/api/business/${businessID}/members/${newcomer.userID}`);
    expect(leave.statusCode).toBe(200);
    expect(
      (await inject(newcomer, 'GET', `/api/business/profile/${businessID}`)).json().data.session.access,
    ).toBe(null);
  });

  it('shows e-mail addresses to the owner and admins; a member sees only their own', async () => {
    const emails = async (who: SignedInUser) =>
      (await inject(who, 'GET', `/api/business/${businessID}/members`))
        .json()
        .data.map((m: { userID: string; email: string | null }) => [m.userID, m.email]);
    for (const manager of [owner, admin]) {
      expect(await emails(manager)).toContainEqual([member.userID, member.email]);
      expect(await emails(manager)).toContainEqual([owner.userID, owner.email]);
    }
    const seen = new Map<string, string | null>(await emails(member));
    expect(seen.get(member.userID)).toBe(member.email);
    expect(seen.get(owner.userID)).toBe(null);
    expect(seen.get(admin.userID)).toBe(null);
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

describe('invitations (finding 7: no enumeration, no member without consent)', () => {
  const invite = (who: SignedInUser, email: string, role = 'member', target = businessID) =>
    inject(who, 'POST', `/api/business/${target}/invitations`, { email, role });
  const members = async () =>
    (await inject(owner, 'GET', `/api/business/${businessID}/members`))
      .json()
      .data.map((m: { userID: string }) => m.userID);

  it('answers the same for a registered and an unknown address, and adds nobody', async () => {
    const known = await createSignedInUser(t);
    await inject(known, 'GET', '/api/user/profile');
    const unknownEmail = `nobody-${crypto.randomUUID().slice(0, 8)}@nowhere.example`;
    const a = await invite(admin, known.email.toUpperCase());
    const b = await invite(admin, unknownEmail);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // The same shape: the list of open invitations, each entry alike whoever it names.
    const entry = (res: typeof a, email: string) => {
      const found = res.json().data.find((i: { email: string }) => i.email === email);
      return { ...found, invitationID: 'x', email: 'x', sent: 0, expires: 0 };
    };
    expect(entry(a, known.email)).toEqual(entry(b, unknownEmail));
    expect(Object.keys(a.json())).toEqual(Object.keys(b.json()));
    // Invited is not added: the known person is no member until they accept.
    expect(await members()).not.toContain(known.userID);
    expect(
      (await inject(known, 'GET', `/api/business/profile/${businessID}`)).json().data.session.access,
    ).toBe(null);
    // Both got the same mail, which says how to answer and carries no secret.
    const outbox = join(t.config.dataDir, 'mail');
    const invitationMails = (await readdir(outbox)).filter((f) => f.includes('-invitation-'));
    const texts = await Promise.all(invitationMails.map((f) => readFile(join(outbox, f), 'utf8')));
    for (const email of [known.email, unknownEmail]) {
      const mail = texts.find((x) => x.includes(`To: ${email}`));
      expect(mail, `a mail to ${email}`).toBeDefined();
      expect(mail).toContain('/my-business');
      expect(mail).toContain('Acme Industrial');
    }
  });

  it('the invited person sees it, and only acceptance makes them a member, with its role', async () => {
    const invitee = await createSignedInUser(t);
    expect((await invite(owner, invitee.email, 'admin')).statusCode).toBe(200);
    const mine = await inject(invitee, 'GET', '/api/business/invitations/mine');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toEqual([
      expect.objectContaining({
        role: 'admin',
        business: expect.objectContaining({ businessID, companyName: 'Acme Industrial' }),
        invitedBy: { firstName: 'Olga', lastName: 'Owner' },
      }),
    ]);
    const invitationID = mine.json().data[0].invitationID;
    // Nobody else may answer it (it is not theirs: 404, as for an unknown one).
    for (const who of [other, member, owner]) {
      expect((await inject(who, 'POST', `/api/business/invitations/${invitationID}/accept`)).statusCode).toBe(
        404,
      );
      expect(
        (await inject(who, 'POST', `/api/business/invitations/${invitationID}/decline`)).statusCode,
      ).toBe(404);
    }
    expect(await members()).not.toContain(invitee.userID);
    const accept = await inject(invitee, 'POST', `/api/business/invitations/${invitationID}/accept`);
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json().data).toEqual({ businessID, access: 'admin' });
    expect(await members()).toContain(invitee.userID);
    // Answered: gone from both lists, and it cannot be answered twice.
    expect((await inject(invitee, 'GET', '/api/business/invitations/mine')).json().data).toEqual([]);
    const open = (await inject(owner, 'GET', `/api/business/${businessID}/invitations`)).json().data;
    expect(open.map((i: { email: string }) => i.email)).not.toContain(invitee.email);
    expect(
      (await inject(invitee, 'POST', `/api/business/invitations/${invitationID}/accept`)).statusCode,
    ).toBe(404);
  });

  it('a declined or withdrawn invitation adds nobody and can no longer be accepted', async () => {
    const declines = await createSignedInUser(t);
    const withdrawn = await createSignedInUser(t);
    await invite(owner, declines.email);
    await invite(owner, withdrawn.email);
    const decliningID = await invitationTo(t, declines, businessID);
    const withdrawnID = await invitationTo(t, withdrawn, businessID);
    const decline = await inject(declines, 'POST', `/api/business/invitations/${decliningID}/decline`);
    expect(decline.statusCode).toBe(200);
    expect(
      (await inject(declines, 'POST', `/api/business/invitations/${decliningID}/accept`)).statusCode,
    ).toBe(404);
    // A member may not withdraw; an admin may.
    expect(
      (await inject(member, 'DELETE', `/api/business/${businessID}/invitations/${withdrawnID}`)).statusCode,
    ).toBe(403);
    const withdraw = await inject(admin, 'DELETE', `/api/business/${businessID}/invitations/${withdrawnID}`);
    expect(withdraw.statusCode).toBe(200);
    expect((await inject(withdrawn, 'GET', '/api/business/invitations/mine')).json().data).toEqual([]);
    expect(
      (await inject(withdrawn, 'POST', `/api/business/invitations/${withdrawnID}/accept`)).statusCode,
    ).toBe(404);
    expect(await members()).not.toContain(declines.userID);
    expect(await members()).not.toContain(withdrawn.userID);
    // Invited again after a decline: a new invitation, which may be accepted.
    await invite(owner, declines.email);
    await inject(
      declines,
      'POST',
      `/api/business/invitations/${await invitationTo(t, declines, businessID)}/accept`,
    );
    expect(await members()).toContain(declines.userID);
  });

  it('an expired invitation can no longer be accepted; inviting again opens it anew', async () => {
    const late = await createSignedInUser(t);
    await invite(owner, late.email);
    const invitationID = await invitationTo(t, late, businessID);
    await t.db
      .update(tables.businessInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.businessInvitations.invitationId, invitationID));
    expect((await inject(late, 'GET', '/api/business/invitations/mine')).json().data).toEqual([]);
    expect((await inject(late, 'POST', `/api/business/invitations/${invitationID}/accept`)).statusCode).toBe(
      404,
    );
    await invite(owner, late.email);
    expect(await invitationTo(t, late, businessID)).toBe(invitationID);
    expect((await inject(late, 'POST', `/api/business/invitations/${invitationID}/accept`)).statusCode).toBe(
      200,
    );
  });

  it('refuses members, bad addresses and roles; inviting again changes the role, once', async () => {
    expect((await invite(owner, member.email)).statusCode).toBe(409);
    expect((await invite(owner, owner.email)).statusCode).toBe(409);
    expect((await invite(owner, 'x')).statusCode).toBe(400);
    expect((await invite(owner, 'someone@example.com', 'owner')).statusCode).toBe(400);
    const again = `again-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await invite(owner, again, 'member');
    const twice = await invite(admin, again, 'admin');
    const rows = twice.json().data.filter((i: { email: string }) => i.email === again);
    expect(rows).toHaveLength(1);
    expect(rows[0].role).toBe('admin');
  });
});

/**
 * The authorization matrix of every write: owner, admin, member, another signed-in user,
 * visitor, with the status each gets. Each row builds its own target so that allowed calls do
 * not change what the next one sees.
 */
describe('authorization matrix', () => {
  type Who = 'owner' | 'admin' | 'member' | 'other' | 'visitor';
  type Target = { businessID: string; owner: SignedInUser; victim: SignedInUser };
  // Each target has an owner of its own: one account may own only a few businesses.
  const people = (c: Target): Record<Who, SignedInUser | null> => ({
    owner: c.owner,
    admin,
    member,
    other,
    visitor: null,
  });
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
    call: (user: SignedInUser | null, ctx: Target) => Promise<{ statusCode: number; body: string }>;
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
          await inject(c.owner, 'POST', `/api/business/${c.businessID}/certificates`, { name: 'CE' })
        ).json().data;
        return inject(u, 'PUT', `/api/business/${c.businessID}/certificates/${cert.id}`, { name: 'CE 2' });
      },
    },
    {
      name: 'DELETE certificate',
      expected: allow(['owner', 'admin']),
      call: async (u, c) => {
        const cert = (
          await inject(c.owner, 'POST', `/api/business/${c.businessID}/certificates`, { name: 'CE' })
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
      name: 'GET invitations',
      expected: allow(['owner', 'admin']),
      call: (u, c) => inject(u, 'GET', `/api/business/${c.businessID}/invitations`),
    },
    {
      name: 'POST invitation',
      expected: allow(['owner', 'admin']),
      call: (u, c) =>
        inject(u, 'POST', `/api/business/${c.businessID}/invitations`, {
          email: c.victim.email,
          role: 'member',
        }),
    },
    {
      name: 'DELETE invitation',
      expected: allow(['owner', 'admin']),
      call: async (u, c) => {
        await inject(c.owner, 'POST', `/api/business/${c.businessID}/invitations`, {
          email: c.victim.email,
          role: 'member',
        });
        const invitationID = await invitationTo(t, c.victim, c.businessID);
        return inject(u, 'DELETE', `/api/business/${c.businessID}/invitations/${invitationID}`);
      },
    },
    {
      name: 'PATCH member role',
      expected: allow(['owner', 'admin']),
      call: async (u, c) => {
        await addMember(t, c.owner, c.businessID, c.victim, 'member');
        return inject(u, 'PATCH', `/api/business/${c.businessID}/members/${c.victim.userID}`, {
          role: 'admin',
        });
      },
    },
    {
      name: 'DELETE member',
      expected: allow(['owner', 'admin']),
      call: async (u, c) => {
        await addMember(t, c.owner, c.businessID, c.victim, 'member');
        return inject(u, 'DELETE', `/api/business/${c.businessID}/members/${c.victim.userID}`);
      },
    },
  ];

  async function freshTarget(): Promise<Target> {
    const targetOwner = await createSignedInUser(t);
    const biz = await createBusiness(t, targetOwner, { companyName: 'Matrix Co' });
    await addMember(t, targetOwner, biz.businessID, admin, 'admin');
    await addMember(t, targetOwner, biz.businessID, member, 'member');
    const victim = await createSignedInUser(t);
    await inject(victim, 'GET', '/api/user/profile');
    return { businessID: biz.businessID, owner: targetOwner, victim };
  }

  it.each(cases)('$name', async ({ expected, call }) => {
    const got: Partial<Record<Who, number>> = {};
    for (const who of ['owner', 'admin', 'member', 'other', 'visitor'] as Who[]) {
      const target = await freshTarget();
      const res = await call(people(target)[who], target);
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
