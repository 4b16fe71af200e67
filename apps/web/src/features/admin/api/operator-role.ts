import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OperatorMe } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { ROLE_STALE_MS, adminKeys } from './admin-keys.ts';

// Apart from the console's calls: the account menu asks this on every signed-in page, so its chunk
// carries only this much of the console.

/** GET /api/admin/me: the signed-in account's operator role (null: none). */
export const meQuery = (viewer: string) =>
  queryOptions({
    queryKey: adminKeys.me(viewer),
    queryFn: ({ signal }) => apiRequest<OperatorMe>('/admin/me', { signal }),
    staleTime: ROLE_STALE_MS,
  });

/** The signed-in account's operator role; null for a visitor or an account without one. */
export function useOperatorRole(): OperatorMe['role'] {
  const session = useSession();
  const viewer = session.status === 'authenticated' && session.userID ? session.userID : null;
  const query = useQuery({ ...meQuery(viewer ?? 'visitor'), enabled: viewer !== null });
  return viewer ? (query.data?.role ?? null) : null;
}
