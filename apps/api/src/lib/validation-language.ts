import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UiLanguage } from '@wbn/contracts';

// zod words its built-in checks itself ("Too small: expected string to have >=1 characters"); its
// locales word them in the other languages. A schema's own message (the contracts') still wins
// over them and is translated from the catalogue like every other message (decision 0027).
const locales: Record<Exclude<UiLanguage, 'en'>, () => { localeError: z.core.$ZodErrorMap }> = {
  es: z.locales.es,
  pt: z.locales.ptBR,
  it: z.locales.it,
  de: z.locales.de,
  fr: z.locales.fr,
  zh: z.locales.zhCN,
};
const errorMaps = new Map<UiLanguage, z.core.$ZodErrorMap>();

function errorMapOf(language: UiLanguage): z.core.$ZodErrorMap | null {
  if (language === 'en') return null;
  let map = errorMaps.get(language);
  if (!map) errorMaps.set(language, (map = locales[language]().localeError));
  return map;
}

const requestPart = (request: FastifyRequest, context: string): unknown =>
  ({ body: request.body, querystring: request.query, params: request.params, headers: request.headers })[
    context
  ];

interface Issue {
  instancePath: string;
  message?: string;
}

/**
 * The issues of a request its route's schema refused, as the validator reports them, with zod's
 * own wording in `language`: the same schema run again on the same input (only for a refused
 * request, and only off English). Null when there is nothing to redo (English, no zod schema).
 */
export function issuesIn(
  request: FastifyRequest,
  context: string | undefined,
  language: UiLanguage,
): Issue[] | null {
  const errorMap = errorMapOf(language);
  const schema = context
    ? (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context]
    : null;
  if (!errorMap || !context || !(schema instanceof z.ZodType)) return null;
  try {
    const parsed = schema.safeParse(requestPart(request, context), { error: errorMap });
    if (parsed.success) return null;
    return parsed.error.issues.map((issue) => ({
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
    }));
  } catch {
    // The validator ran the same schema on the same input without throwing; should a refinement
    // ever throw now, the refusal keeps the validator's English rather than becoming a 500.
    return null;
  }
}
