import { currentAuthHooks, type AuthHooks } from '../api/client.ts';

/**
 * The signed-POST upload runs on XMLHttpRequest (for progress events), so it cannot go through
 * apiRequest; it takes the token and the 401 handling from the same hooks the session installs
 * into the API client.
 */
export const uploadAuth: AuthHooks = {
  accessToken: () => currentAuthHooks().accessToken(),
  onUnauthorized: (name) => currentAuthHooks().onUnauthorized(name),
};
