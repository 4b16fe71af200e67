import type { FastifyReply, FastifyRequest } from 'fastify';
import { signInStateSchema } from '@wbn/contracts';
import type { AuthService, ClientInfo } from '../auth.service.ts';
import type { AuthConfig } from '../config.ts';
import { csrfCookieName, readCookie, type Csrf } from '../csrf.ts';
import type { Destination } from '../continue-url.ts';
import type { SigningKeys } from '../keys.ts';
import type { PageContext } from '../views/pages.ts';
import { requestLanguage } from './language.ts';

export interface RouteDeps {
  service: AuthService;
  config: AuthConfig;
  keys: SigningKeys;
  csrf: Csrf;
}

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

export const isFormPost = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

export const bodyOf = (request: FastifyRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

/** The sign-in state a page or form carries (`state` in the body or the query), when well formed. */
export function signInStateOf(request: FastifyRequest): string | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const parsed = signInStateSchema.safeParse(bodyOf(request).state ?? query.state);
  return parsed.success ? parsed.data : undefined;
}

/**
 * What a page needs of its request: its CSRF token (setting the nonce cookie when the browser has
 * none yet; over HTTPS the cookie carries the `__Host-` prefix, so no other host of the domain, a
 * portal, can plant one), the tab's sign-in state and the page's language.
 */
export function pageContext(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  destination: Destination,
): PageContext {
  const secure = deps.config.authUrl.startsWith('https:');
  const name = csrfCookieName(secure);
  let nonce = readCookie(request.headers.cookie, name);
  if (!nonce || !/^[\w-]{20,64}$/.test(nonce)) {
    nonce = deps.csrf.newNonce();
    reply.header(
      'set-cookie',
      `${name}=${nonce}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400${secure ? '; Secure' : ''}`,
    );
  }
  const { language, source, t } = requestLanguage(request);
  return {
    destination,
    csrfToken: deps.csrf.tokenFor(nonce),
    signInState: signInStateOf(request),
    language,
    t,
    askedLanguage: source === 'asked' ? language : undefined,
    webLanguage: source === 'default' ? undefined : language,
  };
}

/** A form post is accepted only with the matching token and, when sent, our own Origin. */
export function formIsGenuine(deps: RouteDeps, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  // "null" (privacy settings, sandboxed frames) proves nothing either way: the token decides.
  if (origin && origin !== 'null' && origin !== new URL(deps.config.authUrl).origin) return false;
  const nonce = readCookie(request.headers.cookie, csrfCookieName(deps.config.authUrl.startsWith('https:')));
  return deps.csrf.verify(nonce, bodyOf(request).csrf);
}

export const sendPage = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).header('content-type', 'text/html; charset=utf-8').send(page);
