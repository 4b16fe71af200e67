import { z } from 'zod';

/** A user's standing in a business (core spec section 6). */

export const businessAccessValues = ['owner', 'admin', 'member'] as const;
export type BusinessAccess = (typeof businessAccessValues)[number];
export const businessAccessSchema = z.enum(businessAccessValues);

/** Owner or admin hold management rights (core spec section 6). */
export const canManageBusiness = (access: BusinessAccess | null | undefined): boolean =>
  access === 'owner' || access === 'admin';
