import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  moderationLimits as limits,
  moderationMessages as says,
  moderationNoticeMessages,
  reportOutcomeMessages,
  type ActionCreate,
  type OperatorRole,
  type Report,
  type ReportCreate,
  type QueueItem,
  type HeldItem,
  type ReportItemType,
  type Throttles,
  type TrailEntry,
  type VerificationTrailAction,
  type NoticeCreate,
  type UiLanguage,
} from '@wbn/contracts';
import type { Database, Queryable } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import { userOf } from '../../plugins/auth.ts';
import { cutText } from '../../lib/text.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import type { InquiriesService } from '../inquiries/inquiries.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import {
  writeReportOutcomeMail,
  statementPath,
  writeStatementMail,
  type ReportOutcome,
  type StatementOf,
} from './moderation.mail.ts';
import { trailEntryOf } from './moderation.mapper.ts';
import { createModerationConsole } from './moderation.console.ts';
import { moderationHolds as holds } from './moderation.holds.ts';
import { insertNotice, writeNoticeAckMail, writeNoticeOutcomeMail } from './moderation.notices.ts';
import { createAppeals } from './moderation.appeals.ts';
import {
  hideOwnedBy,
  hideRow,
  lockHiddenRow,
  showAfterSuspensions,
  showHiddenBy,
} from './moderation.hiding.ts';
import { moderationRepository as repo } from './moderation.repository.ts';

const HOUR = 3_600_000;

/** The trail's item type of an inquiry held for review (its id is the hold's). */
const heldInquiry = 'inquiry-hold';

/** Who sends moderation notifications: the network itself, shown under this name. */
const moderatorsName = 'WBN moderators';

export interface ModerationDeps {
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  /** Where statements of reasons are written (the mail outbox) and the links they carry. */
  mail: { dataDir: string; publicUrl: string };
  /** Held inquiries are delivered or dropped through it (decision 0033). */
  inquiries: Pick<InquiriesService, 'heldForReview' | 'releaseHold' | 'dismissHold'>;
  /** Automatic hiding's threshold and the notice form's limit (decision 0033). */
  throttles: Throttles;
}

/** What an action did, in the words of the notification (the mail's words: moderation.mail-texts.ts). */
const statementOf: Record<Exclude<StatementOf, 'suspend'>, string> = {
  'auto-hide': moderationNoticeMessages.autoHide,
  hide: moderationNoticeMessages.hide,
  warn: moderationNoticeMessages.warn,
  reverse: moderationNoticeMessages.reverse,
  appealGranted: moderationNoticeMessages.appealGranted,
  appealRejected: moderationNoticeMessages.appealRejected,
};

/** What a role may do: an admin may everything a moderator may. */
export const roleAllows = (held: OperatorRole | null, needed: OperatorRole): boolean =>
  held === 'admin' || (held === 'moderator' && needed === 'moderator');

/**
 * The role check of an operator route, run after the session's (`onRequest: [app.requireUser,
 * operatorCheck(moderation, 'moderator')]`): the role read at this request; without it a 403 and a
 * `warn` log line with the user, the role held and the route. Other modules' operator routes
 * (verification) use it too.
 */
export const operatorCheck =
  (moderation: { roleOf(userID: string): Promise<OperatorRole | null> }, needed: OperatorRole) =>
  async (request: FastifyRequest): Promise<void> => {
    const user = userOf(request);
    const held = await moderation.roleOf(user.userID);
    if (!roleAllows(held, needed)) {
      request.log.warn(
        { userID: user.userID, role: held, needed, route: request.routeOptions.url, method: request.method },
        'operator route refused',
      );
      throw new AppError('Forbidden', needed === 'admin' && held ? says.notAdmin : says.notOperator);
    }
  };

/** A verification decision as the trail records it (decision 0032). */
export interface VerificationTrailInput {
  operatorUserID: string;
  action: VerificationTrailAction;
  businessID: string;
  /** The account the decision is about: the business's owner. */
  subjectAccountID: string | null;
  reason: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Trust and operations (decision 0025): operator roles, users' reports, the review queue. Reads
 * the reported items' tables directly (read-only), as the queue needs every kind of item at once.
 */
export function createModerationService(
  db: Database,
  { notifications, log, mail, inquiries, throttles }: ModerationDeps,
) {
  /**
   * The statement of reasons to the person concerned: a notification and an e-mail (in their
   * language) saying what was decided, about what, why, and how to appeal; both lead to the
   * statement's page (`entryID`: the action's entry).
   */
  async function statement(
    userID: string,
    /** The entry whose statement page the notice and mail lead to; null: no page (a dropped request). */
    entryID: string | null,
    what: StatementOf,
    about: string,
    reason: string,
    until?: Date | null,
  ) {
    // Stored in English, read in the reader's language (contracts' storedTextIn, decision 0027).
    const words =
      what !== 'suspend'
        ? statementOf[what]
        : until
          ? moderationNoticeMessages.suspendUntil(until.toISOString().slice(0, 10))
          : moderationNoticeMessages.suspend;
    // An automatic hide's reason is a count, said in the mail's own words.
    await notice(
      userID,
      what === 'auto-hide' ? words : `${words}: ${reason}`,
      entryID ? statementPath(entryID) : '/notifications',
    );
    try {
      const person = await repo.person(db, userID);
      if (!person) return;
      await writeStatementMail({
        ...mail,
        userID,
        person,
        what,
        about,
        reason,
        until: until ?? null,
        entryID,
      });
    } catch (err) {
      log.warn({ err }, 'moderation: statement of reasons not written');
    }
  }

  /**
   * Tells a reporter what became of their report: a notification (the outcome and the reported
   * text, cut) and an e-mail in their language. Nothing of the author's, the operator's or the
   * reason given to the author; for a suspension, only that action was taken.
   */
  async function outcome(
    reporter: { reporterID: string; createdAt: Date },
    what: ReportOutcome,
    about: string,
  ) {
    const words = cutText(about, 80).trim();
    const head = reportOutcomeMessages[what];
    await notice(reporter.reporterID, words ? `${head}: ${words}` : head, '/notifications');
    try {
      const person = await repo.person(db, reporter.reporterID);
      if (!person) return;
      await writeReportOutcomeMail({
        ...mail,
        userID: reporter.reporterID,
        person,
        outcome: what,
        about: cutText(about, 120),
        reportedAt: reporter.createdAt,
      });
    } catch (err) {
      log.warn({ err }, 'moderation: report outcome not written');
    }
  }

  /** Sends one person a moderation notice (acknowledgement, statement of reasons, outcome). */
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

  const appeals = createAppeals(db, {
    log,
    reverseIn,
    told: (userID, entryID, what, about, reason) => statement(userID, entryID, what, about, reason),
    notice,
  });

  return {
    /** The console's trail export, lookup and role changes (moderation.console.ts). */
    console: createModerationConsole(db),

    /**
     * Records a verification decision in the trail, in the caller's transaction (`q`), so the
     * decision and its entry commit together. Answers the entry's id.
     */
    recordVerification(entry: VerificationTrailInput, q: Queryable = db): Promise<string> {
      return repo.record(q, {
        operatorUserID: entry.operatorUserID,
        action: entry.action,
        itemType: 'business',
        itemID: entry.businessID,
        subjectAccountID: entry.subjectAccountID,
        reason: entry.reason,
        before: entry.before,
        after: entry.after,
      });
    },

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
        const hidden = await holds.autoHide(tx, body.itemType, body.itemID, throttles.autoHideReporters);
        return { ...inserted, hidden };
      });
      log.info({ reportID: row.reportId, itemType: row.itemType }, 'report received');
      await notice(userID, says.acknowledged, '/notifications');
      if (row.hidden) {
        const { entryID, authorID, text, reporters } = row.hidden;
        log.info({ entryID, itemType: row.itemType, itemID: row.itemId }, 'item hidden automatically');
        if (authorID) await statement(authorID, entryID, 'auto-hide', cutText(text, 120), String(reporters));
      }
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
    async queue(): Promise<{ items: QueueItem[]; holds: HeldItem[] }> {
      const groups = await repo.queue(db, limits.queuePageSize);
      const facts = await Promise.all(groups.map((g) => repo.facts(db, g.itemType, g.itemId)));
      const authors = [...new Set(facts.flatMap((f) => (f?.authorID ? [f.authorID] : [])))];
      const [prior, names, reports, autoHidden, held] = await Promise.all([
        repo.priorActions(db, authors),
        repo.names(db, authors),
        repo.openReports(
          db,
          groups.map((g) => g.itemId),
        ),
        holds.autoHidden(db, groups),
        inquiries.heldForReview(limits.queuePageSize),
      ]);
      const records = await repo.reporterRecords(db, [
        ...new Set(reports.flatMap((x) => (x.reporterId ? [x.reporterId] : []))),
      ]);
      const items = groups.map((g, i): QueueItem => {
        const f = facts[i] ?? null;
        const authorPriorActions = f?.authorID ? (prior.get(f.authorID) ?? 0) : 0;
        const reporterStanding = standingOf(
          reports.filter((x) => x.itemId === g.itemId && x.itemType === g.itemType),
          records,
        );
        return {
          itemType: g.itemType,
          itemID: g.itemId,
          score: g.reportCount + 2 * g.reporters + 3 * authorPriorActions + reporterStanding,
          reportCount: g.reportCount,
          reporters: g.reporters,
          authorPriorActions,
          reporterStanding,
          author: f?.authorID
            ? { userID: f.authorID, name: names.get(f.authorID) ?? 'A former member' }
            : null,
          content: f ? { text: f.text, link: f.link } : null,
          hidden: f?.hiddenAt != null,
          autoHidden: f?.hiddenAt != null && autoHidden.has(g.itemId),
          reports: reports
            .filter((x) => x.itemId === g.itemId && x.itemType === g.itemType)
            .map((x) => ({
              reportID: x.reportId,
              reason: x.reason,
              text: x.text,
              reporter: x.reporterId
                ? { userID: x.reporterId, name: `${x.firstName ?? ''} ${x.lastName ?? ''}`.trim() }
                : null,
              notifier:
                x.notifierEmail !== null ? { name: x.notifierName ?? '', email: x.notifierEmail } : null,
              createdAt: unixSeconds(x.createdAt),
            })),
        };
      });
      items.sort(
        (a, b) => b.score - a.score || (a.reports[0]?.createdAt ?? 0) - (b.reports[0]?.createdAt ?? 0),
      );
      return {
        items: items.slice(0, limits.queuePageSize),
        holds: held.map((h) => ({
          holdID: h.holdId,
          sender: { userID: h.fromUserId, name: `${h.firstName} ${h.lastName}`.trim() },
          fromBusiness:
            h.fromBusinessId && h.fromBusinessName
              ? { businessID: h.fromBusinessId, name: h.fromBusinessName }
              : null,
          to: { businessID: h.toBusinessId, name: h.toBusinessName },
          subject: h.subject,
          text: h.content,
          sameTextBusinesses: h.sameTextBusinesses,
          createdAt: unixSeconds(h.createdAt),
        })),
      };
    },

    /** GET /api/admin/trail: the newest entries. */
    async trail(): Promise<{ entries: TrailEntry[] }> {
      const rows = await repo.trail(db, limits.trailPageSize);
      return { entries: rows.map(trailEntryOf) };
    },

    /** POST /api/admin/actions: dismiss, hide, warn or suspend, recorded in the trail. */
    async act(operatorID: string, body: ActionCreate): Promise<{ entryID: string }> {
      const { action, itemType, itemID, reason } = body;
      const done = await db.transaction(async (tx) => {
        const facts = await repo.facts(tx, itemType, itemID);
        if (!facts) throw new AppError('NotFound', says.itemGone);
        const author = facts.authorID;
        const base = {
          operatorUserID: operatorID,
          action,
          itemType,
          itemID,
          subjectAccountID: author,
          reason,
        };
        let entryID: string;
        let until: Date | null = null;
        let restored = false;
        if (action === 'dismiss') {
          const open = await repo.openCount(tx, itemType, itemID);
          if (open === 0) throw new AppError('NotFound', says.itemNotReported);
          entryID = await repo.record(tx, {
            ...base,
            before: { openReports: open },
            after: { openReports: 0 },
          });
          // An item hidden automatically is shown again (decision 0033).
          restored = (await holds.undoAutoHide(tx, itemType, itemID, operatorID, reason)) !== null;
        } else if (action === 'hide' && (itemType === 'business' || itemType === 'product')) {
          // With its products, by this entry (moderation.hiding.ts); what it hid is in `after`.
          const hiddenAt = await lockHiddenRow(tx, itemType, itemID);
          if (hiddenAt === undefined) throw new AppError('NotFound', says.itemGone);
          if (hiddenAt) throw new AppError('Conflict', says.hiddenAlready);
          const at = new Date();
          const id = randomUUID();
          const hid = await hideRow(tx, itemType, itemID, id, at);
          entryID = await repo.record(tx, {
            ...base,
            entryID: id,
            before: { hiddenAt: null },
            after: { hiddenAt: at.toISOString(), hidden: hid },
          });
        } else if (action === 'hide') {
          if (itemType !== 'post' && itemType !== 'comment') {
            throw AppError.field('body.itemType', says.hideWhat);
          }
          const hiddenAt = await repo.lockHidden(tx, itemType, itemID);
          if (hiddenAt === undefined) throw new AppError('NotFound', says.itemGone);
          // Hidden automatically: the operator's hide confirms it (decision 0033).
          const automatic = hiddenAt ? await holds.autoHideEntry(tx, itemType, itemID) : null;
          if (hiddenAt && !automatic) throw new AppError('Conflict', says.hiddenAlready);
          const at = hiddenAt ?? new Date();
          entryID = await repo.record(tx, {
            ...base,
            before: { hiddenAt: hiddenAt?.toISOString() ?? null },
            after: { hiddenAt: at.toISOString() },
          });
          if (!hiddenAt) await repo.setHidden(tx, itemType, itemID, at);
        } else if (action === 'warn') {
          if (!author) throw new AppError('NotFound', says.itemGone);
          entryID = await repo.record(tx, base);
        } else {
          if (!author) throw new AppError('NotFound', says.itemGone);
          if (await repo.roleOf(tx, author)) throw new AppError('Conflict', says.cannotSuspendOperator);
          until = body.days ? new Date(Date.now() + body.days * 86_400_000) : null;
          const previous = await repo.suspension(tx, author);
          // The account's businesses are hidden while it lasts (moderation.hiding.ts).
          const id = randomUUID();
          const hid = await hideOwnedBy(tx, author, id, previous?.entryId ?? null, new Date());
          entryID = await repo.record(tx, {
            ...base,
            entryID: id,
            before: { suspendedUntil: previous ? (previous.until?.toISOString() ?? 'for good') : null },
            after: { suspendedUntil: until?.toISOString() ?? 'for good', hidden: hid },
          });
          await repo.suspend(tx, author, until, reason, entryID);
          await repo.endSessions(tx, author);
        }
        const reporters = await repo.closeReports(tx, itemType, itemID, entryID);
        return { entryID, author, about: facts.text, until, reporters, restored };
      });
      log.info({ operatorID, action, itemType, itemID, entryID: done.entryID }, 'moderation action');
      if (action !== 'dismiss' && done.author) {
        await statement(done.author, done.entryID, action, cutText(done.about, 120), reason, done.until);
      }
      if (done.restored && done.author) {
        await statement(done.author, done.entryID, 'reverse', 'hide', reason);
      }
      // Each reporter whose report this closed hears the outcome; an author who reported their own
      // item has the statement of reasons instead. A later reversal tells the author only.
      const what: ReportOutcome = action === 'dismiss' || action === 'hide' ? action : 'action';
      for (const reporter of done.reporters) {
        if (what !== 'dismiss' && reporter.reporterID === done.author) continue;
        if (reporter.reporterID) {
          await outcome({ reporterID: reporter.reporterID, createdAt: reporter.createdAt }, what, done.about);
        } else if (reporter.notifierEmail) {
          // A notice from the public form: its notifier hears the outcome by e-mail alone.
          await writeNoticeOutcomeMail({
            ...mail,
            noticeID: reporter.reportID,
            notifier: {
              name: reporter.notifierName ?? '',
              email: reporter.notifierEmail,
              language: reporter.notifierLanguage,
            },
            outcome: what,
            about: cutText(done.about, 120),
            reportedAt: reporter.createdAt,
          }).catch((err: unknown) => log.warn({ err }, 'moderation: notice outcome not written'));
        }
      }
      return { entryID: done.entryID };
    },

    /** POST /api/admin/trail/{id}/reverse: undoes exactly what an action did, recorded. */
    async reverse(operatorID: string, entryID: string, reason: string): Promise<{ entryID: string }> {
      const done = await db.transaction((tx) => reverseIn(tx, operatorID, entryID, reason));
      log.info({ operatorID, entryID: done.id, reverses: entryID }, 'moderation action reversed');
      await toldOfReversal(done.entry, reason);
      return { entryID: done.id };
    },

    /** The notice form's hourly limit per client address (the route's rate limit). */
    noticesPerHour: throttles.noticesPerHour,

    /**
     * POST /api/notices: a notice from the public form (decision 0033), without a session. It joins
     * the queue as a report with the notifier's e-mail; the notifier gets an acknowledgement in the
     * form's language, and later the outcome.
     */
    async notice(body: NoticeCreate, language: UiLanguage) {
      const { row } = await insertNotice(db, body, language);
      log.info({ reportID: row.reportId, itemType: row.itemType }, 'notice received');
      try {
        await writeNoticeAckMail({
          ...mail,
          noticeID: row.reportId,
          notifier: { name: body.name, email: row.notifierEmail ?? body.email, language },
          url: body.url,
          receivedAt: row.createdAt,
        });
      } catch (err) {
        log.warn({ err }, 'moderation: notice acknowledgement not written');
      }
      return {
        noticeID: row.reportId,
        itemType: row.itemType,
        itemID: row.itemId,
        createdAt: unixSeconds(row.createdAt),
      };
    },

    /**
     * POST /api/admin/holds/{id}: delivers a held inquiry (release) or drops it (dismiss), in one
     * transaction with its trail entry; the sender of a dropped one gets a statement of reasons.
     */
    async decideHold(
      operatorID: string,
      holdID: string,
      body: { action: 'release' | 'dismiss'; reason: string },
    ): Promise<{ entryID: string }> {
      const done = await db.transaction(async (tx) => {
        const released = body.action === 'release' ? await inquiries.releaseHold(tx, holdID) : null;
        const decided =
          released ?? (body.action === 'dismiss' ? await inquiries.dismissHold(tx, holdID) : null);
        if (!decided) throw new AppError('NotFound', says.holdNotFound);
        const requestID = released?.requestID ?? null;
        const entryID = await repo.record(tx, {
          operatorUserID: operatorID,
          action: body.action,
          itemType: heldInquiry,
          itemID: holdID,
          subjectAccountID: decided.hold.fromUserId,
          reason: body.reason,
          before: { status: 'held' },
          after: { status: body.action === 'release' ? 'released' : 'dismissed', requestID },
        });
        return { entryID, hold: decided.hold, announce: released?.announce ?? null };
      });
      log.info({ operatorID, holdID, action: body.action, entryID: done.entryID }, 'held inquiry decided');
      if (done.announce) await done.announce();
      else {
        // A dropped request has no statement page: its release is not undone by an appeal.
        await statement(done.hold.fromUserId, null, 'hide', cutText(done.hold.subject, 120), body.reason);
      }
      return { entryID: done.entryID };
    },

    /** Statements of reasons to their authors, and appeals (moderation.appeals.ts). */
    appeals,

    /** Shows again what suspensions whose time is over hid (run every minute while the app runs). */
    async liftEndedSuspensions(now: Date = new Date()) {
      const entries = await db.transaction((tx) => showAfterSuspensions(tx, now));
      if (entries.length) log.info({ entries }, 'suspensions over: their businesses shown again');
      return entries;
    },
  };

  /** Undoes exactly what an entry did, inside the caller's transaction; recorded as a reversal. */
  async function reverseIn(tx: Queryable, operatorID: string, entryID: string, reason: string) {
    const entry = await repo.entry(tx, entryID);
    if (!entry) throw AppError.notFound('The trail entry');
    // A held request's release or drop is not undone here (decision 0033).
    if (!['dismiss', 'hide', 'warn', 'suspend'].includes(entry.action) || entry.itemType === heldInquiry) {
      throw AppError.field('params.id', says.notReversible);
    }
    if (await repo.reversed(tx, entryID)) throw new AppError('Conflict', says.alreadyReversed);
    const type = entry.itemType as ReportItemType | null;
    if (entry.action === 'dismiss') await repo.reopenReports(tx, entryID);
    if (entry.action === 'hide' && (type === 'post' || type === 'comment') && entry.itemId) {
      await repo.lockHidden(tx, type, entry.itemId);
      await repo.setHidden(tx, type, entry.itemId, null);
    }
    if (entry.action === 'suspend') await repo.unsuspend(tx, entryID);
    // Exactly the businesses and products this entry hid (a hide, or a suspension's).
    if (entry.action === 'hide' || entry.action === 'suspend') await showHiddenBy(tx, entryID);
    const id = await repo.record(tx, {
      operatorUserID: operatorID,
      action: 'reverse',
      itemType: entry.itemType,
      itemID: entry.itemId,
      subjectAccountID: entry.subjectAccountId,
      reason,
      before: entry.after,
      after: entry.before,
      reverses: entryID,
    });
    return { id, entry };
  }

  /** The author hears of a reversal (not of a dismissal's: it concerned the reporters). */
  async function toldOfReversal(
    entry: { entryId: string; action: string; subjectAccountId: string | null },
    reason: string,
  ) {
    if (entry.action !== 'dismiss' && entry.subjectAccountId) {
      await statement(entry.subjectAccountId, entry.entryId, 'reverse', entry.action, reason);
    }
  }
}

/**
 * A reporter's standing counts within these bounds: a record of upheld reports lifts an item a
 * little, a record of dismissed ones lowers it, and neither outweighs the reports themselves.
 */
const standingBounds = { min: -2, max: 3 } as const;

/** The item's reporters' standings summed, each its record (upheld less dismissed) bounded. */
function standingOf(
  reports: readonly { reporterId: string | null }[],
  records: ReadonlyMap<string, number>,
): number {
  const reporters = new Set(reports.flatMap((x) => (x.reporterId ? [x.reporterId] : [])));
  let sum = 0;
  for (const id of reporters) {
    sum += Math.min(standingBounds.max, Math.max(standingBounds.min, records.get(id) ?? 0));
  }
  return sum;
}

export type ModerationService = ReturnType<typeof createModerationService>;
