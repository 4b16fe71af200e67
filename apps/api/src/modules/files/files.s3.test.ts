import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { minimalPdf } from '../../../test/pdf-fixture.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createFilesService } from './files.service.ts';
import { sniffImageType } from './image.ts';
import { createS3Storage } from './storage.ts';
import { browserPost, startFakeS3, type FakeS3 } from './fake-s3.ts';

/**
 * The S3 path against a fake bucket on 127.0.0.1 (fake-s3.ts) that verifies SigV4 on every request
 * the API makes and checks the presigned POST like S3 does. The browser's upload is a real
 * multipart POST of the form's fields and the file; attaching the token then has the API fetch,
 * check, re-encode and store it.
 */
let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let s3: FakeS3;

const creds = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };

beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'wbn', region: 'us-east-1', ...creds });
  t = await createTestApp();
  alice = await createSignedInUser(t);
  bob = await createSignedInUser(t);
  // The first request with a token creates the user's profile row.
  for (const u of [alice, bob]) {
    await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: authHeaders(u.token) });
  }
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const service = () =>
  createFilesService({
    db: t.db,
    storage: createS3Storage({ bucket: 'wbn', region: 'us-east-1', endpoint: s3.endpoint }, creds),
    secret: 'unused-with-s3-'.repeat(3),
    maxBytes: 512000,
    canManageBusiness: async () => false,
  });

describe('uploads with S3 storage', () => {
  it('hands out a presigned POST to the bucket and re-encodes the object when the token is attached', async () => {
    const files = service();
    const raw = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6' } })
      .jpeg()
      .withMetadata()
      .withExif({ IFD0: { Copyright: 's3-exif-marker' } })
      .toBuffer();
    const form = await files.requestUpload(
      alice.userID,
      { purpose: 'profilePhoto', contentType: 'image/jpeg', fileSize: raw.length },
      'http://localhost:3000',
    );
    expect(form.signedPost.url).toBe(`${s3.endpoint}/wbn`);
    expect(form.signedPost.fields).toMatchObject({
      key: `incoming/${form.token}`,
      'Content-Type': 'image/jpeg',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-meta-owner': alice.userID,
    });
    expect(form.signedPost.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);

    // The browser's POST to the bucket: the bucket holds it to the form's key, type and owner.
    const posted = await browserPost(form.signedPost, raw);
    expect(posted.status, await posted.text()).toBe(204);
    expect(s3.objects.get(`incoming/${form.token}`)).toMatchObject({
      type: 'image/jpeg',
      meta: { 'x-amz-meta-owner': alice.userID },
    });

    await expect(
      files.attach({ token: form.token, userID: bob.userID, purposes: ['profilePhoto'] }),
    ).rejects.toMatchObject({ status: 403 });

    const image = await files.attach({ token: form.token, userID: alice.userID, purposes: ['profilePhoto'] });
    expect(image).toMatchObject({ width: 400, height: 400 });
    const key = image.url.replace(/^\/files\//, '');
    const stored = s3.objects.get(key)!;
    expect(stored.type).toBe('image/webp');
    expect(stored.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(sniffImageType(stored.body)).toBe('image/webp');
    expect(stored.body.includes('s3-exif-marker')).toBe(false);
    expect(s3.objects.has(`incoming/${form.token}`)).toBe(false);

    const served = await files.storage.get(key);
    expect(served?.size).toBe(stored.body.length);

    await expect(
      files.attach({ token: form.token, userID: alice.userID, purposes: ['profilePhoto'] }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('stores an inquiry PDF as it was sent once its structure proves it one, and refuses other bytes', async () => {
    const files = service();
    const pdf = minimalPdf({ version: '1.7' });
    const form = await files.requestUpload(
      alice.userID,
      {
        purpose: 'inquiryAttachment',
        contentType: 'application/pdf',
        fileSize: pdf.length,
        fileName: 'Offer.pdf',
      },
      'http://localhost:3000',
    );
    expect(form.signedPost.fields).toMatchObject({ 'Content-Type': 'application/pdf' });
    expect((await browserPost(form.signedPost, pdf)).status).toBe(204);
    const file = await files.attachFile({
      token: form.token,
      userID: alice.userID,
      purposes: ['inquiryAttachment'],
    });
    expect(file).toMatchObject({ name: 'Offer.pdf', contentType: 'application/pdf', size: pdf.length });
    expect(file.url).toMatch(/^\/files\/images\/inquiry-attachment\/[\w-]+\.pdf$/);
    const stored = s3.objects.get(file.url.replace(/^\/files\//, ''))!;
    expect(stored.type).toBe('application/pdf');
    expect(stored.cacheControl).toBe('private, no-store');
    expect(stored.body.equals(pdf)).toBe(true);
    expect(s3.objects.has(`incoming/${form.token}`)).toBe(false);

    const fake = await files.requestUpload(
      alice.userID,
      { purpose: 'inquiryAttachment', contentType: 'application/pdf', fileSize: 100 },
      'http://localhost:3000',
    );
    const page = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>\n');
    expect((await browserPost(fake.signedPost, page)).status).toBe(204);
    await expect(
      files.attachFile({ token: fake.token, userID: alice.userID, purposes: ['inquiryAttachment'] }),
    ).rejects.toMatchObject({
      status: 415,
      message: 'Only JPEG, PNG, WebP images and PDF files are accepted',
    });
  });

  it('refuses an object that is not an image, or that is larger than declared', async () => {
    const files = service();
    const text = await files.requestUpload(
      alice.userID,
      { purpose: 'postImage', contentType: 'image/png', fileSize: 100 },
      'http://localhost:3000',
    );
    // S3 checks the Content-Type field, not the bytes.
    expect((await browserPost(text.signedPost, Buffer.from('plain text, not a png'))).status).toBe(204);
    await expect(
      files.attach({ token: text.token, userID: alice.userID, purposes: ['postImage'] }),
    ).rejects.toMatchObject({ status: 415 });

    const big = await files.requestUpload(
      alice.userID,
      { purpose: 'postImage', contentType: 'image/png', fileSize: 100 },
      'http://localhost:3000',
    );
    // The bucket refuses it (content-length-range) …
    expect((await browserPost(big.signedPost, Buffer.alloc(5000, 1))).status).toBe(400);
    // … and should an object get there some other way, the API refuses it too.
    s3.objects.set(`incoming/${big.token}`, { body: Buffer.alloc(5000, 1), type: 'image/png', meta: {} });
    await expect(
      files.attach({ token: big.token, userID: alice.userID, purposes: ['postImage'] }),
    ).rejects.toMatchObject({ status: 413 });

    const missing = await files.requestUpload(
      alice.userID,
      { purpose: 'postImage', contentType: 'image/png', fileSize: 100 },
      'http://localhost:3000',
    );
    await expect(
      files.attach({ token: missing.token, userID: alice.userID, purposes: ['postImage'] }),
    ).rejects.toMatchObject({ status: 400 });
    // Every request the API made was signed, accepted, and one of GET, PUT and DELETE.
    const apiRequests = s3.requests.filter((r) => r.method !== 'POST');
    expect(apiRequests.length).toBeGreaterThan(0);
    expect(apiRequests.every((r) => ['GET', 'PUT', 'DELETE'].includes(r.method))).toBe(true);
    expect(apiRequests.filter((r) => r.status === 403)).toEqual([]);
  });
});
