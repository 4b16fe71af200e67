import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { amzDates, objectUrl, parseStorageUrl, presignPost, presignUrl, signingKey } from './s3-signer.ts';

// The example credentials of the AWS documentation.
const creds = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('SigV4 against the published AWS vectors', () => {
  it('derives the signing key of the "Deriving the signing key" example', () => {
    const key = signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20120215', 'us-east-1', 'iam');
    expect(key.toString('hex')).toBe('f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d');
  });

  it('presigns the GET of the "query string authentication" example exactly', () => {
    const url = presignUrl({ bucket: 'examplebucket', region: 'us-east-1' }, creds, {
      method: 'GET',
      key: 'test.txt',
      expiresInSeconds: 86400,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });
});

describe('presignPost', () => {
  const loc = { bucket: 'wbn-uploads', region: 'eu-west-1' };
  const now = new Date('2026-01-02T03:04:05.678Z');
  const input = {
    key: 'incoming/8f1c6a52-6c1f-4c55-9a40-93a0a9a9b2d1',
    contentType: 'image/png',
    maxBytes: 123456,
    expiresAt: new Date('2026-01-02T03:19:05.000Z'),
    meta: { 'x-amz-meta-owner': '0b8c1c43-8a43-4a39-9e0a-0a4b9d1f3e11' },
    now,
  };

  it('binds bucket, key, type, size range and every x-amz field in the policy', () => {
    const post = presignPost(loc, creds, input);
    expect(post.url).toBe('https://wbn-uploads.s3.eu-west-1.amazonaws.com');
    const policy = JSON.parse(Buffer.from(post.fields.policy!, 'base64').toString('utf8'));
    expect(policy).toEqual({
      expiration: '2026-01-02T03:19:05.000Z',
      conditions: [
        { bucket: 'wbn-uploads' },
        ['eq', '$key', input.key],
        ['eq', '$Content-Type', 'image/png'],
        ['content-length-range', 1, 123456],
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': 'AKIAIOSFODNN7EXAMPLE/20260102/eu-west-1/s3/aws4_request' },
        { 'x-amz-date': '20260102T030405Z' },
        { 'x-amz-meta-owner': '0b8c1c43-8a43-4a39-9e0a-0a4b9d1f3e11' },
      ],
    });
    expect(post.fields).toMatchObject({
      key: input.key,
      'Content-Type': 'image/png',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': 'AKIAIOSFODNN7EXAMPLE/20260102/eu-west-1/s3/aws4_request',
      'x-amz-date': '20260102T030405Z',
      'x-amz-meta-owner': '0b8c1c43-8a43-4a39-9e0a-0a4b9d1f3e11',
    });
  });

  it('signs the base64 policy with the SigV4 key chain (fixed date and keys give a fixed signature)', () => {
    const post = presignPost(loc, creds, input);
    // The chain written out step by step, independently of the module.
    const h = (k: Buffer | string, d: string) => createHmac('sha256', k).update(d).digest();
    const kSigning = h(
      h(h(h(`AWS4${creds.secretAccessKey}`, '20260102'), 'eu-west-1'), 's3'),
      'aws4_request',
    );
    const expected = createHmac('sha256', kSigning).update(post.fields.policy!).digest('hex');
    expect(post.fields['x-amz-signature']).toBe(expected);
    // Pinned: any change to the policy's bytes or the signing changes this value.
    expect(post.fields['x-amz-signature']).toBe(PINNED_POST_SIGNATURE);
  });

  it('adds the session token to fields and policy when there is one', () => {
    const post = presignPost(loc, { ...creds, sessionToken: 'tok/en+=' }, input);
    expect(post.fields['x-amz-security-token']).toBe('tok/en+=');
    const policy = JSON.parse(Buffer.from(post.fields.policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toContainEqual({ 'x-amz-security-token': 'tok/en+=' });
  });
});

describe('addresses', () => {
  it('uses path style with a custom endpoint (MinIO) and virtual hosts on AWS', () => {
    const minio = parseStorageUrl('s3://wbn?region=us-east-1&endpoint=http://127.0.0.1:9000');
    expect(minio).toEqual({ bucket: 'wbn', region: 'us-east-1', endpoint: 'http://127.0.0.1:9000' });
    expect(objectUrl(minio, 'images/logo/a b.webp').toString()).toBe(
      'http://127.0.0.1:9000/wbn/images/logo/a%20b.webp',
    );
    expect(objectUrl(parseStorageUrl('s3://wbn?region=eu-west-1'), 'k').toString()).toBe(
      'https://wbn.s3.eu-west-1.amazonaws.com/k',
    );
    expect(() => parseStorageUrl('http://wbn')).toThrow();
  });

  it('formats SigV4 dates', () => {
    expect(amzDates(new Date('2013-05-24T00:00:00.999Z'))).toEqual({
      amzDate: '20130524T000000Z',
      dateStamp: '20130524',
    });
  });
});

// Cross-checked with Python's hmac module over the same policy bytes.
const PINNED_POST_SIGNATURE = 'e7fc59501a7d5f468bfafca9c310b2edbd3be779368faf92c3c97bd68f1612fe';
