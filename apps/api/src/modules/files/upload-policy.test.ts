import { describe, expect, it } from 'vitest';
import { signPolicy, verifyPolicy, type UploadPolicy } from './upload-policy.ts';

const secret = 'x'.repeat(43);
const owner = '0b8c1c43-8a43-4a39-9e0a-0a4b9d1f3e11';
const now = 1_800_000_000;
const policy: UploadPolicy = {
  v: 1,
  upload: '8f1c6a52-6c1f-4c55-9a40-93a0a9a9b2d1',
  key: 'incoming/8f1c6a52-6c1f-4c55-9a40-93a0a9a9b2d1',
  contentType: 'image/png',
  maxBytes: 2000,
  owner,
  exp: now + 900,
};
const signed = signPolicy(policy, secret);
const form = { ...signed, key: policy.key, contentType: policy.contentType };
const reencode = (p: object) => Buffer.from(JSON.stringify(p)).toString('base64url');

describe('upload policies', () => {
  it('accepts the form it signed, for its owner, before it expires', () => {
    expect(verifyPolicy(form, secret, owner, now)).toEqual({ ok: true, policy });
  });

  it('refuses a changed key, content type, owner or an expired policy', () => {
    expect(verifyPolicy({ ...form, key: 'incoming/another' }, secret, owner, now)).toMatchObject({
      ok: false,
      reason: 'key',
    });
    expect(verifyPolicy({ ...form, contentType: 'image/svg+xml' }, secret, owner, now)).toMatchObject({
      reason: 'contentType',
    });
    expect(verifyPolicy(form, secret, 'another-user', now)).toMatchObject({ reason: 'owner' });
    expect(verifyPolicy(form, secret, owner, policy.exp)).toMatchObject({ reason: 'expired' });
  });

  it('refuses a policy whose size, key, owner or expiry was edited (the signature no longer matches)', () => {
    for (const change of [
      { maxBytes: 10_000_000 },
      { key: 'images/logo/xxxxxxxxxxxxxxxx.webp' },
      { owner: 'someone-else' },
      { exp: now + 10_000 },
    ]) {
      const tampered = { ...form, policy: reencode({ ...policy, ...change }) };
      expect(verifyPolicy(tampered, secret, owner, now)).toMatchObject({ ok: false, reason: 'signature' });
    }
  });

  it('refuses another secret, a malformed signature and a missing policy', () => {
    expect(verifyPolicy(form, 'y'.repeat(43), owner, now)).toMatchObject({ reason: 'signature' });
    expect(verifyPolicy({ ...form, signature: 'zz' }, secret, owner, now)).toMatchObject({
      reason: 'signature',
    });
    expect(verifyPolicy({ ...form, policy: undefined }, secret, owner, now)).toMatchObject({
      reason: 'malformed',
    });
  });
});
