import type { FastifyInstance } from 'fastify';
import { compactVerify } from 'jose';
import { accessTokenHeader, getSessionBodySchema, refreshTokenHeader } from '@wbn/contracts';
import { AuthError, authMessages } from '../auth-error.ts';
import { bodyOf, type RouteDeps } from './deps.ts';

const header = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The calls of the spec: get-session (the /SetID/ handoff), refresh-token and logout. */
export async function apiRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { service, keys } = deps;

  app.post('/get-session', async (request) => {
    const parsed = getSessionBodySchema.safeParse(bodyOf(request));
    if (!parsed.success) throw new AuthError('SessionError', authMessages.codeInvalid);
    return { success: true, data: await service.exchangeCode(parsed.data.token) };
  });

  app.post('/refresh-token', async (request) => ({
    success: true,
    data: await service.refresh(header(request.headers[refreshTokenHeader])),
  }));

  /**
   * Revokes the session of the access token in `wbn-auth` (an expired one is fine: signing out
   * must always work), or of the refresh token in `wbn-refresh-token`.
   */
  app.post('/logout', async (request) => {
    const access = header(request.headers[accessTokenHeader]);
    const refresh = header(request.headers[refreshTokenHeader]);
    let sessionId: string | undefined;
    if (access) {
      try {
        const { payload } = await compactVerify(access, keys.publicKey, { algorithms: ['EdDSA'] });
        const claims = JSON.parse(new TextDecoder().decode(payload)) as { sid?: unknown };
        if (typeof claims.sid === 'string') sessionId = claims.sid;
      } catch {
        /* fall through to the refresh token, or answer below */
      }
      if (!sessionId && !refresh) throw new AuthError('JsonWebTokenError', authMessages.tokenInvalid);
    }
    if (!sessionId && refresh) sessionId = await service.sessionOfRefreshToken(refresh);
    if (!access && !refresh) throw new AuthError('TokenNotFound', authMessages.tokenMissing);
    if (sessionId) await service.logout(sessionId);
    return { success: true, data: { loggedOut: true } };
  });
}
