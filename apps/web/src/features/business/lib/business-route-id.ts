import { idFromRouteParam } from '@wbn/contracts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The business id of a `/business/:id` route parameter: the last 36 characters (spec), whether the
 * parameter is the bare id or the double-encoded slug `{Company-Name}-{id}` (the router has decoded
 * it once; what is left of the name does not matter). Null when those characters are not an id,
 * so the page can say "not found" without asking the server.
 */
export function businessIdFromParam(param: string | undefined): string | null {
  if (!param) return null;
  const id = idFromRouteParam(param.replace(/\/+$/, ''));
  return uuidPattern.test(id) ? id.toLowerCase() : null;
}
