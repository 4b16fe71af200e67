import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsByBusinessResponse } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/session.ts';
import { PRODUCT_STALE_MS, productKeys } from './product-keys.ts';

/** GET /api/product/by-business?bid=: a business's products; owners and admins also get the cap. */
export const businessProductsQuery = (businessID: string, viewer: string | null) =>
  queryOptions({
    queryKey: productKeys.byBusiness(businessID, viewer),
    queryFn: ({ signal }) =>
      apiRequest<ProductsByBusinessResponse>('/product/by-business', { query: { bid: businessID }, signal }),
    staleTime: PRODUCT_STALE_MS,
  });

export function useBusinessProducts(businessID: string | undefined) {
  const { userID } = useSession();
  return useQuery({
    ...businessProductsQuery(businessID ?? '', userID),
    enabled: Boolean(businessID),
  });
}
