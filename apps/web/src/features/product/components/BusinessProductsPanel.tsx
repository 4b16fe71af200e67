import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { canManageBusiness, messages, productHref, type Product } from '@wbn/contracts';
import { useBusinessProducts } from '../api/get-business-products.ts';
import type { BusinessChanged } from '../api/save-product.ts';
import { productCapOf } from '../lib/product-form.ts';
import { categoryPath } from '../lib/text-preview.ts';
import { DeleteProductButton } from './DeleteProductButton.tsx';
import { ProductForm } from './ProductForm.tsx';
import { ProductImage } from './ProductImage.tsx';
import { say } from '../../../shared/i18n/say.ts';
import '../product.css';

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; product: Product };

/**
 * The Products tab of the business management screen: the catalogue with edit and delete, the
 * add and edit form, and the tier's cap shown before it is reached ("5 of 7 products"; at the cap
 * the membership's message, the upgrade link and no Add button). Owners and admins manage;
 * members see the list; anyone else is told they have no access (the API enforces all of it).
 */
export function BusinessProductsPanel({
  businessID,
  businessChanged,
}: {
  businessID: string;
  /** Refreshes what a product change makes stale of the business (its profile's product count). */
  businessChanged: BusinessChanged;
}) {
  const { t } = useTranslation('product');
  const query = useBusinessProducts(businessID);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const listHeading = useRef<HTMLHeadingElement>(null);

  const backToList = () => {
    setMode({ kind: 'list' });
    requestAnimationFrame(() => listHeading.current?.focus());
  };

  if (query.isPending) {
    return (
      <div className="product-panel" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" /> {t('panel.loading')}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="product-panel product-problem" role="alert">
        <p>{say(messages.errorLoadingData)}</p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  const { data: products, session } = query.data;
  const canManage = canManageBusiness(session.access);
  const cap = productCapOf(session, products[0]?.businessProfile.subscription ?? null);
  const membershipHref = `/business/${businessID}/membership`;

  if (!session.access) {
    return (
      <div className="product-panel product-problem" role="alert">
        <p>{t('panel.noAccess')}</p>
      </div>
    );
  }

  if (canManage && mode.kind !== 'list') {
    return (
      <div className="product-panel">
        <ProductForm
          key={mode.kind === 'edit' ? mode.product.productID : 'new'}
          businessID={businessID}
          {...(mode.kind === 'edit' ? { product: mode.product } : {})}
          onDone={backToList}
          onCancel={backToList}
          businessChanged={businessChanged}
        />
      </div>
    );
  }

  return (
    <section className="product-panel" aria-labelledby="product-panel-heading">
      <div className="product-panel__head">
        <div>
          <h2 id="product-panel-heading" ref={listHeading} tabIndex={-1} className="product-panel__title">
            {t('panel.heading')}
          </h2>
          {cap ? (
            <p className="product-panel__count">{t('panel.count', { count: cap.count, limit: cap.limit })}</p>
          ) : null}
        </div>
        {canManage ? (
          <button
            type="button"
            className="button button--primary"
            disabled={cap?.atCap}
            aria-describedby={cap?.atCap ? 'product-cap-note' : undefined}
            onClick={() => setMode({ kind: 'add' })}
          >
            {t('panel.add')}
          </button>
        ) : null}
      </div>

      {cap?.atCap ? (
        <div id="product-cap-note" className="product-alert product-alert--warning">
          <p>{cap.message}</p>
          <Link to={membershipHref}>{t('panel.upgrade')}</Link>
        </div>
      ) : cap && cap.limit - cap.count <= 2 ? (
        <p className="product-panel__near">{t('panel.nearCap', { count: cap.limit - cap.count })}</p>
      ) : null}

      {!canManage ? <p className="product-panel__note">{t('panel.readOnly')}</p> : null}

      {products.length === 0 ? (
        <div className="product-empty">
          <p>{t('panel.empty')}</p>
          {canManage ? <p>{t('panel.emptyHint')}</p> : null}
        </div>
      ) : (
        <ul className="product-list">
          {products.map((p) => (
            <li key={p.productID} className="product-list__item">
              <ProductImage url={p.mainImage?.url} className="product-image product-list__image" />
              <div className="product-list__body">
                <h3 className="product-list__name">
                  <Link to={productHref(p.businessProfile.general.companyName, p.name, p.productID)}>
                    {p.name}
                  </Link>
                </h3>
                <p className="product-list__path">{categoryPath(p, ' › ')}</p>
                <p className="product-list__meta">
                  <span className={`product-stock${p.stock ? ' product-stock--yes' : ''}`}>
                    {p.stock ? t('stock.inStock') : t('stock.outOfStock')}
                  </span>
                  {p.leadTime != null ? <span>{t('list.leadTime', { count: p.leadTime })}</span> : null}
                  <span>{t('card.photos', { count: p.photos.length })}</span>
                </p>
              </div>
              {canManage ? (
                <div className="product-list__actions">
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={t('list.editN', { name: p.name })}
                    onClick={() => setMode({ kind: 'edit', product: p })}
                  >
                    {t('list.edit')}
                  </button>
                  <DeleteProductButton
                    product={p}
                    onDeleted={() => requestAnimationFrame(() => listHeading.current?.focus())}
                    businessChanged={businessChanged}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
