import { z } from 'zod';

/**
 * The language a text people write is in (ISO 639-1), as its author names it: posts, products,
 * business descriptions and messages take it as an optional `language`; when it is absent the
 * server detects it from the text (decision 0026).
 */
export const contentLanguageSchema = z
  .string()
  .regex(/^[a-z]{2}$/, { message: 'Name the language by its two-letter code (es, zh, de…)' });

/** The language a stored text is in, as read payloads carry it: null when it could not be told. */
export const storedContentLanguageSchema = z.string().nullable();
