import type { ReportItemType } from '@wbn/contracts';
import { and, desc, eq, inArray, isNotNull, sql, tables, type Queryable } from '@wbn/db';
import { moderationRepository as repo } from './moderation.repository.ts';

const r = tables.moderationReports;
const trail = tables.moderationTrail;

/**
 * The item types hidden automatically when several people report them (decision 0033). Posts and
 * comments have their `hidden_at`; a business or a product joins this list once its reads honour
 * a hiding of their own (add the type here and to `lockHidden`/`setHidden`).
 */
export const autoHideTypes = ['post', 'comment'] as const;
type AutoHideType = (typeof autoHideTypes)[number];
const canAutoHide = (type: ReportItemType): type is AutoHideType =>
  (autoHideTypes as readonly string[]).includes(type);

/** The reason an automatic hide records in the trail (in English, as operators' reasons are). */
export const autoHideReason = (reporters: number) =>
  `Hidden automatically: reported by ${reporters} members, pending review`;

/** Whether an entry reverses this one (a correlated subquery on the entry's id). */
const reversedEntry = sql`exists (select 1 from ${trail} x where x.reverses = ${trail.entryId})`;

/**
 * Automatic hiding and its undoing (decision 0033). Queries and the small rules around them; the
 * report and the actions that call them are in moderation.service.ts.
 */
export const moderationHolds = {
  /**
   * Hides a post or comment that `threshold` distinct people have open reports on, recording an
   * entry with no operator (`after.automatic`). Runs in the report's transaction: the item's row is
   * locked before the count, so two reports at once cannot both miss the threshold. Answers the
   * entry and the author, or null when nothing was hidden.
   */
  async autoHide(
    tx: Queryable,
    type: ReportItemType,
    itemID: string,
    threshold: number,
  ): Promise<{ entryID: string; authorID: string | null; text: string; reporters: number } | null> {
    if (!canAutoHide(type)) return null;
    const hiddenAt = await repo.lockHidden(tx, type, itemID);
    if (hiddenAt !== null) return null; // gone, or hidden already
    const [row] = await tx
      .select({ n: sql<number>`count(distinct ${r.reporterUserId})::int` })
      .from(r)
      .where(
        and(eq(r.itemType, type), eq(r.itemId, itemID), eq(r.status, 'open'), isNotNull(r.reporterUserId)),
      );
    const reporters = row?.n ?? 0;
    if (reporters < threshold) return null;
    const facts = await repo.facts(tx, type, itemID);
    if (!facts) return null;
    const at = new Date();
    const entryID = await repo.record(tx, {
      operatorUserID: null,
      action: 'hide',
      itemType: type,
      itemID,
      subjectAccountID: facts.authorID,
      reason: autoHideReason(reporters),
      before: { hiddenAt: null },
      after: { hiddenAt: at.toISOString(), automatic: true },
    });
    await repo.setHidden(tx, type, itemID, at);
    return { entryID, authorID: facts.authorID, text: facts.text, reporters };
  },

  /**
   * The automatic hide an item is under: the newest hide entry of the item, not reversed, when it
   * was automatic; null otherwise (shown, or hidden by an operator).
   */
  async autoHideEntry(q: Queryable, type: ReportItemType, itemID: string): Promise<string | null> {
    const [row] = await q
      .select({ id: trail.entryId, operator: trail.operatorUserId, after: trail.after })
      .from(trail)
      .where(
        and(
          eq(trail.itemType, type),
          eq(trail.itemId, itemID),
          eq(trail.action, 'hide'),
          sql`not ${reversedEntry}`,
        ),
      )
      .orderBy(desc(trail.createdAt))
      .limit(1);
    return row && row.operator === null && row.after?.automatic === true ? row.id : null;
  },

  /** Of these items, those hidden automatically and not reviewed since (the queue's mark). */
  async autoHidden(q: Queryable, items: { itemType: string; itemId: string }[]): Promise<Set<string>> {
    const ids = items.filter((i) => canAutoHide(i.itemType as ReportItemType)).map((i) => i.itemId);
    if (ids.length === 0) return new Set();
    const rows = await q
      .selectDistinctOn([trail.itemId], {
        itemId: trail.itemId,
        operator: trail.operatorUserId,
        after: trail.after,
      })
      .from(trail)
      .where(and(inArray(trail.itemId, ids), eq(trail.action, 'hide'), sql`not ${reversedEntry}`))
      .orderBy(trail.itemId, desc(trail.createdAt));
    return new Set(
      rows.filter((x) => x.operator === null && x.after?.automatic === true).map((x) => x.itemId!),
    );
  },

  /**
   * An operator's dismissal of an automatically hidden item shows it again: the automatic hide is
   * reversed by an entry of the operator's (its before and after swapped). Answers that entry, or
   * null when the item is not under an automatic hide.
   */
  async undoAutoHide(
    tx: Queryable,
    type: ReportItemType,
    itemID: string,
    operatorID: string,
    reason: string,
  ): Promise<string | null> {
    if (!canAutoHide(type)) return null;
    const autoEntry = await moderationHolds.autoHideEntry(tx, type, itemID);
    if (!autoEntry) return null;
    const hiddenAt = await repo.lockHidden(tx, type, itemID);
    if (!hiddenAt) return null;
    const entry = await repo.entry(tx, autoEntry);
    const id = await repo.record(tx, {
      operatorUserID: operatorID,
      action: 'reverse',
      itemType: type,
      itemID,
      subjectAccountID: entry?.subjectAccountId ?? null,
      reason,
      before: entry?.after ?? null,
      after: entry?.before ?? null,
      reverses: autoEntry,
    });
    await repo.setHidden(tx, type, itemID, null);
    return id;
  },
};
