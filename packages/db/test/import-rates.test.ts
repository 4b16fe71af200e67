import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/client.ts';
import { importRates, parseRates } from '../src/import-rates.ts';
import { shippedRatesDate } from '../src/reference/currency-rates.ts';
import { currencyRates } from '../src/schema/reference.ts';
import { createTestDatabase } from '../src/testing.ts';

// `npm run rates -- <file>`: a rates file is read whole (a bad line stops it, naming the line) and
// a day's rate for a currency replaces the one stored.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('reference exchange rates', () => {
  it('reads date,currency,units_per_usd lines, skipping a header and blank lines', () => {
    expect(
      parseRates('date,currency,units_per_usd\n2026-12-01,EUR,0.91\n\n2026-12-01, MXN ,17.4\r\n', 'f'),
    ).toEqual([
      { rateDate: '2026-12-01', currency: 'EUR', perUsd: 0.91, source: 'f' },
      { rateDate: '2026-12-01', currency: 'MXN', perUsd: 17.4, source: 'f' },
    ]);
  });

  it.each([
    ['2026-12-01,EUR', 'line 1'],
    ['2026-13-45,EUR,0.9', 'line 1'],
    ['2026-12-01,eur,0.9', 'line 1'],
    ['2026-12-01,EUR,0\n', 'line 1'],
    ['2026-12-01,EUR,0.9\n2026-12-01,USD,-1', 'line 2'],
    ['2026-12-01,EUR,abc', 'line 1'],
  ])('refuses %j, naming %s', (csv, where) => {
    expect(() => parseRates(csv, 'f')).toThrow(where);
  });

  it('ships a day of rates with the reference data, and a loaded day replaces a stored one', async () => {
    const shipped = await handle.db
      .select()
      .from(currencyRates)
      .where(and(eq(currencyRates.currency, 'EUR'), eq(currencyRates.rateDate, shippedRatesDate)));
    expect(shipped).toHaveLength(1);
    expect(await importRates(handle.db, parseRates('2026-12-01,EUR,0.91\n2026-12-01,EUR,0.93', 'f'))).toBe(2);
    const loaded = await handle.db
      .select()
      .from(currencyRates)
      .where(eq(currencyRates.rateDate, '2026-12-01'));
    expect(loaded.map((r) => [r.currency, r.perUsd, r.source])).toEqual([['EUR', 0.93, 'f']]);
  });
});
