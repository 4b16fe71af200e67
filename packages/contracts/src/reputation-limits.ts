// A business's reputation (decision 0024): its response figures and the reviews buyers leave after
// a deal. Limits, thresholds and messages, apart from the zod schemas in reputation.ts: the web
// app's pages need them without zod (decision 0015).

export const reputationLimits = {
  /** The response figures read the threads opened in these many days up to now. */
  responseWindowDays: 90,
  /** Counted threads a business needs before its figures show ("New on the network" below). */
  responseMinThreads: 5,
  /** An unanswered inquiry thread counts as unanswered once this old (an invitation: at its deadline). */
  inquiryDueHours: 48,
  reviewTextMax: 2000,
  answerTextMax: 2000,
  /** Reviews a page of a business's list holds. */
  reviewsPageSize: 10,
} as const;

/** What a review is written about: an awarded quote, or a closed inquiry thread with an exchange. */
export const reviewDealKinds = ['award', 'thread'] as const;
export type ReviewDealKind = (typeof reviewDealKinds)[number];

export const reputationMessages = {
  newOnNetwork: 'New on the network',
  rating: 'Choose a rating from 1 to 5 stars',
  textRequired: 'Write a few words about the deal',
  answerRequired: 'Write your answer',
  notParty: 'Only the buyer of this deal may review it',
  notDeal:
    'This is not a finished deal with this business: an awarded quote or a closed conversation with replies',
  reviewedAlready: 'This deal has already been reviewed',
  answerNotSupplier: 'Only the reviewed business may answer',
  answeredAlready: 'This review has already been answered',
} as const;

/**
 * The typical time to a first reply, rounded for reading: 25 minutes, 3 hours, 2 days. A client
 * writes it in its reader's language (the web: `Intl.NumberFormat` with the unit, "~3 Std.", "约 3小时").
 */
export function replyTime(minutes: number): { value: number; unit: 'minute' | 'hour' | 'day' } {
  if (minutes < 60) return { value: Math.max(1, Math.round(minutes)), unit: 'minute' };
  const hours = minutes / 60;
  if (hours < 48) return { value: Math.round(hours), unit: 'hour' };
  return { value: Math.round(hours / 24), unit: 'day' };
}

/** A business's stored figures (table business_reputation), as the API reads them. */
export interface StoredReputation {
  threads: number;
  answered: number;
  medianReplySeconds: number | null;
  reviewCount: number;
  ratingSum: number;
}

/** The payload's reputation from the stored figures (none stored: new, without reviews). */
export function reputationOf(stored: StoredReputation | null) {
  const s = stored ?? { threads: 0, answered: 0, medianReplySeconds: null, reviewCount: 0, ratingSum: 0 };
  return {
    response:
      s.threads >= reputationLimits.responseMinThreads
        ? {
            answeredPercent: Math.round((100 * s.answered) / s.threads),
            medianReplyMinutes: s.medianReplySeconds === null ? null : Math.round(s.medianReplySeconds / 60),
            threads: s.threads,
          }
        : null,
    reviews: {
      count: s.reviewCount,
      average: s.reviewCount > 0 ? Math.round((10 * s.ratingSum) / s.reviewCount) / 10 : null,
    },
  };
}
