import {
  imageContentTypes,
  limits,
  type ImageContentType,
  type SignedPost,
  type UploadRequestResponse,
} from '@wbn/contracts';
import { apiRequest } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';
import { uploadAuth } from './upload-auth.ts';

/**
 * The spec's signed-POST upload, client side:
 * 1. ask the API for a signed form (`files/upload-request/user|business` or
 *    `user/profile-photo/upload-request`) with the file's type and size;
 * 2. POST the form's fields, then the file, to the signed URL (XMLHttpRequest, for progress);
 *    our own `/files/upload` gets the `wbn-auth` header, a foreign bucket never does;
 * 3. hand back the token, to attach to whatever the image is for.
 */
export type UploadTarget =
  | { kind: 'user'; purpose: 'profilePhoto' | 'coverPhoto' | 'postImage' }
  | {
      kind: 'business';
      purpose: 'logo' | 'coverPhoto' | 'productImage' | 'postImage' | 'certificate';
      /** Absent while the business is being created. */
      businessID?: string;
    }
  | { kind: 'profilePhoto' };

export interface UploadedFile {
  token: string;
  /**
   * Where the re-encoded image is served (embedded storage answers it at once). An inquiry
   * attachment's is a signed link that lives an hour: used as it is, query string and all.
   */
  url?: string;
  width?: number;
  height?: number;
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Test seam: the XMLHttpRequest constructor. */
  xhr?: () => XMLHttpRequest;
}

export type PrecheckProblem =
  { code: 'type'; message: string } | { code: 'size'; message: string; size: number; max: number };

export const acceptedImageTypes = imageContentTypes.join(',');

const kb = (bytes: number) => Math.ceil(bytes / 1024);

/**
 * Before anything is sent: only JPEG, PNG and WebP, at most 500 KB. The type is read from the
 * file's first bytes where the browser allows it (the server re-checks everything anyway).
 */
export async function precheckImage(
  file: Blob & { name?: string },
  maxBytes: number = limits.imageMaxBytes,
): Promise<PrecheckProblem | null> {
  const declared = imageContentTypes.includes(file.type as ImageContentType);
  const sniffed = await sniffBlob(file);
  if (!declared && !sniffed) {
    return { code: 'type', message: 'Only JPEG, PNG and WebP images can be uploaded.' };
  }
  if (sniffed === 'other') {
    return { code: 'type', message: 'This file is not a JPEG, PNG or WebP image.' };
  }
  if (file.size > maxBytes) {
    return {
      code: 'size',
      size: file.size,
      max: maxBytes,
      message: `This image is ${kb(file.size)} KB; images can be at most ${kb(maxBytes)} KB.`,
    };
  }
  if (file.size === 0) return { code: 'type', message: 'This file is empty.' };
  return null;
}

/** 'image/…' from the magic bytes, 'other' for something else, null when it cannot be read. */
export async function sniffBlob(file: Blob): Promise<ImageContentType | 'other' | null> {
  let b: Uint8Array;
  try {
    b = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  } catch {
    return null;
  }
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) {
    return 'image/png';
  }
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return 'other';
}

function requestPath(target: UploadTarget): string {
  if (target.kind === 'profilePhoto') return 'user/profile-photo/upload-request';
  return `files/upload-request/${target.kind}`;
}

/** Asks for a signed form, uploads the file with it, and resolves with the token. */
export async function uploadImage(
  file: Blob & { name?: string },
  target: UploadTarget,
  options: UploadOptions = {},
): Promise<UploadedFile> {
  const problem = await precheckImage(file);
  if (problem)
    throw new ApiError(
      problem.code === 'size' ? 'PayloadTooLarge' : 'UnsupportedMediaType',
      problem.message,
      0,
    );
  const sniffed = await sniffBlob(file);
  const contentType = (sniffed && sniffed !== 'other' ? sniffed : file.type) as ImageContentType;
  const body: Record<string, unknown> = { contentType, fileSize: file.size, fileName: file.name };
  if (target.kind !== 'profilePhoto') body.purpose = target.purpose;
  if (target.kind === 'business' && target.businessID) body.businessID = target.businessID;
  return requestAndUpload(requestPath(target), body, file, options);
}

/**
 * Steps 1 to 3 for a file already checked: asks `path` for a signed form with `body`, uploads the
 * file with it, resolves with the token. Shared by images and by the attachments that may be PDFs.
 */
export async function requestAndUpload(
  path: string,
  body: Record<string, unknown>,
  file: Blob & { name?: string },
  options: UploadOptions = {},
): Promise<UploadedFile> {
  const signed = await apiRequest<UploadRequestResponse>(path, {
    method: 'POST',
    body,
    signal: options.signal,
  });
  const result = await postSignedForm(signed.signedPost, file, options);
  return { ...result, token: signed.token };
}

/** The multipart POST of a signed form: every field first, then the file (as S3 requires). */
export function buildUploadForm(signedPost: SignedPost, file: Blob, fileName = 'image'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(signedPost.fields)) form.append(name, value);
  form.append('file', file, fileName);
  return form;
}

/** Only our own origin gets the session token; a bucket elsewhere must never see it. */
export function isOwnOrigin(url: string, origin: string = globalThis.location?.origin ?? ''): boolean {
  try {
    return new URL(url, origin || undefined).origin === origin;
  } catch {
    return false;
  }
}

async function postSignedForm(
  signedPost: SignedPost,
  file: Blob & { name?: string },
  options: UploadOptions,
  mayRetry = true,
): Promise<Omit<UploadedFile, 'token'>> {
  const ownOrigin = isOwnOrigin(signedPost.url);
  const token = ownOrigin ? uploadAuth.accessToken() : null;
  const { status, body } = await sendXhr(signedPost, file, token, options);
  if (status === 401 && ownOrigin && mayRetry) {
    const name = errorName(body) ?? 'TokenNotFound';
    if (await uploadAuth.onUnauthorized(name)) return postSignedForm(signedPost, file, options, false);
  }
  if (status >= 200 && status < 300) {
    const parsed = parseJson(body) as { success?: boolean; data?: Omit<UploadedFile, 'token'> } | null;
    // S3 answers 204 without a body; our /files/upload answers the envelope.
    return parsed?.success && parsed.data ? parsed.data : {};
  }
  const parsed = parseJson(body) as { name?: string; message?: string } | null;
  if (parsed?.name && parsed.message) throw new ApiError(parsed.name, parsed.message, status);
  if (status === 0) {
    throw new ApiError(
      'NetworkError',
      'The server could not be reached. Check your connection and try again.',
      0,
    );
  }
  if (status === 413 || /EntityTooLarge/.test(body)) {
    throw new ApiError('PayloadTooLarge', 'This image is too large.', status);
  }
  throw new ApiError('UploadFailed', 'The image could not be uploaded.', status);
}

function sendXhr(
  signedPost: SignedPost,
  file: Blob & { name?: string },
  token: string | null,
  options: UploadOptions,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const xhr = options.xhr ? options.xhr() : new XMLHttpRequest();
    xhr.open('POST', signedPost.url);
    if (token) xhr.setRequestHeader('wbn-auth', token);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e: ProgressEvent) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      options.onProgress?.(1);
      resolve({ status: xhr.status, body: String(xhr.responseText ?? '') });
    };
    xhr.onerror = () => resolve({ status: 0, body: '' });
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) return xhr.abort();
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(buildUploadForm(signedPost, file, file.name));
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

const errorName = (body: string) => (parseJson(body) as { name?: string } | null)?.name;
