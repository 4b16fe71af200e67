import { describe, expect, it } from 'vitest';
import { formatUtc, formatUtcShort } from './format-utc.ts';

describe('message dates (spec §9: in UTC)', () => {
  it('reads "25 Nov 2026, 14:05 UTC" whatever the machine’s time zone', () => {
    expect(formatUtc('2026-11-25T14:05:09.000Z')).toBe('25 Nov 2026, 14:05 UTC');
    expect(formatUtc('2026-11-25T23:30:00-03:00')).toBe('26 Nov 2026, 02:30 UTC');
    expect(formatUtc('not a date')).toBe('');
  });

  it('shows only the time on the same UTC day in the thread list', () => {
    const now = new Date('2026-11-25T20:00:00Z');
    expect(formatUtcShort('2026-11-25T14:05:00Z', now)).toBe('14:05 UTC');
    expect(formatUtcShort('2026-11-24T14:05:00Z', now)).toBe('24 Nov 2026');
  });
});
