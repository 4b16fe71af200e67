import { useMutation } from '@tanstack/react-query';
import type { BusinessProfileResponse } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { useBusinessChanged } from './business-changed.ts';

/** PUT /api/business/profile/{id}/photos: a new logo (`profilePhoto`) or cover, as upload tokens. */
export function useUpdatePhotos(businessID: string) {
  const changed = useBusinessChanged();
  return useMutation({
    mutationFn: (body: { profilePhoto?: string; coverPhoto?: string }) =>
      apiRequest<BusinessProfileResponse>(`/business/profile/${encodeURIComponent(businessID)}/photos`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => changed(businessID),
  });
}
