import { describe, expect, it } from 'vitest';
import { EMPTY_VALUE, formatNumber, formatRange } from './format.ts';

const words = { from: 'From', upTo: 'Up to' };

describe('one way to write values', () => {
  it('writes a missing value as an em dash', () => {
    expect(EMPTY_VALUE).toBe('—');
  });

  it('groups thousands', () => {
    expect(formatNumber(12500)).toBe('12,500');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(null)).toBeNull();
    expect(formatNumber(Number.NaN)).toBeNull();
  });

  it('writes ranges with an en dash and grouped thousands, open ends in words', () => {
    expect(formatRange({ min: 5001, max: 10000 }, words)).toBe('5,001 – 10,000');
    expect(formatRange({ min: 11, max: 50 }, words)).toBe('11 – 50');
    expect(formatRange({ min: 7, max: 7 }, words)).toBe('7');
    expect(formatRange({ min: 10, max: null }, words)).toBe('From 10');
    expect(formatRange({ min: null, max: 50 }, words)).toBe('Up to 50');
    expect(formatRange({ min: null, max: null }, words)).toBeNull();
    expect(formatRange({ min: 0, max: 2_500_000 }, words, { prefix: 'US$' })).toBe('US$ 0 – 2,500,000');
  });
});
