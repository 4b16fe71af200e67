import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Product } from '@wbn/contracts';
import { useUploadsInFlight } from '../../../shared/upload/index.ts';
import { ProductAboutFields } from './ProductAboutFields.tsx';
import { ProductAvailabilityFields } from './ProductAvailabilityFields.tsx';
import { ProductClassificationFields } from './ProductClassificationFields.tsx';
import { ProductImagesEditor } from './ProductImagesEditor.tsx';
import { SpecRowsEditor } from './SpecRowsEditor.tsx';
import { VideoLinksEditor } from './VideoLinksEditor.tsx';
import type { BusinessChanged } from '../api/save-product.ts';
import { useProductForm } from './use-product-form.ts';

export interface ProductFormProps {
  businessID: string;
  /** The product to edit; absent to add a new one. */
  product?: Product;
  onDone: (product: Product) => void;
  onCancel: () => void;
  /** Refreshes what a product change makes stale of its business (see BusinessChanged). */
  businessChanged: BusinessChanged;
}

/**
 * Add or edit one product: its field groups, specs, images and videos, with the form-level message
 * above them (at the tier's cap, with the way to upgrade). Values and submit: useProductForm.
 */
export function ProductForm({ businessID, product, onDone, onCancel, businessChanged }: ProductFormProps) {
  const { t } = useTranslation('product');
  const form = useProductForm({ businessID, product, onDone, businessChanged });
  const { formRef, headingRef, values, setValues, errors, limitReached, saving, set, clear } = form;
  const uploads = useUploadsInFlight();

  const headingId = product ? `product-form-${product.productID}` : 'product-form-new';
  const group = { headingId, values, errors, saving, set };
  return (
    <form
      ref={formRef}
      className="product-form"
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby={headingId}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="product-form__title">
        {product ? t('form.editHeading', { name: product.name }) : t('form.addHeading')}
      </h2>

      {errors[''] ? (
        <div className={`product-alert${limitReached ? ' product-alert--warning' : ''}`} role="alert">
          <p>{errors['']}</p>
          {limitReached ? <Link to={`/business/${businessID}/membership`}>{t('panel.upgrade')}</Link> : null}
        </div>
      ) : null}

      <ProductAboutFields {...group} />
      <ProductClassificationFields
        {...group}
        onIndustry={form.chooseIndustry}
        onCategory={form.chooseCategory}
      />
      <ProductAvailabilityFields {...group} />

      <SpecRowsEditor
        rows={values.specs}
        errors={errors}
        isDisabled={saving}
        onChange={(specs) => {
          setValues((v) => ({ ...v, specs }));
          clear(...Object.keys(errors).filter((k) => k.startsWith('specs')));
        }}
      />

      <ProductImagesEditor
        businessID={businessID}
        mainImage={values.mainImage}
        images={values.images}
        errors={errors}
        isDisabled={saving}
        onMainImage={(image) => set('mainImage', image)}
        reportUpload={uploads.report}
        onImages={(change) => {
          setValues((v) => ({ ...v, images: change(v.images) }));
          clear('images');
        }}
      />

      <VideoLinksEditor
        rows={values.videos}
        errors={errors}
        isDisabled={saving}
        onChange={(videos) => {
          setValues((v) => ({ ...v, videos }));
          clear(...Object.keys(errors).filter((k) => k.startsWith('videos')));
        }}
      />

      <div className="product-form__buttons">
        <button type="submit" className="button button--primary" disabled={saving || uploads.busy}>
          {saving ? t('form.saving') : product ? t('form.saveChanges') : t('form.submitAdd')}
        </button>
        <button type="button" className="button button--ghost" disabled={saving} onClick={onCancel}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
