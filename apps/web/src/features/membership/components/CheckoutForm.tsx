import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeSchema, type SubscriptionPlan } from '@wbn/contracts';
import { useSession } from '../../../shared/session/session.ts';
import { Field } from '../../../shared/ui/form/index.ts';
import { formatAmount } from '../lib/format.ts';
import { CheckoutProblemAlert } from './CheckoutProblemAlert.tsx';
import type { Checkout } from './use-checkout.ts';
import { say } from '../../../shared/i18n/say.ts';

export interface CheckoutFormProps {
  plan: SubscriptionPlan;
  checkout: Checkout;
  /** The provider's card fields (the test card form, or Stripe's CardElement). */
  card: ReactNode;
  /** Extra reasons to hold the Pay button (Stripe.js still loading). */
  notReady?: boolean;
  /**
   * Called with the checked e-mail: reads the card (showing its own errors, answering false when
   * it cannot be sent) and pays. The form sends one payment at a time, however often Pay is pressed.
   */
  onPay: (email: string) => Promise<void>;
}

/** The checkout form around a provider's card fields: the receipt e-mail and the Pay button. */
export function CheckoutForm({ plan, checkout, card, notReady = false, onPay }: CheckoutFormProps) {
  const { t, i18n } = useTranslation('membership');
  const session = useSession();
  const [email, setEmail] = useState(session.profile?.email ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const busy = sending || checkout.busy;

  const checkEmail = (value: string): string | null => {
    if (!value.trim()) return t('checkout.emailRequired');
    const parsed = subscribeSchema.shape.email.safeParse(value.trim());
    const message = parsed.error?.issues[0]?.message;
    return parsed.success ? null : message ? say(message) : t('checkout.emailRequired');
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A second press (or Enter) while the first is on its way sends nothing.
    if (sendingRef.current || checkout.busy || notReady) return;
    const problem = checkEmail(email);
    setEmailError(problem);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      await onPay(email.trim());
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  const amount = formatAmount(plan.price, i18n.language);
  return (
    <form className="ms-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy || undefined}>
      <Field label={t('checkout.email')} required error={emailError ?? checkout.fieldErrors.email}>
        {(p) => (
          <input
            {...p}
            ref={emailRef}
            className="wbn-input"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            maxLength={254}
            onChange={(e) => {
              setEmail(e.target.value);
              if (emailError) setEmailError(checkEmail(e.target.value));
            }}
            onBlur={() => email && setEmailError(checkEmail(email))}
          />
        )}
      </Field>
      {card}
      <p className="ms-muted ms-form__secure">{t('checkout.secure')}</p>
      <CheckoutProblemAlert checkout={checkout} />
      <div className="ms-form__actions">
        <button
          type="submit"
          className="button button--accent button--large ms-form__pay"
          disabled={busy || notReady}
          aria-busy={busy || undefined}
        >
          {busy ? <span className="spinner ms-form__spinner" aria-hidden="true" /> : null}
          {t('checkout.pay', { amount })}
        </button>
        <span className="ms-form__progress" role="status">
          {busy ? t('checkout.paying') : ''}
        </span>
      </div>
    </form>
  );
}
