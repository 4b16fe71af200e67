import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import { ImageUploader, type ImageUploaderProps } from '../../../shared/ui/form/index.ts';
import { toast } from '../../../shared/ui/toast.tsx';

/** The business's two pictures, by the field that holds each one's token. */
export type BusinessPhotoField = 'coverPhoto' | 'profilePhoto';

const slots = [
  {
    field: 'coverPhoto',
    purpose: 'coverPhoto',
    shape: 'wide',
    label: 'edit.coverPhoto',
    hint: 'edit.coverHint',
  },
  { field: 'profilePhoto', purpose: 'logo', shape: 'square', label: 'edit.logo', hint: 'edit.logoHint' },
] as const;

type SlotProps = Omit<ImageUploaderProps, 'label' | 'target' | 'shape' | 'hint' | 'failureMessage'>;

/**
 * The cover, then the logo, as the create form and the Photos editor offer them; `each` gives what
 * differs between those two (what happens to the uploaded token, the messages, the current image).
 * Without `businessID` the images are uploaded for a business still to be created.
 */
export function BusinessPhotoUploaders({
  businessID,
  each,
}: {
  businessID?: string;
  each: (field: BusinessPhotoField) => SlotProps;
}) {
  const { t } = useTranslation('business');
  return (
    <>
      {slots.map((slot) => (
        <ImageUploader
          key={slot.field}
          label={t(slot.label)}
          target={{ kind: 'business', purpose: slot.purpose, businessID }}
          shape={slot.shape}
          hint={t(slot.hint)}
          failureMessage={messages.businessPhotoUploadFailed}
          onError={(message) => toast.error(message)}
          {...each(slot.field)}
        />
      ))}
    </>
  );
}
