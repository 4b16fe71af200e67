import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Boost, CreateBoostBody, PromotionState } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { PROMOTION_STALE_MS, promotionKeys } from './promotion-keys.ts';

/** GET /api/promotion/business/{businessID}: the month's allowance, the boosts, what may be boosted. */
export const promotionStateQuery = (businessID: string, viewer: string) =>
  queryOptions({
    queryKey: promotionKeys.state(businessID, viewer),
    queryFn: ({ signal }) =>
      apiRequest<PromotionState>(`/promotion/business/${encodeURIComponent(businessID)}`, { signal }),
    staleTime: PROMOTION_STALE_MS,
  });

export const usePromotionState = (businessID: string, viewer: string) =>
  useQuery(promotionStateQuery(businessID, viewer));

/** POST /api/promotion/boosts, then the screen reads its allowance and list again. */
export function useStartBoost(businessID: string, viewer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBoostBody) => apiRequest<Boost>('/promotion/boosts', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: promotionKeys.state(businessID, viewer) }),
  });
}

/** DELETE /api/promotion/boosts/{boostID}: ends a boost now. */
export function useEndBoost(businessID: string, viewer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (boostID: string) =>
      apiRequest<Boost>(`/promotion/boosts/${encodeURIComponent(boostID)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: promotionKeys.state(businessID, viewer) }),
  });
}
