import { createReadStream } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { SignedPost } from '@wbn/contracts';
import type { AppConfig } from '../../config.ts';
import { isPrivateFileKey } from './attachment-link.ts';
import { signPolicy, type UploadPolicy } from './upload-policy.ts';

/**
 * Where uploaded images live. Embedded: files under DATA_DIR/uploads, forms signed with an HMAC
 * policy and posted to our own `/files/upload`. S3: a real presigned POST straight to the bucket;
 * the server then fetches, checks and re-encodes the object when the token is attached.
 * Either way images are served at `/files/{key}` by the API, with our own headers.
 */
export interface ImageStorage {
  readonly kind: 'local' | 's3';
  /**
   * The form with which the uploader sends the raw file to `policy.key`. Async because the S3 SDK
   * resolves credentials and the endpoint asynchronously.
   */
  signedPost(policy: UploadPolicy, origin: string): Promise<SignedPost>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<{ body: Readable; size: number | undefined } | null>;
  /** The whole object, refusing (`tooLarge`) anything over `maxBytes`; null when there is none. */
  read(key: string, maxBytes: number): Promise<Buffer | 'tooLarge' | null>;
  delete(key: string): Promise<void>;
}

/**
 * Keys the API writes: `incoming/{uploadId}` for raw uploads (S3 only; the embedded storage never
 * keeps the raw file), `images/{purpose}/{random}.webp` for re-encoded images and
 * `images/inquiry-attachment/{random}.pdf` for inquiry PDFs (the only purpose that takes one).
 * Anything else is refused before it reaches the disk, which also rules out path traversal.
 */
export const imageKeyPattern =
  /^images\/(?:[a-z-]{2,32}\/[A-Za-z0-9_-]{16,64}\.(?:webp|jpg)|(?:inquiry-attachment|verification-document)\/[A-Za-z0-9_-]{16,64}\.pdf)$/;
export const incomingKeyPattern = /^incoming\/[0-9a-f-]{36}$/;
export const isStorageKey = (key: string) => imageKeyPattern.test(key) || incomingKeyPattern.test(key);

export function createStorage(config: AppConfig, secret: string): ImageStorage {
  if (!config.storageUrl) return createLocalStorage(join(config.dataDir, 'uploads'), secret);
  if (!config.s3Credentials) {
    throw new Error('STORAGE_URL is an s3:// URL: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY as well');
  }
  return createS3Storage(parseStorageUrl(config.storageUrl), config.s3Credentials);
}

/**
 * The HMAC key of upload policies: STORAGE_SECRET, or a random key generated on first start and
 * kept in DATA_DIR/keys/storage-secret (mode 0600) so that forms survive a restart.
 */
export async function loadStorageSecret(config: AppConfig): Promise<string> {
  if (config.storageSecret) return config.storageSecret;
  const file = join(config.dataDir, 'keys', 'storage-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process won the race: use its key.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw err;
  }
  await chmod(file, 0o600);
  return secret;
}

export function createLocalStorage(root: string, secret: string): ImageStorage {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    if (!isStorageKey(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    const full = resolve(base, key);
    if (!full.startsWith(base + sep)) throw new Error('Storage key escapes the storage root');
    return full;
  };
  return {
    kind: 'local',
    async signedPost(policy, origin) {
      const signed = signPolicy(policy, secret);
      return {
        url: `${origin}/files/upload`,
        fields: { key: policy.key, 'Content-Type': policy.contentType, ...signed },
      };
    },
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, data, { mode: 0o644 });
      await rename(tmp, file);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const file = pathOf(key);
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        return { body: createReadStream(file), size: s.size };
      } catch {
        return null;
      }
    },
    async read(key, maxBytes) {
      try {
        const s = await stat(pathOf(key));
        if (s.size > maxBytes) return 'tooLarge';
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

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

/** The SDK's client for a bucket: path-style addressing whenever an endpoint is given (MinIO …). */
export function createS3Client(loc: S3Location, creds: S3Credentials): S3Client {
  return new S3Client({
    region: loc.region,
    ...(loc.endpoint ? { endpoint: loc.endpoint } : {}),
    forcePathStyle: loc.forcePathStyle ?? Boolean(loc.endpoint),
    credentials: creds,
    // Since 3.729 the SDK adds CRC32 checksums (x-amz-checksum-*) to every PUT and asks for them on
    // every GET. S3-compatible stores that predate them (older MinIO, R2 until 2025, Ceph …) refuse
    // or mishandle those headers; only send them where the operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The HTTP status of an S3 error answer, when it is one. */
const statusOf = (err: unknown): number | undefined =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
const isMissing = (err: unknown): boolean => {
  const status = statusOf(err);
  // Without s3:ListBucket a missing key answers 403 rather than 404.
  return status === 404 || status === 403;
};

export function createS3Storage(loc: S3Location, creds: S3Credentials): ImageStorage {
  const client = createS3Client(loc, creds);
  const { bucket } = loc;
  const getObject = async (key: string) => {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return res.Body ? { body: res.Body as Readable, size: res.ContentLength } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  return {
    kind: 's3',
    async signedPost(policy) {
      /**
       * A browser-based upload form: S3 refuses the upload unless the key, the Content-Type, the
       * size range (1 byte to the declared size) and x-amz-meta-owner are exactly what the policy
       * says, and the policy has not expired. createPresignedPost adds the bucket, key and
       * X-Amz-* conditions itself, and makes every field in `Fields` an exact-match condition.
       */
      const post = await createPresignedPost(client, {
        Bucket: bucket,
        Key: policy.key,
        Fields: { 'Content-Type': policy.contentType, 'x-amz-meta-owner': policy.owner },
        Conditions: [['content-length-range', 1, policy.maxBytes]],
        // Whole seconds from now: the policy's expiration lands on `exp` itself.
        Expires: policy.exp - Math.floor(Date.now() / 1000),
      });
      return { url: post.url.replace(/\/$/, ''), fields: post.fields };
    },
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          // A bucket served through a CDN must not let a shared cache keep a private attachment.
          CacheControl: isPrivateFileKey(key) ? 'private, no-store' : 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      return getObject(key);
    },
    async read(key, maxBytes) {
      const object = await getObject(key);
      if (!object) return null;
      if ((object.size ?? 0) > maxBytes) {
        object.body.destroy();
        return 'tooLarge';
      }
      const chunks: Buffer[] = [];
      let size = 0;
      // Leaving the loop early (return) destroys the stream.
      for await (const chunk of object.body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) return 'tooLarge';
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        if (statusOf(err) !== 404) throw err;
      }
    },
  };
}
