import {
  reputationLimits as limits,
  reputationMessages as says,
  reputationOf,
  type EligibleDeals,
  type Review,
  type ReviewCreate,
  type ReviewsPage,
} from '@wbn/contracts';
import type { Database } from '@wbn/db';
import { AppError } from '../../lib/app-error.ts';
import { decodeKeyset, encodeKeyset } from '../../lib/keyset-cursor.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { everyone, type BusinessService, type Viewer } from '../business/business.service.ts';
import { reputationRepository as repo, type ReviewRow } from './reputation.repository.ts';

export interface ReputationDeps {
  business: BusinessService;
  /** The clock the figures are aged by (tests move it). */
  now?: () => Date;
}

function toReview(row: ReviewRow): Review {
  return {
    reviewID: row.reviewId,
    businessID: row.businessId,
    deal: row.quoteId ? 'award' : 'thread',
    rating: row.rating,
    text: row.text,
    author: {
      name: row.authorFirst ? `${row.authorFirst} ${row.authorLast ?? ''}`.trim() : 'A former member',
      businessName: row.authorBusiness,
    },
    createdAt: unixSeconds(row.createdAt),
    answer:
      row.answer !== null && row.answeredAt
        ? { text: row.answer, createdAt: unixSeconds(row.answeredAt) }
        : null,
  };
}

/**
 * A business's reputation (decision 0024): the response figures the database keeps (this ages
 * them) and the reviews buyers leave after a deal, which the supplier may answer once.
 */
export function createReputationService(db: Database, { business, now = () => new Date() }: ReputationDeps) {
  return {
    /** Ages every business's figures to the clock's now: threads leave the window, unanswered ones fall due. */
    refresh: () => repo.refreshAll(db, now()),

    /** GET /businesses/{id}/reviews: public, newest first, with the business's figures. */
    async reviews(
      businessID: string,
      viewer: Viewer | null,
      cursor: string | undefined,
    ): Promise<ReviewsPage> {
      const access = await business.accessOf(businessID, viewer);
      const after = cursor ? decodeKeyset(cursor, 'querystring.cursor', 'Not a valid cursor') : null;
      const [rows, stored] = await Promise.all([
        repo.reviews(db, businessID, after, limits.reviewsPageSize + 1),
        repo.stored(db, businessID),
      ]);
      const page = rows.slice(0, limits.reviewsPageSize);
      const last = page.at(-1);
      const lastAt = rows.length > page.length && last ? await repo.reviewAt(db, last.reviewId) : null;
      return {
        items: page.map(toReview),
        nextCursor: last && lastAt ? encodeKeyset({ at: lastAt, id: last.reviewId }) : null,
        reputation: reputationOf(stored),
        canAnswer: access !== null,
      };
    },

    /** The viewer's deals with this business that may still be reviewed. */
    async eligible(viewer: Viewer, businessID: string): Promise<EligibleDeals> {
      await business.accessOf(businessID, viewer);
      const { awards, threads } = await repo.eligible(db, businessID, viewer.userID);
      const at = (d: Date | null) => (d ? unixSeconds(d) : 0);
      return {
        deals: [
          ...awards.map((a) => ({ kind: 'award' as const, id: a.id, title: a.title, at: at(a.at) })),
          ...threads.map((t) => ({ kind: 'thread' as const, id: t.id, title: t.title, at: at(t.at) })),
        ].sort((a, b) => b.at - a.at),
      };
    },

    /** A review by the buyer of a finished deal with this business; one per deal. */
    async create(viewer: Viewer, businessID: string, body: ReviewCreate): Promise<Review> {
      await business.accessOf(businessID, viewer);
      const deal = await repo.deal(db, body.deal.kind, body.deal.id, viewer.userID);
      if (!deal || deal.supplierId !== businessID) throw AppError.notFound('The deal');
      if (!deal.isBuyer) throw AppError.forbidden(says.notParty);
      if (!deal.finished) throw AppError.forbidden(says.notDeal);
      const reviewID = await repo.insert(db, {
        businessId: businessID,
        kind: body.deal.kind,
        dealId: body.deal.id,
        authorUserId: viewer.userID,
        authorBusinessId: deal.buyerBusinessId,
        rating: body.rating,
        text: body.text,
        createdAt: now(),
      });
      if (!reviewID) throw new AppError('Conflict', says.reviewedAlready);
      return toReview((await repo.review(db, reviewID))!);
    },

    /** The reviewed business's one answer, by any of its people. */
    async answer(viewer: Viewer, reviewID: string, text: string): Promise<Review> {
      const found = await repo.review(db, reviewID);
      if (!found) throw AppError.notFound('The review');
      const access = await business.accessOf(found.businessId, viewer);
      if (!access || !everyone.includes(access)) throw AppError.forbidden(says.answerNotSupplier);
      if (!(await repo.answer(db, reviewID, text, viewer.userID, now()))) {
        throw new AppError('Conflict', says.answeredAlready);
      }
      return toReview((await repo.review(db, reviewID))!);
    },
  };
}

export type ReputationService = ReturnType<typeof createReputationService>;
