import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The embedded storage's answer to S3's POST policy: what one upload may be (object key, content
 * type, size limit, expiry, uploader), serialised, and signed with HMAC-SHA256. The form carries
 * the policy, its signature and the key / Content-Type fields; `/files/upload` re-checks all of them,
 * so a policy cannot be reused for another key, user, type or size, nor after it expires.
 */
export interface UploadPolicy {
  /** Version of this format. */
  v: 1;
  /** The upload (row) this form is for. */
  upload: string;
  /** Object key the form may write. */
  key: string;
  contentType: string;
  /** content-length-range upper bound: the size the client declared. */
  maxBytes: number;
  /** The user who asked for the form; only they may use it. */
  owner: string;
  /** Unix seconds. */
  exp: number;
}

const context = 'wbn-upload-policy-v1.';

export function signPolicy(policy: UploadPolicy, secret: string): { policy: string; signature: string } {
  const encoded = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64url');
  return { policy: encoded, signature: sign(encoded, secret) };
}

const sign = (encoded: string, secret: string) =>
  createHmac('sha256', secret)
    .update(context + encoded)
    .digest('hex');

export type PolicyCheck =
  | { ok: true; policy: UploadPolicy }
  | { ok: false; reason: 'signature' | 'malformed' | 'expired' | 'key' | 'contentType' | 'owner' };

export interface SubmittedForm {
  policy?: string | undefined;
  signature?: string | undefined;
  key?: string | undefined;
  contentType?: string | undefined;
}

/** Checks a submitted form against its signed policy. The file's size is checked while reading it. */
export function verifyPolicy(
  form: SubmittedForm,
  secret: string,
  userID: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): PolicyCheck {
  if (!form.policy || !form.signature) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(form.policy, secret), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(form.signature) ? form.signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature' };
  }
  let policy: UploadPolicy;
  try {
    policy = JSON.parse(Buffer.from(form.policy, 'base64url').toString('utf8')) as UploadPolicy;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (policy.v !== 1 || typeof policy.exp !== 'number') return { ok: false, reason: 'malformed' };
  if (policy.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  if (form.key !== policy.key) return { ok: false, reason: 'key' };
  if (form.contentType !== policy.contentType) return { ok: false, reason: 'contentType' };
  if (policy.owner !== userID) return { ok: false, reason: 'owner' };
  return { ok: true, policy };
}
