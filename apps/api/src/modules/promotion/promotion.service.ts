import { createHash, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@wbn/db';
import {
  boostAllowanceFor,
  boostLimits,
  formatBoostDay,
  promotionMessages,
  type Boost,
  type PromotionState,
  type createBoostSchema,
} from '@wbn/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { managers, type BusinessService, type Viewer } from '../business/business.service.ts';
import type { MembershipService } from '../membership/membership.service.ts';
import { createBoostCounters } from './promotion.counters.ts';
import { toBoost } from './promotion.mapper.ts';
import { promotionRepository as repo } from './promotion.repository.ts';

type CreateBoost = z.output<typeof createBoostSchema>;

/** Who is shown a sponsored item: a signed-in user, or a visitor known by their address. */
export interface AdViewer {
  userID: string | null;
  address: string;
}

/** A boost that may be shown: which, whose, and what it shows (a product's or a post's id). */
export interface BoostCandidate {
  boostId: string;
  businessId: string;
  targetId: string;
}

export interface PromotionDeps {
  business: BusinessService;
  membership: MembershipService;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** How long this instance believes its list of running product boosts (a new one here: at once). */
const runningCacheMs = 5000;
/** Boosts the owner's list shows. */
const listedBoosts = 100;
/** How often the showings of past days are deleted (at a flush). */
const purgeEveryMs = 60 * 60 * 1000;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const nextMonthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A viewer's key in the frequency counts: their id, or a hash of their address (never the address). */
export function viewerKeyOf(viewer: AdViewer): string {
  if (viewer.userID) return `u:${viewer.userID}`;
  return `a:${createHash('sha256').update(`wbn-boost-viewer|${viewer.address}`).digest('hex').slice(0, 32)}`;
}

/**
 * Advertising boosts (decision 0022): the owner or an admin of a paid-tier business starts one
 * within the calendar month's allowance; searches and newsfeeds ask which to show (matching,
 * running, under each viewer's daily cap, never a viewer's own business's), and the counts of
 * what was shown and opened go to the database in bulk (`flush`).
 */
export function createPromotionService(db: Database, deps: PromotionDeps) {
  const { business, membership } = deps;
  const now = deps.now ?? (() => new Date());
  const counters = createBoostCounters();
  let running: { at: number; rows: Promise<(BoostCandidate & { endsAt: Date })[]> } | null = null;
  let purgedAt = 0;

  async function boostOf(boostId: string): Promise<Boost> {
    const [row] = await repo.list(db, { boostId });
    if (!row) throw AppError.notFound('The boost');
    return toBoost(row, now());
  }

  /** Shows `max` of `candidates` to the viewer and counts it: fewest showings today first. */
  async function serve(
    viewer: AdViewer,
    candidates: BoostCandidate[],
    max: number,
  ): Promise<BoostCandidate[]> {
    if (candidates.length === 0 || max <= 0) return [];
    const key = viewerKeyOf(viewer);
    const day = dayOf(now());
    const [views, own] = await Promise.all([
      repo.viewsOf(
        db,
        key,
        day,
        candidates.map((c) => c.boostId),
      ),
      viewer.userID
        ? repo.memberOf(db, viewer.userID, [...new Set(candidates.map((c) => c.businessId))])
        : Promise.resolve(new Set<string>()),
    ]);
    const stored = new Map(views.map((v) => [v.boostId, v.shown]));
    const chosen = candidates
      .filter((c) => !own.has(c.businessId))
      .map((c) => ({
        c,
        shown: (stored.get(c.boostId) ?? 0) + counters.pending(c.boostId, key, day).shown,
        tie: randomInt(1 << 30),
      }))
      .filter((x) => x.shown < boostLimits.viewsPerViewerPerDay)
      .sort((a, b) => a.shown - b.shown || a.tie - b.tie)
      .slice(0, max)
      .map((x) => x.c);
    for (const c of chosen) counters.shown(c.boostId, key, day);
    return chosen;
  }

  async function flush(): Promise<void> {
    if (!counters.empty) {
      const taken = counters.take();
      try {
        await db.transaction((tx) => repo.addCounts(tx, taken));
      } catch (err) {
        counters.restore(taken);
        throw err;
      }
    }
    const at = now();
    if (at.getTime() - purgedAt > purgeEveryMs) {
      purgedAt = at.getTime();
      await repo.purgeViews(db, dayOf(at));
    }
  }

  return {
    /** GET /api/promotion/business/{id}: the allowance, the boosts with their counts, what may be boosted. */
    async state(viewer: Viewer, businessID: string): Promise<PromotionState> {
      await business.authorise(viewer, businessID, managers);
      // What this instance counted is written first, so the owner sees it.
      await flush().catch((err: unknown) => deps.log.warn({ err }, 'boost counts not written'));
      const at = now();
      const [tier, started, rows, targets] = await Promise.all([
        membership.tierOf(businessID),
        repo.startedSince(db, businessID, monthStart(at)),
        repo.list(db, { businessId: businessID, limit: listedBoosts }),
        repo.targets(db, businessID, boostLimits.postChoices),
      ]);
      const allowance = boostAllowanceFor(tier.subscription);
      return {
        businessID,
        subscription: tier.subscription,
        allowance,
        startedThisMonth: started,
        left: Math.max(0, allowance - started),
        monthEndsAt: seconds(nextMonthStart(at)),
        boosts: rows.map((r) => toBoost(r, at)),
        targets,
      };
    },

    /**
     * POST /api/promotion/boosts: the owner or an admin boosts a product or a post of the business
     * from now for `days`. Checked under the business row's lock: the tier, the target, one
     * running boost per target, the month's allowance.
     */
    async create(viewer: Viewer, body: CreateBoost): Promise<Boost> {
      const boostId = await db.transaction(async (tx) => {
        await business.authorise(viewer, body.businessID, managers, tx);
        const { subscription } = await membership.tierOf(body.businessID, tx);
        const allowance = boostAllowanceFor(subscription);
        if (allowance === 0) throw AppError.forbidden(promotionMessages.noBoosts);

        const owner =
          body.targetType === 'product'
            ? (await repo.product(tx, body.targetID))?.businessId
            : (await repo.post(tx, body.targetID))?.businessId;
        if (owner !== body.businessID) {
          throw AppError.badRequest(
            'body.targetID',
            body.targetType === 'product'
              ? 'Not a product of this business'
              : 'Not a post made as this business',
          );
        }
        const at = now();
        const current = await repo.runningFor(tx, body.targetID, at);
        if (current) {
          throw new AppError(
            'Conflict',
            promotionMessages.alreadyBoosted(body.targetType, formatBoostDay(current.endsAt)),
          );
        }
        if ((await repo.startedSince(tx, body.businessID, monthStart(at))) >= allowance) {
          throw new AppError(
            'LimitReached',
            promotionMessages.boostsUsed(subscription, formatBoostDay(nextMonthStart(at))),
          );
        }
        const industryId = (await repo.industryOf(tx, body.businessID))!;
        return repo.insert(tx, {
          businessId: body.businessID,
          targetType: body.targetType,
          targetId: body.targetID,
          industryId,
          days: body.days,
          startsAt: at,
          endsAt: new Date(at.getTime() + body.days * 86_400_000),
          createdBy: viewer.userID,
        });
      });
      running = null;
      return boostOf(boostId);
    },

    /** DELETE /api/promotion/boosts/{id}: ends a boost early (it still counts as started this month). */
    async cancel(viewer: Viewer, boostID: string): Promise<Boost> {
      await db.transaction(async (tx) => {
        const boost = await repo.forUpdate(tx, boostID);
        if (!boost) throw AppError.notFound('The boost');
        await business.authorise(viewer, boost.businessId, managers, tx);
        const at = now();
        if (!boost.cancelledAt && boost.endsAt > at) await repo.cancel(tx, boostID, at);
      });
      running = null;
      return boostOf(boostID);
    },

    /** The product boosts running now (this instance keeps the list a few seconds). */
    async runningProducts(): Promise<BoostCandidate[]> {
      const at = now();
      if (!running || at.getTime() - running.at > runningCacheMs || at.getTime() < running.at) {
        const rows = repo.runningProducts(db, at);
        running = { at: at.getTime(), rows };
        rows.catch(() => {
          if (running?.rows === rows) running = null;
        });
      }
      return (await running.rows).filter((r) => r.endsAt > at);
    },

    /** Of the running product boosts that match a search, the ones to show this viewer now. */
    sponsorProducts: (viewer: AdViewer, matching: BoostCandidate[]) =>
      serve(viewer, matching, boostLimits.perSearchPage),

    /** Post boosts of the user's industry to put in a page of their newsfeed (not those on it already). */
    async sponsorPosts(userID: string, onPage: string[], max: number): Promise<BoostCandidate[]> {
      if (max <= 0) return [];
      const viewer = { userID, address: '' };
      const rows = await repo.feedCandidates(db, {
        userId: userID,
        viewerKey: viewerKeyOf(viewer),
        day: dayOf(now()),
        now: now(),
        exclude: onPage,
        cap: boostLimits.viewsPerViewerPerDay,
        limit: max + 8,
      });
      return serve(viewer, rows, max);
    },

    /**
     * POST /api/promotion/boosts/{id}/click: a viewer opened a sponsored item. Counted once per
     * viewer and day, and only after it was shown to them that day; answers whether it counted.
     */
    async click(viewer: AdViewer, boostID: string): Promise<boolean> {
      const key = viewerKeyOf(viewer);
      const day = dayOf(now());
      const pending = counters.pending(boostID, key, day);
      let { shown, clicked } = pending;
      if (!clicked) {
        const [stored] = await repo.viewsOf(db, key, day, [boostID]);
        shown += stored?.shown ?? 0;
        clicked = stored?.clicked ?? false;
      }
      if (shown === 0 || clicked) return false;
      counters.clicked(boostID, key, day);
      return true;
    },

    /** Writes the counts gathered here to the database (every few seconds, and at close). */
    flush,
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
