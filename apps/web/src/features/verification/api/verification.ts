import { queryOptions } from '@tanstack/react-query';
import type { BusinessVerification, VerificationSubmit } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import {
  precheckAttachment,
  requestAndUpload,
  sniffAttachment,
  type UploadOptions,
  type UploadedFile,
} from '../../../shared/upload/index.ts';

export const verificationKeys = {
  all: ['verification'] as const,
  business: (businessID: string) => [...verificationKeys.all, 'business', businessID] as const,
};

/** GET /api/verification/business/{id}: the checks with their documents (signed links, an hour). */
export const businessVerificationQuery = (businessID: string) =>
  queryOptions({
    queryKey: verificationKeys.business(businessID),
    queryFn: ({ signal }) =>
      apiRequest<BusinessVerification>(`/verification/business/${encodeURIComponent(businessID)}`, {
        signal,
      }),
    // The document links live an hour: read again well before.
    staleTime: 5 * 60 * 1000,
  });

/** POST /api/verification/business/{id}. */
export const submitEvidence = (businessID: string, body: VerificationSubmit) =>
  apiRequest<BusinessVerification>(`/verification/business/${encodeURIComponent(businessID)}`, {
    method: 'POST',
    body,
  });

/** One document of evidence (PDF or image, at most 500 KB) through the business's signed upload form. */
export async function uploadEvidence(
  businessID: string,
  file: File,
  options: UploadOptions,
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
  return requestAndUpload(
    'files/upload-request/business',
    { contentType, fileSize: file.size, fileName: file.name, purpose: 'verificationDocument', businessID },
    file,
    options,
  );
}
