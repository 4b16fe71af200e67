import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { idFromRouteParam, messages, type Payment } from '@wbn/contracts';
import { planName } from '../../../shared/i18n/tier.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useSession } from '../../../shared/session/session.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { usePageMeta } from '../../../shared/ui/page-meta.ts';
import { usePayment } from '../api/get-payments.ts';
import { viewerKey } from '../api/membership-keys.ts';
import { formatAmount, formatUtcDate } from '../lib/format.ts';
import { say } from '../../../shared/i18n/say.ts';
import '../membership.css';

/**
 * /business/{id}/membership/receipts/{paymentID} (needs a session): one payment as a printable
 * receipt. Printing leaves out the page frame (membership.css) and the buttons.
 */
export function ReceiptPage() {
  const { t } = useTranslation('membership');
  usePageMeta(t('receipt.title'));
  const { id: param = '', paymentID = '' } = useParams();
  const businessID = idFromRouteParam(param);
  const session = useSession();
  const query = usePayment(paymentID, viewerKey(session.userID));
  const back = `/business/${businessID}/membership`;

  return (
    <div className="page ms-page ms-receipt-page">
      <p className="ms-page__back ms-no-print">
        <Link to={back}>{t('receipt.back')}</Link>
      </p>
      <QueryState
        query={query}
        pending={
          <p className="ms-status" role="status">
            <span className="spinner ms-status__spinner" aria-hidden="true" /> {say(messages.loading)}
          </p>
        }
        problem={(error) => {
          const status = error instanceof ApiError ? error.status : 0;
          const answered = status >= 400 && status < 500;
          return {
            message:
              status === 403
                ? t('noAccess')
                : answered
                  ? t('receipt.notFound')
                  : say(messages.unexpectedError),
            retry: !answered,
          };
        }}
        retryLabel={t('retry')}
        className="ms-problem"
      >
        {(payment) =>
          payment.businessID !== businessID ? (
            // Another business's payment under this business's address.
            <div className="ms-problem" role="alert">
              <p>{t('receipt.notFound')}</p>
            </div>
          ) : (
            <Receipt payment={payment} />
          )
        }
      </QueryState>
    </div>
  );
}

export function Receipt({ payment }: { payment: Payment }) {
  const { t, i18n } = useTranslation('membership');
  const none = t('receipt.none');
  const plan = planName(t, payment.subscription);
  const rows: [string, string][] = [
    [t('receipt.seller'), t('receipt.sellerName')],
    [t('receipt.buyer'), payment.companyName],
    [t('receipt.plan'), t('receipt.planValue', { name: plan })],
    [t('receipt.amount'), `${formatAmount(payment.amount, i18n.language)} (${payment.currency})`],
    [t('receipt.date'), formatUtcDate(payment.createdAt, i18n.language)],
    [t('receipt.status'), t(`status.${payment.status}`)],
    ...(payment.periodStart !== null && payment.periodEnd !== null
      ? [
          [
            t('receipt.period'),
            t('receipt.periodValue', {
              from: formatUtcDate(payment.periodStart, i18n.language),
              to: formatUtcDate(payment.periodEnd, i18n.language),
            }),
          ] as [string, string],
        ]
      : []),
    [t('receipt.card'), payment.cardLabel ?? none],
    [t('receipt.email'), payment.email],
    [t('receipt.reference'), payment.providerRef ?? none],
    [t('receipt.paymentID'), payment.paymentID],
  ];
  return (
    <article className="ms-receipt" aria-labelledby="ms-receipt-heading">
      <header className="ms-receipt__head">
        <h1 id="ms-receipt-heading">{t('receipt.heading')}</h1>
        <button type="button" className="button button--primary ms-no-print" onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
      </header>
      {payment.status !== 'succeeded' ? (
        <p className="ms-note">
          {payment.status === 'failed' ? t('receipt.notPaid') : t(`status.${payment.status}`)}
          {payment.failureMessage ? ` ${payment.failureMessage}` : ''}
        </p>
      ) : null}
      <dl className="ms-receipt__rows">
        {rows.map(([label, value]) => (
          <div key={label} className="ms-receipt__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
