import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessInvitation, InvitationAccepted, InviteMember, MyInvitation } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { BUSINESS_STALE_MS, businessKeys } from './business-keys.ts';

/**
 * Invitations (decision 0012). A business's owner and admins: GET, POST and DELETE
 * /api/business/{id}/invitations[/{invitationID}] (the writes answer the new list, except
 * DELETE). The invited person: GET /api/business/invitations/mine and POST …/{id}/accept|decline.
 */
const invitationsPath = (businessID: string, invitationID?: string) =>
  `/business/${encodeURIComponent(businessID)}/invitations${
    invitationID ? `/${encodeURIComponent(invitationID)}` : ''
  }`;
const answerPath = (invitationID: string, answer: 'accept' | 'decline') =>
  `/business/invitations/${encodeURIComponent(invitationID)}/${answer}`;

export const useInvitations = (businessID: string, enabled = true) =>
  useQuery({
    queryKey: businessKeys.invitations(businessID),
    queryFn: ({ signal }) => apiRequest<BusinessInvitation[]>(invitationsPath(businessID), { signal }),
    staleTime: BUSINESS_STALE_MS,
    enabled,
  });

export function useInvite(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMember) =>
      apiRequest<BusinessInvitation[]>(invitationsPath(businessID), { method: 'POST', body }),
    onSuccess: (list) => queryClient.setQueryData(businessKeys.invitations(businessID), list),
  });
}

export function useWithdrawInvitation(businessID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationID: string) =>
      apiRequest<{ withdrawn: true }>(invitationsPath(businessID, invitationID), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessKeys.invitations(businessID) }),
  });
}

export const myInvitationsQuery = queryOptions({
  queryKey: businessKeys.myInvitations(),
  queryFn: ({ signal }) => apiRequest<MyInvitation[]>('/business/invitations/mine', { signal }),
  // Someone may be invited while the page is open: a visit to My business asks again.
  staleTime: 0,
});

export const useMyInvitations = () => useQuery(myInvitationsQuery);

/**
 * Accepting joins a business: the own list and the invitations are read again. Not awaited: the
 * answered invitation leaves the list when they arrive, and the caller's own callbacks (a toast,
 * going to the business) run only while its row is still there.
 */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationID, answer }: { invitationID: string; answer: 'accept' | 'decline' }) =>
      apiRequest<InvitationAccepted | { declined: true }>(answerPath(invitationID, answer), {
        method: 'POST',
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: businessKeys.myInvitations() });
      void queryClient.invalidateQueries({ queryKey: businessKeys.myList() });
    },
  });
}
