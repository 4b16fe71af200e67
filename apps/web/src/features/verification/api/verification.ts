import { queryOptions } from '@tanstack/react-query';
import type { BusinessVerification, VerificationSubmit } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { requestAndUpload } from '../../../shared/upload/upload-image.ts';

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

/** What a document of evidence may be: a PDF or an image, as the API takes it. */
export const evidenceTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a chosen file cannot be sent (checked again by the API), or null. */
export function evidenceProblem(file: File, maxBytes: number): 'type' | 'size' | null {
  if (!(evidenceTypes as readonly string[]).includes(file.type)) return 'type';
  return file.size === 0 || file.size > maxBytes ? 'size' : null;
}

/** One document of evidence through the business's signed upload form: its token. */
export async function uploadEvidence(businessID: string, file: File): Promise<string> {
  const body = {
    contentType: file.type,
    fileSize: file.size,
    fileName: file.name,
    purpose: 'verificationDocument',
    businessID,
  };
  return (await requestAndUpload('files/upload-request/business', body, file)).token;
}
