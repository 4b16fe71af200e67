import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessProfileResponse, CreateBusiness } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { businessKeys } from './business-keys.ts';

/** POST /api/business/profile/create: the creator becomes the owner. */
export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBusiness) =>
      apiRequest<BusinessProfileResponse>('/business/profile/create', { method: 'POST', body }),
    onSuccess: async (created) => {
      queryClient.setQueryData(businessKeys.profile(created.data.businessID), created);
      void queryClient.invalidateQueries({ queryKey: [...businessKeys.all, 'list-business'] });
      await queryClient.invalidateQueries({ queryKey: businessKeys.myList() });
    },
  });
}
