import type { TrailEntry } from '@wbn/contracts';
import type { tables } from '@wbn/db';
import { unixSeconds } from '../../lib/unix-seconds.ts';

/** A trail row with its operator's name (null for the command line), as the API shows it. */
export function trailEntryOf(row: {
  entry: typeof tables.moderationTrail.$inferSelect;
  firstName: string | null;
  lastName: string | null;
}): TrailEntry {
  const e = row.entry;
  return {
    entryID: e.entryId,
    operator: e.operatorUserId
      ? { userID: e.operatorUserId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim() }
      : null,
    action: e.action,
    itemType: e.itemType,
    itemID: e.itemId,
    subjectAccountID: e.subjectAccountId,
    reason: e.reason,
    before: e.before,
    after: e.after,
    reverses: e.reverses,
    createdAt: unixSeconds(e.createdAt),
  };
}
