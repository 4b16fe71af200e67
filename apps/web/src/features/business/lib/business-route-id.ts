import { uuidFromRouteParam } from '@wbn/contracts';

/**
 * The business id of a `/business/:id` route parameter: the last 36 characters (spec), whether the
 * parameter is the bare id or the double-encoded slug `{Company-Name}-{id}` (the router has decoded
 * it once; what is left of the name does not matter). Null when those characters are not an id,
 * so the page can say "not found" without asking the server.
 */
export const businessIdFromParam = (param: string | undefined): string | null => uuidFromRouteParam(param);
