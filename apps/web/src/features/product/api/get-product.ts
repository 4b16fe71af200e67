import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { PRODUCT_STALE_MS, productKeys } from './product-keys.ts';

/** GET /api/product/{id}: a product with its business's summary; public. */
export const productQuery = (productID: string) =>
  queryOptions({
    queryKey: productKeys.detail(productID),
    queryFn: ({ signal }) => apiRequest<Product>(`/product/${encodeURIComponent(productID)}`, { signal }),
    staleTime: PRODUCT_STALE_MS,
    retry: false,
  });

export const useProduct = (productID: string) => useQuery(productQuery(productID));
