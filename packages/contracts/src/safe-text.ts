import type { FieldError } from './envelope.ts';

/**
 * Text the database can store. PostgreSQL refuses a NUL character in any text value and a lone
 * UTF-16 surrogate in jsonb; a JavaScript string may hold both, and JSON escapes (`\u0000`,
 * `\ud800`) put them in any request. Checked once, on every request before validation (the
 * API's preValidation hook walks the parsed body, query and path parameters), so no schema or
 * write path has to remember it. Deeply nested values are refused on the same walk: no
 * contract nests more than a few levels, and a walk, a validator or a serializer must never
 * recurse without bound.
 */

export const unsafeTextMessages = {
  nul: 'This text contains a NUL character (U+0000), which cannot be stored. Remove it and try again.',
  surrogate:
    'This text contains a broken character (an unpaired UTF-16 surrogate), which cannot be stored. Retype it and try again.',
  tooDeep: 'This value is nested too deeply.',
} as const;

export type UnsafeTextProblem = keyof typeof unsafeTextMessages;

/** Deeper than any contract (a business section is four levels); refused rather than walked. */
export const maxInputDepth = 32;

// One code unit at a time: NUL, a high surrogate not followed by a low one, a low one not
// preceded by a high one. (Without the `u` flag a regex sees UTF-16 code units.)
const unsafePattern = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with one string, or null when it can be stored. */
export function textProblem(s: string): Exclude<UnsafeTextProblem, 'tooDeep'> | null {
  const found = unsafePattern.exec(s);
  if (!found) return null;
  return found[0] === '\0' ? 'nul' : 'surrogate';
}

export const isSafeText = (s: string): boolean => !unsafePattern.test(s);

/** A key as it can be shown in a field path: unsafe code units become U+FFFD. */
const shownKey = (key: string) => key.replace(new RegExp(unsafePattern.source, 'g'), '\uFFFD');

/**
 * The first string (value or object key) in `value` that cannot be stored, or the first value
 * nested deeper than `maxDepth`, as a field error whose path starts at `root` (`body.textQuery`,
 * `query.q`, `params.id`, `body.specs.0.value`). Iterative, so no input can exhaust the stack.
 */
export function findUnsafeText(value: unknown, root: string, maxDepth = maxInputDepth): FieldError | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value: v, path, depth } = item;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return { path, message: unsafeTextMessages[problem] };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= maxDepth) return { path, message: unsafeTextMessages.tooDeep };
    const entries: [string, unknown][] = Array.isArray(v)
      ? v.map((x, i) => [String(i), x])
      : Object.entries(v as Record<string, unknown>);
    for (const [key] of entries) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: `${path}.${shownKey(key)}`, message: unsafeTextMessages[keyProblem] };
    }
    // Pushed in reverse so the walk reports the first bad field in document order.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
  return null;
}
