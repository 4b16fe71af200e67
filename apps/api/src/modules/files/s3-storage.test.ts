import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPost, startFakeS3, type FakeS3 } from './fake-s3.ts';
import { createS3Storage, parseStorageUrl, type ImageStorage } from './storage.ts';
import type { UploadPolicy } from './upload-policy.ts';

/**
 * The S3 storage on the AWS SDK, against fake-s3.ts: a bucket that verifies SigV4 and POST
 * policies on its own (node:crypto, not the SDK), so these are real signatures end to end.
 */
const creds = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
let s3: FakeS3;
let storage: ImageStorage;

beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'wbn', region: 'eu-west-1', ...creds });
  storage = createS3Storage({ bucket: 'wbn', region: 'eu-west-1', endpoint: s3.endpoint }, creds);
});
afterAll(() => s3.close());

const policyFor = (over: Partial<UploadPolicy> = {}): UploadPolicy => ({
  v: 1,
  upload: '8f1c6a52-6c1f-4c55-9a40-93a0a9a9b2d1',
  key: `incoming/${crypto.randomUUID()}`,
  contentType: 'image/png',
  maxBytes: 100,
  owner: '0b8c1c43-8a43-4a39-9e0a-0a4b9d1f3e11',
  exp: Math.floor(Date.now() / 1000) + 900,
  ...over,
});
const decodePolicy = (fields: Record<string, string>) =>
  JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as {
    expiration: string;
    conditions: unknown[];
  };

describe('the presigned POST', () => {
  it('binds bucket, key, type, size range, owner and expiry in the policy', async () => {
    const policy = policyFor();
    const post = await storage.signedPost(policy, 'http://unused');
    expect(post.url).toBe(`${s3.endpoint}/wbn`);
    expect(post.fields).toMatchObject({
      key: policy.key,
      'Content-Type': 'image/png',
      'x-amz-meta-owner': policy.owner,
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    expect(post.fields['X-Amz-Credential']).toMatch(/^AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/);
    const doc = decodePolicy(post.fields);
    expect(doc.expiration).toBe(new Date(policy.exp * 1000).toISOString().replace('.000Z', 'Z'));
    expect(doc.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'wbn' },
        { key: policy.key },
        { 'Content-Type': 'image/png' },
        ['content-length-range', 1, 100],
        { 'x-amz-meta-owner': policy.owner },
        { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
        { 'X-Amz-Credential': post.fields['X-Amz-Credential'] },
        { 'X-Amz-Date': post.fields['X-Amz-Date'] },
      ]),
    );
  });

  it('adds the session token to fields and policy when there is one', async () => {
    const withToken = createS3Storage(
      { bucket: 'wbn', region: 'eu-west-1', endpoint: s3.endpoint },
      { ...creds, sessionToken: 'tok/en+=' },
    );
    const post = await withToken.signedPost(policyFor(), '');
    expect(post.fields['X-Amz-Security-Token']).toBe('tok/en+=');
    expect(decodePolicy(post.fields).conditions).toContainEqual({ 'X-Amz-Security-Token': 'tok/en+=' });
  });

  it('is accepted by the bucket as issued, and stores the object under its key', async () => {
    const policy = policyFor();
    const res = await browserPost(await storage.signedPost(policy, ''), Buffer.alloc(100, 7));
    expect(res.status, await res.text()).toBe(204);
    expect(s3.objects.get(policy.key)).toMatchObject({
      type: 'image/png',
      meta: { 'x-amz-meta-owner': policy.owner },
    });
  });

  it('is refused for a larger or empty file, another key, type or owner, an extra field', async () => {
    const post = await storage.signedPost(policyFor(), '');
    const file = Buffer.alloc(10, 1);
    const refused = async (res: Response, status: number, code: string) => {
      expect(res.status).toBe(status);
      expect(await res.text()).toContain(`<Code>${code}</Code>`);
    };
    await refused(await browserPost(post, Buffer.alloc(101, 1)), 400, 'EntityTooLarge');
    await refused(await browserPost(post, Buffer.alloc(0)), 400, 'EntityTooSmall');
    await refused(
      await browserPost(post, file, { key: 'images/logo/AbCdEfGhIjKlMnOpQrStUv.webp' }),
      403,
      'AccessDenied',
    );
    await refused(await browserPost(post, file, { 'Content-Type': 'text/html' }), 403, 'AccessDenied');
    await refused(await browserPost(post, file, { 'x-amz-meta-owner': 'someone-else' }), 403, 'AccessDenied');
    await refused(await browserPost(post, file, { 'x-amz-meta-extra': '1' }), 403, 'AccessDenied');
    expect(s3.objects.has(post.fields.key!)).toBe(false);
  });

  it('is refused once expired, or when signed with another secret', async () => {
    const expired = await storage.signedPost(policyFor({ exp: Math.floor(Date.now() / 1000) - 1 }), '');
    expect((await browserPost(expired, Buffer.alloc(10))).status).toBe(403);
    const forger = createS3Storage(
      { bucket: 'wbn', region: 'eu-west-1', endpoint: s3.endpoint },
      { ...creds, secretAccessKey: 'not-the-secret' },
    );
    const forged = await forger.signedPost(policyFor(), '');
    const res = await browserPost(forged, Buffer.alloc(10));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('SignatureDoesNotMatch');
  });

  it('addresses AWS buckets by virtual host, without a trailing slash', async () => {
    const aws = createS3Storage(parseStorageUrl('s3://wbn-uploads?region=eu-west-1'), creds);
    expect((await aws.signedPost(policyFor(), '')).url).toBe(
      'https://wbn-uploads.s3.eu-west-1.amazonaws.com',
    );
  });
});

describe('the server’s own requests (SigV4 verified by the bucket)', () => {
  const key = 'images/logo/AbCdEfGhIjKlMnOpQrStUv.webp';

  it('puts, gets, reads and deletes objects', async () => {
    await storage.put(key, Buffer.from('abc'), 'image/webp');
    expect(s3.objects.get(key)).toMatchObject({
      body: Buffer.from('abc'),
      type: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const got = await storage.get(key);
    expect(got?.size).toBe(3);
    const chunks: Buffer[] = [];
    for await (const chunk of got!.body as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('abc');
    expect(await storage.read(key, 3)).toEqual(Buffer.from('abc'));
    expect(await storage.read(key, 2)).toBe('tooLarge');
    await storage.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.read(key, 10)).toBeNull();
    await storage.delete(key); // deleting what is not there is fine
    expect(await storage.get('../outside')).toBeNull();
  });

  it('is refused by the bucket with the wrong secret', async () => {
    const wrong = createS3Storage(
      { bucket: 'wbn', region: 'eu-west-1', endpoint: s3.endpoint },
      { ...creds, secretAccessKey: 'not-the-secret' },
    );
    await expect(wrong.put(key, Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
      $metadata: { httpStatusCode: 403 },
    });
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', status: 403 });
  });
});

describe('STORAGE_URL', () => {
  it('takes bucket, region, endpoint and path style', () => {
    expect(parseStorageUrl('s3://wbn?region=us-east-1&endpoint=http://127.0.0.1:9000')).toEqual({
      bucket: 'wbn',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
    });
    expect(parseStorageUrl('s3://wbn?forcePathStyle=true')).toEqual({
      bucket: 'wbn',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(() => parseStorageUrl('http://wbn')).toThrow();
  });
});
