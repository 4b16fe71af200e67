import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, tables } from '@wbn/db';
import { limits } from '@wbn/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authHeaders, createSignedInUser, type SignedInUser } from '../../../test/auth-helpers.ts';
import { createFilesService } from './files.service.ts';
import { sniffImageType } from './image.ts';
import { createStorage, loadStorageSecret } from './storage.ts';
import { signPolicy } from './upload-policy.ts';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createSignedInUser(t);
  bob = await createSignedInUser(t);
});
afterAll(() => t.close());

interface SignedForm {
  signedPost: { url: string; fields: Record<string, string> };
  token: string;
}

const png = (w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();

async function askForm(
  user: SignedInUser,
  body: Record<string, unknown>,
  url = '/api/files/upload-request/user',
) {
  return t.app.inject({ method: 'POST', url, headers: authHeaders(user.token), payload: body });
}

async function form(user: SignedInUser, file: Buffer, body: Record<string, unknown> = {}, url?: string) {
  const res = await askForm(
    user,
    { contentType: 'image/png', fileSize: file.length, purpose: 'postImage', ...body },
    url,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SignedForm;
}

/** The browser's multipart POST of a signed form: its fields first, then the file. */
async function upload(
  user: SignedInUser | null,
  signed: SignedForm,
  file: Buffer,
  options: { fields?: Record<string, string>; filename?: string; type?: string } = {},
) {
  const data = new FormData();
  for (const [k, v] of Object.entries({ ...signed.signedPost.fields, ...options.fields })) data.append(k, v);
  data.append(
    'file',
    new Blob([new Uint8Array(file)], { type: options.type ?? 'image/png' }),
    options.filename ?? 'photo.png',
  );
  const req = new Request('http://localhost/files/upload', { method: 'POST', body: data });
  return t.app.inject({
    method: 'POST',
    url: new URL(signed.signedPost.url).pathname,
    headers: {
      'content-type': req.headers.get('content-type')!,
      ...(user ? authHeaders(user.token) : {}),
    },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

describe('signed upload forms', () => {
  it('answers a signed form that posts to our own /files/upload, and a token', async () => {
    const file = await png();
    const res = await askForm(alice, {
      contentType: 'image/png',
      fileSize: file.length,
      purpose: 'coverPhoto',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.signedPost.url).toMatch(/^http:\/\/[^/]+\/files\/upload$/);
    expect(Object.keys(data.signedPost.fields).sort()).toEqual([
      'Content-Type',
      'key',
      'policy',
      'signature',
    ]);
    expect(data.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.maxBytes).toBe(limits.imageMaxBytes);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload-request/user',
      payload: { contentType: 'image/png', fileSize: 100 },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().name).toBe('TokenNotFound');
    const signed = await form(alice, await png());
    expect((await upload(null, signed, await png())).statusCode).toBe(401);
  });

  it('refuses a declared size over 500 KB, other types and unknown purposes', async () => {
    const big = await askForm(alice, { contentType: 'image/png', fileSize: 600 * 1024 });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ name: 'PayloadTooLarge', errors: [{ path: 'body.fileSize' }] });
    const svg = await askForm(alice, { contentType: 'image/svg+xml', fileSize: 100 });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().errors[0].path).toBe('body.contentType');
    const purpose = await askForm(alice, { contentType: 'image/png', fileSize: 100, purpose: 'logo' });
    expect(purpose.statusCode).toBe(400);
  });

  it('refuses a business image for a business the user cannot manage, and allows one for a business being created', async () => {
    const url = '/api/files/upload-request/business';
    const other = await askForm(
      alice,
      { contentType: 'image/png', fileSize: 100, purpose: 'logo', businessID: crypto.randomUUID() },
      url,
    );
    expect(other.statusCode).toBe(403);
    const creating = await askForm(alice, { contentType: 'image/png', fileSize: 100, purpose: 'logo' }, url);
    expect(creating.statusCode).toBe(200);
  });
});

describe('POST /files/upload', () => {
  it('accepts a small PNG, re-encodes it for its use and serves it with its type and nosniff', async () => {
    const file = await png(900, 500);
    const signed = await form(alice, file, { purpose: 'coverPhoto' });
    const res = await upload(alice, signed, file);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json().data;
    expect(result).toMatchObject({
      token: signed.token,
      contentType: 'image/webp',
      width: 1600,
      height: 400,
    });
    expect(result.url).toMatch(/^\/files\/images\/cover-photo\/[\w-]+\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(sniffImageType(served.rawPayload)).toBe('image/webp');
    expect(Number(served.headers['content-length'])).toBe(result.size);
  });

  it('strips metadata: EXIF written into a JPEG is gone from the stored image', async () => {
    const file = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata()
      .withExif({ IFD0: { Copyright: 'exif-marker-7f3a', Artist: 'Alice' } })
      .toBuffer();
    expect(file.includes('exif-marker-7f3a')).toBe(true);
    const signed = await form(alice, file, { contentType: 'image/jpeg', purpose: 'profilePhoto' });
    const res = await upload(alice, signed, file, { type: 'image/jpeg', filename: 'me.jpg' });
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect(served.rawPayload.includes('exif-marker-7f3a')).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a text file named and declared as a PNG (magic bytes decide)', async () => {
    const text = Buffer.from('This is a text file, whatever its name says.\n'.repeat(20));
    const signed = await form(alice, text);
    const res = await upload(alice, signed, text, { filename: 'holiday.png', type: 'image/png' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, name: 'UnsupportedMediaType' });
  });

  it('refuses a 600 KB file, whatever size the form declared', async () => {
    const bigFile = Buffer.concat([await png(), Buffer.alloc(600 * 1024, 1)]);
    const declaredMax = await form(alice, bigFile, { fileSize: limits.imageMaxBytes });
    const res = await upload(alice, declaredMax, bigFile);
    expect(res.statusCode).toBe(413);
    expect(res.json().name).toBe('PayloadTooLarge');

    const small = await png();
    const declaredSmall = await form(alice, small);
    const tooBigForItsForm = await upload(alice, declaredSmall, Buffer.concat([small, Buffer.alloc(2048)]));
    expect(tooBigForItsForm.statusCode).toBe(413);
  });

  it('refuses a form whose key, type or policy was changed', async () => {
    const file = await png();
    const signed = await form(alice, file);
    const other = await form(alice, file);

    const key = await upload(alice, signed, file, { fields: { key: other.signedPost.fields.key! } });
    expect(key.statusCode).toBe(403);
    const type = await upload(alice, signed, file, { fields: { 'Content-Type': 'image/jpeg' } });
    expect(type.statusCode).toBe(403);

    const policy = JSON.parse(Buffer.from(signed.signedPost.fields.policy!, 'base64url').toString());
    for (const change of [
      { maxBytes: 10_000_000 },
      { key: other.signedPost.fields.key },
      { owner: bob.userID },
    ]) {
      const tampered = Buffer.from(JSON.stringify({ ...policy, ...change })).toString('base64url');
      const res = await upload(alice, signed, file, { fields: { policy: tampered } });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
    }
    const swapped = await upload(alice, signed, file, {
      fields: { signature: other.signedPost.fields.signature! },
    });
    expect(swapped.statusCode).toBe(403);

    // The untouched form still works afterwards: nothing above consumed it.
    expect((await upload(alice, signed, file)).statusCode).toBe(201);
  });

  it('refuses an expired form', async () => {
    const file = await png();
    const signed = await form(alice, file);
    const policy = JSON.parse(Buffer.from(signed.signedPost.fields.policy!, 'base64url').toString());
    const expired = signPolicy(
      { ...policy, exp: Math.floor(Date.now() / 1000) - 1 },
      await loadStorageSecret(t.config),
    );
    const res = await upload(alice, signed, file, { fields: expired });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it("refuses another user's form, and a form used twice", async () => {
    const file = await png();
    const signed = await form(alice, file);
    const stolen = await upload(bob, signed, file);
    expect(stolen.statusCode).toBe(403);
    expect((await upload(alice, signed, file)).statusCode).toBe(201);
    const again = await upload(alice, signed, file);
    expect(again.statusCode).toBe(409);
  });
});

describe('profile photo: upload-request, upload, upload-validate', () => {
  async function uploadedProfilePhoto(user: SignedInUser) {
    const file = await png(300, 300);
    const signed = await form(user, file, {}, '/api/user/profile-photo/upload-request');
    expect((await upload(user, signed, file)).statusCode).toBe(201);
    return signed.token;
  }
  const validate = (user: SignedInUser, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/profile-photo/upload-validate',
      headers: authHeaders(user.token),
      payload: { token },
    });

  it('attaches the uploaded photo once', async () => {
    const token = await uploadedProfilePhoto(alice);
    const res = await validate(alice, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.profilePhoto).toMatchObject({ width: 400, height: 400 });
    expect(res.json().data.profilePhoto.url).toMatch(/^\/files\/images\/profile-photo\//);
    const again = await validate(alice, token);
    expect(again.statusCode).toBe(409);
    const [row] = await t.db.select().from(tables.uploads).where(eq(tables.uploads.id, token));
    expect(row).toMatchObject({ status: 'attached', ownerId: alice.userID, purpose: 'profilePhoto' });
  });

  it('lets exactly one of two simultaneous validations of a token win', async () => {
    const token = await uploadedProfilePhoto(alice);
    const results = await Promise.all([validate(alice, token), validate(alice, token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("refuses another user's token, which its owner can still use", async () => {
    const token = await uploadedProfilePhoto(alice);
    const stolen = await validate(bob, token);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().name).toBe('Forbidden');
    expect((await validate(alice, token)).statusCode).toBe(200);
  });

  it('refuses unknown tokens, tokens whose file never came, and images uploaded for something else', async () => {
    const unknown = await validate(alice, crypto.randomUUID());
    expect(unknown.statusCode).toBe(400);
    expect((await validate(alice, 'not-a-token')).statusCode).toBe(400);

    const pending = await form(alice, await png(), {}, '/api/user/profile-photo/upload-request');
    expect((await validate(alice, pending.token)).statusCode).toBe(400);

    const file = await png();
    const cover = await form(alice, file, { purpose: 'coverPhoto' });
    expect((await upload(alice, cover, file)).statusCode).toBe(201);
    const wrongUse = await validate(alice, cover.token);
    expect(wrongUse.statusCode).toBe(400);
    expect(wrongUse.json().message).toMatch(/another use/);
  });
});

describe('GET /files/*', () => {
  it('serves nothing outside the stored images (no traversal, no guessing)', async () => {
    for (const url of [
      '/files/../package.json',
      '/files/..%2F..%2Fpackage.json',
      '/files/keys/storage-secret',
      '/files/images/logo/..%2F..%2F..%2Fkeys%2Fstorage-secret',
      '/files/images/cover-photo/AAAAAAAAAAAAAAAAAAAAAA.webp',
      '/files/incoming/8f1c6a52-6c1f-4c55-9a40-93a0a9a9b2d1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([404, 302], url).toContain(res.statusCode);
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
    }
  });
});

describe('sweeping', () => {
  it('deletes unattached uploads whose time is up, with their files, and keeps attached ones', async () => {
    const file = await png();
    const signed = await form(alice, file);
    const res = await upload(alice, signed, file);
    const url = res.json().data.url as string;
    await t.db
      .update(tables.uploads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.uploads.id, signed.token));
    // A second files service on the same database and storage: what a sweeping job would run.
    const secret = await loadStorageSecret(t.config);
    const service = createFilesService({
      db: t.db,
      storage: createStorage(t.config, secret),
      secret,
      maxBytes: t.config.uploadMaxBytes,
      canManageBusiness: async () => false,
    });
    expect(await service.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(tables.uploads).where(eq(tables.uploads.id, signed.token))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
