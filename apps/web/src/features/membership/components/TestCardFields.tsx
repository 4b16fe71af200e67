import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testCards, testPaymentMethodFor, type SubscriptionPlan } from '@wbn/contracts';
import { Field } from '../../../shared/ui/form/index.ts';
import {
  cardFieldProblem,
  cardFields,
  emptyCard,
  formatCardNumber,
  formatExpiry,
  validateCard,
  type CardErrors,
  type CardField,
  type CardValues,
} from '../lib/card.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import type { Checkout } from './use-checkout.ts';

/**
 * The test provider's checkout: a card form of its own (number, MM/YY, CVC, name; checked here,
 * Luhn included), whose number becomes Stripe's test payment method (`testPaymentMethodFor`).
 * The test provider knows only the test cards, so any other number lists them.
 */
export function TestCardCheckout({ plan, checkout }: { plan: SubscriptionPlan; checkout: Checkout }) {
  const [values, setValues] = useState<CardValues>(emptyCard);
  const [errors, setErrors] = useState<CardErrors>({});
  const baseId = useId();
  const ids = Object.fromEntries(cardFields.map((f) => [f, `card-${f}-${baseId}`])) as Record<
    CardField,
    string
  >;

  async function pay(email: string) {
    const found = validateCard(values, { testProvider: true });
    setErrors(found);
    const first = cardFields.find((f) => found[f]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    const paymentMethod = testPaymentMethodFor(values.number)!;
    await checkout.pay({ paymentMethod, email });
  }

  return (
    <CheckoutForm
      plan={plan}
      checkout={checkout}
      onPay={pay}
      card={
        <TestCardFields
          ids={ids}
          values={values}
          errors={errors}
          onChange={(next, field) => {
            setValues(next);
            // A field shown wrong is checked again as it is corrected.
            if (errors[field])
              setErrors((e) => ({ ...e, [field]: cardFieldProblem(field, next, { testProvider: true }) }));
          }}
          onBlur={(field) => {
            if (values[field])
              setErrors((e) => ({ ...e, [field]: cardFieldProblem(field, values, { testProvider: true }) }));
          }}
        />
      }
    />
  );
}

export interface TestCardFieldsProps {
  ids: Record<CardField, string>;
  values: CardValues;
  errors: CardErrors;
  onChange: (values: CardValues, field: CardField) => void;
  onBlur: (field: CardField) => void;
}

export function TestCardFields({ ids, values, errors, onChange, onBlur }: TestCardFieldsProps) {
  const { t } = useTranslation('membership');
  const error = (field: CardField) => (errors[field] ? t(`card.errors.${errors[field]}`) : undefined);
  const set = (field: CardField, value: string) => onChange({ ...values, [field]: value }, field);
  return (
    <fieldset className="ms-card">
      <legend className="ms-card__legend">{t('card.legend')}</legend>
      <p className="ms-note ms-card__test">{t('card.testMode')}</p>
      <Field id={ids.number} label={t('card.number')} required error={error('number')}>
        {(p) => (
          <input
            {...p}
            className="wbn-input ms-card__number"
            name="cardnumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={values.number}
            onChange={(e) => set('number', formatCardNumber(e.target.value))}
            onBlur={() => onBlur('number')}
          />
        )}
      </Field>
      {errors.number === 'notTestCard' ? (
        <ul className="ms-testcards" aria-label={t('card.testCards')}>
          {testCards.map((card) => (
            <li key={card.number}>
              <button
                type="button"
                className="ms-testcards__use"
                aria-label={t('card.useTestCard', { number: formatCardNumber(card.number) })}
                onClick={() => set('number', formatCardNumber(card.number))}
              >
                <code>{formatCardNumber(card.number)}</code>
              </button>{' '}
              <span className="ms-testcards__label">{card.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="ms-card__row">
        <Field id={ids.expiry} label={t('card.expiry')} required error={error('expiry')}>
          {(p) => (
            <input
              {...p}
              className="wbn-input"
              name="exp-date"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('card.expiryPlaceholder')}
              maxLength={5}
              value={values.expiry}
              onChange={(e) => set('expiry', formatExpiry(e.target.value))}
              onBlur={() => onBlur('expiry')}
            />
          )}
        </Field>
        <Field id={ids.cvc} label={t('card.cvc')} hint={t('card.cvcHint')} required error={error('cvc')}>
          {(p) => (
            <input
              {...p}
              className="wbn-input"
              name="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              value={values.cvc}
              onChange={(e) => set('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
              onBlur={() => onBlur('cvc')}
            />
          )}
        </Field>
      </div>
      <Field id={ids.name} label={t('card.name')} required error={error('name')}>
        {(p) => (
          <input
            {...p}
            className="wbn-input"
            name="ccname"
            autoComplete="cc-name"
            maxLength={100}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            onBlur={() => onBlur('name')}
          />
        )}
      </Field>
    </fieldset>
  );
}
