import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useBusinessChanged } from './business-changed.ts';

/** DELETE /api/business/{id}/certificates/{certificateID}: owner or admin. */
export function useDeleteCertificate(businessID: string) {
  const changed = useBusinessChanged();
  return useMutation({
    mutationFn: (certificateID: string) =>
      apiRequest<{ deleted: true }>(
        `/business/${encodeURIComponent(businessID)}/certificates/${encodeURIComponent(certificateID)}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => changed(businessID),
  });
}
