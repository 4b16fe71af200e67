import { describe, expect, it } from 'vitest';
import type { Quote } from '@wbn/contracts';
import { comparisonCurrencies, formatMoney, oneCurrency, shortlisted, sortQuotes } from './compare.ts';

const quote = (over: Partial<Quote>): Quote => ({
  quoteID: 'q',
  requestID: 'r',
  supplier: { kind: 'business', id: 'b', name: 'B', picture: null, verified: false, country: null },
  unitPrice: 1,
  currency: 'USD',
  total: 100,
  minOrder: 10,
  leadTimeDays: 10,
  incoterm: 'FOB',
  validUntil: '2030-01-01',
  notes: null,
  attachments: [],
  status: 'active',
  revisions: 0,
  declineReason: null,
  shortlisted: false,
  threadID: null,
  createdAt: '',
  updatedAt: '',
  ...over,
});

const inEuro = (total: number) => ({
  currency: 'EUR',
  unitPrice: total / 10,
  total,
  rate: 1,
  rateDate: '2026-11-27',
});

describe('the comparison', () => {
  it('sorts by the converted total across currencies when every quote has a rate', () => {
    const rows = sortQuotes(
      [
        quote({ quoteID: 'u', total: 100, currency: 'USD', converted: inEuro(92) }),
        quote({ quoteID: 'e', total: 95, currency: 'EUR', converted: inEuro(95) }),
        quote({ quoteID: 'm', total: 1500, currency: 'MXN', converted: inEuro(80) }),
      ],
      'total',
    );
    expect(rows.map((q) => q.quoteID)).toEqual(['m', 'u', 'e']);
    // One quote without a rate: totals fall back to each currency on its own.
    const mixed = sortQuotes(
      [
        quote({ quoteID: 'u', total: 100, currency: 'USD', converted: inEuro(92) }),
        quote({ quoteID: 'm', total: 1500, currency: 'MXN', converted: null }),
      ],
      'total',
    );
    expect(mixed.map((q) => q.quoteID)).toEqual(['m', 'u']);
  });

  it("offers the request's currency, the quotes' and USD and EUR to compare in", () => {
    expect(comparisonCurrencies([quote({ currency: 'MXN' }), quote({ currency: 'USD' })], 'BRL')).toEqual([
      'BRL',
      'EUR',
      'MXN',
      'USD',
    ]);
  });

  it('sorts by total within each currency, withdrawn quotes last', () => {
    const rows = sortQuotes(
      [
        quote({ quoteID: 'w', total: 1, status: 'withdrawn' }),
        quote({ quoteID: 'u2', total: 300 }),
        quote({ quoteID: 'e1', total: 50, currency: 'EUR' }),
        quote({ quoteID: 'u1', total: 200 }),
      ],
      'total',
    );
    expect(rows.map((q) => q.quoteID)).toEqual(['e1', 'u1', 'u2', 'w']);
    expect(
      sortQuotes(
        [quote({ quoteID: 'a', leadTimeDays: 30 }), quote({ quoteID: 'b', leadTimeDays: 5 })],
        'leadTime',
      ).map((q) => q.quoteID),
    ).toEqual(['b', 'a']);
  });

  it('keeps the starred quotes for the shortlist view', () => {
    const rows = [quote({ quoteID: 'a', shortlisted: true }), quote({ quoteID: 'b' })];
    expect(shortlisted(rows).map((q) => q.quoteID)).toEqual(['a']);
  });

  it('says whether totals share one currency, and writes amounts with it', () => {
    expect(oneCurrency([quote({}), quote({})])).toBe(true);
    expect(oneCurrency([quote({}), quote({ currency: 'EUR' })])).toBe(false);
    expect(formatMoney(4480, 'USD')).toBe('USD 4,480.00');
  });
});
