import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, tables } from '@wbn/db';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { minimalPdf } from '../../../test/pdf-fixture.ts';
import { askUploadForm, postUploadForm, type SignedForm } from '../../../test/upload-helpers.ts';
import { attachmentDisposition } from './files.public-routes.ts';
import { cleanFileName, createFilesService, type FilesService } from './files.service.ts';
import { sniffImageType } from './image.ts';
import { createStorage, imageKeyPattern, loadStorageSecret } from './storage.ts';

/**
 * Inquiry attachments: the one purpose that also takes a PDF (stored as sent once its structure
 * proves it one, served as a download), whose files keep the name they were chosen with (with the
 * stored file's extension), and which are private: served only through a short-lived signed link.
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

let pdfCount = 0;
/** A real PDF (test/pdf-fixture.ts), a little different each time. */
const pdf = () => minimalPdf({ text: `Quote ${++pdfCount}` });

const jpeg = (w = 2400, h = 1200) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

const askForm = (user: SignedInUser, body: Record<string, unknown>, url = '/api/files/upload-request/user') =>
  t.app.inject({ method: 'POST', url, headers: authHeaders(user.token), payload: body });

const form = (user: SignedInUser, file: Buffer, body: Record<string, unknown>) =>
  askUploadForm(t, user, file, body);
const upload = (user: SignedInUser, signed: SignedForm, file: Buffer, type: string, filename: string) =>
  postUploadForm(t, user, signed, file, type, filename);
/** What a reader of the thread is handed: the stored URL, signed. */
const get = (storedUrl: string) => t.app.inject({ method: 'GET', url: files.readerUrl(storedUrl) });

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
    // The uploader's own answer is a signed link (the composer may show it at once).
    expect(result.url).toMatch(
      /^\/files\/images\/inquiry-attachment\/[\w-]{16,64}\.pdf\?expires=\d+&signature=[\w-]{43}$/,
    );

    const attached = await files.attachFile({
      token: signed.token,
      userID: alice.userID,
      purposes: ['inquiryAttachment'],
    });
    // What is stored with the message: the unsigned URL.
    expect(attached).toEqual({
      url: result.url.slice(0, result.url.indexOf('?')),
      name: 'Quote 2024.pdf',
      contentType: 'application/pdf',
      size: file.length,
    });
    await expect(
      files.attachFile({ token: signed.token, userID: alice.userID, purposes: ['inquiryAttachment'] }),
    ).rejects.toMatchObject({ status: 409 });

    const served = await t.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode, served.body).toBe(200);
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
    const served = await get(attached.url);
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
    // A business's form takes a PDF for verification evidence only (decision 0032); the
    // profile-photo form stays image-only (its schema refuses it).
    const business = await askForm(
      alice,
      { contentType: 'application/pdf', fileSize: 1000, purpose: 'certificate' },
      '/api/files/upload-request/business',
    );
    expect(business.statusCode).toBe(415);
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

  it('must be a PDF in structure: other bytes declared as one are refused (415), the form stays usable', async () => {
    const file = pdf();
    const signed = await form(alice, file, { contentType: 'application/pdf', fileName: 'q.pdf' });
    const page = '<html><script>alert(1)</script></html>';
    for (const bytes of [
      Buffer.from(page.padEnd(file.length, ' ')),
      // HTML behind a PDF header: what a browser saved as report.html and ran.
      Buffer.from(`%PDF-1.4\n${page}\n`),
      Buffer.from(`%PDF-1.7\n${page}\ntrailer\n<< >>\n%%EOF\n`),
      Buffer.from(`%PDF-1.7\n${page}\nstartxref\n9\n%%EOF\n`),
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
    // Named after what is stored: the WebP it was re-encoded to.
    expect(attached).toEqual({
      url: expect.stringMatching(/^\/files\/images\/inquiry-attachment\/[\w-]+\.webp$/),
      name: 'Gearbox photo.webp',
      contentType: 'image/webp',
      size: expect.any(Number),
    });
    const served = await get(attached.url);
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
    const served = await get(attached.url);
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

/** Uploads and attaches a PDF for alice under `fileName`: the stored (unsigned) attachment. */
async function attachedPdf(fileName?: string) {
  const file = pdf();
  const signed = await form(alice, file, {
    contentType: 'application/pdf',
    ...(fileName ? { fileName } : {}),
  });
  const res = await upload(alice, signed, file, 'application/pdf', fileName ?? 'x.pdf');
  expect(res.statusCode, res.body).toBe(201);
  return files.attachFile({ token: signed.token, userID: alice.userID, purposes: ['inquiryAttachment'] });
}

describe('a PDF download', () => {
  it('is named .pdf whatever name it was sent under', async () => {
    for (const [sent, shown] of [
      ['report.html', 'report.pdf'],
      ['invoice.svg', 'invoice.pdf'],
      ['Offer', 'Offer.pdf'],
      ['drawing v1.2', 'drawing v1.2.pdf'],
      ['scan.pdf.html', 'scan.pdf'],
      ['SCAN.PDF', 'SCAN.PDF'],
    ] as const) {
      const attached = await attachedPdf(sent);
      expect(attached.name, sent).toBe(shown);
      const served = await get(attached.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.headers['content-disposition'], sent).toBe(attachmentDisposition(shown));
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
  });
});

describe('an attachment link', () => {
  const withQuery = (url: string, query: string) => `${url}?${query}`;
  const queryOf = (url: string) => new URL(url, 'http://x').searchParams;

  it('opens the file when signed, kept private and no longer than the link lives', async () => {
    const attached = await attachedPdf('Offer.pdf');
    const now = Math.floor(Date.now() / 1000);
    const signed = files.readerUrl(attached.url);
    expect(signed).toMatch(
      /^\/files\/images\/inquiry-attachment\/[\w-]+\.pdf\?expires=\d+&signature=[\w-]{43}$/,
    );
    const expires = Number(queryOf(signed).get('expires'));
    expect(expires).toBeGreaterThan(now + 50 * 60);
    expect(expires).toBeLessThanOrEqual(now + 60 * 60 + 1);
    const served = await t.app.inject({ method: 'GET', url: signed });
    expect(served.statusCode, served.body).toBe(200);
    const cache = /^private, max-age=(\d+)$/.exec(served.headers['cache-control'] as string);
    expect(cache, served.headers['cache-control'] as string).not.toBeNull();
    expect(Number(cache![1])).toBeGreaterThan(0);
    expect(Number(cache![1])).toBeLessThanOrEqual(3600);
  });

  it('is refused (403) without a signature, with a changed one, or one spelt otherwise', async () => {
    const attached = await attachedPdf('Offer.pdf');
    const signed = files.readerUrl(attached.url);
    const query = signed.slice(signed.indexOf('?') + 1);
    const expires = queryOf(signed).get('expires')!;
    const signature = queryOf(signed).get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const other = await attachedPdf('Other.pdf');
    const otherQuery = files.readerUrl(other.url).split('?')[1]!;
    for (const url of [
      attached.url,
      withQuery(attached.url, `expires=${expires}`),
      withQuery(attached.url, `expires=${expires}&signature=${flipped}`),
      withQuery(attached.url, `${query}==`),
      withQuery(attached.url, `${query}%3D%3D`),
      withQuery(attached.url, `expires=${Number(expires) + 300}&signature=${signature}`),
      withQuery(attached.url, `expires=0${expires}&signature=${signature}`),
      withQuery(attached.url, `signature=${signature}&expires=${expires}`),
      withQuery(attached.url, `${query}&expires=${expires}`),
      // Another file's valid link does not open this one.
      withQuery(attached.url, otherQuery),
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ success: false, message: 'This attachment link is not valid' });
      expect(res.headers['content-disposition']).toBeUndefined();
    }
    // A key that was never stored is refused the same way: a bad link learns nothing.
    const missing = attached.url.replace(/[\w-]+\.pdf$/, 'AAAAAAAAAAAAAAAAAAAAAA.pdf');
    expect((await t.app.inject({ method: 'GET', url: missing })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: files.readerUrl(missing) })).statusCode).toBe(404);
  });

  it('is refused (403) once expired, with a sentence that says what to do', async () => {
    const attached = await attachedPdf('Offer.pdf');
    // Signed correctly, an hour and a bit ago.
    const old = files.readerUrl(attached.url, Math.floor(Date.now() / 1000) - 3700);
    expect(Number(queryOf(old).get('expires'))).toBeLessThan(Date.now() / 1000);
    const res = await t.app.inject({ method: 'GET', url: old });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This attachment link has expired: open the message again');
  });

  it('is needed for an inquiry image too, and for no other image', async () => {
    const file = await jpeg(60, 40);
    const signed = await form(alice, file, { contentType: 'image/jpeg', fileName: 'pump.jpg' });
    const uploaded = (await upload(alice, signed, file, 'image/jpeg', 'pump.jpg')).json().data;
    expect(uploaded.url).toMatch(/\.webp\?expires=\d+&signature=[\w-]{43}$/);
    const image = await files.attachFile({
      token: signed.token,
      userID: alice.userID,
      purposes: ['inquiryAttachment'],
    });
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(403);
    const served = await t.app.inject({ method: 'GET', url: uploaded.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    // A post image: public as before, no signature asked for, none handed out.
    const post = await form(alice, file, { contentType: 'image/jpeg', purpose: 'postImage' });
    const postUrl = (await upload(alice, post, file, 'image/jpeg', 'a.jpg')).json().data.url as string;
    expect(postUrl).toMatch(/^\/files\/images\/post-image\/[\w-]+\.webp$/);
    expect(files.readerUrl(postUrl)).toBe(postUrl);
    const pub = await t.app.inject({ method: 'GET', url: postUrl });
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
