import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { businessTextMax } from '@wbn/contracts';
import { SearchableSelect, TextAreaField, type SelectOption } from '../../../shared/ui/form/index.ts';
import { useBusinessTypes } from '../../../shared/api/reference-data.ts';
import { bindFields } from './field-bindings.ts';
import { TextInput } from './TextInput.tsx';
import type { FieldErrors } from './form-kit.ts';
import { IndustryCategories } from './IndustryCategories.tsx';

export interface CompanyBasics {
  companyName: string;
  businessType: string;
  industry: string;
  categories: string[];
  shortDescription: string;
}

/**
 * Who the company is, as both the create form and the General Information editor ask it: name,
 * business type, main industry with its categories (and `children`, in the same grid), then the
 * short description.
 */
export function CompanyBasicsFields({
  values,
  change,
  errors,
  disabled,
  shortDescriptionHint,
  children,
}: {
  values: CompanyBasics;
  change: (patch: Partial<CompanyBasics>) => void;
  errors: FieldErrors;
  disabled: boolean;
  shortDescriptionHint?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('business');
  const types = useBusinessTypes();
  const typeOptions = useMemo<SelectOption[]>(
    () => (types.data ?? []).map((b) => ({ id: b.code, label: b.businessTypeName })),
    [types.data],
  );
  const { field, area } = bindFields(values, change, errors, disabled);
  return (
    <>
      <div className="bm-grid">
        <TextInput
          label={t('edit.companyName')}
          {...field('companyName')}
          required
          maxLength={businessTextMax.companyName}
          autoComplete="organization"
        />
        <SearchableSelect
          label={t('edit.businessType')}
          name="businessType"
          options={typeOptions}
          value={values.businessType || null}
          onChange={(businessType) => change({ businessType: businessType ?? '' })}
          placeholder={types.isPending ? t('edit.loadingList') : t('edit.select')}
          error={errors.businessType}
          isRequired
          isDisabled={disabled}
        />
        <IndustryCategories
          value={{ industry: values.industry, categories: values.categories }}
          onChange={(next) => change(next)}
          errors={{ industry: errors.industry, categories: errors.categories }}
          required
          disabled={disabled}
        />
        {children}
      </div>
      <TextAreaField
        label={t('edit.shortDescription')}
        {...area('shortDescription')}
        hint={shortDescriptionHint}
        isRequired
      />
    </>
  );
}
