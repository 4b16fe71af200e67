import type { BusinessProfile } from '@wbn/contracts';
import { BusinessTermsEditor } from './BusinessTermsEditor.tsx';
import { CertificatesEditor } from './CertificatesEditor.tsx';
import { ContactInfoEditor } from './ContactInfoEditor.tsx';
import { FactoryEditor } from './FactoryEditor.tsx';
import { GeneralEditor } from './GeneralEditor.tsx';
import { PhotosEditor } from './PhotosEditor.tsx';
import { TradeCapabilitiesEditor } from './TradeCapabilitiesEditor.tsx';
import '../business-manage.css';

export type EditableSection =
  'general' | 'contactInfo' | 'factory' | 'tradeCapabilities' | 'businessTerms' | 'certificates' | 'photos';

export interface SectionEditorProps {
  section: EditableSection;
  profile: BusinessProfile;
  /** Called after a successful save (the profile query has been refreshed) and on Cancel. */
  onDone: () => void;
}

/**
 * The editor of one section of a business profile (edit mode, owner or admin): a form prefilled
 * from the profile, checked with the contracts' schemas, saved with the section's own call.
 * `key` it by business and section so that reopening starts from the saved values.
 */
export function SectionEditor({ section, profile, onDone }: SectionEditorProps) {
  const props = { profile, onDone };
  switch (section) {
    case 'general':
      return <GeneralEditor {...props} />;
    case 'contactInfo':
      return <ContactInfoEditor {...props} />;
    case 'factory':
      return <FactoryEditor {...props} />;
    case 'tradeCapabilities':
      return <TradeCapabilitiesEditor {...props} />;
    case 'businessTerms':
      return <BusinessTermsEditor {...props} />;
    case 'certificates':
      return <CertificatesEditor {...props} />;
    case 'photos':
      return <PhotosEditor {...props} />;
  }
}

/** The sections in the order the profile shows them. */
export const editableSections: readonly EditableSection[] = [
  'photos',
  'general',
  'contactInfo',
  'factory',
  'tradeCapabilities',
  'businessTerms',
  'certificates',
];
