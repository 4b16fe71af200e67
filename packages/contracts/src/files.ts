import { z } from 'zod';
import { limits } from './limits.ts';
import { imageContentTypes } from './image-types.ts';
import { inquiryAttachmentTypes } from './inquiry-limits.ts';

/**
 * Image uploads through the spec's signed-POST flow (core section 7):
 * 1. `POST /api/files/upload-request/user|business` (or `/api/user/profile-photo/upload-request`)
 *    with the file's type and size answers a signed form and a token;
 * 2. the client POSTs the form's fields plus the file (multipart, file last) to the signed URL;
 * 3. the token is attached to what the image is for (`PUT /api/user/profile {profilePhoto: token}`,
 *    `POST /api/user/profile-photo/upload-validate {token}`, a business or a product …).
 * A token is single-use and only its uploader may attach it.
 */

/**
 * What an upload is for; it decides the size the image is re-encoded to. Only inquiryAttachment
 * and verificationDocument also accept a PDF (stored as it is, served as a download).
 */
export const uploadPurposes = [
  'profilePhoto',
  'coverPhoto',
  'logo',
  'productImage',
  'postImage',
  'certificate',
  'inquiryAttachment',
  'verificationDocument',
] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** Purposes a user may upload for themselves, and those that belong to a business. */
export const userUploadPurposes = ['profilePhoto', 'coverPhoto', 'postImage', 'inquiryAttachment'] as const;
export const businessUploadPurposes = [
  'logo',
  'coverPhoto',
  'productImage',
  'postImage',
  'certificate',
  'verificationDocument',
] as const;

/**
 * How each purpose is re-encoded. `cover` crops to exactly width x height, `contain` fits inside
 * and pads transparently, `inside` only shrinks (keeping the proportion). Covers are 4:1, the
 * spec's guidance "cover proportion about 200 x 800".
 */
export const imageVariants: Record<
  UploadPurpose,
  { fit: 'cover' | 'contain' | 'inside'; width: number; height: number }
> = {
  profilePhoto: { fit: 'cover', width: 400, height: 400 },
  coverPhoto: { fit: 'cover', width: 1600, height: 400 },
  logo: { fit: 'contain', width: 400, height: 400 },
  productImage: { fit: 'inside', width: 1200, height: 1200 },
  postImage: { fit: 'inside', width: 1200, height: 1200 },
  certificate: { fit: 'inside', width: 1600, height: 1600 },
  inquiryAttachment: { fit: 'inside', width: 1600, height: 1600 },
  verificationDocument: { fit: 'inside', width: 1600, height: 1600 },
};

const fileSizeSchema = z
  .number()
  .int()
  .positive()
  .describe(`Size of the file in bytes; at most ${limits.imageMaxBytes} (500 KB)`);
const contentTypeSchema = z.enum(imageContentTypes).describe('The image type: JPEG, PNG or WebP');
/** A user's upload may also be a PDF, for inquiry attachments only (the API refuses it for the rest). */
const userContentTypeSchema = z
  .enum(inquiryAttachmentTypes)
  .describe('The file type: JPEG, PNG or WebP, or PDF for purpose inquiryAttachment');

export const userUploadRequestSchema = z.object({
  contentType: userContentTypeSchema,
  fileSize: fileSizeSchema,
  purpose: z.enum(userUploadPurposes).default('postImage'),
  /** Original file name, informative only (never used to decide anything); shown on inquiry attachments. */
  fileName: z.string().max(255).optional(),
});
export type UserUploadRequest = z.input<typeof userUploadRequestSchema>;

export const businessUploadRequestSchema = z.object({
  /** An image, or a PDF for purpose verificationDocument (the API refuses it for the rest). */
  contentType: z
    .enum(inquiryAttachmentTypes)
    .describe('The file type: JPEG, PNG or WebP, or PDF for purpose verificationDocument'),
  fileSize: fileSizeSchema,
  purpose: z.enum(businessUploadPurposes).default('productImage'),
  /** Absent while the business is being created; the upload is then bound to the user alone. */
  businessID: z.uuid().optional(),
  fileName: z.string().max(255).optional(),
});
export type BusinessUploadRequest = z.input<typeof businessUploadRequestSchema>;

export const profilePhotoUploadRequestSchema = z.object({
  contentType: contentTypeSchema,
  fileSize: fileSizeSchema,
});
export type ProfilePhotoUploadRequest = z.infer<typeof profilePhotoUploadRequestSchema>;

export const signedPostSchema = z.object({
  /** Where to POST the multipart form (our `/files/upload`, or the S3 bucket). */
  url: z.string(),
  /** Form fields to send as they are, before the file part (named `file`). */
  fields: z.record(z.string(), z.string()),
});
export type SignedPost = z.infer<typeof signedPostSchema>;

export const uploadRequestResponseSchema = z.object({
  signedPost: signedPostSchema,
  /** Attach this to what the image is for, once the upload has succeeded. */
  token: z.string(),
  /** Unix seconds after which the signed form is refused. */
  expiresAt: z.number().int(),
  maxBytes: z.number().int(),
});
export type UploadRequestResponse = z.infer<typeof uploadRequestResponseSchema>;

/** What `/files/upload` answers (embedded storage). The S3 answer is S3's own (204, no body). */
export const uploadResultSchema = z.object({
  token: z.string(),
  url: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadTokenSchema = z.uuid({ message: 'Not a valid upload token' });

export const uploadValidateRequestSchema = z.object({ token: uploadTokenSchema });
export type UploadValidateRequest = z.infer<typeof uploadValidateRequestSchema>;

export const uploadedImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const profilePhotoValidateResponseSchema = z.object({ profilePhoto: uploadedImageSchema });
