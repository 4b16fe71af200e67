import type { KeyObject } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  calculateJwkThumbprint,
  createRemoteJWKSet,
  errors as joseErrors,
  exportJWK,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { z } from 'zod';
import { accessTokenClockSkewSeconds, accessTokenHeader } from '@wbn/contracts';
import { AppError } from '../lib/app-error.ts';
import type { SessionCheck } from '../lib/session-check.ts';

/**
 * Who is calling. `request.user` is null for a visitor without a token; a request that carries a
 * token that is not valid never gets this far (it is answered 401 with the spec's names).
 */
export interface AuthUser {
  userID: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook for routes that need a session: `{ onRequest: app.requireUser }`. It runs
     * before body validation, so a visitor always gets 401 TokenNotFound (the page then goes to the
     * login), never a 400 about fields. Afterwards `request.user` is set (use `userOf(request)`).
     */
    requireUser: onRequestAsyncHookHandler;
  }
}

export interface AuthPluginOptions {
  /**
   * The auth service's public key, handed over when both run in one process. Without it the
   * key set is fetched (and cached, and re-fetched on an unknown `kid`) from
   * `${AUTH_URL}/.well-known/jwks.json`.
   */
  key?: KeyObject | undefined;
  /** Whether a token's session is still active (shared with the live streams). */
  sessions: SessionCheck;
  /** Told of every signed-in caller before its route runs (the user module creates the profile). */
  onUser: (user: AuthUser) => Promise<void>;
  /** The auth service: the tokens' issuer, and where its key set is fetched without `key`. */
  authUrl: string;
}

const claimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  email: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  iat: z.number(),
  exp: z.number(),
});

const messages = {
  missing: 'You need to sign in to do this.',
  invalid: 'Your sign-in token is not valid. Please sign in again.',
  expired: 'Your sign-in token has expired.',
  session: 'Your session has ended. Please sign in again.',
  unavailable: 'Sign-in cannot be checked right now, please try again shortly.',
} as const;

/**
 * Reads the access token from `wbn-auth`, verifies it (EdDSA by the key its `kid` names, `typ`
 * JWT, issuer = AUTH_URL, `exp` and `iat` present, not expired, `iat` no further ahead than the
 * clock skew), rejects tokens of a revoked session, and creates the user's profile on first sight.
 *
 * 401 names (the web client branches on them): TokenNotFound (no token where one is needed),
 * JsonWebTokenError (malformed, bad signature, unknown key, wrong issuer, no exp or iat, iat
 * ahead), TokenExpiredError (expired), SessionError (session revoked or unknown).
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, options) => {
    const { sessions, authUrl } = options;
    const key = await keyByKid(options.key, authUrl);

    app.decorateRequest('user', null);

    app.addHook('onRequest', async (request) => {
      const raw = request.headers[accessTokenHeader];
      if (raw === undefined) return;
      const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
      if (!token) throw new AppError('TokenNotFound', messages.missing);
      const claims = await verify(token);
      if (!(await sessions.isActive(claims.sid))) throw new AppError('SessionError', messages.session);
      const user: AuthUser = {
        userID: claims.sub,
        sessionId: claims.sid,
        email: claims.email,
        firstName: claims.given_name,
        lastName: claims.family_name,
      };
      await options.onUser(user);
      request.user = user;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw new AppError('TokenNotFound', messages.missing);
    });

    async function verify(token: string): Promise<z.infer<typeof claimsSchema>> {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['EdDSA'],
          typ: 'JWT',
          issuer: authUrl,
          requiredClaims: ['exp', 'iat'],
        }));
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new AppError('TokenExpiredError', messages.expired);
        if (err instanceof joseErrors.JWKSTimeout || isNetworkError(err)) {
          app.log.error({ err }, 'the auth service key set could not be fetched');
          throw new AppError('ServiceUnavailable', messages.unavailable);
        }
        throw new AppError('JsonWebTokenError', messages.invalid);
      }
      const parsed = claimsSchema.safeParse(payload);
      if (!parsed.success) throw new AppError('JsonWebTokenError', messages.invalid);
      if (parsed.data.iat > Math.floor(Date.now() / 1000) + accessTokenClockSkewSeconds) {
        throw new AppError('JsonWebTokenError', messages.invalid);
      }
      return parsed.data;
    }
  },
  { name: 'wbn-auth' },
);

/** The signed-in user of a route guarded by `app.requireUser`. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('TokenNotFound', messages.missing);
  return request.user;
}

/**
 * The key a token's `kid` names. A token without a `kid`, or naming another key, is refused:
 * with one key in process that is its RFC 7638 thumbprint (what the auth service publishes); the
 * remote key set is consulted only for a `kid` (it would otherwise pick its only key by itself).
 */
async function keyByKid(key: KeyObject | undefined, authUrl: string): Promise<JWTVerifyGetKey> {
  if (key) {
    const kid = await calculateJwkThumbprint(await exportJWK(key));
    return (header) => {
      if (header.kid !== kid) throw new joseErrors.JWKSNoMatchingKey();
      return key;
    };
  }
  const remote = createRemoteJWKSet(new URL('/.well-known/jwks.json', authUrl));
  return (header, token) => {
    if (!header.kid) throw new joseErrors.JWKSNoMatchingKey();
    return remote(header, token);
  };
}

function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError && /fetch/i.test(err.message);
}
