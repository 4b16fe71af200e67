import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Payment, type SubscriptionPlan, type SubscriptionSetup } from '@wbn/contracts';
import { planName } from '../../../shared/i18n/tier.ts';
import { yearlyPrice } from '../../../shared/i18n/plans.ts';
import { AuthenticationDialog } from './AuthenticationDialog.tsx';
import { TestCardCheckout } from './TestCardFields.tsx';
import { useCheckout } from './use-checkout.ts';

// Stripe.js and its React bindings load only when the provider is Stripe.
const StripeCheckout = lazy(() => import('./StripeCheckout.tsx'));

export interface CheckoutSectionProps {
  businessID: string;
  viewer: string;
  plan: SubscriptionPlan;
  setup: SubscriptionSetup;
  onClose: () => void;
  onSucceeded: (payment: Payment) => void;
}

/** The chosen plan's checkout: what is bought, the provider's card form, and how the last try ended. */
export function CheckoutSection({
  businessID,
  viewer,
  plan,
  setup,
  onClose,
  onSucceeded,
}: CheckoutSectionProps) {
  const { t, i18n } = useTranslation('membership');
  const name = planName(t, plan.subscription);
  const checkout = useCheckout({ businessID, plan, viewer, onSucceeded });
  const heading = useRef<HTMLHeadingElement>(null);

  // Choosing a plan takes keyboard and screen-reader users to its checkout.
  useEffect(() => {
    heading.current?.focus();
  }, [plan.planId]);

  return (
    <section className="ms-section ms-checkout" aria-labelledby="ms-checkout-heading">
      <div className="ms-checkout__head">
        <h2 id="ms-checkout-heading" ref={heading} tabIndex={-1} className="ms-section__title">
          {t('checkout.heading', { name })}
        </h2>
        <button type="button" className="button button--ghost" onClick={onClose} disabled={checkout.busy}>
          {t('checkout.changePlan')}
        </button>
      </div>
      <p className="ms-muted">
        {t('checkout.summary', {
          name,
          price: yearlyPrice(t, plan.price, i18n.language),
          count: plan.productLimit,
        })}
      </p>
      {setup.provider === 'stripe' ? (
        <Suspense
          fallback={
            <p className="ms-status" role="status">
              <span className="spinner ms-status__spinner" aria-hidden="true" /> {t('checkout.loadingForm')}
            </p>
          }
        >
          <StripeCheckout publicKey={setup.publicKey} plan={plan} checkout={checkout} />
        </Suspense>
      ) : (
        <>
          <TestCardCheckout plan={plan} checkout={checkout} />
          <AuthenticationDialog checkout={checkout} />
        </>
      )}
    </section>
  );
}
