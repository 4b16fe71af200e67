import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionSetup } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { SETUP_STALE_MS, membershipKeys } from './membership-keys.ts';

/** GET /api/subscription/setup (public): the card provider, its public key and the plans on sale. */
export const subscriptionSetupQuery = () =>
  queryOptions({
    queryKey: membershipKeys.setup(),
    queryFn: ({ signal }) =>
      apiRequest<SubscriptionSetup>('/subscription/setup', { signal, anonymous: true }),
    staleTime: SETUP_STALE_MS,
  });

export const useSubscriptionSetup = () => useQuery(subscriptionSetupQuery());
