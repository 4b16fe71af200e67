import type { UploadPurpose, UploadedImage } from '@wbn/contracts';
import type { Queryable } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import type { FilesService } from '../files/files.service.ts';

/** Attaches an uploaded image inside the caller's transaction; a bad token is named by `field`. */
export type AttachImage = (
  tx: Queryable,
  userID: string,
  token: string,
  purpose: UploadPurpose,
  businessID: string | null,
  field: string,
) => Promise<UploadedImage>;

export function attachWith(files: FilesService): AttachImage {
  return async (tx, userID, token, purpose, businessID, field) => {
    try {
      return await files.attach({ token, userID, purposes: [purpose], businessID }, tx);
    } catch (err) {
      if (err instanceof AppError && err.errors?.some((e) => e.path === 'token')) {
        throw AppError.badRequest(field, err.message);
      }
      throw err;
    }
  };
}
