import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Product, ProductInput } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { productKeys } from './product-keys.ts';

/**
 * What a product change makes stale outside this feature: the business's profile, whose
 * `session.productCount` the profile page's Products button shows. The page that composes the
 * catalogue (src/app) says how to refresh it.
 */
export type BusinessChanged = (businessID: string) => void;

/** After a change: the product's page gets the new answer; the business's lists refetch, and so does its profile. */
function useProductChanged(businessChanged: BusinessChanged) {
  const queryClient = useQueryClient();
  return (product: Product) => {
    queryClient.setQueryData(productKeys.detail(product.productID), product);
    refreshBusiness(queryClient, product.businessID, businessChanged);
  };
}

function refreshBusiness(queryClient: QueryClient, businessID: string, businessChanged: BusinessChanged) {
  void queryClient.invalidateQueries({ queryKey: productKeys.byBusinessAll(businessID) });
  businessChanged(businessID);
}

/** POST /api/product: owner or admin; refused with 422 LimitReached at the tier's cap. */
export function useCreateProduct(businessID: string, businessChanged: BusinessChanged) {
  const changed = useProductChanged(businessChanged);
  return useMutation({
    mutationFn: (input: ProductInput) =>
      apiRequest<Product>('/product', { method: 'POST', body: { ...input, businessID } }),
    onSuccess: changed,
  });
}

/** PUT /api/product/{id}: the product replaced whole; kept images travel as their URLs. */
export function useUpdateProduct(productID: string, businessChanged: BusinessChanged) {
  const changed = useProductChanged(businessChanged);
  return useMutation({
    mutationFn: (input: ProductInput) =>
      apiRequest<Product>(`/product/${encodeURIComponent(productID)}`, { method: 'PUT', body: input }),
    onSuccess: changed,
  });
}

/** DELETE /api/product/{id}. */
export function useDeleteProduct(businessID: string, businessChanged: BusinessChanged) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productID: string) =>
      apiRequest<{ deleted: true }>(`/product/${encodeURIComponent(productID)}`, { method: 'DELETE' }),
    onSuccess: (_data, productID) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(productID) });
      refreshBusiness(queryClient, businessID, businessChanged);
    },
  });
}
