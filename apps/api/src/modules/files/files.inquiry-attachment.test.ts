import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { attachmentDisposition } from './files.public-routes.ts';
import { cleanFileName, createFilesService, type FilesService } from './files.service.ts';
import { sniffImageType } from './image.ts';
import { createStorage, imageKeyPattern, loadStorageSecret } from './storage.ts';

/**
 * Inquiry attachments: the one purpose that also takes a PDF (stored as sent once its header
 * proves it one, served as a download), and whose files keep the name they were chosen with.
 * The real app on a real database, with the embedded storage (the S3 path is in files.s3.test.ts).
 */
let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
/** A second files service on the app's database and storage: what the inquiries module calls. */
let files: FilesService;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t);
  bob = await createSignedInUser(t);
  const secret = await loadStorageSecret(t.config);
  files = createFilesService({
    db: t.db,
    storage: createStorage(t.config, secret),
    secret,
    maxBytes: t.config.uploadMaxBytes,
    canManageBusiness: async () => false,
  });
});
afterAll(() => t.close());

interface SignedForm {
  signedPost: { url: string; fields: Record<string, string> };
  token: string;
}

/** A small but well-formed PDF (one empty page). */
const pdf = () =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );

const jpeg = (w = 2400, h = 1200) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

const askForm = (user: SignedInUser, body: Record<string, unknown>, url = '/api/files/upload-request/user') =>
  t.app.inject({ method: 'POST', url, headers: authHeaders(user.token), payload: body });

async function form(user: SignedInUser, file: Buffer, body: Record<string, unknown>) {
  const res = await askForm(user, { fileSize: file.length, purpose: 'inquiryAttachment', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SignedForm;
}

/** The browser's multipart POST of a signed form: its fields first, then the file. */
async function upload(user: SignedInUser, signed: SignedForm, file: Buffer, type: string, filename: string) {
  const data = new FormData();
  for (const [k, v] of Object.entries(signed.signedPost.fields)) data.append(k, v);
  data.append('file', new Blob([new Uint8Array(file)], { type }), filename);
  const req = new Request('http://localhost/files/upload', { method: 'POST', body: data });
  return t.app.inject({
    method: 'POST',
    url: new URL(signed.signedPost.url).pathname,
    headers: { 'content-type': req.headers.get('content-type')!, ...authHeaders(user.token) },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

const uploadRow = async (token: string) =>
  (await t.db.select().from(tables.uploads).where(eq(tables.uploads.id, token)))[0]!;

describe('a PDF for an inquiry', () => {
  it('is requested, uploaded, attached with its name, and served as a download', async () => {
    const file = pdf();
    const signed = await form(alice, file, { contentType: 'application/pdf', fileName: 'Quote 2024.pdf' });
    expect(signed.signedPost.fields['Content-Type']).toBe('application/pdf');
    const res = await upload(alice, signed, file, 'application/pdf', 'Quote 2024.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json().data;
    expect(result).toMatchObject({
      token: signed.token,
      contentType: 'application/pdf',
      width: 0,
      height: 0,
      size: file.length,
    });
    expect(result.url).toMatch(/^\/files\/images\/inquiry-attachment\/[\w-]{16,64}\.pdf$/);

    const attached = await files.attachFile({
      token: signed.token,
      userID: alice.userID,
      purposes: ['inquiryAttachment'],
    });
    expect(attached).toEqual({
      url: result.url,
      name: 'Quote 2024.pdf',
      contentType: 'application/pdf',
      size: file.length,
    });
    await expect(
      files.attachFile({ token: signed.token, userID: alice.userID, purposes: ['inquiryAttachment'] }),
    ).rejects.toMatchObject({ status: 409 });

    const served = await t.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Quote 2024.pdf"; filename*=UTF-8''Quote%202024.pdf`,
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    // Stored as it was sent.
    expect(served.rawPayload.equals(file)).toBe(true);
    expect(Number(served.headers['content-length'])).toBe(file.length);
  });

  it('is named attachment.pdf when it came without a name', async () => {
    const file = pdf();
    const signed = await form(alice, file, { contentType: 'application/pdf' });
    expect((await upload(alice, signed, file, 'application/pdf', 'x.pdf')).statusCode).toBe(201);
    const attached = await files.attachFile({
      token: signed.token,
      userID: alice.userID,
      purposes: ['inquiryAttachment'],
    });
    expect(attached.name).toBe('attachment.pdf');
    const served = await t.app.inject({ method: 'GET', url: attached.url });
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="attachment\.pdf"/);
  });

  it('is refused for any other purpose, naming body.contentType', async () => {
    for (const purpose of ['postImage', 'profilePhoto', 'coverPhoto']) {
      const res = await askForm(alice, { contentType: 'application/pdf', fileSize: 1000, purpose });
      expect(res.statusCode, purpose).toBe(415);
      expect(res.json()).toMatchObject({
        name: 'UnsupportedMediaType',
        errors: [{ path: 'body.contentType' }],
      });
      expect(res.json().message).toMatch(/PDF/);
    }
    // The business and profile-photo forms stay image-only (their schemas refuse it).
    const business = await askForm(
      alice,
      { contentType: 'application/pdf', fileSize: 1000, purpose: 'certificate' },
      '/api/files/upload-request/business',
    );
    expect(business.statusCode).toBe(400);
    expect(business.json().errors[0].path).toBe('body.contentType');
    const profile = await askForm(
      alice,
      { contentType: 'application/pdf', fileSize: 1000 },
      '/api/user/profile-photo/upload-request',
    );
    expect(profile.statusCode).toBe(400);
    // The service refuses it too, whoever calls it.
    await expect(
      files.requestUpload(
        alice.userID,
        { purpose: 'postImage', contentType: 'application/pdf', fileSize: 1000 },
        'http://localhost',
      ),
    ).rejects.toMatchObject({ status: 415 });
  });

  it('must start with %PDF-: other bytes declared as a PDF are refused (415), the form stays usable', async () => {
    const file = pdf();
    const signed = await form(alice, file, { contentType: 'application/pdf', fileName: 'q.pdf' });
    for (const bytes of [
      Buffer.from('<html><script>alert(1)</script></html>'.padEnd(file.length, ' ')),
      (await jpeg(20, 20)).subarray(0, file.length),
      Buffer.concat([Buffer.from(' '), file]).subarray(0, file.length),
    ]) {
      const res = await upload(alice, signed, bytes, 'application/pdf', 'q.pdf');
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toMatchObject({
        name: 'UnsupportedMediaType',
        message: 'Only JPEG, PNG, WebP images and PDF files are accepted',
      });
    }
    expect((await uploadRow(signed.token)).status).toBe('pending');
    expect((await upload(alice, signed, file, 'application/pdf', 'q.pdf')).statusCode).toBe(201);
  });

  it('is only attached by its uploader, and only for inquiries', async () => {
    const file = pdf();
    const signed = await form(alice, file, { contentType: 'application/pdf' });
    expect((await upload(alice, signed, file, 'application/pdf', 'x.pdf')).statusCode).toBe(201);
    await expect(
      files.attachFile({ token: signed.token, userID: bob.userID, purposes: ['inquiryAttachment'] }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      files.attach({ token: signed.token, userID: alice.userID, purposes: ['postImage'] }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('an image for an inquiry', () => {
  it('is re-encoded to WebP (at most 1600 px) and answers its name', async () => {
    const file = await jpeg();
    const signed = await form(alice, file, { contentType: 'image/jpeg', fileName: 'Gearbox photo.jpg' });
    expect(signed.signedPost.fields.key).toBe(`incoming/${signed.token}`);
    const res = await upload(alice, signed, file, 'image/jpeg', 'Gearbox photo.jpg');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ contentType: 'image/webp', width: 1600, height: 800 });

    const attached = await files.attachFile({
      token: signed.token,
      userID: alice.userID,
      purposes: ['inquiryAttachment'],
    });
    expect(attached).toEqual({
      url: expect.stringMatching(/^\/files\/images\/inquiry-attachment\/[\w-]+\.webp$/),
      name: 'Gearbox photo.jpg',
      contentType: 'image/webp',
      size: expect.any(Number),
    });
    const served = await t.app.inject({ method: 'GET', url: attached.url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(sniffImageType(served.rawPayload)).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1600, height: 800 });
    expect(attached.size).toBe(served.rawPayload.length);
  });

  it('is named image.webp without a name, and refused (415) when it is not an image', async () => {
    const file = await jpeg(40, 40);
    const signed = await form(alice, file, { contentType: 'image/jpeg' });
    expect((await upload(alice, signed, file, 'image/jpeg', 'a.jpg')).statusCode).toBe(201);
    const attached = await files.attachFile({
      token: signed.token,
      userID: alice.userID,
      purposes: ['inquiryAttachment'],
    });
    expect(attached.name).toBe('image.webp');

    // A PDF declared as an image goes through the image checks, and fails them.
    const doc = pdf();
    const asImage = await form(alice, doc, { contentType: 'image/png' });
    const res = await upload(alice, asImage, doc, 'image/png', 'x.png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Only JPEG, PNG, WebP images and PDF files are accepted');
  });
});

describe('storage keys', () => {
  it('take a PDF only under inquiry-attachment', () => {
    const name = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect(imageKeyPattern.test(`images/inquiry-attachment/${name}.pdf`)).toBe(true);
    expect(imageKeyPattern.test(`images/inquiry-attachment/${name}.webp`)).toBe(true);
    for (const key of [
      `images/post-image/${name}.pdf`,
      `images/inquiry-attachment/${name}.pdf.webp.pdf`,
      `images/inquiry-attachment/../${name}.pdf`,
      `images/inquiry-attachment/${name}.html`,
    ]) {
      expect(imageKeyPattern.test(key), key).toBe(false);
    }
  });
});

describe('file names', () => {
  it('are stored cleaned: no path separators, no control characters', async () => {
    const file = pdf();
    const signed = await form(alice, file, { contentType: 'application/pdf', fileName: '../../evil\n.pdf' });
    const stored = (await uploadRow(signed.token)).fileName!;
    expect(stored).not.toMatch(/[/\\\n\r]/);
    expect(stored).toBe('evil.pdf');
    expect((await upload(alice, signed, file, 'application/pdf', 'evil.pdf')).statusCode).toBe(201);
    const attached = await files.attachFile({
      token: signed.token,
      userID: alice.userID,
      purposes: ['inquiryAttachment'],
    });
    expect(attached.name).toBe('evil.pdf');
    const served = await t.app.inject({ method: 'GET', url: attached.url });
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="evil.pdf"; filename*=UTF-8''evil.pdf`,
    );
  });

  it('cleanFileName drops what could mislead or break, and keeps at most 255 characters', () => {
    expect(cleanFileName('  report.pdf  ')).toBe('report.pdf');
    // A path (an old browser's, or a forged one) leaves its last part.
    expect(cleanFileName('C:\\Users\\me\\offer.pdf')).toBe('offer.pdf');
    expect(cleanFileName('/etc/passwd')).toBe('passwd');
    // A right-to-left override would show "invoice_fdp.exe" as "invoice_exe.pdf".
    expect(cleanFileName('invoice_\u202Efdp.exe')).toBe('invoice_fdp.exe');
    expect(cleanFileName('a\u0000b\tc\r\nd.pdf')).toBe('abcd.pdf');
    expect(cleanFileName('Angebot Größe.pdf')).toBe('Angebot Größe.pdf');
    expect(cleanFileName('.hidden')).toBe('hidden');
    for (const empty of ['', '   ', '/', 'folder/', '\n', '..', undefined, null]) {
      expect(cleanFileName(empty)).toBeNull();
    }
    // Cut by characters, never inside a surrogate pair.
    expect(cleanFileName(`${'😀'.repeat(300)}.pdf`)).toBe('😀'.repeat(255));
  });

  it('are sent in Content-Disposition without breaking out of it', () => {
    expect(attachmentDisposition('a "quoted"; name.pdf')).toBe(
      `attachment; filename="a _quoted__ name.pdf"; filename*=UTF-8''a%20%22quoted%22%3B%20name.pdf`,
    );
    expect(attachmentDisposition('Größe (1).pdf')).toBe(
      `attachment; filename="Gr__e (1).pdf"; filename*=UTF-8''Gr%C3%B6%C3%9Fe%20%281%29.pdf`,
    );
  });
});
