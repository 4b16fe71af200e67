import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages, productTextMax, type Product } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { SearchableSelect, TextAreaField, type SelectOption } from '../../../shared/ui/form/index.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { useUploadsInFlight } from '../../../shared/upload/index.ts';
import { useIndustryTree } from '../../../shared/api/reference-data.ts';
import { useCreateProduct, useUpdateProduct } from '../api/save-product.ts';
import {
  emptyProductForm,
  errorsFromServer,
  fieldOrder,
  productFormFrom,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from '../lib/product-form.ts';
import { ProductImagesEditor } from './ProductImagesEditor.tsx';
import { ProductTextField } from './ProductTextField.tsx';
import { SpecRowsEditor } from './SpecRowsEditor.tsx';
import { VideoLinksEditor } from './VideoLinksEditor.tsx';

export interface ProductFormProps {
  businessID: string;
  /** The product to edit; absent to add a new one. */
  product?: Product;
  onDone: (product: Product) => void;
  onCancel: () => void;
}

/**
 * Add or edit one product. The values are checked with the contract's schema before sending; the
 * API's field errors land on the same fields; a refusal at the tier's cap (422 LimitReached) is
 * shown with its message and the way to upgrade.
 */
export function ProductForm({ businessID, product, onDone, onCancel }: ProductFormProps) {
  const { t } = useTranslation('product');
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? productFormFrom(product) : emptyProductForm(),
  );
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [limitReached, setLimitReached] = useState(false);
  const create = useCreateProduct(businessID);
  const update = useUpdateProduct(product?.productID ?? '');
  const saving = create.isPending || update.isPending;
  const uploads = useUploadsInFlight();
  const tree = useIndustryTree();

  // Opening the form moves focus to its heading, so keyboard and screen reader users land in it.
  useEffect(() => headingRef.current?.focus(), []);

  const industry = tree.data?.find((i) => i.id === values.industry);
  const category = industry?.categories.find((c) => c.id === values.category);
  const options = {
    industry: useMemo<SelectOption[]>(
      () => (tree.data ?? []).map((i) => ({ id: i.id, label: i.name })),
      [tree.data],
    ),
    category: useMemo<SelectOption[]>(
      () => (industry?.categories ?? []).map((c) => ({ id: c.id, label: c.name })),
      [industry],
    ),
    subCategory: useMemo<SelectOption[]>(
      () => (category?.subCategories ?? []).map((s) => ({ id: s.id, label: s.name })),
      [category],
    ),
  };

  const clear = (...keys: string[]) => {
    if (keys.some((k) => errors[k] !== undefined || errors[''] !== undefined))
      setErrors((e) => {
        const next = { ...e };
        for (const k of [...keys, '']) delete next[k];
        return next;
      });
  };
  const set = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    clear(field);
  };
  /** A text field's name, value, change, message and disabled flag. */
  const text = (field: 'name' | 'keywords' | 'leadTime') => ({
    name: field,
    value: values[field],
    onChange: (value: string) => set(field, value),
    error: errors[field],
    disabled: saving,
  });

  const focusField = (key: string) => {
    const box = formRef.current?.querySelector<HTMLElement>(`[data-field="${key}"]`);
    box?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button')?.focus();
  };
  const showErrors = (found: ProductFormErrors) => {
    setErrors(found);
    const first = fieldOrder(values).find((f) => found[f]);
    // Wait for the messages to render so the focused field is read with its error.
    requestAnimationFrame(() => (first ? focusField(first) : headingRef.current?.focus()));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setLimitReached(false);
    const checked = validateProductForm(values, t);
    if (!checked.ok) {
      showErrors({ ...checked.errors, '': t('form.fixErrors') });
      return;
    }
    const mutation = product ? update : create;
    mutation.mutate(checked.input, {
      onSuccess: (saved) => {
        toast.success(product ? t('form.updated') : t('form.created'));
        onDone(saved);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.name === 'LimitReached') {
          setLimitReached(true);
          setErrors({ '': err.message });
          requestAnimationFrame(() => headingRef.current?.focus());
          return;
        }
        const found = errorsFromServer(err, values, messages.somethingWrong);
        toast.error(found[''] ?? t('form.fixErrors'));
        showErrors(found[''] ? found : { ...found, '': t('form.fixErrors') });
      },
    });
  };

  const headingId = product ? `product-form-${product.productID}` : 'product-form-new';
  return (
    <form ref={formRef} className="product-form" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="product-form__title">
        {product ? t('form.editHeading', { name: product.name }) : t('form.addHeading')}
      </h2>

      {errors[''] ? (
        <div className={`product-alert${limitReached ? ' product-alert--warning' : ''}`} role="alert">
          <p>{errors['']}</p>
          {limitReached ? <Link to={`/business/${businessID}/membership`}>{t('panel.upgrade')}</Link> : null}
        </div>
      ) : null}

      <section className="product-form__group" aria-labelledby={`${headingId}-about`}>
        <h3 id={`${headingId}-about`} className="product-form__legend">
          {t('form.about')}
        </h3>
        <ProductTextField label={t('form.name')} {...text('name')} required maxLength={productTextMax.name} />
        <ProductTextField
          label={t('form.keywords')}
          {...text('keywords')}
          hint={t('form.keywordsHint', { max: productTextMax.keywords })}
        />
        <div data-field="description">
          <TextAreaField
            label={t('form.description')}
            name="description"
            value={values.description}
            maxLength={productTextMax.description}
            rows={8}
            hint={t('form.descriptionHint')}
            error={errors.description}
            isDisabled={saving}
            onChange={(v) => set('description', v)}
          />
        </div>
      </section>

      <section className="product-form__group" aria-labelledby={`${headingId}-classification`}>
        <h3 id={`${headingId}-classification`} className="product-form__legend">
          {t('form.classification')}
        </h3>
        {tree.isError ? (
          <div className="product-alert" role="alert">
            <p>{t('form.treeFailed')}</p>
            <button type="button" className="button button--ghost" onClick={() => void tree.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        ) : null}
        <div className="product-form__grid">
          <div data-field="industry">
            <SearchableSelect
              label={t('form.industry')}
              name="industry"
              options={options.industry}
              value={values.industry || null}
              isRequired
              placeholder={tree.isPending ? t('common.loading') : t('form.select')}
              error={errors.industry}
              isDisabled={saving || !tree.data}
              onChange={(v) => {
                if ((v ?? '') === values.industry) return;
                setValues((old) => ({ ...old, industry: v ?? '', category: '', subCategory: '' }));
                clear('industry', 'category', 'subCategory');
              }}
            />
          </div>
          <div data-field="category">
            <SearchableSelect
              label={t('form.category')}
              name="category"
              options={options.category}
              value={values.category || null}
              isRequired
              placeholder={values.industry ? t('form.select') : t('form.chooseIndustryFirst')}
              error={errors.category}
              isDisabled={saving || !industry}
              onChange={(v) => {
                if ((v ?? '') === values.category) return;
                setValues((old) => ({ ...old, category: v ?? '', subCategory: '' }));
                clear('category', 'subCategory');
              }}
            />
          </div>
          <div data-field="subCategory">
            <SearchableSelect
              label={t('form.subCategory')}
              name="subCategory"
              options={options.subCategory}
              value={values.subCategory || null}
              nullOption={t('form.none')}
              placeholder={values.category ? t('form.optional') : t('form.chooseCategoryFirst')}
              error={errors.subCategory}
              isDisabled={saving || !category || options.subCategory.length === 0}
              onChange={(v) => set('subCategory', v ?? '')}
            />
          </div>
        </div>
      </section>

      <section className="product-form__group" aria-labelledby={`${headingId}-availability`}>
        <h3 id={`${headingId}-availability`} className="product-form__legend">
          {t('form.availability')}
        </h3>
        <div className="product-form__grid">
          <ProductTextField
            label={t('form.leadTime')}
            {...text('leadTime')}
            hint={t('form.leadTimeHint')}
            inputMode="numeric"
          />
          <div data-field="stock" className="product-form__check">
            <label className="product-form__toggle">
              <input
                type="checkbox"
                name="stock"
                checked={values.stock}
                disabled={saving}
                onChange={(e) => set('stock', e.target.checked)}
              />
              {t('form.stock')}
            </label>
            <p className="wbn-field__hint">{t('form.stockHint')}</p>
          </div>
        </div>
      </section>

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
