import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BusinessMember } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { BUSINESS_STALE_MS, businessKeys } from './business-keys.ts';

/**
 * The people of a business: GET, PATCH and DELETE /api/business/{id}/members[/{userID}]. PATCH
 * answers the new list, which replaces the cached one. People join by invitation (invitations.ts).
 */
const membersPath = (businessID: string, userID?: string) =>
  `/business/${encodeURIComponent(businessID)}/members${userID ? `/${encodeURIComponent(userID)}` : ''}`;

export const membersQuery = (businessID: string) =>
  queryOptions({
    queryKey: businessKeys.members(businessID),
    queryFn: ({ signal }) => apiRequest<BusinessMember[]>(membersPath(businessID), { signal }),
    staleTime: BUSINESS_STALE_MS,
  });

export const useMembers = (businessID: string, enabled = true) =>
  useQuery({ ...membersQuery(businessID), enabled });

function useMembersChanged(businessID: string) {
  const queryClient = useQueryClient();
  return {
    set: (list: BusinessMember[]) => queryClient.setQueryData(businessKeys.members(businessID), list),
    refetch: () => queryClient.invalidateQueries({ queryKey: businessKeys.members(businessID) }),
    // One's own role may have changed (an admin stepping down, someone leaving): the profile's
    // `session.access` and the own list follow.
    access: () => {
      void queryClient.invalidateQueries({ queryKey: businessKeys.profile(businessID) });
      void queryClient.invalidateQueries({ queryKey: businessKeys.myList() });
    },
  };
}

export function useChangeMemberRole(businessID: string) {
  const changed = useMembersChanged(businessID);
  return useMutation({
    mutationFn: ({ userID, role }: { userID: string; role: 'admin' | 'member' }) =>
      apiRequest<BusinessMember[]>(membersPath(businessID, userID), { method: 'PATCH', body: { role } }),
    onSuccess: (list) => {
      changed.set(list);
      changed.access();
    },
  });
}

export function useRemoveMember(businessID: string) {
  const changed = useMembersChanged(businessID);
  return useMutation({
    mutationFn: (userID: string) =>
      apiRequest<{ removed: true }>(membersPath(businessID, userID), { method: 'DELETE' }),
    onSuccess: async () => {
      changed.access();
      await changed.refetch();
    },
  });
}
