import { useTranslation } from 'react-i18next';
import { productTextMax } from '@wbn/contracts';
import { TextAreaField } from '../../../shared/ui/form/index.ts';
import { ContentLanguageSelect } from '../../../shared/ui/form/ContentLanguageSelect.tsx';
import { ProductTextField } from './ProductTextField.tsx';
import { textFieldProps, type ProductFieldGroupProps } from './use-product-form.ts';

/** The product form's "about" group: name, keywords, description and the language they are in. */
export function ProductAboutFields(props: ProductFieldGroupProps) {
  const { headingId, values, errors, saving, set } = props;
  const { t } = useTranslation('product');
  return (
    <section className="product-form__group" aria-labelledby={`${headingId}-about`}>
      <h3 id={`${headingId}-about`} className="product-form__legend">
        {t('form.about')}
      </h3>
      <ProductTextField
        label={t('form.name')}
        {...textFieldProps(props, 'name')}
        required
        maxLength={productTextMax.name}
      />
      <ProductTextField
        label={t('form.keywords')}
        {...textFieldProps(props, 'keywords')}
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
      <div data-field="language">
        <ContentLanguageSelect
          value={values.language}
          onChange={(v) => set('language', v)}
          isDisabled={saving}
          error={errors.language}
        />
      </div>
    </section>
  );
}
