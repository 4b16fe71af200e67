import type { FastifyInstance } from 'fastify';
import { accessTokenHeader, getSessionBodySchema, refreshTokenHeader } from '@wbn/contracts';
import { AuthError, say } from '../auth-error.ts';
import { verifyAccessToken } from '../tokens.ts';
import { bodyOf, type RouteDeps } from './deps.ts';

const header = (value: string | string[] | undefined): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The calls of the spec: get-session (the /SetID/ handoff), refresh-token and logout. */
export async function apiRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { service, keys, config } = deps;

  // The web app's /SetID/ sends the tab's sign-in state with the code; a code is traded only
  // together with the state it was minted for.
  app.post('/get-session', async (request) => {
    const parsed = getSessionBodySchema.safeParse(bodyOf(request));
    if (!parsed.success) throw new AuthError('SessionError', say('error.codeInvalid'));
    return { success: true, data: await service.exchangeCode(parsed.data.token, parsed.data.state) };
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
      const claims = await verifyAccessToken(keys, access, {
        issuer: config.authUrl,
        now: service.now(),
        allowExpired: true,
      });
      if (typeof claims?.sid === 'string') sessionId = claims.sid;
      if (!sessionId && !refresh) throw new AuthError('JsonWebTokenError', say('error.tokenInvalid'));
    }
    if (!sessionId && refresh) sessionId = await service.sessionOfRefreshToken(refresh);
    if (!access && !refresh) throw new AuthError('TokenNotFound', say('error.tokenMissing'));
    if (sessionId) await service.logout(sessionId);
    return { success: true, data: { loggedOut: true } };
  });
}
