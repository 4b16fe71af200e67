import { z } from 'zod';
import { businessCardSchema } from './search.ts';
import { productSchema } from './product.ts';

/**
 * Saved products and businesses: a private list of each user's (Save Product, Save Business /
 * Favorite Business), shown on their Saved page. A save is not a follow: nobody else sees it.
 */
export const savedResourceTypes = ['product', 'business'] as const;
export type SavedResourceType = (typeof savedResourceTypes)[number];

export const savedLimits = { perUser: 500 } as const;

export const savedParamsSchema = z.object({
  resourceType: z.enum(savedResourceTypes),
  resourceID: z.uuid({ message: 'Not a valid resource id' }),
});

/** PUT, DELETE and GET /api/saved/{resourceType}/{resourceID} → data. */
export const savedStateSchema = z.object({ saved: z.boolean() });

/** GET /api/saved → data: newest saves first. */
export const savedListSchema = z.object({
  products: z.array(productSchema),
  businesses: z.array(businessCardSchema),
});
export type SavedList = z.infer<typeof savedListSchema>;
