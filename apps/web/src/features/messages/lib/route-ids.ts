import { idFromRouteParam } from '@wbn/contracts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The inbox of a `/business/:id/requests` address: a business id (its last 36 characters, as
 * every business address) or the user's own id. Null when it holds no id.
 */
export function inboxIdFromParam(param: string | undefined): string | null {
  const id = idFromRouteParam((param ?? '').replace(/\/+$/, ''));
  return uuidPattern.test(id) ? id.toLowerCase() : null;
}

/** The thread of `/business/:id/requests/:rid`, or null when there is none (or it is no id). */
export const threadIdFromParam = (param: string | undefined): string | null =>
  param && uuidPattern.test(param) ? param.toLowerCase() : null;
