import type { FastifyBaseLogger } from 'fastify';
import {
  verificationKinds,
  verificationLimits as limits,
  verificationMessages as says,
  verifiedBadge,
  type BusinessVerification,
  type StoredVerification,
  type UiLanguage,
  type VerificationCheck,
  type VerificationDecisionInput,
  type VerificationRequest,
  type VerificationSubmit,
} from '@wbn/contracts';
import type { Database, Queryable } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import { managers, type BusinessService, type Viewer } from '../business/business.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { verificationNotice, writeVerificationMail, type VerificationMail } from './verification.mail.ts';
import { checkOf } from './verification.mapper.ts';
import { verificationRepository as repo, type CheckRow } from './verification.repository.ts';

const DAY = 86_400_000;
/** Who sends verification notices: the network itself, shown under this name. */
const reviewersName = 'WBN verification';
/** The trail's reason for an approval given without a message. */
const approvedWithoutMessage = 'Evidence checked';
const queueSize = 50;

export interface VerificationDeps {
  business: BusinessService;
  files: FilesService;
  moderation: ModerationService;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  mail: { dataDir: string; publicUrl: string };
  /** The clock approvals, expiry and reminders are measured by (tests move it). */
  now?: () => Date;
}

/** The badge as the trail keeps it: its English label, or null. */
const badgeText = (badge: StoredVerification | null) => (badge ? verifiedBadge(badge, 'en').label : null);

const kindOrder = (kind: string) => verificationKinds.indexOf(kind as (typeof verificationKinds)[number]);

/**
 * The badge made of the checks that hold: the month of the latest approval and the checks in a
 * fixed order (registration, tax id, address, then certificates by name). Null when none holds.
 */
export function badgeOf(holding: CheckRow[]): StoredVerification | null {
  if (holding.length === 0) return null;
  const latest = holding.reduce((a, b) =>
    (a.approvedAt?.getTime() ?? 0) >= (b.approvedAt?.getTime() ?? 0) ? a : b,
  );
  const checks = [...holding]
    .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || (a.name ?? '').localeCompare(b.name ?? ''))
    .map((c) => (c.kind === 'certificate' ? { kind: c.kind, name: c.name ?? '' } : { kind: c.kind }));
  return { month: latest.approvedAt!.toISOString().slice(0, 7), checks };
}

/**
 * Company verification (decision 0032): a business's managers submit evidence for the checks they
 * choose, operators approve each check or ask for more, and may revoke one; approvals last a year
 * and are reminded of 30 days before. Every decision is a trail entry (through the moderation
 * service) and a notice to the business's owner; the badge on the business's row follows.
 */
export function createVerificationService(db: Database, deps: VerificationDeps) {
  const { business, files, moderation, notifications, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** The checks with their documents, each document a signed link (documents are private). */
  async function withDocuments(rows: CheckRow[]): Promise<VerificationCheck[]> {
    const documents = await repo.documentsOf(
      db,
      rows.map((r) => r.checkId),
    );
    const nowSeconds = Math.floor(Date.now() / 1000);
    return rows.map((row) =>
      checkOf(
        row,
        documents
          .filter((d) => d.checkId === row.checkId)
          .map((d) => ({
            url: files.readerUrl(d.url, nowSeconds),
            name: d.name,
            contentType: d.contentType,
            size: d.size,
          })),
      ),
    );
  }

  /** Puts the badge of the checks that hold at `at` on the business's row; answers it before and after. */
  async function refreshBadge(
    tx: Queryable,
    businessID: string,
    at: Date,
    current: StoredVerification | null,
  ) {
    const after = badgeOf(await repo.holding(tx, businessID, at));
    if (JSON.stringify(after) !== JSON.stringify(current)) await repo.setBadge(tx, businessID, after);
    return { before: current, after };
  }

  /**
   * The owner hears of a decision: a notification and an e-mail, both in their language (the
   * notification is stored in it: decision 0032).
   */
  async function tell(ownerID: string, mail: Omit<VerificationMail, 'person' | 'dataDir' | 'publicUrl'>) {
    const person = await repo.person(db, ownerID);
    await notifications.notify([
      {
        userID: ownerID,
        kind: 'moderation',
        actor: { kind: 'user', id: ownerID, name: reviewersName, picture: null },
        subject: verificationNotice(person, mail.what, mail.company),
        link: `/business/${mail.businessID}/edit/verification`,
      },
    ]);
    try {
      if (person) await writeVerificationMail({ ...deps.mail, ...mail, person });
    } catch (err) {
      log.warn({ err }, 'verification: mail not written');
    }
  }

  /** GET /api/verification/business/{id}: the checks and their documents, for the business's managers. */
  async function ofBusiness(
    viewer: Viewer,
    businessID: string,
    language: UiLanguage,
  ): Promise<BusinessVerification> {
    await business.authorise(viewer, businessID, managers);
    const [facts, rows] = await Promise.all([repo.business(db, businessID), repo.checksOf(db, businessID)]);
    if (!facts) throw AppError.notFound('The business');
    return {
      businessID,
      verified: facts.verified,
      badge: facts.verified && facts.verification ? verifiedBadge(facts.verification, language) : null,
      checks: await withDocuments(rows),
    };
  }

  return {
    ofBusiness,

    /** POST /api/verification/business/{id}: the managers' evidence for the checks they chose. */
    async submit(
      viewer: Viewer,
      businessID: string,
      body: VerificationSubmit,
      language: UiLanguage,
    ): Promise<BusinessVerification> {
      await db.transaction(async (tx) => {
        await business.authorise(viewer, businessID, managers, tx);
        for (const [i, input] of body.checks.entries()) {
          const name = input.kind === 'certificate' ? (input.name ?? null) : null;
          const note = input.note || null;
          const open = await repo.openCheck(tx, businessID, input.kind, name);
          const check = open
            ? await repo.updateCheck(tx, open.checkId, {
                status: 'pending',
                note: note ?? open.note,
                submittedBy: viewer.userID,
                submittedAt: now(),
              })
            : await repo.insertCheck(tx, {
                businessId: businessID,
                kind: input.kind,
                name,
                note,
                submittedBy: viewer.userID,
                submittedAt: now(),
              });
          if (!check) throw AppError.field(`body.checks.${i}.kind`, 'This check was submitted twice');
          const documents = [];
          for (const token of input.documents) {
            const file = await files.attachFile(
              { token, userID: viewer.userID, purposes: ['verificationDocument'], businessID },
              tx,
            );
            documents.push({
              checkId: check.checkId,
              url: file.url,
              name: file.name,
              contentType: file.contentType,
              size: file.size,
              uploadedBy: viewer.userID,
            });
          }
          await repo.insertDocuments(tx, documents);
        }
      });
      log.info({ businessID, checks: body.checks.length }, 'verification evidence submitted');
      return ofBusiness(viewer, businessID, language);
    },

    /** GET /api/admin/verification: businesses with pending (or approved) checks, the longest waiting first. */
    async queue(status: 'pending' | 'approved'): Promise<{ requests: VerificationRequest[] }> {
      const groups = await repo.queue(db, status, queueSize);
      const checks = await withDocuments(groups.flatMap((g) => g.checks.map((x) => x.check)));
      return {
        requests: groups.map((g) => {
          const first = g.checks[0];
          return {
            business: {
              businessID: g.business.businessId,
              companyName: g.business.companyName,
              countryCode: g.business.countryCode,
            },
            submittedBy:
              first?.check.submittedBy && first.firstName !== null
                ? {
                    userID: first.check.submittedBy,
                    name: `${first.firstName} ${first.lastName ?? ''}`.trim(),
                  }
                : null,
            checks: checks.filter((c) => g.checks.some((x) => x.check.checkId === c.checkID)),
          };
        }),
      };
    },

    /** POST /api/admin/verification/checks/{id}: approve, ask for more, or revoke; recorded in the trail. */
    async decide(operatorID: string, checkID: string, body: VerificationDecisionInput) {
      const at = now();
      const done = await db.transaction(async (tx) => {
        const found = await repo.check(tx, checkID);
        if (!found) throw new AppError('NotFound', says.checkNotFound);
        // The business's row first, then the check: decisions on one business queue up.
        const facts = await repo.business(tx, found.businessId, true);
        const check = await repo.check(tx, checkID, true);
        if (!facts || !check) throw new AppError('NotFound', says.checkNotFound);
        const { decision } = body;
        if (
          decision === 'revoke' ? check.status !== 'approved' : !['pending', 'more'].includes(check.status)
        ) {
          throw new AppError('Conflict', decision === 'revoke' ? says.notApproved : says.notPending);
        }
        const message = body.message || null;
        const changed = await repo.updateCheck(
          tx,
          checkID,
          decision === 'approve'
            ? {
                status: 'approved',
                message,
                decidedBy: operatorID,
                decidedAt: at,
                approvedAt: at,
                expiresAt: new Date(at.getTime() + limits.validDays * DAY),
                remindedAt: null,
              }
            : {
                status: decision === 'more' ? 'more' : 'revoked',
                message,
                decidedBy: operatorID,
                decidedAt: at,
              },
        );
        if (decision === 'approve') await repo.replaceApproved(tx, changed);
        const badge = await refreshBadge(tx, facts.businessId, at, facts.verification);
        const entryID = await moderation.recordVerification(
          {
            operatorUserID: operatorID,
            action: `verify-${decision}`,
            businessID: facts.businessId,
            subjectAccountID: facts.ownerId,
            reason: message ?? approvedWithoutMessage,
            before: {
              checkID,
              kind: check.kind,
              name: check.name,
              status: check.status,
              badge: badge.before,
            },
            after: {
              checkID,
              kind: check.kind,
              name: check.name,
              status: changed.status,
              expiresAt: changed.expiresAt?.toISOString() ?? null,
              badge: badgeText(badge.after),
            },
          },
          tx,
        );
        return { entryID, facts, changed };
      });
      log.info(
        { operatorID, checkID, decision: body.decision, entryID: done.entryID },
        'verification decision',
      );
      await tell(done.facts.ownerId, {
        what: body.decision,
        businessID: done.facts.businessId,
        company: done.facts.companyName,
        check: done.changed,
        message: done.changed.message,
      });
      const [view] = await withDocuments([done.changed]);
      return { entryID: done.entryID, check: view! };
    },

    /**
     * The periodic work (app.ts): approvals whose year is over end and their businesses' badges
     * follow; approvals ending within 30 days are reminded of once.
     */
    async sweep(at: Date = now()): Promise<{ expired: number; reminded: number }> {
      const expired = await db.transaction(async (tx) => {
        const ended = await repo.expire(tx, at);
        for (const businessID of [...new Set(ended.map((e) => e.businessId))].sort()) {
          const facts = await repo.business(tx, businessID, true);
          if (facts) await refreshBadge(tx, businessID, at, facts.verification);
        }
        return ended.length;
      });
      const due = await db.transaction((tx) =>
        repo.dueReminders(tx, at, new Date(at.getTime() + limits.reminderDays * DAY)),
      );
      // Told after the commit: a rolled-back sweep reminds nobody.
      for (const r of due) {
        const facts = await repo.business(db, r.businessId);
        if (!facts) continue;
        await tell(facts.ownerId, {
          what: 'reminder',
          businessID: r.businessId,
          company: facts.companyName,
          check: r,
          until: r.expiresAt,
        });
      }
      if (expired || due.length) log.info({ expired, reminded: due.length }, 'verification sweep');
      return { expired, reminded: due.length };
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
