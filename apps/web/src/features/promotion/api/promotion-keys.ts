/**
 * Cache keys of the promotion screen. What a business's boosts showed is read by its owner and
 * admins only; the key holds the viewer so another account signed in on the tab reads afresh.
 */
export const promotionKeys = {
  all: ['promotion'] as const,
  /** GET /api/promotion/business/{businessID}. */
  state: (businessID: string, viewer: string) => [...promotionKeys.all, 'state', businessID, viewer] as const,
};

/** Impressions move while the screen is open: read again after half a minute. */
export const PROMOTION_STALE_MS = 30 * 1000;
