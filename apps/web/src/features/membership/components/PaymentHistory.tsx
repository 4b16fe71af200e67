import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages, type Payment } from '@wbn/contracts';
import { planName } from '../../../shared/i18n/tier.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { QueryState } from '../../../shared/ui/QueryState.tsx';
import { usePayments } from '../api/get-payments.ts';
import { formatAmount, formatUtcDate } from '../lib/format.ts';
import { say } from '../../../shared/i18n/say.ts';

export const receiptHref = (businessID: string, paymentID: string) =>
  `/business/${businessID}/membership/receipts/${paymentID}`;

/** The business's checkout attempts, newest first, each with a link to its printable receipt. */
export function PaymentHistory({ businessID, viewer }: { businessID: string; viewer: string }) {
  const { t } = useTranslation('membership');
  const query = usePayments(businessID, viewer);

  return (
    <section className="ms-section" aria-labelledby="ms-history-heading">
      <h2 id="ms-history-heading" className="ms-section__title">
        {t('history.heading')}
      </h2>
      <QueryState
        query={query}
        pending={
          <p className="ms-status" role="status">
            <span className="spinner ms-status__spinner" aria-hidden="true" /> {say(messages.loading)}
          </p>
        }
        // A refusal (payments are for the owner and admins) in the API's words; else "try again".
        problem={(error) =>
          error instanceof ApiError && error.status === 403
            ? { message: explainFailure(error), retry: false }
            : { message: t('history.failed') }
        }
        retryLabel={t('retry')}
        className="ms-problem"
      >
        {(payments) =>
          payments.length === 0 ? (
            <p className="ms-muted">{t('history.empty')}</p>
          ) : (
            // Scrolls sideways on a narrow screen; focusable so that keyboards can scroll it too.
            <div className="ms-table-wrap" tabIndex={0} role="region" aria-labelledby="ms-history-heading">
              <table className="ms-table">
                <thead>
                  <tr>
                    <th scope="col">{t('history.date')}</th>
                    <th scope="col">{t('history.plan')}</th>
                    <th scope="col" className="ms-table__number">
                      {t('history.amount')}
                    </th>
                    <th scope="col">{t('history.status')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('history.receipt')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {payments.map((payment) => (
                    <PaymentRow key={payment.paymentID} payment={payment} businessID={businessID} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}

function PaymentRow({ payment, businessID }: { payment: Payment; businessID: string }) {
  const { t, i18n } = useTranslation('membership');
  const date = formatUtcDate(payment.createdAt, i18n.language);
  const plan = planName(t, payment.subscription);
  return (
    <tr>
      <td>{date}</td>
      <td>{plan}</td>
      <td className="ms-table__number">{formatAmount(payment.amount, i18n.language)}</td>
      <td>
        <span className={`ms-pay-status ms-pay-status--${payment.status}`}>
          {t(`status.${payment.status}`)}
        </span>
      </td>
      <td>
        <Link to={receiptHref(businessID, payment.paymentID)}>
          {t('history.receipt')}
          <span className="visually-hidden"> {t('history.receiptFor', { plan, date })}</span>
        </Link>
      </td>
    </tr>
  );
}
