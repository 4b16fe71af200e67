import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService, ClientInfo } from '../auth.service.ts';
import type { AuthConfig } from '../config.ts';
import { csrfCookieName, readCookie, type Csrf } from '../csrf.ts';
import type { Destination } from '../continue-url.ts';
import type { SigningKeys } from '../keys.ts';
import type { PageContext } from '../views/pages.ts';

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

/** The page's CSRF token, setting the nonce cookie when the browser has none yet. */
export function pageContext(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  destination: Destination,
): PageContext {
  let nonce = readCookie(request.headers.cookie, csrfCookieName);
  if (!nonce || !/^[\w-]{20,64}$/.test(nonce)) {
    nonce = deps.csrf.newNonce();
    const secure = deps.config.authUrl.startsWith('https:') ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${csrfCookieName}=${nonce}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400${secure}`,
    );
  }
  return { destination, csrfToken: deps.csrf.tokenFor(nonce) };
}

/** A form post is accepted only with the matching token and, when sent, our own Origin. */
export function formIsGenuine(deps: RouteDeps, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  // "null" (privacy settings, sandboxed frames) proves nothing either way: the token decides.
  if (origin && origin !== 'null' && origin !== new URL(deps.config.authUrl).origin) return false;
  const nonce = readCookie(request.headers.cookie, csrfCookieName);
  return deps.csrf.verify(nonce, bodyOf(request).csrf);
}

export const sendPage = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).header('content-type', 'text/html; charset=utf-8').send(page);
