import { inquiryAttachmentTypes, limits, type InquiryAttachmentType } from '@wbn/contracts';
import { ApiError } from '../api/api-error.ts';
import {
  requestAndUpload,
  sniffBlob,
  type PrecheckProblem,
  type UploadOptions,
  type UploadedFile,
} from './upload-image.ts';

/**
 * Files attached to an inquiry (Upload Inquiry): JPEG, PNG and WebP images or a PDF, at most
 * 500 KB, uploaded for the user through the same signed form as images (purpose
 * `inquiryAttachment`, the only one the API accepts a PDF for).
 */
export const acceptedAttachmentTypes = inquiryAttachmentTypes.join(',');

const kb = (bytes: number) => Math.ceil(bytes / 1024);
const pdfMagic = '%PDF-';

/** The type its first bytes show: an image type or PDF, 'other', or null when unreadable. */
export async function sniffAttachment(file: Blob): Promise<InquiryAttachmentType | 'other' | null> {
  const image = await sniffBlob(file);
  if (image !== 'other') return image;
  const head = new Uint8Array(await file.slice(0, pdfMagic.length).arrayBuffer());
  return String.fromCharCode(...head) === pdfMagic ? 'application/pdf' : 'other';
}

/** Before anything is sent: an image or a PDF (by its bytes where readable), not empty, at most 500 KB. */
export async function precheckAttachment(
  file: Blob & { name?: string },
  maxBytes: number = limits.imageMaxBytes,
): Promise<PrecheckProblem | null> {
  const declared = (inquiryAttachmentTypes as readonly string[]).includes(file.type);
  const sniffed = await sniffAttachment(file);
  if (sniffed === 'other' || (!declared && !sniffed)) {
    return { code: 'type', message: 'Only JPEG, PNG and WebP images and PDF files can be attached.' };
  }
  if (file.size === 0) return { code: 'type', message: 'This file is empty.' };
  if (file.size > maxBytes) {
    return {
      code: 'size',
      size: file.size,
      max: maxBytes,
      message: `This file is ${kb(file.size)} KB; files can be at most ${kb(maxBytes)} KB.`,
    };
  }
  return null;
}

/** Checks, then uploads one inquiry attachment for the signed-in user; resolves with its token. */
export async function uploadAttachment(
  file: Blob & { name?: string },
  options: UploadOptions = {},
): Promise<UploadedFile> {
  const problem = await precheckAttachment(file);
  if (problem) {
    throw new ApiError(
      problem.code === 'size' ? 'PayloadTooLarge' : 'UnsupportedMediaType',
      problem.message,
      0,
    );
  }
  const sniffed = await sniffAttachment(file);
  const contentType = sniffed && sniffed !== 'other' ? sniffed : file.type;
  const body = { contentType, fileSize: file.size, fileName: file.name, purpose: 'inquiryAttachment' };
  return requestAndUpload('files/upload-request/user', body, file, options);
}
