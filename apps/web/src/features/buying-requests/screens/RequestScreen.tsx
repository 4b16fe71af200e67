import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { myBusinessesQuery } from '../../../shared/session/my-businesses.ts';
import { loginHref, registerHref, useSession } from '../../../shared/session/session.ts';
import { Field } from '../../../shared/ui/form/index.ts';
import { requestPageQuery } from '../api/buying-requests.ts';
import { Comparison, type ComparisonProps } from '../components/Comparison.tsx';
import { FileLinks } from '../components/FileLinks.tsx';
import { SupplierQuote } from '../components/SupplierQuote.tsx';
import { formatMoney } from '../lib/compare.ts';
import { numberFormat } from '../../../shared/i18n/format.ts';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import '../buying-requests.css';

/**
 * /buying-requests/{id}?as=: the buyer's comparison and award, or a supplier's quote. The page
 * hands in how a supplier's reputation is shown in the comparison.
 */
export function RequestScreen({
  requestID,
  supplierReputation,
}: {
  requestID: string;
  supplierReputation?: ComparisonProps['supplierReputation'];
}) {
  const { t, i18n } = useTranslation('buying-requests');
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const as = signedIn ? params.get('as') : null;
  // The buyer's choice of comparison currency lives in the address, so a shared link keeps it.
  const currency = /^[A-Z]{3}$/.test(params.get('currency') ?? '') ? params.get('currency') : null;
  const page = useQuery(requestPageQuery(requestID, as, session.userID, currency));
  // The request's own title once it is here (a crawler and the tab see what is asked for).
  usePageMeta(page.data?.request.title ?? t('board.title'));
  const mine = useQuery({ ...myBusinessesQuery, enabled: signedIn });
  if (page.isPending) return <main className="wbn-rfq" aria-busy="true" />;
  if (page.isError) return <main className="wbn-rfq">{page.error.message}</main>;
  const { request, role } = page.data;
  const others = (mine.data ?? []).filter((b) => b.businessID !== request.buyer.id);
  const takingQuotes = request.status === 'open';
  return (
    <main className="wbn-rfq">
      <header>
        <h1>{request.title}</h1>
        <p>
          {request.buyer.name} · {request.categoryName} · {t(`page.status.${request.status}`)}
        </p>
        {request.cancelReason ? <p>{t('page.cancelled', { reason: request.cancelReason })}</p> : null}
      </header>
      <p>{request.description}</p>
      <dl className="wbn-rfq__card">
        <dt>{t('page.quantity')}</dt>
        <dd>{`${numberFormat(i18n.language).format(request.quantity)} ${request.unit}`}</dd>
        {request.targetPrice !== null && request.currency ? (
          <>
            <dt>{t('page.target')}</dt>
            <dd>{formatMoney(request.targetPrice, request.currency)}</dd>
          </>
        ) : null}
        {request.incoterm ? (
          <>
            <dt>{t('page.incoterm')}</dt>
            <dd>{request.incoterm}</dd>
          </>
        ) : null}
        <dt>{t('page.delivery')}</dt>
        <dd>{[request.deliveryPort, request.deliveryCountry].filter(Boolean).join(', ')}</dd>
        {request.neededBy ? (
          <>
            <dt>{t('page.neededBy')}</dt>
            <dd>{request.neededBy}</dd>
          </>
        ) : null}
        <dt>{t('page.deadline')}</dt>
        <dd>{new Date(request.deadline).toLocaleString(i18n.language)}</dd>
      </dl>
      {request.attachments.length > 0 ? (
        <section aria-labelledby="rfq-files">
          <h2 id="rfq-files">{t('page.files')}</h2>
          <FileLinks files={request.attachments} />
        </section>
      ) : null}
      {role === 'visitor' ? (
        <section className="wbn-rfq__card" aria-labelledby="rfq-sign-in">
          <h2 id="rfq-sign-in">{takingQuotes ? t('visitor.quoteTitle') : t('visitor.title')}</h2>
          {request.attachmentCount > 0 ? (
            <p>{t('visitor.files', { count: request.attachmentCount })}</p>
          ) : null}
          <p>{takingQuotes ? t('visitor.quoteText') : t('visitor.text')}</p>
          <a className="wbn-button" href={loginHref()}>
            {t('visitor.signIn')}
          </a>
          <a href={registerHref()}>{t('visitor.register')}</a>
        </section>
      ) : null}
      {role === 'reader' && takingQuotes && mine.isSuccess && others.length === 0 ? (
        <p>
          {t('page.needBusiness')} <Link to="/business/create">{t('page.createBusiness')}</Link>
        </p>
      ) : null}
      {role === 'reader' && takingQuotes && others.length > 0 ? <p>{t('page.chooseBusiness')}</p> : null}
      {role !== 'buyer' && others.length > 0 ? (
        <Field label={t('page.readAs')}>
          {(p) => (
            <select
              {...p}
              className="wbn-input"
              value={as ?? ''}
              onChange={(e) => setParams(e.target.value ? { as: e.target.value } : {})}
            >
              <option value="">—</option>
              {others.map((b) => (
                <option key={b.businessID} value={b.businessID}>
                  {b.general.companyName}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {role === 'buyer' ? (
        <Comparison
          data={page.data}
          pageKey={requestPageQuery(requestID, as, session.userID, currency).queryKey}
          onCurrency={(next) =>
            setParams(
              (p) => {
                p.set('currency', next);
                return p;
              },
              { replace: true },
            )
          }
          supplierReputation={supplierReputation}
        />
      ) : null}
      {role === 'supplier' ? (
        <SupplierQuote key={page.data.myQuote?.updatedAt ?? 'new'} data={page.data} />
      ) : null}
    </main>
  );
}
