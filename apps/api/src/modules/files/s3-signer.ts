import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3, written on node:crypto (no AWS SDK): the browser-based POST
 * policy for uploads, and presigned URLs (query-string authentication) for the server's own
 * GET / PUT / DELETE of objects. Works with any S3-compatible store (S3, MinIO, R2 …).
 * Reference: AWS S3 API docs, "Authenticating Requests (AWS Signature Version 4)".
 */

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface S3Location {
  bucket: string;
  region: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; unset for AWS. */
  endpoint?: string;
  /** Path-style URLs (endpoint/bucket/key); the default when an endpoint is given. */
  forcePathStyle?: boolean;
}

const algorithm = 'AWS4-HMAC-SHA256';
const service = 's3';

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string): string => createHash('sha256').update(data).digest('hex');

/** `20130524T000000Z` and `20130524`. */
export function amzDates(date: Date): { amzDate: string; dateStamp: string } {
  const amzDate = date
    .toISOString()
    .replace(/[:-]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, dateStamp: amzDate.slice(0, 8) };
}

/** kSigning = HMAC(HMAC(HMAC(HMAC("AWS4" + secret, date), region), service), "aws4_request"). */
export function signingKey(
  secretAccessKey: string,
  dateStamp: string,
  region: string,
  svc = service,
): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, dateStamp);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, svc);
  return hmac(kService, 'aws4_request');
}

export function credentialScope(dateStamp: string, region: string): string {
  return `${dateStamp}/${region}/${service}/aws4_request`;
}

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export function uriEncode(s: string, keepSlash = false): string {
  const encoded = encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/** Where the bucket (and one of its objects) lives: host and path. */
export function objectUrl(loc: S3Location, key = ''): URL {
  const pathStyle = loc.forcePathStyle ?? Boolean(loc.endpoint);
  const base = new URL(loc.endpoint ?? `https://s3.${loc.region}.amazonaws.com`);
  if (!loc.endpoint && loc.region === 'us-east-1') base.host = 's3.amazonaws.com';
  const encodedKey = key ? uriEncode(key, true) : '';
  if (pathStyle) {
    base.pathname = `${base.pathname.replace(/\/$/, '')}/${loc.bucket}/${encodedKey}`;
  } else {
    base.host = `${loc.bucket}.${base.host}`;
    base.pathname = `/${encodedKey}`;
  }
  return base;
}

export interface PostPolicyInput {
  key: string;
  contentType: string;
  /** content-length-range: from 1 to this many bytes. */
  maxBytes: number;
  expiresAt: Date;
  /** Extra exact-match fields (x-amz-meta-*), sent as form fields and bound by the policy. */
  meta?: Record<string, string>;
  now?: Date;
}

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/**
 * A browser-based upload form: the client POSTs these fields, then the file, to `url`. S3 refuses
 * the upload unless the key, the Content-Type, the size range and every x-amz-* field are exactly
 * what the policy says, and the policy has not expired.
 */
export function presignPost(loc: S3Location, creds: S3Credentials, input: PostPolicyInput): PresignedPost {
  const { amzDate, dateStamp } = amzDates(input.now ?? new Date());
  const credential = `${creds.accessKeyId}/${credentialScope(dateStamp, loc.region)}`;
  const fields: Record<string, string> = {
    key: input.key,
    'Content-Type': input.contentType,
    'x-amz-algorithm': algorithm,
    'x-amz-credential': credential,
    'x-amz-date': amzDate,
    ...(creds.sessionToken ? { 'x-amz-security-token': creds.sessionToken } : {}),
    ...input.meta,
  };
  const conditions: unknown[] = [
    { bucket: loc.bucket },
    ['eq', '$key', input.key],
    ['eq', '$Content-Type', input.contentType],
    ['content-length-range', 1, input.maxBytes],
    { 'x-amz-algorithm': algorithm },
    { 'x-amz-credential': credential },
    { 'x-amz-date': amzDate },
    ...(creds.sessionToken ? [{ 'x-amz-security-token': creds.sessionToken }] : []),
    ...Object.entries(input.meta ?? {}).map(([k, v]) => ({ [k]: v })),
  ];
  const policy = Buffer.from(
    JSON.stringify({ expiration: input.expiresAt.toISOString(), conditions }),
    'utf8',
  ).toString('base64');
  const signature = createHmac('sha256', signingKey(creds.secretAccessKey, dateStamp, loc.region))
    .update(policy)
    .digest('hex');
  const bucketUrl = objectUrl(loc).toString();
  return { url: bucketUrl.replace(/\/$/, ''), fields: { ...fields, policy, 'x-amz-signature': signature } };
}

export interface PresignUrlInput {
  method: 'GET' | 'PUT' | 'DELETE' | 'HEAD';
  key: string;
  expiresInSeconds?: number;
  now?: Date;
}

/** A presigned URL (query-string authentication, only `host` signed, payload unsigned). */
export function presignUrl(loc: S3Location, creds: S3Credentials, input: PresignUrlInput): string {
  const { amzDate, dateStamp } = amzDates(input.now ?? new Date());
  const url = objectUrl(loc, input.key);
  const scope = credentialScope(dateStamp, loc.region);
  const query: [string, string][] = [
    ['X-Amz-Algorithm', algorithm],
    ['X-Amz-Credential', `${creds.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(input.expiresInSeconds ?? 300)],
    ...(creds.sessionToken ? ([['X-Amz-Security-Token', creds.sessionToken]] as [string, string][]) : []),
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const canonicalQuery = query
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    url.pathname,
    canonicalQuery,
    `host:${url.host}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = [algorithm, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', signingKey(creds.secretAccessKey, dateStamp, loc.region))
    .update(stringToSign)
    .digest('hex');
  return `${url.origin}${url.pathname}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}

/** `s3://bucket?region=eu-west-1&endpoint=http://127.0.0.1:9000&forcePathStyle=true`. */
export function parseStorageUrl(storageUrl: string): S3Location {
  const u = new URL(storageUrl);
  if (u.protocol !== 's3:' || !u.hostname) throw new Error('STORAGE_URL must look like s3://bucket?region=…');
  const endpoint = u.searchParams.get('endpoint') ?? undefined;
  const pathStyle = u.searchParams.get('forcePathStyle');
  return {
    bucket: u.hostname,
    region: u.searchParams.get('region') ?? 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    ...(pathStyle !== null ? { forcePathStyle: pathStyle === 'true' } : {}),
  };
}
