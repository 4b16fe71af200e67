import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@wbn/db';
import type { Enquiry, EnquirySent, FieldError, UiLanguage } from '@wbn/contracts';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { needhelpRepository as repo } from './needhelp.repository.ts';
import { writeEnquiryNotification } from './needhelp.outbox.ts';

/**
 * Rules of the "Need business help" enquiry: the chosen reference values must exist, the
 * enquiry is stored first (it is the record the support team works from), then the support
 * outbox gets its notification. A failed notification is logged, never lost: the row is there.
 */
export function createNeedhelpService(db: Database, config: AppConfig, log: FastifyBaseLogger) {
  async function checkReferences(e: Enquiry): Promise<void> {
    const checks: [keyof Enquiry, string | undefined, (v: string) => Promise<boolean>][] = [
      ['businessType', e.businessType, (v) => repo.businessTypeExists(db, v)],
      ['jobPosition', e.jobPosition, (v) => repo.jobPositionExists(db, v)],
      ['industry', e.industry, (v) => repo.industryExists(db, v)],
      ['country', e.country, (v) => repo.countryExists(db, v)],
    ];
    const errors: FieldError[] = [];
    for (const [field, value, exists] of checks) {
      if (value !== undefined && !(await exists(value))) {
        errors.push({ path: `body.${field}`, message: `Unknown ${field} "${value}"` });
      }
    }
    if (errors.length) throw new AppError('ValidationError', errors[0]!.message, errors);
  }

  return {
    /** Stores the enquiry and notifies support in `meta.language`, the sending request's. */
    async send(
      enquiry: Enquiry,
      meta: { portal: string; ipAddress: string | null; language: UiLanguage },
    ): Promise<EnquirySent> {
      await checkReferences(enquiry);
      const stored = await repo.insertEnquiry(db, enquiry, meta);
      try {
        const path = await writeEnquiryNotification({
          dataDir: config.dataDir,
          supportEmail: config.supportEmail,
          language: meta.language,
          enquiryID: stored.id,
          createdAt: stored.createdAt,
          portal: meta.portal,
          enquiry,
        });
        log.info({ enquiryID: stored.id, mail: path }, 'need-help enquiry stored; support notified');
      } catch (err) {
        log.error({ err, enquiryID: stored.id }, 'need-help enquiry stored but the notification failed');
      }
      return { enquiryID: stored.id };
    },
  };
}

export type NeedhelpService = ReturnType<typeof createNeedhelpService>;
