import { describe, expect, it } from 'vitest';
import { formatYearlyPrice, idempotencyKeySchema, testCards, type SubscriptionPlan } from '@wbn/contracts';
import { cardFieldProblem, formatCardNumber, formatExpiry, luhnValid, validateCard } from './card.ts';
import { formatAmount, formatUtcDate } from './format.ts';
import { attemptFor, newIdempotencyKey } from './idempotency.ts';
import { offersFor } from './offers.ts';

describe('card input', () => {
  it('spaces the number in fours as it is typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42x42')).toBe('4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes the expiry as MM/YY and lets the slash be deleted', () => {
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/2')).toBe('12/2');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/')).toBe('12/');
    expect(formatExpiry('4/')).toBe('04/');
    expect(formatExpiry('12/299')).toBe('12/29');
  });

  it('checks the Luhn digit, and every test card passes it', () => {
    for (const card of testCards) expect(luhnValid(card.number), card.number).toBe(true);
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
  });

  it('takes only the test cards for the test provider, any valid card otherwise', () => {
    const values = { number: '5555 5555 5555 4444', expiry: '12/30', cvc: '123', name: 'O' };
    expect(cardFieldProblem('number', values, { testProvider: true })).toBe('notTestCard');
    expect(cardFieldProblem('number', values, { testProvider: false })).toBeUndefined();
  });

  it('accepts a card until the end of its expiry month', () => {
    const now = new Date(Date.UTC(2026, 5, 30, 23));
    const card = { number: '4242424242424242', cvc: '1234', name: 'Olga' };
    expect(validateCard({ ...card, expiry: '06/26' }, { testProvider: true, now })).toEqual({});
    expect(validateCard({ ...card, expiry: '05/26' }, { testProvider: true, now })).toEqual({
      expiry: 'expiryPast',
    });
  });
});

describe('formats', () => {
  it('shows an amount as the yearly price does, without "/ year"', () => {
    for (const cents of [185_000, 265_000, 365_000, 99, 100_000_000])
      expect(`${formatAmount(cents)} / year`).toBe(formatYearlyPrice(cents));
    expect(formatAmount(185_000)).toBe('US$ 1,850.00');
  });

  it('shows dates in UTC as "25 Nov 2027"', () => {
    expect(formatUtcDate(Date.UTC(2027, 10, 25, 0, 30) / 1000)).toBe('25 Nov 2027');
    expect(formatUtcDate(Date.UTC(2027, 10, 24, 23, 59) / 1000)).toBe('24 Nov 2027');
    expect(formatUtcDate(Date.UTC(2026, 8, 1) / 1000)).toBe('1 Sep 2026');
  });
});

describe('idempotency keys', () => {
  it('are valid keys and new each time', () => {
    const a = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(a).success).toBe(true);
    expect(a).not.toBe(newIdempotencyKey());
  });

  it('are kept for a retry of the same details and renewed for other details', () => {
    const first = attemptFor(null, 'pm_card_visa|gold|a@b.co');
    expect(attemptFor(first, 'pm_card_visa|gold|a@b.co')).toBe(first);
    expect(attemptFor(first, 'pm_card_visa|premium|a@b.co').key).not.toBe(first.key);
  });
});

describe('offers', () => {
  const plan = (subscription: SubscriptionPlan['subscription'], price: number): SubscriptionPlan => ({
    planId: subscription,
    subscription,
    name: subscription,
    price,
    currency: 'USD',
    productLimit: 1,
  });
  const plans = [plan('platinum', 3), plan('gold', 1), plan('premium', 2)];

  it('are the higher tiers only, lowest first; none above platinum', () => {
    expect(offersFor(null, plans).map((p) => p.subscription)).toEqual(['gold', 'premium', 'platinum']);
    expect(offersFor('standard', plans)).toHaveLength(3);
    expect(offersFor('gold', plans).map((p) => p.subscription)).toEqual(['premium', 'platinum']);
    expect(offersFor('premium', plans)).toHaveLength(1);
    expect(offersFor('platinum', plans)).toEqual([]);
  });
});
