import { useMutation } from '@tanstack/react-query';
import type {
  BusinessProfileResponse,
  BusinessSection,
  BusinessTermsSection,
  ContactInfoSection,
  FactorySection,
  GeneralSection,
  TradeCapabilitiesSection,
} from '@wbn/contracts';
import { apiRequest } from '../../../shared/api/client.ts';
import { useBusinessChanged } from './business-changed.ts';

export interface SectionBodies {
  general: GeneralSection;
  contactInfo: ContactInfoSection;
  factory: FactorySection;
  tradeCapabilities: TradeCapabilitiesSection;
  businessTerms: BusinessTermsSection;
}

/** PUT /api/business/profile/{id}/{section}: replaces one section whole (owner or admin). */
export function useUpdateSection<S extends BusinessSection>(businessID: string, section: S) {
  const changed = useBusinessChanged();
  return useMutation({
    mutationFn: (body: SectionBodies[S]) =>
      apiRequest<BusinessProfileResponse>(`/business/profile/${encodeURIComponent(businessID)}/${section}`, {
        method: 'PUT',
        body,
      }),
    onSuccess: () => changed(businessID),
  });
}
