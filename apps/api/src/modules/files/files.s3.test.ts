import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createFilesService } from './files.service.ts';
import { sniffImageType } from './image.ts';
import { createS3Storage } from './storage.ts';

/**
 * The S3 path without S3: a fake bucket behind `fetch` that only answers presigned requests. The
 * browser's POST to the bucket is simulated by dropping the raw file where the form's key says;
 * attaching the token then has the API fetch, check, re-encode and store it.
 */
let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
const bucket = new Map<string, { body: Buffer; type: string }>();
const calls: string[] = [];

const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(String(input));
  const method = init?.method ?? 'GET';
  calls.push(`${method} ${url.pathname}`);
  if (
    !url.searchParams.get('X-Amz-Signature') ||
    url.searchParams.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256'
  ) {
    return new Response('unsigned', { status: 403 });
  }
  const path = decodeURIComponent(url.pathname);
  if (method === 'PUT') {
    const body = Buffer.from(init!.body as Uint8Array);
    bucket.set(path, { body, type: new Headers(init!.headers).get('content-type') ?? '' });
    return new Response(null, { status: 200 });
  }
  if (method === 'DELETE') {
    bucket.delete(path);
    return new Response(null, { status: 204 });
  }
  const object = bucket.get(path);
  if (!object) return new Response('NoSuchKey', { status: 404 });
  return new Response(new Uint8Array(object.body), {
    headers: { 'content-type': object.type, 'content-length': String(object.body.length) },
  });
}) as typeof fetch;

const loc = { bucket: 'wbn', region: 'us-east-1', endpoint: 'http://minio.test:9000' };
const creds = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t);
  bob = await createSignedInUser(t);
  // The first request with a token creates the user's profile row.
  for (const u of [alice, bob]) {
    await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: authHeaders(u.token) });
  }
});
afterAll(() => t.close());

const service = () =>
  createFilesService({
    db: t.db,
    storage: createS3Storage(loc, creds, fakeFetch),
    secret: 'unused-with-s3-'.repeat(3),
    maxBytes: 512000,
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
    expect(form.signedPost.url).toBe('http://minio.test:9000/wbn');
    expect(form.signedPost.fields).toMatchObject({
      key: `incoming/${form.token}`,
      'Content-Type': 'image/jpeg',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-meta-owner': alice.userID,
    });
    expect(form.signedPost.fields['x-amz-signature']).toMatch(/^[0-9a-f]{64}$/);

    // The browser's POST to the bucket.
    bucket.set(`/wbn/incoming/${form.token}`, { body: raw, type: 'image/jpeg' });

    await expect(
      files.attach({ token: form.token, userID: bob.userID, purposes: ['profilePhoto'] }),
    ).rejects.toMatchObject({ status: 403 });

    const image = await files.attach({ token: form.token, userID: alice.userID, purposes: ['profilePhoto'] });
    expect(image).toMatchObject({ width: 400, height: 400 });
    const key = image.url.replace(/^\/files\//, '');
    const stored = bucket.get(`/wbn/${key}`)!;
    expect(stored.type).toBe('image/webp');
    expect(sniffImageType(stored.body)).toBe('image/webp');
    expect(stored.body.includes('s3-exif-marker')).toBe(false);
    expect(bucket.has(`/wbn/incoming/${form.token}`)).toBe(false);

    const served = await files.storage.get(key);
    expect(served?.size).toBe(stored.body.length);

    await expect(
      files.attach({ token: form.token, userID: alice.userID, purposes: ['profilePhoto'] }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it('refuses an object that is not an image, or that is larger than declared', async () => {
    const files = service();
    const text = await files.requestUpload(
      alice.userID,
      { purpose: 'postImage', contentType: 'image/png', fileSize: 100 },
      'http://localhost:3000',
    );
    bucket.set(`/wbn/incoming/${text.token}`, {
      body: Buffer.from('plain text, not a png'),
      type: 'image/png',
    });
    await expect(
      files.attach({ token: text.token, userID: alice.userID, purposes: ['postImage'] }),
    ).rejects.toMatchObject({ status: 415 });

    const big = await files.requestUpload(
      alice.userID,
      { purpose: 'postImage', contentType: 'image/png', fileSize: 100 },
      'http://localhost:3000',
    );
    bucket.set(`/wbn/incoming/${big.token}`, { body: Buffer.alloc(5000, 1), type: 'image/png' });
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
    expect(calls.every((c) => c.startsWith('GET ') || c.startsWith('PUT ') || c.startsWith('DELETE '))).toBe(
      true,
    );
  });
});
