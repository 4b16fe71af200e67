import { verifiedBadgeSchema } from './verification.ts';
import { z } from 'zod';
import { limits } from './limits.ts';
import { sponsoredSchema } from './sponsored.ts';
import { productSchema } from './product.ts';
import { membershipIds } from './routes.ts';
import { publicProfileSchema } from './user.ts';
import { reputationSchema } from './reputation.ts';
import { businessTypeCodes, searchBounds, searchTypeCodes } from './search-types.ts';

// The plain values (types, defaults, bounds, the results address) are in search-types.ts.
export const searchTypeSchema = z.enum(searchTypeCodes);
export const businessTypeCodeSchema = z.enum(businessTypeCodes);

// ----- the search calls (core spec sections 3, 7, 9; docs/search.md) -------------------------------
//
// - POST /api/search/business                 businessSearchBodySchema → businessSearchResponseSchema
// - POST /api/search/product                  productSearchBodySchema  → productSearchResponseSchema
// - POST /api/user/search                     userSearchBodySchema     → userSearchResponseSchema
// - GET  /api/search/business/last-registered lastRegisteredQuerySchema → lastRegisteredResponseSchema

/** The country filter: absent, '' or 'global' means every country; otherwise a country code. */
const countryFilterSchema = z
  .string()
  .trim()
  .max(10)
  .transform((s) => s.toUpperCase())
  .refine((s) => s === '' || s === 'GLOBAL' || /^[A-Z]{2}$/.test(s), {
    message: 'Expected a two-letter country code or global',
  })
  .transform((s) => (s === '' || s === 'GLOBAL' ? undefined : s))
  .optional();

const searchBodyFields = {
  textQuery: z
    .string()
    .max(searchBounds.textQueryMax, { message: `At most ${searchBounds.textQueryMax} characters` })
    .default(''),
  skip: z
    .number()
    .int()
    .min(0)
    .max(searchBounds.skipMax, {
      message: `Results beyond the first ${searchBounds.skipMax + searchBounds.sizeMax} are not served; refine the search`,
    })
    .default(0),
  size: z.number().int().min(searchBounds.sizeMin).max(searchBounds.sizeMax).default(limits.searchPageSize),
  country: countryFilterSchema,
};

/** POST /api/search/business. `businessType` absent means every business type. */
export const businessSearchBodySchema = z.object({
  ...searchBodyFields,
  businessType: businessTypeCodeSchema.optional(),
});
export type BusinessSearchBody = z.input<typeof businessSearchBodySchema>;
export type BusinessSearchInput = z.output<typeof businessSearchBodySchema>;

/** POST /api/search/product. */
export const productSearchBodySchema = z.object(searchBodyFields);
export type ProductSearchBody = z.input<typeof productSearchBodySchema>;
export type ProductSearchInput = z.output<typeof productSearchBodySchema>;

/** POST /api/user/search. The web client sends `limit` equal to `size`; either is accepted (limit wins). */
export const userSearchBodySchema = z
  .object({
    ...searchBodyFields,
    size: searchBodyFields.size.optional(),
    limit: z.number().int().min(searchBounds.sizeMin).max(searchBounds.sizeMax).optional(),
  })
  .transform(({ limit, size, ...rest }) => ({ ...rest, size: limit ?? size ?? limits.searchPageSize }));
export type UserSearchBody = z.input<typeof userSearchBodySchema>;
export type UserSearchInput = z.output<typeof userSearchBodySchema>;

const photoSchema = z.object({ url: z.string() });
const idName = z.object({ id: z.string(), name: z.string() });
const reactionsSchema = z.object({ reactionCount: z.object({ like: z.number().int() }) });

/** The business as a result card shows it (core spec section 2, "Business result card"). */
export const businessCardSchema = z.object({
  businessID: z.string(),
  key: z.string(),
  subscription: z.enum(membershipIds).nullable(),
  verified: z.boolean(),
  /** What was verified and when (decision 0032); left out when nothing is verified. */
  verification: verifiedBadgeSchema.optional(),
  /** Unix seconds. */
  createdAt: z.number().int(),
  reactions: reactionsSchema,
  general: z.object({
    companyName: z.string(),
    shortDescription: z.string(),
    businessType: z.object({ code: z.string(), name: z.string() }),
    industry: idName,
    categories: z.array(idName),
    yearStablished: z.number().int().nullable(),
    profilePhoto: photoSchema.nullable(),
    coverPhoto: photoSchema.nullable(),
  }),
  contactInfo: z.object({
    city: z.string().nullable(),
    country: z.object({ code: z.string(), countryName: z.string(), emoji: z.string() }),
    state: z.object({ stateID: z.string(), stateName: z.string() }).nullable(),
  }),
  /** Response figures and reviews (decision 0024); beyond the spec, so optional. */
  reputation: reputationSchema.optional(),
});
export type BusinessCard = z.infer<typeof businessCardSchema>;

export const businessSearchResultSchema = z.object({
  businessProfile: businessCardSchema,
  reactions: reactionsSchema,
});
export type BusinessSearchResult = z.infer<typeof businessSearchResultSchema>;

/** POST /api/search/business → data. */
export const businessSearchResponseSchema = z.object({
  results: z.array(businessSearchResultSchema),
  total_results: z.number().int(),
  /** True when there are more than `total_results` matches (the count stops at searchBounds.countCap). */
  total_capped: z.boolean(),
});
export type BusinessSearchResponse = z.infer<typeof businessSearchResponseSchema>;

/**
 * A product result: the product as its page shows it, and `sponsored` when an advertising boost put
 * it at the top of the page (decision 0022; absent otherwise).
 */
export const productResultSchema = productSchema.extend({ sponsored: sponsoredSchema.optional() });
export type ProductResult = z.infer<typeof productResultSchema>;

/**
 * POST /api/search/product → data: products as the product page shows them (core spec section 3).
 * Up to boostLimits.perSearchPage sponsored products that match the search come first, each left
 * out of the page's other results; they are not counted in `total_results`.
 */
export const productSearchResponseSchema = z.object({
  results: z.array(productResultSchema),
  total_results: z.number().int(),
  total_capped: z.boolean(),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

/** POST /api/user/search → data. */
export const userSearchResponseSchema = z.object({
  profiles: z.array(publicProfileSchema),
  totalResults: z.number().int(),
  totalCapped: z.boolean(),
});
export type UserSearchResponse = z.infer<typeof userSearchResponseSchema>;

/**
 * GET /api/search/business/last-registered?types=MA,DI,EX,CO&perType=3. Both optional: the
 * defaults are the home page's four groups of limits.latestRegisteredPerGroup.
 */
export const lastRegisteredQuerySchema = z.object({
  types: z
    .string()
    .max(40)
    .transform((s) => s.split(',').map((t) => t.trim().toUpperCase()))
    .pipe(z.array(businessTypeCodeSchema).min(1).max(businessTypeCodes.length))
    .optional(),
  perType: z.coerce.number().int().min(1).max(12).optional(),
});

export const lastRegisteredGroupSchema = z.object({
  businessType: z.object({ code: z.string(), name: z.string() }),
  /** Newest first. */
  results: z.array(businessSearchResultSchema),
});
export type LastRegisteredGroup = z.infer<typeof lastRegisteredGroupSchema>;

/** → data: one group per requested type, in the order asked (empty groups included). */
export const lastRegisteredResponseSchema = z.object({ groups: z.array(lastRegisteredGroupSchema) });
export type LastRegisteredResponse = z.infer<typeof lastRegisteredResponseSchema>;
