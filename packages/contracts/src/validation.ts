import { z } from 'zod';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

/**
 * Validation rules of the spec (core section 5) shared by the web forms and the API, so both
 * sides accept exactly the same input.
 */

const dialCodePattern = /^\d{1,4}$/;
const phoneCharsPattern = /^[\d\s().-]*$/;
/** E.164 allows at most 15 digits in a whole number; a national part cannot be longer. */
const phoneMaxDigits = 15;

/** "+52", " 52 " and "52" are the same dial code; the result has digits only (or is ''). */
export function normalizeDialCode(countryDialCode: string): string {
  return countryDialCode.replace(/[\s+]/g, '');
}

/** Digits of a phone number, without spaces, dashes, dots or parentheses. */
export function phoneDigits(number: string): string {
  return number.replace(/\D/g, '');
}

/**
 * Spec: a phone is valid if it starts with a known dial code (or is a prefix of one) and the
 * number is empty or has at least 8 digits. `knownDialCodes` is the list of the countries'
 * dial codes (without the plus): the web passes the API's country list, the server its own.
 * An empty number with no dial code is valid too: the phone is then simply omitted.
 */
export function isValidPhone(
  countryDialCode: string,
  number: string,
  knownDialCodes: readonly string[],
): boolean {
  const dial = normalizeDialCode(countryDialCode);
  const trimmed = number.trim();
  if (!phoneCharsPattern.test(trimmed)) return false;
  const digits = phoneDigits(trimmed);
  if (digits.length === 0) return dial === '' || isKnownDialCode(dial, knownDialCodes);
  if (digits.length < limits.phoneMinDigits || digits.length > phoneMaxDigits) return false;
  return isKnownDialCode(dial, knownDialCodes);
}

function isKnownDialCode(dial: string, known: readonly string[]): boolean {
  if (!dialCodePattern.test(dial)) return false;
  return known.some((k) => dial.startsWith(k) || k.startsWith(dial));
}

const birthDatePattern = /^((?:19|20)\d\d)[-/. ](0[1-9]|1[0-2])[-/. ](0[1-9]|[12]\d|3[01])$/;

/**
 * Spec: a 19xx or 20xx year, month 01-12 and day 01-31, separated by `-`, `/`, `.` or a space
 * (e.g. 1970-10-24, 1970/10/24, 1970.10.24, 1970 10 24). Beyond the spec, the day must exist in
 * that month (no 1990-02-31), because the date is stored as a real date.
 */
export function isValidBirthDate(s: string): boolean {
  return normalizeBirthDate(s) !== null;
}

/** The date as YYYY-MM-DD, or null when it is not a valid birth date. */
export function normalizeBirthDate(s: string): string | null {
  const m = birthDatePattern.exec(s.trim());
  if (!m) return null;
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${mo}-${d}`;
}

/** A birth date field: validated with the spec's message and normalised to YYYY-MM-DD. */
export const birthDateSchema = z
  .string()
  .refine(isValidBirthDate, { message: messages.invalidDate })
  .transform((s) => normalizeBirthDate(s) as string);
