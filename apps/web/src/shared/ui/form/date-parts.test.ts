import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { daysInMonth, parseIsoDate, toIsoDate, yearRange } from './date-parts.ts';
import { fromKey, toKey, withNullOption } from './options.ts';

describe('date picker helpers', () => {
  it('covers 10 years back and 10 years ahead', () => {
    expect(yearRange(new Date('2026-06-01T12:00:00Z'))).toEqual({ min: 2016, max: 2036 });
  });

  it('knows the length of every month', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(null, 2)).toBe(29);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, null)).toBe(31);
  });

  it('round-trips every date and reports nothing until all three parts are chosen', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(toIsoDate(parseIsoDate(iso))).toBe(iso);
        },
      ),
    );
    expect(toIsoDate({ year: 2020, month: 2, day: null })).toBeNull();
    expect(toIsoDate({ year: 2023, month: 2, day: 31 })).toBe('2023-02-28');
    expect(parseIsoDate('junk')).toEqual({ year: null, month: null, day: null });
  });
});

describe('select options', () => {
  it('adds a "Select" row whose value is null only when asked', () => {
    const options = [{ id: 'MX', label: 'Mexico' }];
    expect(withNullOption(options, false)).toEqual(options);
    const withNull = withNullOption(options, true);
    expect(withNull[0]!.label).toBe('Select');
    expect(fromKey(withNull[0]!.id)).toBeNull();
    expect(withNullOption(options, 'Any country')[0]!.label).toBe('Any country');
    expect(fromKey(toKey('MX'))).toBe('MX');
    expect(toKey(null)).not.toBe('');
  });
});
