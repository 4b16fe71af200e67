import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessHref, productHref, type ProductResult } from '@wbn/contracts';
import { SponsoredLabel, reportSponsoredOpen } from '../../../shared/ui/Sponsored.tsx';
import { cardSpecs, categoryPath, descriptionPreview } from '../lib/text-preview.ts';
import { ProductImage } from './ProductImage.tsx';
import '../product.css';

/**
 * A product in the search results: photo count, main image, stock label, name with the business
 * type, company, industry | category | subcategory, description, at most 4 specs (values cut at
 * 50 characters), Send Request and Save Product.
 * Save Product (from the page that shows the card) keeps it on the viewer's Saved page. A product
 * an advertising boost put at the top is marked Sponsored, and opening it is reported.
 */
export function ProductResultCard({ product, save }: { product: ProductResult; save: ReactNode }) {
  const { t } = useTranslation('product');
  const id = useId();
  const general = product.businessProfile.general;
  const href = productHref(general.companyName, product.name, product.productID);
  // The language its name and description are written in, when known (decision 0026).
  const lang = product.language ?? undefined;
  const specs = cardSpecs(product.specs);
  const photoCount = product.photos.length;
  const opened = product.sponsored ? () => reportSponsoredOpen(product.sponsored) : undefined;

  return (
    <article
      className={product.sponsored ? 'product-result product-result--sponsored' : 'product-result'}
      aria-labelledby={`${id}-name`}
    >
      <div className="product-result__media">
        <Link
          to={href}
          tabIndex={-1}
          aria-hidden="true"
          className="product-result__image-link"
          onClick={opened}
        >
          <ProductImage url={product.mainImage?.url} className="product-image product-result__image" />
        </Link>
        <span className="product-result__photos">{t('card.photos', { count: photoCount })}</span>
        <span className={`product-stock${product.stock ? ' product-stock--yes' : ''}`}>
          {product.stock ? t('stock.inStock') : t('stock.outOfStock')}
        </span>
      </div>
      <div className="product-result__body">
        {product.sponsored ? <SponsoredLabel /> : null}
        <h2 id={`${id}-name`} className="product-result__name">
          <Link to={href} onClick={opened} lang={lang}>
            {product.name}
          </Link>
          <span className="product-result__type"> · {general.businessType.name}</span>
        </h2>
        <p className="product-result__company">
          <Link to={businessHref(general.companyName, product.businessID)} onClick={opened}>
            {general.companyName}
          </Link>
        </p>
        <p className="product-result__categories">{categoryPath(product)}</p>
        {product.description ? (
          <p className="product-result__description" lang={lang}>
            {descriptionPreview(product.description)}
          </p>
        ) : null}
        {specs.length ? (
          <dl className="product-result__specs">
            {specs.map((s, i) => (
              <div key={`${i}-${s.key}`} className="product-result__spec">
                <dt>{s.key}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="product-result__actions">
          <Link className="button button--primary" to={`/business/${product.businessID}/send-request`}>
            {t('actions.sendRequest')}
          </Link>
          {save}
        </div>
      </div>
    </article>
  );
}
