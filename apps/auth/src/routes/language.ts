import type { FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  cookieLanguage,
  isUiLanguage,
  sourceLanguage,
  type UiLanguage,
} from '@wbn/contracts';
import type { MailLanguage } from '../auth.service.ts';
import { translator, type Translate } from '../texts/index.ts';

/**
 * Where a request's language came from: the `lang` it carries (the address or the form), the
 * reader's choice in the `wbn_lang` cookie, the browser's Accept-Language, or none of them.
 */
export type LanguageSource = 'asked' | 'cookie' | 'browser' | 'default';

export interface RequestLanguage {
  language: UiLanguage;
  source: LanguageSource;
  t: Translate;
}

const resolved = (language: UiLanguage, source: LanguageSource): RequestLanguage => ({
  language,
  source,
  t: translator(language),
});

/**
 * The language a page, a message or a mail of this request is in (decision 0028): the `lang` the
 * request carries (in its form or JSON body, else its address), else the cookie, else the first
 * of the product's languages in Accept-Language, else English. A value that is not one of the
 * seven is passed over, never an error.
 */
export function requestLanguage(request: FastifyRequest): RequestLanguage {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const asked = [body.lang, query.lang].find(isUiLanguage);
  if (asked) return resolved(asked, 'asked');
  const chosen = cookieLanguage(request.headers.cookie);
  if (isUiLanguage(chosen)) return resolved(chosen, 'cookie');
  const browser = acceptedLanguages(request.headers['accept-language']).find(isUiLanguage);
  if (browser) return resolved(browser, 'browser');
  return resolved(sourceLanguage, 'default');
}

/**
 * The language of the mails a request asks for: one the reader named (an address's `lang`, the
 * cookie) beats the account's preferred language, which beats a browser's default.
 */
export function mailLanguage(request: FastifyRequest): MailLanguage {
  const { language, source } = requestLanguage(request);
  const chosen = source === 'asked' || source === 'cookie';
  return { chosen: chosen ? language : undefined, otherwise: language };
}
