import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every answer, the set @fastify/helmet gave with CSP and COEP off (the
 * SPA's document sets its own CSP in web.routes.ts), computed once: a request only copies them.
 * A route may still set one of its own (files.public-routes.ts: cross-origin images).
 */
export const securityHeaders: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** One synchronous hook for every request: the headers above and the request id. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}
