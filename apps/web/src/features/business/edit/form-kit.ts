import type { generalSectionSchema } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { say } from '../../../shared/i18n/say.ts';

/**
 * Small pieces every business form shares: turning the contracts' zod issues and the API's field
 * errors into messages keyed by form field, friendly wording for zod's built-in checks, and
 * number parsing from text inputs (a text box, so a typo is reported instead of silently emptied).
 */

/** Form field → message. Keys are dotted paths as the schemas name them ('totalEmployees.max'). */
export type FieldErrors = Record<string, string>;

/** Translation function as the forms use it (react-i18next's `t`, or a stand-in in tests). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

type ParseParams = NonNullable<Parameters<typeof generalSectionSchema.safeParse>[1]>;
/** A per-parse zod error map: it only words the built-in checks; the schemas' own messages win. */
export type ErrorMap = NonNullable<ParseParams['error']>;
type Issue = Parameters<ErrorMap>[0];

const numberOf = (v: unknown) => (typeof v === 'bigint' ? Number(v) : (v as number));

/** Plain wording for the checks zod words technically ("Too small: expected string to have >=1 …"). */
export function friendlyErrors(t: Translate): ErrorMap {
  return (issue: Issue) => {
    const i = issue as Issue & {
      origin?: string;
      minimum?: number | bigint;
      maximum?: number | bigint;
      inclusive?: boolean;
      expected?: string;
      format?: string;
    };
    switch (i.code) {
      case 'too_small': {
        const n = numberOf(i.minimum);
        if (i.origin === 'string')
          return n <= 1 ? t('edit.errors.required') : t('edit.errors.minChars', { n });
        if (i.origin === 'array') return t('edit.errors.chooseOne');
        if (i.origin === 'number')
          return i.inclusive === false
            ? t('edit.errors.greaterThan', { n })
            : t('edit.errors.atLeast', { n });
        return undefined;
      }
      case 'too_big': {
        const n = numberOf(i.maximum);
        if (i.origin === 'string') return t('edit.errors.maxChars', { n });
        if (i.origin === 'array') return t('edit.errors.maxItems', { n });
        if (i.origin === 'number') return t('edit.errors.atMost', { n });
        return undefined;
      }
      case 'invalid_type':
        if (i.expected === 'int') return t('edit.errors.wholeNumber');
        if (i.expected === 'number') return t('edit.errors.number');
        return undefined;
      case 'invalid_format':
        if (i.format === 'email') return t('edit.errors.email');
        return undefined;
      case 'invalid_value':
        return t('edit.errors.choose');
      default:
        return undefined;
    }
  };
}

/**
 * The form field a path belongs to: the longest field key equal to the path or a prefix of it
 * ('markets.3.name' → 'markets'; 'body.' of a server error is dropped first). Null when none.
 */
export function fieldFor(path: string, fields: readonly string[]): string | null {
  const clean = path.replace(/^body\./, '');
  let best: string | null = null;
  for (const f of fields) {
    if ((clean === f || clean.startsWith(`${f}.`)) && (!best || f.length > best.length)) best = f;
  }
  return best;
}

/** zod issues → one message per field (the first issue wins); issues of no field go under ''. */
export function errorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly string[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = fieldFor(issue.path.map(String).join('.'), fields) ?? '';
    if (!(key in errors)) errors[key] = say(issue.message);
  }
  return errors;
}

/** A failed call → field messages (from `errors[].path`), or a form-level message under ''. */
export function errorsFromServer(err: unknown, fields: readonly string[], fallback: string): FieldErrors {
  if (!(err instanceof ApiError)) return { '': fallback };
  const errors = errorsFromIssues(
    err.errors.map((e) => ({ path: e.path.split('.'), message: e.message })),
    fields,
  );
  if (Object.keys(errors).length === 0) errors[''] = err.message || fallback;
  return errors;
}

/**
 * A number typed into a text box: '' → null; '1 200' and '1,200' → 1200; anything else that is not
 * a number → NaN (which the schemas refuse with "Enter a number").
 */
export function parseNumber(text: string): number | null {
  const s = text.trim().replace(/[\s,_]/g, '');
  if (s === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(s) ? Number(s) : Number.NaN;
}

/** A number back into its text box ('' for none). */
export const numberText = (n: number | null | undefined): string => (n == null ? '' : String(n));

/** A list typed as text: items separated by commas, semicolons or new lines; blanks dropped. */
export function splitList(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export const joinList = (items: readonly { name: string }[]): string => items.map((i) => i.name).join(', ');

/** The first field (in form order) that has a message; '' (form-level) last. */
export const firstErrorField = (errors: FieldErrors, order: readonly string[]): string | undefined =>
  order.find((f) => errors[f]) ?? (errors[''] ? '' : undefined);
