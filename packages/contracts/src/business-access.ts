// No zod here: the web app's first load reads canManageBusiness (decision 0015). The schema of a
// standing, businessAccessSchema, is in business-parts.ts.

/** A user's standing in a business (core spec section 6). */

export const businessAccessValues = ['owner', 'admin', 'member'] as const;
export type BusinessAccess = (typeof businessAccessValues)[number];

/** Owner or admin hold management rights (core spec section 6). */
export const canManageBusiness = (access: BusinessAccess | null | undefined): boolean =>
  access === 'owner' || access === 'admin';
