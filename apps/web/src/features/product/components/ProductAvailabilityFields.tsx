import { useTranslation } from 'react-i18next';
import { ProductTextField } from './ProductTextField.tsx';
import { textFieldProps, type ProductFieldGroupProps } from './use-product-form.ts';

/** The product form's availability group: lead time in days and whether it is in stock. */
export function ProductAvailabilityFields(props: ProductFieldGroupProps) {
  const { headingId, values, saving, set } = props;
  const { t } = useTranslation('product');
  return (
    <section className="product-form__group" aria-labelledby={`${headingId}-availability`}>
      <h3 id={`${headingId}-availability`} className="product-form__legend">
        {t('form.availability')}
      </h3>
      <div className="product-form__grid">
        <ProductTextField
          label={t('form.leadTime')}
          {...textFieldProps(props, 'leadTime')}
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
  );
}
