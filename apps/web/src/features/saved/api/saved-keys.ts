import type { SavedResourceType } from '@wbn/contracts';

/**
 * Cache keys of saved products and businesses. A save is private to its user, so the viewer
 * (a user id) is part of every key.
 */
export const savedKeys = {
  all: ['saved'] as const,
  /** GET /api/saved/{type}/{id}: whether the viewer saved it. */
  state: (type: SavedResourceType, resourceID: string, viewer: string) =>
    [...savedKeys.all, 'state', type, resourceID, viewer] as const,
  /** GET /api/saved: the viewer's saved products and businesses. */
  list: (viewer: string) => [...savedKeys.all, 'list', viewer] as const,
};

/** Only the viewer changes their saves, and every change here updates the cache itself. */
export const SAVED_STALE_MS = 5 * 60 * 1000;
