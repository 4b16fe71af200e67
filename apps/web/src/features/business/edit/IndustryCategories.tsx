import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect, type SelectOption } from '../../../shared/ui/form/index.ts';
import { useIndustryTree } from '../../../shared/api/reference-data.ts';
import { Checkboxes } from './Checkboxes.tsx';

export interface IndustryCategoriesValue {
  industry: string;
  categories: string[];
}

interface Props {
  value: IndustryCategoriesValue;
  onChange: (value: IndustryCategoriesValue) => void;
  errors: { industry?: string; categories?: string };
  required?: boolean;
  disabled?: boolean;
}

/**
 * The main industry and, within it, one or more main categories (the create form and the General
 * Information editor). Choosing another industry clears the categories, which belong to one.
 */
export function IndustryCategories({ value, onChange, errors, required, disabled }: Props) {
  const { t } = useTranslation('business');
  const tree = useIndustryTree();
  const industries = useMemo<SelectOption[]>(
    () => (tree.data ?? []).map((i) => ({ id: i.id, label: i.name })),
    [tree.data],
  );
  const categories = useMemo(
    () =>
      (tree.data ?? [])
        .find((i) => i.id === value.industry)
        ?.categories.map((c) => ({ id: c.id, label: c.name })) ?? [],
    [tree.data, value.industry],
  );
  return (
    <>
      <SearchableSelect
        label={t('edit.industry')}
        name="industry"
        options={industries}
        value={value.industry || null}
        onChange={(industry) =>
          industry !== value.industry && onChange({ industry: industry ?? '', categories: [] })
        }
        placeholder={tree.isPending ? t('edit.loadingList') : t('edit.select')}
        error={errors.industry}
        isRequired={required}
        isDisabled={disabled}
      />
      <Checkboxes
        legend={t('edit.categories')}
        name="categories"
        options={categories}
        value={value.categories}
        onChange={(list) => onChange({ ...value, categories: list })}
        error={errors.categories}
        hint={value.industry ? t('edit.categoriesHint') : undefined}
        emptyText={value.industry ? t('edit.noCategories') : t('edit.industryFirst')}
        required={required}
        disabled={disabled}
      />
    </>
  );
}
