import type { FastifyBaseLogger } from 'fastify';
import {
  moderationLimits as limits,
  moderationMessages as says,
  type OperatorRole,
  type Report,
  type ReportCreate,
  type QueueItem,
  type ReportItemType,
  type TrailEntry,
} from '@wbn/contracts';
import type { Database, Queryable } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { moderationRepository as repo } from './moderation.repository.ts';

const HOUR = 3_600_000;

/** Who sends moderation notifications: the network itself, shown under this name. */
const moderatorsName = 'WBN moderators';

export interface ModerationDeps {
  notifications: NotificationsService;
  log: FastifyBaseLogger;
}

/** What a role may do: an admin may everything a moderator may. */
export const roleAllows = (held: OperatorRole | null, needed: OperatorRole): boolean =>
  held === 'admin' || (held === 'moderator' && needed === 'moderator');

/**
 * Grants or revokes an operator role by e-mail (the command line, `npm run operator`), recorded in
 * the trail with no operator. Answers what it did, in a sentence.
 */
export async function changeOperatorRole(
  db: Database,
  command: { action: 'grant'; email: string; role: OperatorRole } | { action: 'revoke'; email: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const account = await repo.accountByEmail(tx, command.email);
    if (!account) throw new AppError('NotFound', `No account signs in as ${command.email}.`);
    const before = await repo.roleOf(tx, account.id);
    if (command.action === 'grant') {
      if (before === command.role) return `${account.email} is already ${command.role}.`;
      await repo.setRole(tx, account.id, command.role);
      await repo.record(tx, {
        operatorUserID: null,
        action: 'grant-role',
        subjectAccountID: account.id,
        reason: 'granted from the command line',
        before: { role: before },
        after: { role: command.role },
      });
      return `${account.email} is now ${command.role}.`;
    }
    if (!before) return `${account.email} has no operator role.`;
    await repo.dropRole(tx, account.id);
    await repo.record(tx, {
      operatorUserID: null,
      action: 'revoke-role',
      subjectAccountID: account.id,
      reason: 'revoked from the command line',
      before: { role: before },
      after: { role: null },
    });
    return `${account.email} is no longer ${before}.`;
  });
}

/**
 * Trust and operations (decision 0025): operator roles, users' reports, the review queue. Reads
 * the reported items' tables directly (read-only), as the queue needs every kind of item at once.
 */
export function createModerationService(db: Database, { notifications, log }: ModerationDeps) {
  /** Sends one person a moderation notice (acknowledgement, statement of reasons). */
  async function notice(userID: string, subject: string, link: string) {
    await notifications.notify([
      {
        userID,
        kind: 'moderation',
        actor: { kind: 'user', id: userID, name: moderatorsName, picture: null },
        subject,
        link,
      },
    ]);
  }

  return {
    /** The role an account holds, read on every operator request (a revoke holds at once). */
    async roleOf(userID: string, q: Queryable = db): Promise<OperatorRole | null> {
      return repo.roleOf(q, userID);
    },

    async operators() {
      const rows = await repo.operators(db);
      return {
        operators: rows.map((row) => ({
          userID: row.userId,
          email: row.email,
          name: `${row.firstName} ${row.lastName}`.trim(),
          role: row.role,
          grantedAt: unixSeconds(row.grantedAt),
        })),
      };
    },

    /** POST /api/reports. */
    async report(userID: string, body: ReportCreate): Promise<Report> {
      const row = await db.transaction(async (tx) => {
        await repo.lockReporter(tx, userID);
        if (!(await repo.visible(tx, userID, body.itemType, body.itemID))) {
          throw new AppError('NotFound', says.reportNotFound);
        }
        if ((await repo.reportsSince(tx, userID, new Date(Date.now() - HOUR))) >= limits.reportsPerHour) {
          throw new AppError('TooManyRequests', says.reportsPerHour);
        }
        const inserted = await repo.insertReport(tx, userID, body);
        if (!inserted) throw new AppError('Conflict', says.reportTwice);
        return inserted;
      });
      log.info({ reportID: row.reportId, itemType: row.itemType }, 'report received');
      await notice(userID, says.acknowledged, '/notifications');
      return {
        reportID: row.reportId,
        itemType: row.itemType,
        itemID: row.itemId,
        reason: row.reason,
        text: row.text,
        createdAt: unixSeconds(row.createdAt),
      };
    },

    /** GET /api/admin/queue: reported items with their open reports, by score. */
    async queue(): Promise<{ items: QueueItem[] }> {
      const groups = await repo.queue(db, limits.queuePageSize);
      const facts = await Promise.all(groups.map((g) => repo.facts(db, g.itemType, g.itemId)));
      const authors = [...new Set(facts.flatMap((f) => (f?.authorID ? [f.authorID] : [])))];
      const [prior, names, reports] = await Promise.all([
        repo.priorActions(db, authors),
        repo.names(db, authors),
        repo.openReports(
          db,
          groups.map((g) => g.itemId),
        ),
      ]);
      const items = groups.map((g, i): QueueItem => {
        const f = facts[i] ?? null;
        const authorPriorActions = f?.authorID ? (prior.get(f.authorID) ?? 0) : 0;
        return {
          itemType: g.itemType,
          itemID: g.itemId,
          score: g.reportCount + 2 * g.reporters + 3 * authorPriorActions,
          reportCount: g.reportCount,
          reporters: g.reporters,
          authorPriorActions,
          author: f?.authorID
            ? { userID: f.authorID, name: names.get(f.authorID) ?? 'A former member' }
            : null,
          content: f ? { text: f.text, link: f.link } : null,
          hidden: f?.hiddenAt != null,
          reports: reports
            .filter((x) => x.itemId === g.itemId && x.itemType === g.itemType)
            .map((x) => ({
              reportID: x.reportId,
              reason: x.reason,
              text: x.text,
              reporter: { userID: x.reporterId, name: `${x.firstName} ${x.lastName}`.trim() },
              createdAt: unixSeconds(x.createdAt),
            })),
        };
      });
      items.sort(
        (a, b) => b.score - a.score || (a.reports[0]?.createdAt ?? 0) - (b.reports[0]?.createdAt ?? 0),
      );
      return { items: items.slice(0, limits.queuePageSize) };
    },

    /** GET /api/admin/trail: the newest entries. */
    async trail(): Promise<{ entries: TrailEntry[] }> {
      const rows = await repo.trail(db, limits.trailPageSize);
      return {
        entries: rows.map(({ entry: e, firstName, lastName }) => ({
          entryID: e.entryId,
          operator: e.operatorUserId
            ? { userID: e.operatorUserId, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() }
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
        })),
      };
    },

    /** Whether an item exists for an operator (any kind), for actions. */
    async itemFacts(type: ReportItemType, id: string) {
      return repo.facts(db, type, id);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
