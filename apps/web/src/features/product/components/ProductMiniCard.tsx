import { Link } from 'react-router';
import { productHref, type Product } from '@wbn/contracts';
import { descriptionPreview } from '../lib/text-preview.ts';
import { ProductImage } from './ProductImage.tsx';

/** A small product card: image (placeholder when none), name linking to the product page, preview. */
export function ProductMiniCard({ product, companyName }: { product: Product; companyName: string }) {
  const href = productHref(companyName, product.name, product.productID);
  // The language its name and description are written in, when known (decision 0026).
  const lang = product.language ?? undefined;
  return (
    <li className="product-mini">
      <Link to={href} className="product-mini__media" tabIndex={-1} aria-hidden="true">
        <ProductImage url={product.mainImage?.url} />
      </Link>
      <div className="product-mini__body">
        <h3 className="product-mini__name">
          <Link to={href} lang={lang}>
            {product.name}
          </Link>
        </h3>
        {product.description ? (
          <p className="product-mini__text" lang={lang}>
            {descriptionPreview(product.description)}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Grey cards in the shape of the real ones while the products arrive. */
export function ProductMiniCardsPlaceholder({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="product-mini product-mini--placeholder">
            <span className="product-image product-skeleton" />
            <div className="product-mini__body">
              <span className="product-skeleton product-skeleton__line" />
              <span className="product-skeleton product-skeleton__line product-skeleton__line--short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
