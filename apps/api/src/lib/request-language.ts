import type { FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  cookieLanguage,
  isUiLanguage,
  resolvePortal,
  sourceLanguage,
  type UiLanguage,
} from '@wbn/contracts';

/**
 * The language an API answer's texts are in (decision 0026): the first of the product's languages
 * the request's Accept-Language asks for (the web app sends its page's language), else the
 * reader's choice in the `wbn_lang` cookie, else the portal's (by Host).
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): UiLanguage {
  const asked = acceptedLanguages(request.headers['accept-language']).find(isUiLanguage);
  if (asked) return asked;
  const chosen = cookieLanguage(request.headers.cookie);
  if (isUiLanguage(chosen)) return chosen;
  return resolvePortal(request.headers.host).language ?? sourceLanguage;
}
