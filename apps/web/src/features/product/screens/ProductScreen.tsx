import { useState, type ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { businessHref, messages, type BusinessProfileResponse, type Product } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { reactionSummaryQuery } from '../../../shared/api/reaction-summaries.ts';
import { BusinessSummaryCard } from '../components/BusinessSummaryCard.tsx';
import { CompanyProducts } from '../components/CompanyProducts.tsx';
import { ImageViewer } from '../components/ImageViewer.tsx';
import { ProductImage } from '../components/ProductImage.tsx';
import { ProductVideos } from '../components/ProductVideos.tsx';
import { ShareProductButton } from '../components/ShareProductButton.tsx';
import { SpecificationsBox } from '../components/SpecificationsBox.tsx';
import { productPageTitle } from '../lib/text-preview.ts';
import { say } from '../../../shared/i18n/say.ts';
import '../product.css';

/** What the product page shows of other features, handed in by the page in src/app. */
export interface ProductSlots {
  /** The like toggle, showing the count of the summary the page waited for. */
  like(product: Product): ReactNode;
  /** Save Product. */
  save(product: Product): ReactNode;
  /** The product's comments section. */
  comments(product: Product): ReactNode;
  /** Report the product, for readers outside its business (a visitor: the public notice form). */
  report(product: Product, label: string): ReactNode;
}

export interface ProductScreenProps {
  productID: string;
  /** The product (useProduct) and its business's profile, read by the page that composes them. */
  product: UseQueryResult<Product>;
  business: UseQueryResult<BusinessProfileResponse>;
  slots: ProductSlots;
}

/**
 * /business-product/{id}: the product page. The id is the last 36 characters of the route
 * parameter (the rest is the slug). Three calls make the page (the product, its business, its
 * reaction summary): a placeholder until all have answered, "Error loading data" if one fails.
 */
export function ProductScreen({ productID, product, business, slots }: ProductScreenProps) {
  const { t } = useTranslation('product');
  const summary = useQuery({ ...reactionSummaryQuery(productID), enabled: product.isSuccess });
  usePageMeta(product.data ? productPageTitle(product.data) : t('page.title'));

  const failed = [product, business, summary].find((q) => q.isError);
  if (failed) {
    const error = product.error instanceof ApiError ? product.error : null;
    const missing = error && [404, 400, 410].includes(error.status);
    return (
      <div className="product-page product-problem" role="alert">
        {/* The page's heading: without it the page would have none while in this state. */}
        <h1 className="product-problem__title">{say(messages.errorLoadingData)}</h1>
        {/* 410: hidden by the moderators; the server's words say so. */}
        {missing ? <p>{error.status === 410 ? error.message : t('page.notFound')}</p> : null}
        <div className="product-problem__actions">
          {missing ? null : (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                for (const q of [product, business, summary]) if (q.isError) void q.refetch();
              }}
            >
              {t('common.retry')}
            </button>
          )}
          <Link className="button button--ghost" to="/">
            {t('page.home')}
          </Link>
        </div>
      </div>
    );
  }
  if (!product.data || !business.data || !summary.data)
    return <ProductPagePlaceholder label={t('page.loading')} />;
  return <ProductView product={product.data} business={business.data} slots={slots} />;
}

function ProductView({
  product,
  business,
  slots,
}: {
  product: Product;
  business: BusinessProfileResponse;
  slots: ProductSlots;
}) {
  const { t } = useTranslation('product');
  const [viewer, setViewer] = useState<number | null>(null);
  const company = product.businessProfile.general.companyName;
  const photos = product.photos;
  const gallery = photos.length > 1 ? photos : [];
  // The language its name and description are written in, when known (decision 0026).
  const lang = product.language ?? undefined;

  return (
    <article className="product-page" aria-labelledby="product-title">
      {product.hidden ? (
        // Its business's members read why the moderators hid it and where to appeal (decision 0025).
        <p className="product-hidden" role="note">
          {product.hidden.notice} {product.hidden.reason}{' '}
          <Link to={`/moderation/statement/${product.hidden.entryID}`}>{product.hidden.appeal}</Link>
        </p>
      ) : null}
      <div className="product-page__layout">
        <div className="product-page__main">
          <header className="product-page__header">
            <h1 id="product-title" className="product-page__title" lang={lang}>
              {product.name}
            </h1>
            <p className="product-page__by">
              {t('page.by')} <Link to={businessHref(company, product.businessID)}>{company}</Link>
            </p>
          </header>

          <div className="product-page__top">
            <div className="product-page__hero">
              {product.mainImage ? (
                <button
                  type="button"
                  className="product-page__hero-button"
                  aria-label={t('gallery.open', { name: product.name })}
                  onClick={() => setViewer(0)}
                >
                  <ProductImage
                    url={product.mainImage.url}
                    className="product-image product-page__hero-image"
                    loading="eager"
                  />
                </button>
              ) : (
                <ProductImage url={null} className="product-image product-page__hero-image" />
              )}
            </div>
            <div className="product-page__summary">
              <div className="product-page__actions">
                {/* The reactions summary: the button shows the like count of the summary call. */}
                {slots.like(product)}
                <ShareProductButton product={product} />
                {slots.save(product)}
                {business.session.access ? null : (
                  <Link
                    className="button button--primary"
                    to={`/business/${product.businessID}/send-request`}
                  >
                    {t('actions.sendRequest')}
                  </Link>
                )}
                {business.session.access ? null : slots.report(product, t('actions.report'))}
              </div>
              {product.keywords.length ? (
                <ul className="product-page__keywords" aria-label={t('page.keywords')}>
                  {product.keywords.map((k) => (
                    <li key={k}>{k}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>

          <section className="product-box" aria-labelledby="product-description-heading">
            <h2 id="product-description-heading" className="product-box__title">
              {t('page.description')}
            </h2>
            {product.description ? (
              <p className="product-page__description" lang={lang}>
                {product.description}
              </p>
            ) : (
              <p className="product-empty">{t('page.noDescription')}</p>
            )}
          </section>

          <SpecificationsBox product={product} />

          {gallery.length ? (
            <section className="product-box" aria-labelledby="product-gallery-heading">
              <h2 id="product-gallery-heading" className="product-box__title">
                {t('gallery.heading')}
              </h2>
              <ul className="product-gallery">
                {gallery.map((photo, i) => (
                  <li key={photo.url}>
                    <button
                      type="button"
                      className="product-gallery__thumb"
                      aria-label={t('gallery.openN', { n: i + 1, total: gallery.length })}
                      onClick={() => setViewer(i)}
                    >
                      <img src={photo.url} alt="" loading="lazy" />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <ProductVideos product={product} />

          {slots.comments(product)}
        </div>

        <div className="product-page__aside">
          <BusinessSummaryCard business={business} />
        </div>
      </div>

      <CompanyProducts
        businessID={product.businessID}
        companyName={company}
        excludeProductID={product.productID}
        heading={t('page.mainProducts', { company })}
      />

      <ImageViewer
        photos={photos}
        index={viewer}
        productName={product.name}
        onIndex={setViewer}
        onClose={() => setViewer(null)}
      />
    </article>
  );
}

/** The page's shape in grey while its three calls answer. */
function ProductPagePlaceholder({ label }: { label: string }) {
  return (
    <div className="product-page" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className="product-page__layout" aria-hidden="true">
        <div className="product-page__main">
          <span className="product-skeleton product-skeleton__title" />
          <span className="product-skeleton product-skeleton__line product-skeleton__line--short" />
          <div className="product-page__top">
            <span className="product-skeleton product-page__hero-image" />
            <div className="product-page__summary">
              <span className="product-skeleton product-skeleton__line" />
              <span className="product-skeleton product-skeleton__line" />
              <span className="product-skeleton product-skeleton__line product-skeleton__line--short" />
            </div>
          </div>
          <span className="product-skeleton product-skeleton__block" />
        </div>
        <div className="product-page__aside">
          <span className="product-skeleton product-skeleton__block" />
        </div>
      </div>
    </div>
  );
}
