/**
 * The reference exchange rates the product ships with: units of each currency per US dollar on
 * one day. A deployment loads newer days with `npm run rates -- <file.csv>`; the comparison always
 * takes the latest day on or before the one it is read, and says which day that was.
 */
export const shippedRatesDate = '2026-11-27';
export const shippedRatesSource = 'WBN reference rates';

export const shippedUnitsPerDollar: Readonly<Record<string, number>> = {
  AED: 3.67,
  ARS: 1035,
  AUD: 1.52,
  BRL: 5.1,
  CAD: 1.36,
  CHF: 0.88,
  CLP: 920,
  CNY: 7.2,
  COP: 3950,
  CZK: 23.1,
  DKK: 6.86,
  EGP: 48.6,
  EUR: 0.92,
  GBP: 0.79,
  HKD: 7.78,
  HUF: 362,
  IDR: 15800,
  ILS: 3.7,
  INR: 83,
  JPY: 150,
  KRW: 1350,
  MAD: 9.9,
  MXN: 17.2,
  MYR: 4.45,
  NGN: 1550,
  NOK: 10.6,
  NZD: 1.66,
  PEN: 3.75,
  PHP: 56.5,
  PKR: 278,
  PLN: 3.98,
  RON: 4.58,
  SAR: 3.75,
  SEK: 10.4,
  SGD: 1.34,
  THB: 35.2,
  TRY: 34.5,
  TWD: 32,
  UAH: 41.3,
  USD: 1,
  UYU: 40.2,
  VND: 25300,
  ZAR: 18.5,
};

export const shippedRateRows = () =>
  Object.entries(shippedUnitsPerDollar).map(([currency, perUsd]) => ({
    currency,
    rateDate: shippedRatesDate,
    perUsd,
    source: shippedRatesSource,
  }));
