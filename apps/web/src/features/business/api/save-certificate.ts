import { useMutation } from '@tanstack/react-query';
import type { Certificate, CertificateInput } from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { useBusinessChanged } from './business-changed.ts';

/**
 * POST /api/business/{id}/certificates (no `certificateID`) or
 * PUT /api/business/{id}/certificates/{certificateID}: owner or admin.
 */
export function useSaveCertificate(businessID: string) {
  const changed = useBusinessChanged();
  return useMutation({
    mutationFn: ({ certificateID, body }: { certificateID?: string; body: CertificateInput }) => {
      const base = `/business/${encodeURIComponent(businessID)}/certificates`;
      return certificateID
        ? apiRequest<Certificate>(`${base}/${encodeURIComponent(certificateID)}`, { method: 'PUT', body })
        : apiRequest<Certificate>(base, { method: 'POST', body });
    },
    onSuccess: () => changed(businessID),
  });
}
