import { useTranslation } from 'react-i18next';
import { productTextMax } from '@wbn/contracts';
import { emptySpecRow, type ProductFormErrors, type SpecRow } from '../lib/product-form.ts';
import { RowInput } from './RowInput.tsx';
import { RowsFieldset } from './RowsFieldset.tsx';

/** The technical specifications as name / value rows; rows are added and removed freely. */
export function SpecRowsEditor({
  rows,
  errors,
  isDisabled,
  onChange,
}: {
  rows: SpecRow[];
  errors: ProductFormErrors;
  isDisabled: boolean;
  onChange: (rows: SpecRow[]) => void;
}) {
  const { t } = useTranslation('product');
  const cell = (i: number, part: 'key' | 'value') => ({
    name: `specs.${i}.${part}`,
    autoComplete: 'off',
    disabled: isDisabled,
    error: errors[`specs.${i}.${part}`],
  });

  return (
    <RowsFieldset
      name="specs"
      legend={t('form.specs')}
      hint={t('form.specsHint', { max: productTextMax.specs })}
      head={
        <div className="product-rows__head" aria-hidden="true">
          <span>{t('form.specName')}</span>
          <span>{t('form.specValue')}</span>
        </div>
      }
      rows={rows}
      max={productTextMax.specs}
      error={errors.specs}
      isDisabled={isDisabled}
      rowClassName="product-rows__row--spec"
      removeLabel={(n) => t('form.removeSpecN', { n })}
      addText={t('form.addSpec')}
      newRow={emptySpecRow}
      onChange={onChange}
    >
      {(row, i, update) => (
        <>
          <div data-field={`specs.${i}.key`}>
            <RowInput
              label={t('form.specNameN', { n: i + 1 })}
              {...cell(i, 'key')}
              value={row.key}
              maxLength={productTextMax.specKey}
              placeholder={t('form.specNamePlaceholder')}
              onChange={(e) => update({ key: e.target.value })}
            />
          </div>
          <div data-field={`specs.${i}.value`}>
            <RowInput
              label={t('form.specValueN', { n: i + 1 })}
              {...cell(i, 'value')}
              value={row.value}
              maxLength={productTextMax.specValue}
              placeholder={t('form.specValuePlaceholder')}
              onChange={(e) => update({ value: e.target.value })}
            />
          </div>
        </>
      )}
    </RowsFieldset>
  );
}
