import { useTranslation } from 'react-i18next';
import type { Product } from '@wbn/contracts';

/** The Specifications box (Industry, Product Name, Lead Time, Category, Subcategory, Stock) and the technical specs table. */
export function SpecificationsBox({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const notSet = t('summary.notSet');
  // [label, value, the language the value is written in when the business wrote it]
  const rows: [string, string, string?][] = [
    [t('specs.industry'), product.industry.name],
    [t('specs.productName'), product.name, product.language ?? undefined],
    [t('specs.leadTime'), product.leadTime == null ? notSet : t('summary.days', { count: product.leadTime })],
    [t('specs.category'), product.category.name],
    [t('specs.subCategory'), product.subCategory?.name ?? notSet],
    [t('specs.stock'), product.stock ? t('specs.yes') : t('specs.no')],
  ];
  return (
    <>
      <section className="product-box" aria-labelledby="product-specs-heading">
        <h2 id="product-specs-heading" className="product-box__title">
          {t('specs.heading')}
        </h2>
        <dl className="product-facts">
          {rows.map(([label, value, lang]) => (
            <div key={label} className="product-facts__row">
              <dt>{label}</dt>
              <dd lang={lang}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="product-box" aria-labelledby="product-tech-heading">
        <h2 id="product-tech-heading" className="product-box__title">
          {t('specs.technical')}
        </h2>
        {product.specs.length ? (
          <table className="product-table">
            <thead>
              <tr>
                <th scope="col">{t('specs.feature')}</th>
                <th scope="col">{t('specs.value')}</th>
              </tr>
            </thead>
            <tbody>
              {product.specs.map((s, i) => (
                <tr key={`${i}-${s.key}`}>
                  <th scope="row">{s.key}</th>
                  <td>{s.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="product-empty">{t('specs.none')}</p>
        )}
      </section>
    </>
  );
}
