import type { AuthHooks } from '../api/client.ts';

/**
 * The upload's POST to our own `/files/upload` goes through XMLHttpRequest (fetch reports no
 * upload progress), so it cannot use the API client; it needs the same two session hooks the
 * client has. The session module installs them here next to `installAuthHooks(hooks)`:
 *
 *   installAuthHooks(hooks);
 *   installUploadAuth(hooks);
 *
 * (If the client one day exports its hooks, this file becomes a re-export.)
 */
export const uploadAuth: AuthHooks = {
  accessToken: () => null,
  onUnauthorized: async () => false,
};

export function installUploadAuth(hooks: AuthHooks): void {
  uploadAuth.accessToken = hooks.accessToken;
  uploadAuth.onUnauthorized = hooks.onUnauthorized;
}
