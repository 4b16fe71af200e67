import { reactionSummaryKey } from '../../../shared/api/reaction-summaries.ts';

/**
 * Cache keys of likes and follows. The viewer ("actor": a business id when acting as a business,
 * else the user id, else 'visitor') is part of the keys whose answer depends on who asks, so a
 * sign-in or a switch of acting business never shows someone else's state.
 */
export const socialKeys = {
  all: ['social'] as const,
  reactionSummary: reactionSummaryKey,
  reactionCheck: (resourceID: string, actor: string) =>
    [...socialKeys.all, 'reaction-check', resourceID, actor] as const,
  followSummary: (businessID: string, actor: string) =>
    [...socialKeys.all, 'follow-summary', businessID, actor] as const,
};

/** Counts move with other people's clicks; a minute is fresh enough between page visits. */
export const SOCIAL_STALE_MS = 60 * 1000;

/** The actor part of a key. */
export const actorKey = (userID: string | null, businessID?: string | null): string =>
  businessID ? `b:${businessID}` : userID ? `u:${userID}` : 'visitor';
