import { testPaymentMethodFor } from '@wbn/contracts';

/** The test provider's card form (the Stripe form is Stripe's own CardElement). */
export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}
export type CardField = keyof CardValues;
export const cardFields: readonly CardField[] = ['number', 'expiry', 'cvc', 'name'];

/** What is wrong with a field, as a key of the `card.errors` strings. */
export type CardProblem =
  | 'numberRequired'
  | 'numberInvalid'
  | 'notTestCard'
  | 'expiryRequired'
  | 'expiryFormat'
  | 'expiryMonth'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcInvalid'
  | 'nameRequired';
export type CardErrors = Partial<Record<CardField, CardProblem>>;

export const emptyCard: CardValues = { number: '', expiry: '', cvc: '', name: '' };

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" as it is typed (at most 19 digits). */
export const formatCardNumber = (value: string): string =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * MM/YY as it is typed: the slash comes with the third digit (so that deleting it works), a
 * typed slash after one digit makes the month two ("4/" → "04/").
 */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  if (/^\d\s*\/$/.test(value.trim())) return `0${digits}/`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && value.includes('/')) return `${digits}/`;
  return digits;
}

/** The Luhn checksum every card number carries (it catches a mistyped digit). */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function expiryProblem(value: string, now: Date): CardProblem | undefined {
  if (!value.trim()) return 'expiryRequired';
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return 'expiryFormat';
  const month = Number(match[1]);
  if (month < 1 || month > 12) return 'expiryMonth';
  // A card is valid until the end of its month.
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + month - 1 < current) return 'expiryPast';
  return undefined;
}

/** One field's problem, or undefined when it is fine. `testProvider`: only the test cards will do. */
export function cardFieldProblem(
  field: CardField,
  values: CardValues,
  { testProvider, now = new Date() }: { testProvider: boolean; now?: Date },
): CardProblem | undefined {
  switch (field) {
    case 'number': {
      if (!digitsOf(values.number)) return 'numberRequired';
      if (!luhnValid(values.number)) return 'numberInvalid';
      if (testProvider && !testPaymentMethodFor(values.number)) return 'notTestCard';
      return undefined;
    }
    case 'expiry':
      return expiryProblem(values.expiry, now);
    case 'cvc': {
      if (!values.cvc.trim()) return 'cvcRequired';
      return /^\d{3,4}$/.test(values.cvc.trim()) ? undefined : 'cvcInvalid';
    }
    case 'name':
      return values.name.trim() ? undefined : 'nameRequired';
  }
}

/** Every field's problem (an empty object when the card may be sent). */
export function validateCard(values: CardValues, options: { testProvider: boolean; now?: Date }): CardErrors {
  const errors: CardErrors = {};
  for (const field of cardFields) {
    const problem = cardFieldProblem(field, values, options);
    if (problem) errors[field] = problem;
  }
  return errors;
}
