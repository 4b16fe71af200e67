import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  birthDateSchema,
  isValidBirthDate,
  isValidPhone,
  normalizeBirthDate,
  normalizeDialCode,
} from './validation.ts';
import { messages } from './messages.ts';

const known = ['1', '52', '34', '39', '86', '1809', '1829', '1849', '44', '593'];

const digitString = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((a) => a.join(''));

/** Digits, optionally broken up by the separators people type. */
const formatted = (digits: string) =>
  fc
    .array(fc.constantFrom('', ' ', '-', '.'), { minLength: digits.length, maxLength: digits.length })
    .map((seps) =>
      digits
        .split('')
        .map((d, i) => `${d}${seps[i]}`)
        .join('')
        .trim(),
    );

describe('isValidPhone', () => {
  it('accepts the spec example and plain cases', () => {
    expect(isValidPhone('+1', '12345678', known)).toBe(true);
    expect(isValidPhone('+52', '55 1234 5678', known)).toBe(true);
    expect(isValidPhone('1809', '(809) 555-1234', known)).toBe(true);
    expect(isValidPhone('', '', known)).toBe(true);
    expect(isValidPhone('+34', '', known)).toBe(true);
  });

  it('refuses short numbers, unknown codes and letters', () => {
    expect(isValidPhone('+1', '1234567', known)).toBe(false);
    expect(isValidPhone('+7', '12345678', known)).toBe(false);
    expect(isValidPhone('', '12345678', known)).toBe(false);
    expect(isValidPhone('+1', '1234abcd5678', known)).toBe(false);
    expect(isValidPhone('+1', '1234567890123456', known)).toBe(false);
    expect(isValidPhone('+x1', '12345678', known)).toBe(false);
  });

  it('accepts any known code, or a prefix of one, with 8 to 15 digits however they are spaced', () => {
    const prefixes = known.flatMap((k) => Array.from({ length: k.length }, (_, i) => k.slice(0, i + 1)));
    fc.assert(
      fc.property(
        fc.constantFrom(...prefixes),
        fc.boolean(),
        digitString(8, 15).chain(formatted),
        (dial, plus, number) => isValidPhone(`${plus ? '+' : ''}${dial}`, number, known),
      ),
    );
  });

  it('accepts a code that starts with a known code (e.g. 1 + area code)', () => {
    expect(isValidPhone('+1212', '12345678', known)).toBe(true);
  });

  it('refuses every number with fewer than 8 digits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...known), digitString(1, 7).chain(formatted), (dial, number) => {
        expect(isValidPhone(dial, number, known)).toBe(false);
      }),
    );
  });

  it('refuses every dial code unrelated to the known ones', () => {
    fc.assert(
      fc.property(digitString(1, 4), digitString(8, 12), (dial, number) => {
        const related = known.some((k) => dial.startsWith(k) || k.startsWith(dial));
        expect(isValidPhone(dial, number, known)).toBe(related);
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.array(fc.string()), (dial, number, codes) => {
        expect(typeof isValidPhone(dial, number, codes)).toBe('boolean');
      }),
    );
  });

  it('normalises dial codes', () => {
    expect(normalizeDialCode(' +52 ')).toBe('52');
  });
});

/** A real calendar date in 1900-2099, as [y, m, d]. */
const realDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()] as const);
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

describe('isValidBirthDate / normalizeBirthDate', () => {
  it('accepts the spec example with every separator', () => {
    for (const sep of ['-', '/', '.', ' ']) {
      expect(isValidBirthDate(`1970${sep}10${sep}24`)).toBe(true);
      expect(normalizeBirthDate(`1970${sep}10${sep}24`)).toBe('1970-10-24');
    }
  });

  it('refuses other centuries, months, days, separators and shapes', () => {
    for (const bad of [
      '1870-10-24',
      '2170-10-24',
      '1970-13-24',
      '1970-00-24',
      '1970-10-32',
      '1970-10-00',
      '1970_10_24',
      '70-10-24',
      '1970-1-24',
      '24-10-1970',
      '1970-10-24x',
      '',
      '1990-02-30',
      '2001-02-29',
    ]) {
      expect(isValidBirthDate(bad), bad).toBe(false);
      expect(normalizeBirthDate(bad), bad).toBeNull();
    }
    expect(isValidBirthDate('2000-02-29')).toBe(true);
  });

  it('normalises every real 19xx/20xx date, whatever the separators, to YYYY-MM-DD', () => {
    fc.assert(
      fc.property(
        realDate,
        fc.constantFrom('-', '/', '.', ' '),
        fc.constantFrom('-', '/', '.', ' '),
        ([y, m, d], s1, s2) => {
          const iso = `${y}-${pad(m)}-${pad(d)}`;
          expect(normalizeBirthDate(`${y}${s1}${pad(m)}${s2}${pad(d)}`)).toBe(iso);
          // Idempotent, and the result is what Date itself prints.
          expect(normalizeBirthDate(iso)).toBe(iso);
          expect(new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10)).toBe(iso);
        },
      ),
    );
  });

  it('accepts exactly what it can normalise, and normalised output always matches YYYY-MM-DD', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (s) => {
        const n = normalizeBirthDate(s);
        expect(isValidBirthDate(s)).toBe(n !== null);
        if (n !== null) expect(n).toMatch(/^(19|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
      }),
    );
  });

  it('refuses any year outside 1900-2099', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }).filter((y) => y < 1900 || y > 2099),
        (y) => {
          expect(isValidBirthDate(`${pad(y, 4)}-01-01`)).toBe(false);
        },
      ),
    );
  });

  it('gives a zod schema with the spec message', () => {
    expect(birthDateSchema.parse('1970/10/24')).toBe('1970-10-24');
    const r = birthDateSchema.safeParse('24.10.1970');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(messages.invalidDate);
  });
});
