import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import type { Checkout } from './use-checkout.ts';
import { say } from '../../../shared/i18n/say.ts';

/** A declined card (the spec's message, the provider's words beneath), or another failure. */
export function CheckoutProblemAlert({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('membership');
  const { problem } = checkout;
  return (
    <>
      {problem?.kind === 'declined' ? (
        <div className="ms-alert ms-alert--error" role="alert">
          <p className="ms-alert__title">{say(messages.checkoutFailed)}</p>
          {problem.reason ? <p className="ms-alert__detail">{problem.reason}</p> : null}
        </div>
      ) : problem?.kind === 'error' ? (
        <div className="ms-alert ms-alert--error" role="alert">
          <p className="ms-alert__title">{problem.message}</p>
          {problem.retrySafe ? <p className="ms-alert__detail">{t('checkout.retrySafe')}</p> : null}
        </div>
      ) : problem?.kind === 'unconfirmed' ? (
        <div className="ms-alert ms-alert--error" role="alert">
          <p className="ms-alert__title">{problem.message}</p>
          <p className="ms-alert__detail">{t('checkout.unconfirmed')}</p>
          <button
            type="button"
            className="button button--ghost"
            disabled={checkout.busy}
            onClick={() => void checkout.recheck()}
          >
            {t('checkout.recheck')}
          </button>
        </div>
      ) : null}
    </>
  );
}
