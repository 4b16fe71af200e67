import { describe, expect, it } from 'vitest';
import { formatUtc, formatUtcShort, isoOf } from './format-utc.ts';

const seconds = (iso: string) => Date.parse(iso) / 1000;

describe('message dates (spec §9: server seconds, shown in UTC)', () => {
  it('reads "25 Nov 2026, 14:05 UTC" whatever the machine’s time zone', () => {
    expect(formatUtc(seconds('2026-11-25T14:05:09Z'))).toBe('25 Nov 2026, 14:05 UTC');
    expect(formatUtc(seconds('2026-11-25T23:30:00-03:00'))).toBe('26 Nov 2026, 02:30 UTC');
    expect(formatUtc(Number.NaN)).toBe('');
  });

  it('shows only the time on the same UTC day in the thread list', () => {
    const now = new Date('2026-11-25T20:00:00Z');
    expect(formatUtcShort(seconds('2026-11-25T14:05:00Z'), now)).toBe('14:05 UTC');
    expect(formatUtcShort(seconds('2026-11-24T14:05:00Z'), now)).toBe('24 Nov 2026');
  });

  it('gives <time> the instant in ISO form', () => {
    expect(isoOf(1_795_615_500)).toBe('2026-11-25T14:05:00.000Z');
    expect(isoOf(Number.NaN)).toBe('');
  });
});
