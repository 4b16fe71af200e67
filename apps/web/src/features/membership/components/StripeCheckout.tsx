import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { SubscriptionPlan } from '@wbn/contracts';
import { CheckoutForm } from './CheckoutForm.tsx';
import type { Checkout } from './use-checkout.ts';

// One Stripe.js per publishable key for the whole visit (loadStripe adds its script once).
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publicKey: string) => {
  let stripe = stripes.get(publicKey);
  if (!stripe) stripes.set(publicKey, (stripe = loadStripe(publicKey)));
  return stripe;
};

export interface StripeCheckoutProps {
  publicKey: string;
  plan: SubscriptionPlan;
  checkout: Checkout;
}

/**
 * The Stripe checkout (provider 'stripe'; this module and Stripe's are loaded only then): Stripe's
 * CardElement makes a payment method, subscribe charges it, and an authentication step is Stripe's
 * own (`handleNextAction`) before the payment is confirmed.
 */
export default function StripeCheckout({ publicKey, ...props }: StripeCheckoutProps) {
  return (
    <Elements stripe={stripeFor(publicKey)}>
      <StripeCardForm {...props} />
    </Elements>
  );
}

function StripeCardForm({ plan, checkout }: Omit<StripeCheckoutProps, 'publicKey'>) {
  const { t } = useTranslation('membership');
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  const [cardError, setCardError] = useState<string | null>(null);
  // Kept for a retry of an unanswered payment (the same payment method and so the same key);
  // any edit of the card, or an answer, makes the next Pay create a new one.
  const created = useRef<string | null>(null);

  async function pay(email: string) {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    let paymentMethod = created.current;
    if (!paymentMethod) {
      const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { email } });
      if (result.error) {
        setCardError(result.error.message ?? t('stripe.unavailable'));
        card.focus();
        return;
      }
      paymentMethod = created.current = result.paymentMethod.id;
    }
    const sent = await checkout.pay({ paymentMethod, email }, async (clientSecret) => {
      await stripe.handleNextAction({ clientSecret });
    });
    if (sent !== 'unanswered') created.current = null;
  }

  return (
    <CheckoutForm
      plan={plan}
      checkout={checkout}
      notReady={!stripe}
      onPay={pay}
      card={
        <div className={`wbn-field${cardError ? ' wbn-field--invalid' : ''}`}>
          <span className="wbn-field__label" id={`${id}-label`}>
            {t('stripe.card')}
          </span>
          <div className="wbn-input ms-stripe-card">
            <CardElement
              id={`${id}-card`}
              options={{ hidePostalCode: true }}
              onChange={(event) => {
                created.current = null;
                setCardError(event.error?.message ?? null);
              }}
            />
          </div>
          {cardError ? (
            <p className="wbn-field__error" role="alert">
              {cardError}
            </p>
          ) : null}
        </div>
      }
    />
  );
}
