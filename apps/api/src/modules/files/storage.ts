import { createReadStream } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { SignedPost } from '@wbn/contracts';
import type { AppConfig } from '../../config.ts';
import { signPolicy, type UploadPolicy } from './upload-policy.ts';
import {
  parseStorageUrl,
  presignPost,
  presignUrl,
  type S3Credentials,
  type S3Location,
} from './s3-signer.ts';

/**
 * Where uploaded images live. Embedded: files under DATA_DIR/uploads, forms signed with an HMAC
 * policy and posted to our own `/files/upload`. S3: a real presigned POST straight to the bucket;
 * the server then fetches, checks and re-encodes the object when the token is attached.
 * Either way images are served at `/files/{key}` by the API, with our own headers.
 */
export interface ImageStorage {
  readonly kind: 'local' | 's3';
  /** The form with which the uploader sends the raw file to `policy.key`. */
  signedPost(policy: UploadPolicy, origin: string): SignedPost;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<{ body: Readable; size: number | undefined } | null>;
  /** The whole object, refusing (`tooLarge`) anything over `maxBytes`; null when there is none. */
  read(key: string, maxBytes: number): Promise<Buffer | 'tooLarge' | null>;
  delete(key: string): Promise<void>;
}

/**
 * Keys the API writes: `incoming/{uploadId}` for raw uploads (S3 only; the embedded storage never
 * keeps the raw file) and `images/{purpose}/{random}.webp` for re-encoded images. Anything else is
 * refused before it reaches the disk, which also rules out path traversal.
 */
export const imageKeyPattern = /^images\/[a-z-]{2,32}\/[A-Za-z0-9_-]{16,64}\.(webp|jpg)$/;
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
    signedPost(policy, origin) {
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

export function createS3Storage(
  loc: S3Location,
  creds: S3Credentials,
  fetchImpl: typeof fetch = fetch,
): ImageStorage {
  const url = (method: 'GET' | 'PUT' | 'DELETE', key: string) =>
    presignUrl(loc, creds, { method, key, expiresInSeconds: 300 });
  const check = async (res: Response, what: string) => {
    if (!res.ok) throw new Error(`S3 ${what} failed with ${res.status}: ${(await res.text()).slice(0, 300)}`);
  };
  return {
    kind: 's3',
    signedPost(policy) {
      return presignPost(loc, creds, {
        key: policy.key,
        contentType: policy.contentType,
        maxBytes: policy.maxBytes,
        expiresAt: new Date(policy.exp * 1000),
        meta: { 'x-amz-meta-owner': policy.owner },
      });
    },
    async put(key, data, contentType) {
      const res = await fetchImpl(url('PUT', key), {
        method: 'PUT',
        body: new Uint8Array(data),
        headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      });
      await check(res, `PUT ${key}`);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const res = await fetchImpl(url('GET', key));
      if (res.status === 404 || res.status === 403) return null;
      await check(res, `GET ${key}`);
      if (!res.body) return null;
      const length = Number(res.headers.get('content-length'));
      return {
        body: Readable.fromWeb(res.body as NodeReadableStream),
        size: Number.isFinite(length) && length > 0 ? length : undefined,
      };
    },
    async read(key, maxBytes) {
      const res = await fetchImpl(url('GET', key));
      if (res.status === 404 || res.status === 403) return null;
      await check(res, `GET ${key}`);
      if (Number(res.headers.get('content-length')) > maxBytes) {
        await res.body?.cancel();
        return 'tooLarge';
      }
      const chunks: Buffer[] = [];
      let size = 0;
      // A reader loop rather than for-await: it types the same under Node's and the DOM's streams.
      const reader = res.body?.getReader();
      for (;;) {
        const next = await reader?.read();
        if (!next || next.done) break;
        size += next.value.length;
        if (size > maxBytes) {
          await reader?.cancel();
          return 'tooLarge';
        }
        chunks.push(Buffer.from(next.value));
      }
      return Buffer.concat(chunks);
    },
    async delete(key) {
      const res = await fetchImpl(url('DELETE', key), { method: 'DELETE' });
      if (res.status !== 404) await check(res, `DELETE ${key}`);
    },
  };
}
