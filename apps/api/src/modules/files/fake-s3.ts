import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test support, never imported by the app: one S3 bucket on 127.0.0.1, path-style, that checks
 * what real S3 checks, written independently of the AWS SDK. Header-signed requests (SigV4,
 * `Authorization: AWS4-HMAC-SHA256 …`) are verified byte for byte; browser POSTs are refused unless
 * the policy's signature, expiry and every condition hold. Payloads must be signed in one piece
 * (x-amz-content-sha256 = the body's hash, or UNSIGNED-PAYLOAD): the storage asks the SDK for no
 * chunked or checksummed uploads, and this fake refuses them so that a change there shows.
 */
export interface FakeS3 {
  /** e.g. http://127.0.0.1:41234: the storage's endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  /** Objects by key. */
  objects: Map<string, { body: Buffer; type: string; meta: Record<string, string>; cacheControl?: string }>;
  /** `METHOD /path` of every request, and whether it was accepted. */
  requests: { method: string; path: string; status: number }[];
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const signingKey = (secret: string, date: string, region: string) =>
  hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
};

export async function startFakeS3(opts: {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];

  /** SigV4 with the Authorization header: null when it holds, else why not. */
  const verifyHeaderSignature = (req: IncomingMessage, body: Buffer): string | null => {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!auth) return 'missing or malformed Authorization';
    const [, credential, signedHeaders, signature] = auth as unknown as [string, string, string, string];
    const [accessKeyId, date, region, service, terminator] = credential.split('/');
    if (accessKeyId !== opts.accessKeyId) return 'unknown access key';
    if (region !== opts.region || service !== 's3' || terminator !== 'aws4_request') return 'bad scope';
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    if (amzDate.slice(0, 8) !== date) return 'x-amz-date outside the credential scope';
    const when = Date.parse(
      amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    if (!(Math.abs(Date.now() - when) < 15 * 60_000)) return 'RequestTimeTooSkewed';
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) {
      return `x-amz-content-sha256 ${payloadHash} is not the body's hash (chunked or checksummed upload?)`;
    }
    const names = signedHeaders.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date')) return 'host and x-amz-date must be signed';
    const url = new URL(req.url ?? '/', 'http://x');
    const canonicalUri = url.pathname
      .split('/')
      .map((segment) => rfc3986(decodeURIComponent(segment)))
      .join('/');
    const canonicalQuery = [...url.searchParams]
      .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
      .sort()
      .join('&');
    const canonicalHeaders = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonicalRequest = [
      req.method,
      canonicalUri,
      canonicalQuery,
      canonicalHeaders,
      signedHeaders,
      payloadHash,
    ].join('\n');
    const scope = `${date}/${region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
    const expected = createHmac('sha256', signingKey(opts.secretAccessKey, date, region))
      .update(stringToSign)
      .digest('hex');
    return sameHex(expected, signature) ? null : 'SignatureDoesNotMatch';
  };

  /** A browser-based POST upload, checked like S3 does. */
  const handlePost = async (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': String(req.headers['content-type']) },
    }).formData();
    // Form field names are case-insensitive (the SDK sends Policy and X-Amz-*).
    const fields = new Map<string, string>();
    let file: Buffer | undefined;
    for (const [name, value] of form) {
      if (name === 'file' && typeof value !== 'string') file = Buffer.from(await value.arrayBuffer());
      else fields.set(name.toLowerCase(), String(value));
    }
    const field = (name: string) => fields.get(name.toLowerCase());
    const policy = field('policy');
    const signature = field('x-amz-signature');
    const credential = field('x-amz-credential') ?? '';
    const [accessKeyId, date = '', region = ''] = credential.split('/');
    if (!policy || !signature || field('x-amz-algorithm') !== 'AWS4-HMAC-SHA256') {
      return xmlError(res, 403, 'AccessDenied', 'Missing policy or signature');
    }
    if (accessKeyId !== opts.accessKeyId || region !== opts.region) {
      return xmlError(res, 403, 'InvalidAccessKeyId', 'Unknown credential');
    }
    const expected = createHmac('sha256', signingKey(opts.secretAccessKey, date, region))
      .update(policy)
      .digest('hex');
    if (!sameHex(expected, signature)) return xmlError(res, 403, 'SignatureDoesNotMatch', 'Bad signature');
    if (!file) return xmlError(res, 400, 'InvalidArgument', 'No file');
    const doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: (Record<string, string> | [string, string | number, string | number])[];
    };
    if (Date.parse(doc.expiration) <= Date.now()) {
      return xmlError(res, 403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
    }
    fields.set('bucket', fields.get('bucket') ?? opts.bucket);
    if (fields.get('bucket') !== opts.bucket) return xmlError(res, 403, 'AccessDenied', 'Wrong bucket');
    const covered = new Set(['policy', 'x-amz-signature', 'file']);
    for (const condition of doc.conditions) {
      if (!Array.isArray(condition)) {
        const [[name, value]] = Object.entries(condition) as [[string, string]];
        covered.add(name.toLowerCase());
        if (field(name) !== value) {
          return xmlError(
            res,
            403,
            'AccessDenied',
            `Invalid according to Policy: Policy Condition failed: ${name}`,
          );
        }
      } else if (condition[0] === 'content-length-range') {
        const [, min, max] = condition as [string, number, number];
        if (file.length < min)
          return xmlError(res, 400, 'EntityTooSmall', 'Your proposed upload is too small');
        if (file.length > max)
          return xmlError(res, 400, 'EntityTooLarge', 'Your proposed upload is too large');
      } else {
        const [op, ref, value] = condition as [string, string, string];
        const name = ref.replace(/^\$/, '');
        covered.add(name.toLowerCase());
        const actual = field(name) ?? '';
        if ((op === 'eq' && actual !== value) || (op === 'starts-with' && !actual.startsWith(value))) {
          return xmlError(
            res,
            403,
            'AccessDenied',
            `Invalid according to Policy: Policy Condition failed: ${name}`,
          );
        }
      }
    }
    for (const name of fields.keys()) {
      if (!covered.has(name) && !name.startsWith('x-ignore-')) {
        return xmlError(res, 403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${name}`);
      }
    }
    const meta = Object.fromEntries([...fields].filter(([name]) => name.startsWith('x-amz-meta-')));
    objects.set(field('key')!, { body: file, type: field('content-type') ?? 'binary/octet-stream', meta });
    res.writeHead(204).end();
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const method = req.method ?? 'GET';
      res.on('finish', () => requests.push({ method, path, status: res.statusCode }));
      const prefix = `/${opts.bucket}/`;
      void (async () => {
        if (method === 'POST' && (path === `/${opts.bucket}` || path === prefix)) {
          return handlePost(req, res, body);
        }
        if (!path.startsWith(prefix)) return xmlError(res, 404, 'NoSuchBucket', 'No such bucket');
        const why = verifyHeaderSignature(req, body);
        if (why) return xmlError(res, 403, 'SignatureDoesNotMatch', why);
        const key = decodeURIComponent(path.slice(prefix.length));
        if (method === 'PUT') {
          objects.set(key, {
            body,
            type: String(req.headers['content-type'] ?? 'binary/octet-stream'),
            meta: {},
            ...(req.headers['cache-control'] ? { cacheControl: req.headers['cache-control'] } : {}),
          });
          return res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
        }
        if (method === 'DELETE') {
          objects.delete(key);
          return res.writeHead(204).end();
        }
        if (method === 'GET') {
          const object = objects.get(key);
          if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
          res.writeHead(200, { 'content-type': object.type, 'content-length': String(object.body.length) });
          return res.end(object.body);
        }
        return xmlError(res, 405, 'MethodNotAllowed', method);
      })().catch((err: unknown) => xmlError(res, 500, 'InternalError', String(err)));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: opts.bucket,
    region: opts.region,
    objects,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** What a browser does with a SignedPost: the fields, then the file (last, named `file`). */
export async function browserPost(
  post: { url: string; fields: Record<string, string> },
  file: Buffer,
  fieldChanges: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...post.fields, ...fieldChanges })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), 'upload.bin');
  return fetch(post.url, { method: 'POST', body: form });
}
