import { useQuery } from '@tanstack/react-query';
import { myBusinessesQuery } from '../../../shared/session/my-businesses.ts';
import { useSession } from '../../../shared/session/session.ts';

/**
 * Whom the inquiry may be sent as: the user, or any business they belong to (any role: a member
 * answers a business's inquiries too), except the receiving one.
 */
export function useSenderBusinesses(receiverID: string | null) {
  const signedIn = useSession().status === 'authenticated';
  const mine = useQuery({ ...myBusinessesQuery, enabled: signedIn });
  const businesses = (mine.data ?? [])
    .filter((b) => b.businessID !== receiverID)
    .map((b) => ({ businessID: b.businessID, name: b.general.companyName }));
  return { businesses, isLoading: mine.isLoading };
}
