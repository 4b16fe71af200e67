import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canManageBusiness, messages } from '@wbn/contracts';
import { useBusinessProducts } from '../api/get-business-products.ts';
import { ProductMiniCard, ProductMiniCardsPlaceholder } from './ProductMiniCard.tsx';
import { say } from '../../../shared/i18n/say.ts';
import '../product.css';

export interface CompanyProductsProps {
  businessID: string;
  companyName: string;
  /** Leave this product out (the product page lists the business's other products). */
  excludeProductID?: string;
  /** Default "Company products". */
  heading?: string;
  /** Heading level inside the page; default 2. */
  headingLevel?: 2 | 3;
}

/**
 * The company products section of the business profile (and the product page's "Main products
 * of {company}"): a card per product linking to its page, an empty state, and for the business's
 * owner and admins a link to manage the catalogue.
 */
export function CompanyProducts({
  businessID,
  companyName,
  excludeProductID,
  heading,
  headingLevel = 2,
}: CompanyProductsProps) {
  const { t } = useTranslation('product');
  const query = useBusinessProducts(businessID);
  const headingId = `company-products-${businessID}`;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const products = (query.data?.data ?? []).filter((p) => p.productID !== excludeProductID);
  const canManage = canManageBusiness(query.data?.session.access);

  return (
    <section className="company-products" aria-labelledby={headingId}>
      <div className="company-products__head">
        <H id={headingId} className="company-products__title">
          {heading ?? t('company.heading')}
        </H>
        {canManage ? (
          <Link className="button button--ghost" to={`/business/${businessID}/products`}>
            {t('company.manage')}
          </Link>
        ) : null}
      </div>
      {query.isPending ? (
        <ProductMiniCardsPlaceholder label={t('company.loading')} />
      ) : query.isError ? (
        <div className="product-problem product-problem--inline" role="alert">
          <p>{say(messages.errorLoadingData)}</p>
          <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : products.length === 0 ? (
        <p className="product-empty">
          {excludeProductID ? t('company.noOthers', { company: companyName }) : t('company.empty')}
        </p>
      ) : (
        <ul className="product-grid">
          {products.map((p) => (
            <ProductMiniCard key={p.productID} product={p} companyName={companyName} />
          ))}
        </ul>
      )}
    </section>
  );
}
