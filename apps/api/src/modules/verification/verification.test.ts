import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type {
  BusinessVerification,
  NotificationsResponse,
  TrailEntry,
  VerificationRequest,
} from '@wbn/contracts';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { addMember, createBusiness } from '../../../test/business-fixtures.ts';
import { outboxMails } from '../../../test/outbox.ts';
import { minimalPdf } from '../../../test/pdf-fixture.ts';
import { postUploadForm, type SignedForm } from '../../../test/upload-helpers.ts';

// Company verification (decision 0032): evidence submitted by a business's managers, reviewed by
// operators check by check, the badge on the business, its search card and its products, expiry
// and the reminder by the app's clock, revocation, private documents, bad input named.

const DAY = 86_400_000;
/** The app's clock runs this far ahead: the tests move it to the end of an approval's year. */
let offset = 0;
let t: TestApp;
let owner: SignedInUser;
let manager: SignedInUser;
let member: SignedInUser;
let stranger: SignedInUser;
let moderator: SignedInUser;
let businessID: string;
let productID: string;
const dataDir = `.tmp/test-verification-${process.pid}`;

type Method = 'GET' | 'POST';
const call = (user: SignedInUser | null, method: Method, url: string, payload?: object, lang?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...(user ? authHeaders(user.token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload ? { payload } : {}),
  });

async function ok<T>(
  user: SignedInUser | null,
  method: Method,
  url: string,
  payload?: object,
  lang?: string,
) {
  const res = await call(user, method, url, payload, lang);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data as T;
}

/** A document through the real upload path: a signed form for the business, then the file. */
async function uploadDocument(user: SignedInUser, kind: 'pdf' | 'png', forBusiness = businessID) {
  const file =
    kind === 'pdf'
      ? minimalPdf({ text: `evidence ${Math.random()}` })
      : await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6' } })
          .png()
          .toBuffer();
  const type = kind === 'pdf' ? 'application/pdf' : 'image/png';
  const ask = await call(user, 'POST', '/api/files/upload-request/business', {
    contentType: type,
    fileSize: file.length,
    purpose: 'verificationDocument',
    businessID: forBusiness,
    fileName: kind === 'pdf' ? 'registration.pdf' : 'utility-bill.png',
  });
  expect(ask.statusCode, ask.body).toBe(200);
  const signed = ask.json().data as SignedForm;
  const up = await postUploadForm(t, user, signed, file, type, `evidence.${kind}`);
  expect(up.statusCode, up.body).toBe(201);
  return signed.token;
}

const decide = (user: SignedInUser, checkID: string, decision: string, message?: string) =>
  call(user, 'POST', `/api/admin/verification/checks/${checkID}`, {
    decision,
    ...(message ? { message } : {}),
  });

const mine = () => ok<BusinessVerification>(owner, 'GET', `/api/verification/business/${businessID}`);
const checkOfKind = async (kind: string) => (await mine()).checks.find((c) => c.kind === kind)!;
const profile = async (lang = 'en') =>
  (
    await ok<{ data: { verified: boolean; verification?: { label: string; month: string } } }>(
      null,
      'GET',
      `/api/business/profile/${businessID}`,
      undefined,
      lang,
    )
  ).data;

/** Polls until `check` gives a value (the app's sweep runs every second). */
async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}

const month = (ms: number) => new Date(ms).toISOString().slice(0, 7);

beforeAll(async () => {
  t = await createTestApp(
    { VERIFICATION_SWEEP_SECONDS: '1', DATA_DIR: dataDir },
    { now: () => new Date(Date.now() + offset) },
  );
  owner = await createSignedInUser(t);
  manager = await createSignedInUser(t);
  member = await createSignedInUser(t);
  stranger = await createSignedInUser(t);
  moderator = await createSignedInUser(t);
  for (const u of [owner, manager, member, stranger, moderator]) await call(u, 'GET', '/api/user/profile');
  businessID = (await createBusiness(t, owner, { companyName: 'Verified Valves' })).businessID;
  await addMember(t, owner, businessID, manager, 'admin');
  await addMember(t, owner, businessID, member, 'member');
  const [product] = await t.db
    .insert(tables.products)
    .values({ businessId: businessID, name: 'Gate valve', industryId: 'i0001', categoryId: 'c0001-01' })
    .returning({ id: tables.products.productId });
  productID = product!.id;
  await t.db.insert(tables.operatorRoles).values({ accountId: moderator.userID, role: 'moderator' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('company verification', () => {
  it('refuses bad input, naming the field', async () => {
    const token = await uploadDocument(owner, 'pdf');
    const url = `/api/verification/business/${businessID}`;
    const cases: [object, string][] = [
      [{ checks: [{ kind: 'certificate', documents: [token] }] }, 'body.checks.0.name'],
      [{ checks: [{ kind: 'passport', documents: [token] }] }, 'body.checks.0.kind'],
      [{ checks: [{ kind: 'taxId', documents: [] }] }, 'body.checks.0.documents'],
      [{ checks: [] }, 'body.checks'],
    ];
    for (const [payload, field] of cases) {
      const res = await call(owner, 'POST', url, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    const fakeCheck = '00000000-0000-4000-8000-000000000001';
    const decisions: [object, string][] = [
      [{ decision: 'maybe' }, 'body.decision'],
      [{ decision: 'more' }, 'body.message'],
    ];
    for (const [payload, field] of decisions) {
      const res = await call(moderator, 'POST', `/api/admin/verification/checks/${fakeCheck}`, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    const status = await call(moderator, 'GET', '/api/admin/verification?status=everything');
    expect(status.statusCode).toBe(400);
    expect(status.json().errors[0].path).toBe('querystring.status');
    expect((await decide(moderator, fakeCheck, 'approve')).statusCode).toBe(404);
  });

  it('lets only the business managers submit and read, and only operators review', async () => {
    const memberToken = await call(member, 'POST', '/api/files/upload-request/business', {
      contentType: 'application/pdf',
      fileSize: 500,
      purpose: 'verificationDocument',
      businessID,
    });
    expect(memberToken.statusCode).toBe(403);
    // A PDF is evidence only: a product image stays an image.
    const pdfProduct = await call(owner, 'POST', '/api/files/upload-request/business', {
      contentType: 'application/pdf',
      fileSize: 500,
      purpose: 'productImage',
      businessID,
    });
    expect(pdfProduct.statusCode).toBe(415);
    const token = await uploadDocument(owner, 'pdf');
    const body = { checks: [{ kind: 'registration', documents: [token] }] };
    expect((await call(member, 'POST', `/api/verification/business/${businessID}`, body)).statusCode).toBe(
      403,
    );
    expect((await call(stranger, 'POST', `/api/verification/business/${businessID}`, body)).statusCode).toBe(
      403,
    );
    expect((await call(stranger, 'GET', `/api/verification/business/${businessID}`)).statusCode).toBe(403);
    expect((await call(member, 'GET', `/api/verification/business/${businessID}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/verification/business/${businessID}`)).statusCode).toBe(401);
    expect(
      (await call(owner, 'GET', '/api/verification/business/00000000-0000-4000-8000-000000000009'))
        .statusCode,
    ).toBe(404);
    for (const user of [owner, stranger]) {
      expect((await call(user, 'GET', '/api/admin/verification')).statusCode).toBe(403);
      const res = await decide(user, '00000000-0000-4000-8000-000000000001', 'approve');
      expect(res.statusCode).toBe(403);
    }
    expect((await call(null, 'GET', '/api/admin/verification')).statusCode).toBe(401);
  });

  it('runs submit → more → approve each check → badge everywhere → reminder → expiry → revoke', async () => {
    // A document goes only with the submission of whoever uploaded it.
    const foreign = await call(owner, 'POST', `/api/verification/business/${businessID}`, {
      checks: [{ kind: 'registration', documents: [await uploadDocument(manager, 'pdf')] }],
    });
    expect(foreign.statusCode).toBe(403);
    // The business's admin submits three checks; the address proof is an image, the others PDFs.
    const result = await ok<BusinessVerification>(
      manager,
      'POST',
      `/api/verification/business/${businessID}`,
      {
        checks: [
          {
            kind: 'registration',
            documents: [await uploadDocument(manager, 'pdf')],
            note: 'Chamber extract',
          },
          { kind: 'address', documents: [await uploadDocument(manager, 'png')] },
          { kind: 'certificate', name: 'ISO 9001', documents: [await uploadDocument(manager, 'pdf')] },
        ],
      },
    );
    expect(result.checks.map((c) => [c.kind, c.status]).sort()).toEqual([
      ['address', 'pending'],
      ['certificate', 'pending'],
      ['registration', 'pending'],
    ]);
    expect(result.verified).toBe(false);

    // Documents: a signed link opens them; the bare URL does not.
    const doc = result.checks.find((c) => c.kind === 'registration')!.documents[0]!;
    expect(doc.url).toMatch(/^\/files\/images\/verification-document\/.+\.pdf\?expires=\d+&signature=/);
    const opened = await t.app.inject({ method: 'GET', url: doc.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-disposition']).toContain('attachment');
    expect(opened.headers['cache-control']).toMatch(/^private/);
    const bare = doc.url.slice(0, doc.url.indexOf('?'));
    expect((await t.app.inject({ method: 'GET', url: bare })).statusCode).toBe(403);
    const image = result.checks.find((c) => c.kind === 'address')!.documents[0]!;
    expect(image.url).toMatch(/\.webp\?expires=/);
    expect(
      (await t.app.inject({ method: 'GET', url: image.url.slice(0, image.url.indexOf('?')) })).statusCode,
    ).toBe(403);

    // The moderator's queue shows the business with its checks and their (signed) documents.
    const queue = await ok<{ requests: VerificationRequest[] }>(moderator, 'GET', '/api/admin/verification');
    const request = queue.requests.find((r) => r.business.businessID === businessID)!;
    expect(request.checks).toHaveLength(3);
    expect(request.submittedBy?.userID).toBe(manager.userID);
    expect(
      (await t.app.inject({ method: 'GET', url: request.checks[0]!.documents[0]!.url })).statusCode,
    ).toBe(200);

    // More evidence for the address; the owner is told, and sends another document.
    const address = request.checks.find((c) => c.kind === 'address')!;
    const more = await decide(moderator, address.checkID, 'more', 'The bill is older than three months.');
    expect(more.statusCode, more.body).toBe(200);
    const notices = await ok<NotificationsResponse>(owner, 'GET', '/api/notifications');
    expect(notices.notifications.map((n) => n.subject)).toContain(
      'Verified Valves: the verification reviewers ask for more evidence',
    );
    expect((await checkOfKind('address')).message).toBe('The bill is older than three months.');
    await ok(owner, 'POST', `/api/verification/business/${businessID}`, {
      checks: [{ kind: 'address', documents: [await uploadDocument(owner, 'pdf')] }],
    });
    const resubmitted = await checkOfKind('address');
    expect(resubmitted.checkID).toBe(address.checkID);
    expect(resubmitted.status).toBe('pending');
    expect(resubmitted.documents).toHaveLength(2);

    // Approve each check.
    for (const kind of ['registration', 'certificate', 'address']) {
      const check = await checkOfKind(kind);
      const res = await decide(moderator, check.checkID, 'approve');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.check.status).toBe('approved');
    }
    expect((await decide(moderator, (await checkOfKind('address')).checkID, 'approve')).statusCode).toBe(409);
    const approvedAt = Date.now() + offset;

    // The badge, on the business, in another language, on its search card and its product.
    const label = `Verified ${month(approvedAt)}: registration, address, ISO 9001`;
    const p = await profile();
    expect(p.verified).toBe(true);
    expect(p.verification?.label).toBe(label);
    expect((await profile('es')).verification?.label).toBe(
      `Verificada ${month(approvedAt)}: registro mercantil, domicilio, ISO 9001`,
    );
    const found = await ok<{
      results: { businessProfile: { businessID: string; verification?: { label: string } } }[];
    }>(null, 'POST', '/api/search/business', { textQuery: 'Verified Valves' });
    expect(
      found.results.find((r) => r.businessProfile.businessID === businessID)?.businessProfile.verification
        ?.label,
    ).toBe(label);
    const product = await ok<{ businessProfile: { verified: boolean; verification?: { label: string } } }>(
      null,
      'GET',
      `/api/product/${productID}`,
    );
    expect(product.businessProfile.verification?.label).toBe(label);
    // The search's tie-break reads the live state.
    const [rank] = await t.db
      .select({ rank: tables.businesses.searchRank })
      .from(tables.businesses)
      .where(eq(tables.businesses.businessId, businessID));
    expect(rank!.rank).toBe(1);

    // Every decision is in the trail, with its before and after.
    const trail = await ok<{ entries: TrailEntry[] }>(moderator, 'GET', '/api/admin/trail');
    const mineEntries = trail.entries.filter((e) => e.itemID === businessID);
    expect(mineEntries.map((e) => e.action).sort()).toEqual([
      'verify-approve',
      'verify-approve',
      'verify-approve',
      'verify-more',
    ]);
    const last = mineEntries[0]!;
    expect(last.operator?.userID).toBe(moderator.userID);
    expect(last.subjectAccountID).toBe(owner.userID);
    expect(last.before).toMatchObject({ status: 'pending' });
    expect(last.after).toMatchObject({ status: 'approved' });
    const mails = await outboxMails(dataDir, 'verification-approve');
    expect(mails.length).toBe(3);
    expect(mails[0]!.to).toContain(owner.email);

    // 30 days before the year ends: one reminder per check, notification and mail.
    offset = approvedAt + 340 * DAY - Date.now();
    await eventually(async () => (await outboxMails(dataDir, 'verification-reminder')).length >= 3);
    const reminded = await ok<NotificationsResponse>(owner, 'GET', '/api/notifications');
    expect(reminded.notifications.map((n) => n.subject)).toContain(
      'Verified Valves: a verification check ends in 30 days',
    );
    expect((await profile()).verified).toBe(true);

    // The year is over: the badge ends, everywhere.
    offset = approvedAt + 366 * DAY - Date.now();
    await eventually(async () => !(await profile()).verified);
    expect((await profile()).verification).toBeUndefined();
    expect((await checkOfKind('registration')).status).toBe('expired');
    const after = await ok<{ businessProfile: { verified: boolean; verification?: unknown } }>(
      null,
      'GET',
      `/api/product/${productID}`,
    );
    expect(after.businessProfile.verified).toBe(false);
    expect(after.businessProfile.verification).toBeUndefined();

    // A new approval, then a revocation: the badge ends at once.
    await ok(owner, 'POST', `/api/verification/business/${businessID}`, {
      checks: [{ kind: 'taxId', documents: [await uploadDocument(owner, 'pdf')] }],
    });
    const taxId = await checkOfKind('taxId');
    expect((await decide(moderator, taxId.checkID, 'approve', 'Tax certificate matches')).statusCode).toBe(
      200,
    );
    expect((await profile()).verification?.label).toBe(`Verified ${month(Date.now() + offset)}: tax id`);
    expect((await decide(moderator, taxId.checkID, 'revoke')).statusCode).toBe(400);
    // The owner reads Spanish: the revocation's notice and mail are in it.
    await t.db
      .update(tables.users)
      .set({ preferredLanguageCode: 'es' })
      .where(eq(tables.users.userId, owner.userID));
    const revoked = await decide(
      moderator,
      taxId.checkID,
      'revoke',
      'The tax id belongs to another company.',
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    const now = await profile();
    expect(now.verified).toBe(false);
    expect(now.verification).toBeUndefined();
    expect((await decide(moderator, taxId.checkID, 'revoke', 'again')).statusCode).toBe(409);
    const [revokeMail] = await outboxMails(dataDir, 'verification-revoke');
    expect(revokeMail!.language).toBe('es');
    expect(revokeMail!.subject).toBe('Verificación revocada: identificación fiscal de Verified Valves');
    expect(revokeMail!.body).toContain('The tax id belongs to another company.');
    const told = await ok<NotificationsResponse>(owner, 'GET', '/api/notifications');
    expect(told.notifications.map((n) => n.subject)).toContain('Verified Valves: se revocó una verificación');
  }, 120_000);
});
