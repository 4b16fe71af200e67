import { businessTextMax, type Certificate, type certificateInputSchema } from '@wbn/contracts';
import type { Database } from '@wbn/db';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { managers, type BusinessAccessService, type Viewer } from './business.access.ts';
import { toCertificate } from './business.mapper.ts';
import { certificatesRepository as repo } from './business.certificates.repository.ts';
import type { AttachImage } from './business.uploads.ts';

type CertificateInput = z.output<typeof certificateInputSchema>;

/**
 * A business's certificates: owner and admins add, change and remove them. Each write checks the
 * role and the cap inside its transaction, under the business row's lock.
 */
export function createCertificates(db: Database, access: BusinessAccessService, attach: AttachImage) {
  return {
    async add(viewer: Viewer, businessID: string, body: CertificateInput): Promise<Certificate> {
      return db.transaction(async (tx) => {
        await access.authorise(viewer, businessID, managers, tx);
        if ((await repo.certificateCount(tx, businessID)) >= businessTextMax.certificates) {
          throw new AppError(
            'LimitReached',
            `A business may list at most ${businessTextMax.certificates} certificates`,
          );
        }
        const photoUrl = body.photo
          ? (await attach(tx, viewer.userID, body.photo, 'certificate', businessID, 'body.photo')).url
          : null;
        const row = await repo.insertCertificate(tx, {
          businessId: businessID,
          name: body.name,
          issueDate: body.issueDate ?? null,
          expireDate: body.expireDate ?? null,
          photoUrl,
        });
        return toCertificate(row);
      });
    },

    async update(
      viewer: Viewer,
      businessID: string,
      certificateID: string,
      body: CertificateInput,
    ): Promise<Certificate> {
      return db.transaction(async (tx) => {
        await access.authorise(viewer, businessID, managers, tx);
        if (!(await repo.certificate(tx, businessID, certificateID))) {
          throw AppError.notFound('The certificate');
        }
        const changes: Parameters<typeof repo.updateCertificate>[3] = {
          name: body.name,
          issueDate: body.issueDate ?? null,
          expireDate: body.expireDate ?? null,
        };
        if (body.photo === null) changes.photoUrl = null;
        else if (body.photo) {
          changes.photoUrl = (
            await attach(tx, viewer.userID, body.photo, 'certificate', businessID, 'body.photo')
          ).url;
        }
        const row = await repo.updateCertificate(tx, businessID, certificateID, changes);
        if (!row) throw AppError.notFound('The certificate');
        return toCertificate(row);
      });
    },

    async remove(viewer: Viewer, businessID: string, certificateID: string): Promise<void> {
      await db.transaction(async (tx) => {
        await access.authorise(viewer, businessID, managers, tx);
        if (!(await repo.deleteCertificate(tx, businessID, certificateID))) {
          throw AppError.notFound('The certificate');
        }
      });
    },
  };
}
