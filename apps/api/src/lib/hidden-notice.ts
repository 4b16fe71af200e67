import { eq, tables, type Queryable } from '@wbn/db';
import { hiddenNoticeMessages, type HiddenNotice, type UiLanguage } from '@wbn/contracts';
import { messageIn } from './message-language.ts';
import { unixSeconds } from './unix-seconds.ts';

/**
 * Why a hidden business or product is hidden, for its members' own view (decision 0025): the
 * trail entry that hid it, the reason given, and the notice's words in `language`. Null when the
 * row is shown.
 */
export async function hiddenNoticeOf(
  db: Queryable,
  row: { hiddenAt: Date | null; hiddenBy: string | null },
  language: UiLanguage,
): Promise<HiddenNotice | null> {
  if (!row.hiddenAt || !row.hiddenBy) return null;
  const e = tables.moderationTrail;
  const [entry] = await db.select({ reason: e.reason }).from(e).where(eq(e.entryId, row.hiddenBy));
  return {
    entryID: row.hiddenBy,
    reason: entry?.reason ?? '',
    hiddenAt: unixSeconds(row.hiddenAt),
    notice: messageIn(language, hiddenNoticeMessages.notice),
    appeal: messageIn(language, hiddenNoticeMessages.appeal),
  };
}
