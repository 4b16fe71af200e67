import { uuidFromRouteParam } from '@wbn/contracts';

/**
 * The inbox of a `/business/:id/requests` address: a business id (its last 36 characters, as
 * every business address) or the user's own id. Null when it holds no id.
 */
export const inboxIdFromParam = (param: string | undefined): string | null => uuidFromRouteParam(param);

/** The thread of `/business/:id/requests/:rid`, or null when there is none (or it is no id). */
export const threadIdFromParam = (param: string | undefined): string | null =>
  uuidFromRouteParam(param, { slug: false });
