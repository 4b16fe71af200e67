import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIndustryTree } from '../../../shared/api/reference-data.ts';
import { SearchableSelect, type SelectOption } from '../../../shared/ui/form/index.ts';
import type { ProductFieldGroupProps } from './use-product-form.ts';

/**
 * The product form's classification group: industry, category and optional sub-category, each
 * chosen from the one before it in the industry tree (with a retry when the tree failed to load).
 */
export function ProductClassificationFields({
  headingId,
  values,
  errors,
  saving,
  set,
  onIndustry,
  onCategory,
}: ProductFieldGroupProps & { onIndustry: (id: string) => void; onCategory: (id: string) => void }) {
  const { t } = useTranslation('product');
  const tree = useIndustryTree();
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

  return (
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
            onChange={(v) => onIndustry(v ?? '')}
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
            onChange={(v) => onCategory(v ?? '')}
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
  );
}
