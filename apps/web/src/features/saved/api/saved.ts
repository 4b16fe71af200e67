import { queryOptions } from '@tanstack/react-query';
import type { SavedList, SavedResourceType } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { SAVED_STALE_MS, savedKeys } from './saved-keys.ts';

const path = (type: SavedResourceType, resourceID: string) =>
  `/saved/${type}/${encodeURIComponent(resourceID)}`;

/** GET /api/saved/{type}/{id}: whether the signed-in user saved this product or business. */
export const savedStateQuery = (type: SavedResourceType, resourceID: string, viewer: string) =>
  queryOptions({
    queryKey: savedKeys.state(type, resourceID, viewer),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ saved: boolean }>(path(type, resourceID), { signal })).saved,
    staleTime: SAVED_STALE_MS,
  });

/** PUT (save) or DELETE (unsave) /api/saved/{type}/{id}: answers the state after the call. */
export async function setSaved(
  type: SavedResourceType,
  resourceID: string,
  saved: boolean,
): Promise<boolean> {
  const res = await apiRequest<{ saved: boolean }>(path(type, resourceID), {
    method: saved ? 'PUT' : 'DELETE',
  });
  return res.saved;
}

/** GET /api/saved: the signed-in user's saved products and businesses, newest saves first. */
export const savedListQuery = (viewer: string) =>
  queryOptions({
    queryKey: savedKeys.list(viewer),
    queryFn: ({ signal }) => apiRequest<SavedList>('/saved', { signal }),
    staleTime: SAVED_STALE_MS,
  });
