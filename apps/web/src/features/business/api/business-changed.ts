import { useQueryClient } from '@tanstack/react-query';
import { businessKeys } from './business-keys.ts';

/**
 * After a change to a business: its profile and the own list (name, logo, country on the cards)
 * are fetched again, and the caller waits for the profile, so an editor closes onto fresh data.
 * The profile pages' `list-business` (a user's businesses, the profile feature's key) follows too.
 */
export function useBusinessChanged() {
  const queryClient = useQueryClient();
  return async (businessID: string) => {
    void queryClient.invalidateQueries({ queryKey: businessKeys.myList() });
    void queryClient.invalidateQueries({ queryKey: [...businessKeys.all, 'list-business'] });
    await queryClient.invalidateQueries({ queryKey: businessKeys.profile(businessID) });
  };
}
