/**
 * Cache keys of the product feature. Lists and profiles carry the viewer's id because their
 * `session` part (access, the tier cap) depends on who asks.
 */
export const productKeys = {
  all: ['product'] as const,
  detail: (productID: string) => [...productKeys.all, 'detail', productID] as const,
  byBusinessAll: (businessID: string) => [...productKeys.all, 'by-business', businessID] as const,
  byBusiness: (businessID: string, viewer: string | null) =>
    [...productKeys.byBusinessAll(businessID), viewer ?? 'visitor'] as const,
};

/** Products change when their owner edits them; a minute is fresh enough for visitors. */
export const PRODUCT_STALE_MS = 60 * 1000;
