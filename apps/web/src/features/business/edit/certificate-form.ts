import { certificateInputSchema, type Certificate, type CertificateInput } from '@wbn/contracts';
import type { ErrorMap, FieldErrors } from './form-kit.ts';
import { validateWith } from './validate.ts';

export interface CertificateValues {
  name: string;
  issueDate: string | null;
  expireDate: string | null;
  /** A freshly uploaded photo's token (replaces the current one). */
  photoToken: string | null;
  /** The photo shown: the current one, or the new upload's. */
  photoUrl: string | null;
}

export const certificateFields = ['name', 'issueDate', 'expireDate', 'photo'] as const;

export function certificateValuesFrom(c: Certificate | null): CertificateValues {
  return {
    name: c?.name ?? '',
    issueDate: c?.issueDate ?? null,
    expireDate: c?.expireDate ?? null,
    photoToken: null,
    photoUrl: c?.photo?.url ?? null,
  };
}

/**
 * The POST/PUT body. Cleared dates are left out (the API stores none); on update an absent photo
 * keeps the current one. (The contract removes a photo with `photo: null`, but the API client
 * drops null fields from every body as the spec says, so the form offers replacing, not removing.)
 */
export function certificateBody(v: CertificateValues): CertificateInput {
  const body: CertificateInput = { name: v.name.trim() };
  if (v.issueDate) body.issueDate = v.issueDate;
  if (v.expireDate) body.expireDate = v.expireDate;
  if (v.photoToken) body.photo = v.photoToken;
  return body;
}

export const validateCertificate = (v: CertificateValues, errorMap: ErrorMap): FieldErrors =>
  validateWith(certificateInputSchema, certificateBody(v), certificateFields, errorMap);
