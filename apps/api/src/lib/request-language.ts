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

/** What `answerLanguage` needs of a reply (a FastifyReply is one). */
interface HeaderWriter {
  getHeader(name: string): unknown;
  header(name: string, value: string): unknown;
}

/** What an answer's language is chosen by (`requestLanguage`): a shared cache must key on both. */
const languageVary = ['Accept-Language', 'Cookie'];

/**
 * The language an answer's names and texts are in, for a route whose answer depends on it: the
 * request's language, with the answer marked `Vary: Accept-Language, Cookie` (added to whatever
 * it varies by already), so no cache between the API and the reader serves one language's answer
 * to a reader of another.
 */
export function answerLanguage(request: Pick<FastifyRequest, 'headers'>, reply: HeaderWriter): UiLanguage {
  const vary = reply.getHeader('vary');
  const listed = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const known = new Set(listed.map((v) => v.toLowerCase()));
  reply.header('vary', [...listed, ...languageVary.filter((v) => !known.has(v.toLowerCase()))].join(', '));
  return requestLanguage(request);
}
