import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '@wbn/db';
import {
  planOfTier,
  promotionMessages,
  supportHoursFor,
  type SupportRequest,
  type SupportState,
  type createSupportRequestSchema,
  type UiLanguage,
} from '@wbn/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { managers, type BusinessService, type Viewer } from '../business/business.service.ts';
import type { BusinessTier, MembershipService } from '../membership/membership.service.ts';
import { writeSupportRequestMail } from './support.mail.ts';
import { supportRepository as repo, type SupportRequestRow } from './support.repository.ts';

type CreateRequest = z.output<typeof createSupportRequestSchema>;

export interface SupportDeps {
  business: BusinessService;
  membership: MembershipService;
  log: FastifyBaseLogger;
  /** Where the requests are mailed: the outbox under DATA_DIR, to SUPPORT_EMAIL. */
  mail: { dataDir: string; supportEmail: string; publicUrl: string };
  now?: () => Date;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const hours = (minutes: number) => minutes / 60;

/**
 * The membership year the hours belong to: the paid year ending at `renewsAt` (moved on by whole
 * years if that date has passed unrenewed), else the calendar year (UTC).
 */
export function membershipYear(tier: BusinessTier, at: Date): { from: Date; to: Date } {
  if (!tier.renewsAt) {
    return {
      from: new Date(Date.UTC(at.getUTCFullYear(), 0, 1)),
      to: new Date(Date.UTC(at.getUTCFullYear() + 1, 0, 1)),
    };
  }
  const to = new Date(tier.renewsAt);
  while (to <= at) to.setUTCFullYear(to.getUTCFullYear() + 1);
  const from = new Date(to);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  return { from, to };
}

function toRequest(r: SupportRequestRow): SupportRequest {
  return {
    requestID: r.requestId,
    subject: r.subject,
    message: r.message,
    status: r.status,
    hoursRequested: hours(r.minutesReserved),
    hoursUsed: r.minutesUsed === null ? null : hours(r.minutesUsed),
    createdAt: seconds(r.createdAt),
    requester:
      r.requesterId && r.firstName !== null
        ? { userID: r.requesterId, name: `${r.firstName} ${r.lastName ?? ''}`.trim() }
        : null,
  };
}

/**
 * Professional support (decision 0022): the owner or an admin of a Premium or Platinum business
 * asks for help; the request is stored, mailed to the support address, and its hours count
 * against the membership year's (the hours asked for, until support records the time taken).
 */
export function createSupportService(db: Database, deps: SupportDeps) {
  const { business, membership } = deps;
  const now = deps.now ?? (() => new Date());

  async function usage(conn: Queryable, businessID: string, at: Date) {
    const tier = await membership.tierOf(businessID, conn);
    const year = membershipYear(tier, at);
    const included = supportHoursFor(tier.subscription) * 60;
    const counted = await repo.minutesCounted(conn, businessID, year.from, year.to);
    return { tier, year, included, counted, left: Math.max(0, included - counted) };
  }

  return {
    /** GET /api/support/business/{id}: the year's hours and requests (owner or admin). */
    async state(viewer: Viewer, businessID: string): Promise<SupportState> {
      await business.authorise(viewer, businessID, managers);
      const at = now();
      const u = await usage(db, businessID, at);
      const requests = await repo.requests(db, businessID, u.year.from, u.year.to);
      return {
        businessID,
        subscription: u.tier.subscription,
        hoursIncluded: hours(u.included),
        hoursUsed: hours(u.counted),
        hoursLeft: hours(u.left),
        yearEndsAt: seconds(u.year.to),
        requests: requests.map(toRequest),
      };
    },

    /**
     * POST /api/support/requests: checked under the business row's lock (the tier has hours, and
     * enough are left), stored, then mailed to the support address in the request's language.
     */
    async create(viewer: Viewer, body: CreateRequest, language: UiLanguage): Promise<SupportRequest> {
      const minutes = Math.round(body.hours * 60);
      const at = now();
      const made = await db.transaction(async (tx) => {
        await business.authorise(viewer, body.businessID, managers, tx);
        const u = await usage(tx, body.businessID, at);
        if (u.included === 0) throw AppError.forbidden(promotionMessages.noSupport);
        if (u.left === 0) {
          throw new AppError('LimitReached', promotionMessages.supportUsed(hours(u.included)));
        }
        if (minutes > u.left)
          throw AppError.badRequest('body.hours', promotionMessages.supportHoursLeft(hours(u.left)));
        const requestID = await repo.insert(tx, {
          businessId: body.businessID,
          requesterId: viewer.userID,
          subject: body.subject,
          message: body.message,
          minutesReserved: minutes,
          createdAt: at,
        });
        return { requestID, u };
      });

      const { requestID, u } = made;
      const facts = await repo.mailFacts(db, body.businessID, viewer.userID);
      try {
        const file = await writeSupportRequestMail({
          ...deps.mail,
          language,
          requestID,
          createdAt: at,
          businessID: body.businessID,
          companyName: facts.companyName,
          tierName: planOfTier(u.tier.subscription).name,
          requester: facts.user
            ? { name: `${facts.user.firstName} ${facts.user.lastName}`.trim(), email: facts.user.email }
            : null,
          subject: body.subject,
          message: body.message,
          hoursRequested: body.hours,
          hoursLeft: hours(u.left - minutes),
          hoursIncluded: hours(u.included),
        });
        deps.log.info({ requestID, file }, 'support request mailed');
      } catch (err) {
        // The request is stored: support finds it there (and in the operator console) if the mail failed.
        deps.log.error({ err, requestID }, 'support request not mailed');
      }
      return toRequest((await repo.byId(db, requestID))!);
    },

    /**
     * Support's record of the time a request took, which then counts instead of the hours asked
     * for: the operator console's way in (no route yet; decision 0022).
     */
    async recordHours(requestID: string, hoursUsed: number, close = true): Promise<SupportRequest> {
      if (!Number.isFinite(hoursUsed) || hoursUsed < 0)
        throw AppError.badRequest('hoursUsed', 'Zero or more hours');
      if (!(await repo.recordMinutes(db, requestID, Math.round(hoursUsed * 60), close)))
        throw AppError.notFound('The support request');
      return toRequest((await repo.byId(db, requestID))!);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
