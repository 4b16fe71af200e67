import type { VerificationCheck, VerificationDocument } from '@wbn/contracts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import type { CheckRow } from './verification.repository.ts';

const seconds = (d: Date | null) => (d ? unixSeconds(d) : null);

/** A check as the API shows it, with its documents (already signed links). */
export function checkOf(row: CheckRow, documents: VerificationDocument[]): VerificationCheck {
  return {
    checkID: row.checkId,
    kind: row.kind,
    name: row.name,
    status: row.status,
    note: row.note,
    message: row.message,
    submittedAt: unixSeconds(row.submittedAt),
    approvedAt: seconds(row.approvedAt),
    expiresAt: seconds(row.expiresAt),
    documents,
  };
}
