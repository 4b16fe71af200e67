import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits, messages, productTextMax } from '@wbn/contracts';
import { ImageUploader } from '../../../shared/ui/form/index.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import type { FormImage, ProductFormErrors } from '../lib/product-form.ts';

const previewOf = (image: FormImage): string | null =>
  image.kind === 'current' ? image.url : image.previewUrl;
const maxKb = Math.round(limits.imageMaxBytes / 1024);

/**
 * The main image and the gallery, through the signed-POST upload flow (purpose productImage, bound
 * to the business). An upload gives a token that is sent with the product on save; images the
 * product already has are kept by their URL.
 */
export function ProductImagesEditor({
  businessID,
  mainImage,
  images,
  errors,
  isDisabled,
  onMainImage,
  onImages,
  reportUpload,
}: {
  businessID: string;
  mainImage: FormImage | null;
  images: FormImage[];
  errors: ProductFormErrors;
  isDisabled: boolean;
  onMainImage: (image: FormImage | null) => void;
  /** Takes a change of the current list (an upload may finish after other edits). */
  onImages: (change: (current: FormImage[]) => FormImage[]) => void;
  /** An uploader's busy reporter (see useUploadsInFlight), so the form holds Save meanwhile. */
  reportUpload?: (key: string) => (busy: boolean) => void;
}) {
  const { t } = useTranslation('product');
  // A fresh uploader after each gallery upload (or main-image removal) clears its own preview.
  const [galleryKey, setGalleryKey] = useState(0);
  const [mainKey, setMainKey] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const target = { kind: 'business', purpose: 'productImage', businessID } as const;
  const full = images.length >= productTextMax.images;
  const mainPreview = mainImage ? previewOf(mainImage) : null;

  return (
    <fieldset className="product-form__group" data-field="mainImage">
      <legend className="product-form__legend">{t('form.images')}</legend>
      <div className="product-form__main-image">
        <ImageUploader
          key={mainKey}
          label={t('form.mainImage')}
          target={target}
          currentUrl={mainPreview}
          shape="square"
          hint={t('form.imageHint', { kb: maxKb })}
          buttonLabel={mainImage ? t('form.changeMainImage') : t('form.chooseMainImage')}
          successMessage={t('form.imageReady')}
          failureMessage={messages.businessPhotoUploadFailed}
          isDisabled={isDisabled}
          onBusyChange={reportUpload?.('main')}
          onUploaded={(file) => onMainImage({ kind: 'new', token: file.token, previewUrl: file.url ?? null })}
          onError={(message) => toast.error(message)}
        />
        {mainImage ? (
          <button
            type="button"
            className="button button--ghost"
            disabled={isDisabled}
            onClick={() => {
              onMainImage(null);
              setMainKey((k) => k + 1);
              setAnnouncement(t('form.mainImageRemoved'));
            }}
          >
            {t('form.removeMainImage')}
          </button>
        ) : null}
        {errors.mainImage ? (
          <p className="wbn-field__error" role="alert">
            {errors.mainImage}
          </p>
        ) : null}
      </div>

      <div className="product-form__gallery" data-field="images">
        <h3 className="product-form__sublegend" id="product-gallery-heading">
          {t('form.gallery')}
        </h3>
        {images.length ? (
          <ul className="product-thumbs" aria-labelledby="product-gallery-heading">
            {images.map((image, i) => {
              const src = previewOf(image);
              return (
                <li key={image.kind === 'current' ? image.url : image.token} className="product-thumbs__item">
                  {src ? (
                    <img src={src} alt={t('form.galleryImageN', { n: i + 1 })} />
                  ) : (
                    <span className="product-thumbs__pending">{t('form.galleryImageN', { n: i + 1 })}</span>
                  )}
                  <button
                    type="button"
                    className="button button--ghost product-thumbs__remove"
                    aria-label={t('form.removeGalleryImageN', { n: i + 1 })}
                    disabled={isDisabled}
                    onClick={() => {
                      onImages((current) => current.filter((_, j) => j !== i));
                      setAnnouncement(t('form.galleryImageRemoved', { n: i + 1 }));
                    }}
                  >
                    {t('form.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="wbn-field__hint">{t('form.galleryEmpty')}</p>
        )}
        {full ? (
          <p className="wbn-field__hint">{t('form.galleryFull', { max: productTextMax.images })}</p>
        ) : (
          <ImageUploader
            key={galleryKey}
            label={t('form.addGalleryImage')}
            target={target}
            shape="square"
            hint={t('form.galleryHint', { kb: maxKb, max: productTextMax.images })}
            buttonLabel={t('form.addGalleryImageButton')}
            successMessage=""
            failureMessage={messages.businessPhotoUploadFailed}
            isDisabled={isDisabled}
            onBusyChange={reportUpload?.('gallery')}
            onUploaded={(file) => {
              onImages((current) => [
                ...current,
                { kind: 'new', token: file.token, previewUrl: file.url ?? null },
              ]);
              setGalleryKey((k) => k + 1);
              setAnnouncement(t('form.galleryImageAdded', { n: images.length + 1 }));
            }}
            onError={(message) => toast.error(message)}
          />
        )}
        {errors.images ? (
          <p className="wbn-field__error" role="alert">
            {errors.images}
          </p>
        ) : null}
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </div>
    </fieldset>
  );
}
