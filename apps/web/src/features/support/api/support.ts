import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSupportRequestBody, SupportRequest, SupportState } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';

/** Cache keys of the support tab: a business's hours and requests, read by its owner and admins. */
export const supportKeys = {
  all: ['support'] as const,
  /** GET /api/support/business/{businessID}, for one viewer. */
  state: (businessID: string, viewer: string) => [...supportKeys.all, 'state', businessID, viewer] as const,
};

/** Support records its time now and then; a minute is fresh enough. */
export const SUPPORT_STALE_MS = 60 * 1000;

export const supportStateQuery = (businessID: string, viewer: string) =>
  queryOptions({
    queryKey: supportKeys.state(businessID, viewer),
    queryFn: ({ signal }) =>
      apiRequest<SupportState>(`/support/business/${encodeURIComponent(businessID)}`, { signal }),
    staleTime: SUPPORT_STALE_MS,
  });

export const useSupportState = (businessID: string, viewer: string) =>
  useQuery(supportStateQuery(businessID, viewer));

/** POST /api/support/requests, then the hours and the list are read again. */
export function useAskForSupport(businessID: string, viewer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSupportRequestBody) =>
      apiRequest<SupportRequest>('/support/requests', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.state(businessID, viewer) }),
  });
}
