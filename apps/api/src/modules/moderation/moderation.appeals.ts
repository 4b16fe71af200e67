import type { FastifyBaseLogger } from 'fastify';
import {
  appealableActions,
  appealMessages as says,
  moderationNoticeMessages,
  type Appeal,
  type AppealDecision,
  type ReportItemType,
  type ReportReason,
  type Statement,
} from '@wbn/contracts';
import { alias, and, asc, eq, inArray, tables, type Database, type Queryable } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import { cutText } from '../../lib/text.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { statementPath, type StatementOf } from './moderation.mail.ts';
import { moderationRepository as repo } from './moderation.repository.ts';

const trail = tables.moderationTrail;
const a = tables.moderationAppeals;
const reports = tables.moderationReports;

type Appealable = (typeof appealableActions)[number];
const isAppealable = (action: string): action is Appealable =>
  (appealableActions as readonly string[]).includes(action);

export interface AppealDeps {
  log: FastifyBaseLogger;
  /** The reversal (moderation.service.ts), run inside the decision's transaction. */
  reverseIn: (
    tx: Queryable,
    operatorID: string,
    entryID: string,
    reason: string,
  ) => Promise<{ id: string; entry: typeof trail.$inferSelect }>;
  /** Tells the author of a decision: a notification and an e-mail in their language. */
  told: (userID: string, entryID: string, what: StatementOf, about: string, reason: string) => Promise<void>;
  notice: (userID: string, subject: string, link: string) => Promise<void>;
}

/** Queries of statements and appeals; the rules are below. */
const appealsRepository = {
  /** The action `entryID` when its subject is `accountID` (no one else reads a statement). */
  async statementEntry(db: Queryable, entryID: string, accountID: string) {
    const [row] = await db
      .select()
      .from(trail)
      .where(
        and(
          eq(trail.entryId, entryID),
          eq(trail.subjectAccountId, accountID),
          inArray(trail.action, [...appealableActions]),
        ),
      );
    return row ?? null;
  },

  /** The rules the reports this entry closed named (their reasons). */
  async rules(db: Queryable, entryID: string): Promise<ReportReason[]> {
    const rows = await db
      .selectDistinct({ reason: reports.reason })
      .from(reports)
      .where(eq(reports.closedBy, entryID))
      .orderBy(asc(reports.reason));
    return rows.map((row) => row.reason);
  },

  async ofEntry(db: Queryable, entryID: string) {
    const [row] = await db.select().from(a).where(eq(a.entryId, entryID));
    return row ?? null;
  },

  /** The new appeal, or null when the entry has one already (one per entry: a unique index). */
  async insert(db: Queryable, entryID: string, accountID: string, text: string) {
    const [row] = await db
      .insert(a)
      .values({ entryId: entryID, accountId: accountID, text })
      .onConflictDoNothing({ target: a.entryId })
      .returning();
    return row ?? null;
  },

  /** The appeal, locked until the caller's transaction ends (one decision at a time). */
  async lock(db: Queryable, appealID: string) {
    const [row] = await db.select().from(a).where(eq(a.appealId, appealID)).for('update');
    return row ?? null;
  },

  async decided(db: Queryable, appealID: string, status: 'granted' | 'rejected', decisionEntryID: string) {
    await db
      .update(a)
      .set({ status, decidedAt: new Date(), decisionEntryId: decisionEntryID })
      .where(eq(a.appealId, appealID));
  },

  /** Open appeals, oldest first, with their actions, authors and the operators who acted. */
  async open(db: Queryable, limit: number) {
    const author = alias(tables.users, 'author');
    const op = alias(tables.users, 'op');
    return db
      .select({
        appeal: a,
        entry: trail,
        authorFirst: author.firstName,
        authorLast: author.lastName,
        opFirst: op.firstName,
        opLast: op.lastName,
      })
      .from(a)
      .innerJoin(trail, eq(trail.entryId, a.entryId))
      .innerJoin(author, eq(author.userId, a.accountId))
      .leftJoin(op, eq(op.userId, trail.operatorUserId))
      .where(eq(a.status, 'open'))
      .orderBy(asc(a.createdAt))
      .limit(limit);
  },
};

const name = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** What a suspension's entry says of its end: a time, or null for good (or another action). */
function untilOf(entry: typeof trail.$inferSelect): number | null {
  const until = entry.action === 'suspend' ? entry.after?.['suspendedUntil'] : null;
  if (typeof until !== 'string' || until === 'for good') return null;
  const at = Date.parse(until);
  return Number.isNaN(at) ? null : Math.floor(at / 1000);
}

/**
 * Statements of reasons and appeals (decision 0025). The author of an action's subject reads its
 * statement (what, about what, why, the rule) and appeals once; another operator than the one who
 * acted grants it (the action is reversed, through the reversal itself) or rejects it; either
 * way the decision is a trail entry and the author is told.
 */
export function createAppeals(db: Database, deps: AppealDeps) {
  async function aboutOf(entry: typeof trail.$inferSelect) {
    if (!entry.itemType || !entry.itemId) return null;
    const facts = await repo.facts(db, entry.itemType as ReportItemType, entry.itemId);
    return facts ? { text: cutText(facts.text, 200), link: facts.link } : null;
  }

  async function statement(accountID: string, entryID: string): Promise<Statement> {
    const entry = await appealsRepository.statementEntry(db, entryID, accountID);
    if (!entry || !isAppealable(entry.action)) throw AppError.notFound('The statement');
    const [about, rules, reversed, appeal] = await Promise.all([
      aboutOf(entry),
      appealsRepository.rules(db, entryID),
      repo.reversed(db, entryID),
      appealsRepository.ofEntry(db, entryID),
    ]);
    return {
      entryID,
      action: entry.action,
      itemType: (entry.itemType as ReportItemType | null) ?? null,
      about: about?.text ?? null,
      link: about?.link ?? null,
      reason: entry.reason,
      rules,
      until: untilOf(entry),
      createdAt: unixSeconds(entry.createdAt),
      reversed,
      appeal: appeal
        ? {
            status: appeal.status,
            text: appeal.text,
            createdAt: unixSeconds(appeal.createdAt),
            decidedAt: appeal.decidedAt ? unixSeconds(appeal.decidedAt) : null,
          }
        : null,
    };
  }

  return {
    /** GET /api/moderation/statements/{id}: the statement, to the person it concerns only (404). */
    statement,

    /** POST /api/moderation/statements/{id}/appeal: once per statement (409 the second time). */
    async appeal(accountID: string, entryID: string, text: string): Promise<Statement> {
      await db.transaction(async (tx) => {
        const entry = await appealsRepository.statementEntry(tx, entryID, accountID);
        if (!entry) throw AppError.notFound('The statement');
        if (await repo.reversed(tx, entryID)) throw new AppError('Conflict', says.appealReversed);
        if (!(await appealsRepository.insert(tx, entryID, accountID, text))) {
          throw new AppError('Conflict', says.appealTwice);
        }
      });
      deps.log.info({ entryID }, 'appeal received');
      await deps.notice(accountID, moderationNoticeMessages.appealReceived, statementPath(entryID));
      return statement(accountID, entryID);
    },

    /** GET /api/admin/appeals: the open appeals, oldest first. */
    async open(): Promise<{ appeals: Appeal[] }> {
      const rows = await appealsRepository.open(db, 100);
      return {
        appeals: rows.flatMap(({ appeal, entry, ...names }) =>
          isAppealable(entry.action)
            ? [
                {
                  appealID: appeal.appealId,
                  entryID: appeal.entryId,
                  text: appeal.text,
                  createdAt: unixSeconds(appeal.createdAt),
                  author: { userID: appeal.accountId, name: name(names.authorFirst, names.authorLast) },
                  action: entry.action,
                  itemType: entry.itemType,
                  itemID: entry.itemId,
                  reason: entry.reason,
                  operator: entry.operatorUserId
                    ? { userID: entry.operatorUserId, name: name(names.opFirst, names.opLast) }
                    : null,
                  actedAt: unixSeconds(entry.createdAt),
                },
              ]
            : [],
        ),
      };
    },

    /**
     * POST /api/admin/appeals/{id}/decision: grant (the action reversed) or reject, by another
     * operator than the one who acted (403 for that one); once (409).
     */
    async decide(operatorID: string, appealID: string, body: AppealDecision): Promise<{ entryID: string }> {
      const done = await db.transaction(async (tx) => {
        const appeal = await appealsRepository.lock(tx, appealID);
        if (!appeal) throw AppError.notFound('The appeal');
        if (appeal.status !== 'open') throw new AppError('Conflict', says.appealDecided);
        const entry = await repo.entry(tx, appeal.entryId);
        if (!entry) throw AppError.notFound('The appeal');
        if (entry.operatorUserId === operatorID) throw new AppError('Forbidden', says.appealOwnAction);
        const granted = body.decision === 'grant';
        const reversal = granted
          ? (await deps.reverseIn(tx, operatorID, entry.entryId, body.reason)).id
          : null;
        const decisionID = await repo.record(tx, {
          operatorUserID: operatorID,
          action: granted ? 'grant-appeal' : 'reject-appeal',
          itemType: entry.itemType,
          itemID: entry.itemId,
          subjectAccountID: entry.subjectAccountId,
          reason: body.reason,
          before: { appeal: 'open', entryID: entry.entryId },
          after: { appeal: granted ? 'granted' : 'rejected', ...(reversal ? { reversal } : {}) },
        });
        await appealsRepository.decided(tx, appealID, granted ? 'granted' : 'rejected', decisionID);
        return { decisionID, entry, accountID: appeal.accountId, granted };
      });
      deps.log.info({ operatorID, appealID, entryID: done.decisionID }, 'appeal decided');
      const about = await aboutOf(done.entry);
      await deps.told(
        done.accountID,
        done.entry.entryId,
        done.granted ? 'appealGranted' : 'appealRejected',
        about?.text ?? done.entry.action,
        body.reason,
      );
      return { entryID: done.decisionID };
    },
  };
}

export type Appeals = ReturnType<typeof createAppeals>;
