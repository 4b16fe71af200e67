import { randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  imageContentTypes,
  type InquiryAttachmentType,
  type UploadPurpose,
  type UploadRequestResponse,
  type UploadResult,
  type UploadedImage,
} from '@wbn/contracts';
import type { Database, Queryable } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import { checkFileLink, isPrivateFileKey, signedFileUrl } from './attachment-link.ts';
import { keyExtension, nameWithExtension } from './attachment-name.ts';
import { filesRepository as repo, type UploadRow } from './files.repository.ts';
import { isWellFormedPdf } from './pdf-check.ts';
import { ImageRejected, processImage } from './image.ts';
import type { ImageStorage } from './storage.ts';
import { verifyPolicy, type SubmittedForm, type UploadPolicy } from './upload-policy.ts';

/** How long a signed form may be used. */
export const policyLifetimeSeconds = 15 * 60;
/** How long an uploaded image waits to be attached (a long profile form) before it is swept. */
export const attachWindowSeconds = 24 * 60 * 60;

export interface FilesServiceDeps {
  db: Database;
  storage: ImageStorage;
  /** HMAC key of the embedded storage's policies. */
  secret: string;
  /** UPLOAD_MAX_BYTES: the most a file may weigh, whatever it declares. */
  maxBytes: number;
  /** May this user put images on this business (its owner or an admin; attaching re-checks)? */
  canManageBusiness: (userID: string, businessID: string) => Promise<boolean>;
}

export interface RequestUploadInput {
  purpose: UploadPurpose;
  /** An image type, or application/pdf for purpose inquiryAttachment only. */
  contentType: InquiryAttachmentType;
  fileSize: number;
  businessID?: string | undefined;
  /** The name the file was chosen with; cleaned, stored, shown on inquiry attachments. */
  fileName?: string | undefined;
}

export interface AttachInput {
  token: string;
  userID: string;
  /** What the caller is attaching for; an image uploaded for something else is refused. */
  purposes: readonly UploadPurpose[];
  /** For business images: the business they go on. */
  businessID?: string | null;
}

/**
 * A stored file as the inquiries module shows it (the shape of the contracts' inquiry
 * `attachmentSchema`): `name` is the cleaned name it was chosen with, or `attachment.pdf` /
 * `image.webp` when it came without one.
 */
export interface AttachedFile {
  url: string;
  name: string;
  contentType: string;
  /** Bytes of the stored file (the re-encoded image, or the PDF as it was sent). */
  size: number;
}

const purposeDir: Record<UploadPurpose, string> = {
  profilePhoto: 'profile-photo',
  coverPhoto: 'cover-photo',
  logo: 'logo',
  productImage: 'product-image',
  postImage: 'post-image',
  certificate: 'certificate',
  inquiryAttachment: 'inquiry-attachment',
  verificationDocument: 'verification-document',
};

const pdfType = 'application/pdf';
/** Purposes that also accept a PDF (stored as it is, served as a download). */
const pdfPurposes: readonly UploadPurpose[] = ['inquiryAttachment', 'verificationDocument'];
const notImageOrPdfMessage = 'Only JPEG, PNG, WebP images and PDF files are accepted';

// What the inquiries module needs to show a stored attachment (it uses files through this file).
export { nameWithExtension };

/** The URL stored with what a file is attached to: never signed (links are signed when read). */
export const fileUrl = (key: string) => `/files/${key}`;
/** The URL handed to a reader: signed for a private file (attachment-link.ts), as stored otherwise. */
const readerUrl = (secret: string, key: string, nowSeconds = Math.floor(Date.now() / 1000)) =>
  isPrivateFileKey(key) ? signedFileUrl(secret, key, nowSeconds) : fileUrl(key);
export const incomingKey = (uploadId: string) => `incoming/${uploadId}`;

const tooLarge = (maxBytes: number) =>
  new AppError('PayloadTooLarge', `The image is larger than ${Math.round(maxBytes / 1024)} KB`, [
    { path: 'file', message: `At most ${Math.round(maxBytes / 1024)} KB` },
  ]);
const notAnImage = (message = 'Only JPEG, PNG and WebP images are accepted') =>
  new AppError('UnsupportedMediaType', message, [{ path: 'file', message }]);
const badToken = (message: string) => AppError.badRequest('token', message);

/**
 * The name a file was chosen with, made safe to store and show: no control or invisible format
 * characters (newlines, bidi overrides that disguise an extension), no path (only what follows
 * the last `/` or `\`), no leading dots or spaces, at most 255 characters. Null when nothing is left.
 */
export function cleanFileName(name: string | null | undefined): string | null {
  if (!name) return null;
  const cleaned = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu, '')
    .split(/[/\\]/)
    .at(-1)!
    .trim()
    .replace(/^[.\s]+/u, '');
  if (!cleaned) return null;
  // By code points, so a cut never splits a surrogate pair.
  const chars = Array.from(cleaned);
  return chars.length > 255 ? chars.slice(0, 255).join('').trimEnd() : cleaned;
}

/**
 * The name an attachment is shown and downloaded with: the one it was chosen with, its extension
 * made the stored file's (`report.html` holding a PDF is `report.pdf`), else `attachment.pdf` or
 * `image.webp`.
 */
export const displayName = (row: Pick<UploadRow, 'fileName' | 'key'>): string => {
  const extension = keyExtension(row.key);
  return nameWithExtension(row.fileName ?? (extension === 'pdf' ? 'attachment' : 'image'), extension);
};

/**
 * The rules of uploads. The token handed out is the upload's id: it is only ever told to the
 * uploader, works once, and only for them (see files.repository.ts's conditional updates).
 */
export function createFilesService(deps: FilesServiceDeps) {
  const { db, storage } = deps;
  const maxBytes = Math.min(deps.maxBytes, 20 * 1024 * 1024);
  const kb = Math.round(maxBytes / 1024);
  const { canManageBusiness } = deps;

  async function requestUpload(
    userID: string,
    input: RequestUploadInput,
    origin: string,
  ): Promise<UploadRequestResponse> {
    if (input.businessID) {
      const allowed = await canManageBusiness(userID, input.businessID);
      if (!allowed) throw AppError.forbidden('You cannot add images to this business');
    }
    const isPdf = input.contentType === pdfType;
    if (isPdf && !pdfPurposes.includes(input.purpose)) {
      const message = 'A PDF can only be attached to an inquiry; choose a JPEG, PNG or WebP image';
      throw new AppError('UnsupportedMediaType', message, [{ path: 'body.contentType', message }]);
    }
    if (!isPdf && !(imageContentTypes as readonly string[]).includes(input.contentType)) {
      const message = pdfPurposes.includes(input.purpose)
        ? notImageOrPdfMessage
        : 'Only JPEG, PNG and WebP images are accepted';
      throw new AppError('UnsupportedMediaType', message, [{ path: 'body.contentType', message }]);
    }
    if (input.fileSize > maxBytes) {
      throw new AppError('PayloadTooLarge', `The image is larger than ${kb} KB`, [
        { path: 'body.fileSize', message: `At most ${kb} KB (${maxBytes} bytes)` },
      ]);
    }
    const id = randomUUID();
    const now = Math.floor(Date.now() / 1000);
    const policyExp = now + policyLifetimeSeconds;
    const key = `images/${purposeDir[input.purpose]}/${randomBytes(16).toString('base64url')}.${isPdf ? 'pdf' : 'webp'}`;
    await repo.insert(db, {
      id,
      ownerId: userID,
      purpose: input.purpose,
      businessId: input.businessID ?? null,
      key,
      contentType: input.contentType,
      fileName: cleanFileName(input.fileName),
      size: input.fileSize,
      status: 'pending',
      expiresAt: new Date((now + attachWindowSeconds) * 1000),
    });
    const policy: UploadPolicy = {
      v: 1,
      upload: id,
      key: incomingKey(id),
      contentType: input.contentType,
      maxBytes: input.fileSize,
      owner: userID,
      exp: policyExp,
    };
    return {
      signedPost: await storage.signedPost(policy, origin),
      token: id,
      expiresAt: policyExp,
      maxBytes,
    };
  }

  /**
   * What is stored for a file: an image re-encoded for its use, or a declared PDF as it is once
   * its header and trailer prove it one (pdf-check.ts). The declared type (the row's, bound by the signed form) decides
   * which check applies; the bytes must then pass it.
   */
  async function prepare(row: UploadRow, bytes: Buffer) {
    if (row.contentType === pdfType && pdfPurposes.includes(row.purpose as UploadPurpose)) {
      if (!isWellFormedPdf(bytes)) throw notAnImage(notImageOrPdfMessage);
      return { data: bytes, contentType: pdfType, width: 0, height: 0 };
    }
    try {
      return await processImage(bytes, row.purpose as UploadPurpose);
    } catch (err) {
      if (err instanceof ImageRejected) {
        const pdfAllowed = pdfPurposes.includes(row.purpose as UploadPurpose);
        throw notAnImage(err.reason === 'type' && pdfAllowed ? notImageOrPdfMessage : err.message);
      }
      throw err;
    }
  }

  /** Checks, re-encodes (images) and stores a file, and marks its upload as uploaded. */
  async function store(
    row: UploadRow,
    userID: string,
    bytes: Buffer,
    conn: Queryable = db,
  ): Promise<UploadRow> {
    const processed = await prepare(row, bytes);
    const claimed = await repo.markUploaded(conn, row.id, userID, {
      size: processed.data.length,
      contentType: processed.contentType,
      width: processed.width,
      height: processed.height,
    });
    if (!claimed) throw new AppError('Conflict', 'This upload form was already used or has expired');
    try {
      await storage.put(claimed.key, processed.data, processed.contentType);
    } catch (err) {
      await repo.markPending(conn, row.id);
      throw err;
    }
    return claimed;
  }

  /**
   * `/files/upload` (embedded storage): the signed form's fields, then the file. Everything the
   * policy binds is checked before a byte of the file is read.
   */
  async function receiveUpload(userID: string, form: SubmittedForm, file: Readable): Promise<UploadResult> {
    const check = verifyPolicy(form, deps.secret, userID);
    if (!check.ok) {
      if (check.reason === 'owner') throw AppError.forbidden('This upload form belongs to another user');
      if (check.reason === 'expired') throw AppError.badRequest('policy', 'This upload form has expired');
      if (check.reason === 'signature' || check.reason === 'malformed') {
        throw AppError.forbidden('The upload form is not valid (its signature does not match)');
      }
      throw AppError.forbidden(`The upload form's ${check.reason} does not match its policy`);
    }
    const { policy } = check;
    const row = await repo.byId(db, policy.upload);
    if (!row || row.ownerId !== userID) throw AppError.forbidden('This upload form is not valid');
    if (row.status !== 'pending') {
      file.resume();
      throw new AppError('Conflict', 'This upload form was already used');
    }
    const limit = Math.min(policy.maxBytes, maxBytes);
    const bytes = await readLimited(file, limit);
    if (bytes === 'tooLarge') throw tooLarge(limit);
    if (bytes.length === 0) throw AppError.badRequest('file', 'The file is empty');
    const stored = await store(row, userID, bytes);
    return {
      token: stored.id,
      // The uploader's own preview: an inquiry attachment's link is signed like a reader's.
      url: readerUrl(deps.secret, stored.key),
      contentType: stored.contentType,
      width: stored.width ?? 0,
      height: stored.height ?? 0,
      size: stored.size,
    };
  }

  /**
   * S3: the raw object arrived in the bucket without passing through us, so it is fetched,
   * checked and re-encoded the first time its token is used.
   */
  async function finishRemoteUpload(row: UploadRow, userID: string, conn: Queryable): Promise<void> {
    const raw = await storage.read(incomingKey(row.id), Math.min(row.size, maxBytes));
    if (raw === null) throw badToken('The file of this upload has not arrived');
    if (raw === 'tooLarge') throw tooLarge(Math.min(row.size, maxBytes));
    await store(row, userID, raw, conn);
    await storage.delete(incomingKey(row.id)).catch(() => undefined);
  }

  /** The rules of attaching, shared by `attach` and `attachFile`: the attached row. */
  async function attachRow(input: AttachInput, tx: Queryable): Promise<UploadRow> {
    const row = await repo.byId(tx, input.token);
    if (!row) throw badToken('This upload was not found or has expired');
    if (row.ownerId !== input.userID) throw AppError.forbidden('This upload belongs to another user');
    if (row.status === 'attached') throw new AppError('Conflict', 'This upload was already used');
    if (row.expiresAt.getTime() <= Date.now()) throw badToken('This upload has expired');
    if (!input.purposes.includes(row.purpose as UploadPurpose)) {
      throw badToken('This image was uploaded for another use');
    }
    if (row.status === 'pending') {
      if (storage.kind !== 's3') throw badToken('The file of this upload has not arrived');
      await finishRemoteUpload(row, input.userID, tx);
    }
    const attached = await repo.markAttached(
      tx,
      row.id,
      input.userID,
      input.purposes,
      input.businessID ?? null,
    );
    if (!attached) {
      const now = await repo.byId(tx, row.id);
      if (now?.status === 'attached') throw new AppError('Conflict', 'This upload was already used');
      throw badToken('This image was uploaded for another business');
    }
    return attached;
  }

  /**
   * Attaches a token to what it is for: single use, owner only, purpose (and business) bound.
   * Pass the caller's transaction as `tx` to attach in the same transaction as the write that
   * uses the image.
   */
  async function attach(input: AttachInput, tx: Queryable = db): Promise<UploadedImage> {
    const attached = await attachRow(input, tx);
    return { url: fileUrl(attached.key), width: attached.width ?? 0, height: attached.height ?? 0 };
  }

  /**
   * `attach` for files that are shown by name (inquiry attachments: images and PDFs): the same
   * rules, answering the file's URL, name, type and stored size as well.
   */
  async function attachFile(input: AttachInput, tx: Queryable = db): Promise<AttachedFile> {
    const attached = await attachRow(input, tx);
    return {
      url: fileUrl(attached.key),
      name: displayName(attached),
      contentType: attached.contentType,
      size: attached.size,
    };
  }

  /** Deletes unattached uploads (and their files) whose time is up. Returns how many. */
  async function sweepExpired(now = new Date()): Promise<number> {
    const rows = await repo.expiredUnattached(db, now);
    for (const row of rows) {
      await storage.delete(row.key).catch(() => undefined);
      if (storage.kind === 's3') await storage.delete(incomingKey(row.id)).catch(() => undefined);
    }
    await repo.deleteUnattached(
      db,
      rows.map((r) => r.id),
    );
    return rows.length;
  }

  return {
    requestUpload,
    receiveUpload,
    attach,
    attachFile,
    sweepExpired,
    maxBytes,
    storage,
    /** The name a stored file is downloaded under (`attachment.pdf` / `image.webp` without one). */
    async downloadName(key: string): Promise<string> {
      const row = await repo.fileNameByKey(db, key);
      return displayName({ fileName: row?.fileName ?? null, key });
    },
    /**
     * An attachment's URL as it leaves the API for a reader (inquiry messages, their live events,
     * the replay): a private file's stored `/files/<key>` gets a fresh signed link; others pass.
     */
    readerUrl(url: string, nowSeconds?: number): string {
      if (!url.startsWith('/files/')) return url;
      return readerUrl(deps.secret, url.slice('/files/'.length), nowSeconds);
    },
    /** Whether a request for a private file carries a valid link (its raw query string). */
    checkLink(key: string, query: string, nowSeconds = Math.floor(Date.now() / 1000)) {
      return checkFileLink(deps.secret, key, query, nowSeconds);
    },
    /** The latest image a user attached for a purpose (their current profile photo …). */
    async latestImage(userID: string, purpose: UploadPurpose): Promise<UploadedImage | null> {
      const row = await repo.latestAttached(db, userID, purpose);
      return row ? { url: fileUrl(row.key), width: row.width ?? 0, height: row.height ?? 0 } : null;
    },
  };
}

export type FilesService = ReturnType<typeof createFilesService>;

/** Reads a stream into memory, giving up ('tooLarge') as soon as it exceeds `limit` bytes. */
export async function readLimited(stream: Readable, limit: number): Promise<Buffer | 'tooLarge'> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Past the limit the rest is drained (multipart's own limit bounds it) rather than kept.
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit || (stream as Readable & { truncated?: boolean }).truncated) return 'tooLarge';
  return Buffer.concat(chunks);
}
