import { verifiedBadgeSchema } from './verification.ts';
import { z } from 'zod';
import { uploadTokenSchema } from './files.ts';
import { limits } from './limits.ts';
import { membershipPlan, membershipRank } from './membership.ts';
import { membershipIds, type MembershipId } from './routes.ts';
import { businessAccessSchema } from './business.ts';
import { contentLanguageSchema, storedContentLanguageSchema } from './content-language.ts';
import { hiddenNoticeSchema } from './hidden-notice.ts';

/**
 * Products (public-pages spec sections 2-4, core spec section 3 "Product"). Calls:
 * - GET    /api/product/by-business?bid=   → data: { data: Product[], total, session }
 * - GET    /api/product/{id}               → the product (id: the last 36 characters)
 * - POST   /api/product                    productInputSchema (owner or admin of businessID)
 * - PUT    /api/product/{id}               productInputSchema without businessID
 * - DELETE /api/product/{id}
 */

export const productTextMax = {
  name: 120,
  keyword: 40,
  keywords: 20,
  description: 5000,
  specKey: 60,
  specValue: 500,
  specs: 40,
  images: 12,
  videos: 5,
  url: 500,
} as const;

/** The most products a business of a tier may have (standard 7, gold 20, premium 50, platinum 100). */
export function productLimitFor(subscription: string | null | undefined): number {
  return membershipPlan(membershipIds[membershipRank(subscription)] as MembershipId).productLimit;
}

/** The message of the cap, shown by the API's refusal and by the page before the owner reaches it. */
export function productLimitMessage(subscription: string | null | undefined): string {
  const plan = membershipPlan(membershipIds[membershipRank(subscription)] as MembershipId);
  return (
    `Your ${plan.name} membership allows up to ${plan.productLimit} products. ` +
    'Upgrade your membership to add more.'
  );
}

const imageRefSchema = z.union([
  z.object({ token: uploadTokenSchema }),
  /** An image the product already has (on update), kept as it is. */
  z.object({ url: z.string().max(productTextMax.url) }),
]);
export type ImageRef = z.infer<typeof imageRefSchema>;

const videoUrlSchema = z
  .string()
  .trim()
  .max(productTextMax.url)
  .refine(
    (s) => {
      try {
        const u = new URL(s);
        return u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { message: 'Not a valid video address' },
  );

export const productInputSchema = z.object({
  name: z.string().trim().min(1).max(productTextMax.name),
  keywords: z
    .array(z.string().trim().min(1).max(productTextMax.keyword))
    .max(productTextMax.keywords)
    .default([]),
  description: z.string().trim().max(productTextMax.description).default(''),
  industry: z.string().trim().min(1).max(40),
  category: z.string().trim().min(1).max(40),
  subCategory: z.string().trim().min(1).max(40).nullable().optional(),
  specs: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(productTextMax.specKey),
        value: z.string().trim().min(1).max(productTextMax.specValue),
      }),
    )
    .max(productTextMax.specs)
    .default([]),
  /** Days. */
  leadTime: z.number().int().nonnegative().max(3650).nullable().optional(),
  stock: z.boolean().default(false),
  /** A new upload token (purpose productImage), the current `{url}`, or null for none. */
  mainImage: imageRefSchema.nullable().optional(),
  images: z.array(imageRefSchema).max(productTextMax.images).default([]),
  videos: z
    .array(z.object({ url: videoUrlSchema }))
    .max(productTextMax.videos)
    .default([]),
  /** The language the name and description are in, as the author says; detected when absent. */
  language: contentLanguageSchema.optional(),
});
export type ProductInput = z.input<typeof productInputSchema>;

export const createProductSchema = productInputSchema.extend({
  businessID: z.uuid({ message: 'Not a valid business id' }),
});
export type CreateProduct = z.input<typeof createProductSchema>;

const photoSchema = z.object({ url: z.string() });
const idName = z.object({ id: z.string(), name: z.string() });

export const productSchema = z.object({
  productID: z.string(),
  businessID: z.string(),
  name: z.string(),
  keywords: z.array(z.string()),
  description: z.string(),
  industry: idName,
  category: idName,
  subCategory: idName.nullable(),
  specs: z.array(z.object({ key: z.string(), value: z.string() })),
  leadTime: z.number().int().nullable(),
  stock: z.boolean(),
  mainImage: photoSchema.nullable(),
  images: z.array(photoSchema),
  /** Every picture of the product (main image first); the cards show its length. */
  photos: z.array(photoSchema),
  videos: z.array(z.object({ videoID: z.string(), url: z.string() })),
  createdAt: z.number().int(),
  /** The language the name and description are in (decision 0026); beyond the spec, so optional. */
  language: storedContentLanguageSchema.optional(),
  /** Only to its business's members, when it is hidden (decision 0025): why, and the statement. */
  hidden: hiddenNoticeSchema.optional(),
  businessProfile: z.object({
    businessID: z.string(),
    subscription: z.enum(membershipIds).nullable(),
    verified: z.boolean(),
    verification: verifiedBadgeSchema.optional(),
    general: z.object({
      companyName: z.string(),
      profilePhoto: photoSchema.nullable(),
      businessType: z.object({ code: z.string(), name: z.string() }),
      yearStablished: z.number().int().nullable(),
      totalEmployees: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
      categories: z.array(idName),
    }),
  }),
});
export type Product = z.infer<typeof productSchema>;

export const productsByBusinessQuerySchema = z.object({
  bid: z
    .string()
    .transform((s) => s.slice(-limits.businessIdLength))
    .pipe(z.uuid({ message: 'Not a valid business id' })),
});

export const productIdParamsSchema = z.object({
  id: z
    .string()
    .transform((s) => s.slice(-limits.businessIdLength))
    .pipe(z.uuid({ message: 'Not a valid product id' })),
});

/** GET /api/product/by-business → data: { data, total, session }. */
export const productsByBusinessResponseSchema = z.object({
  data: z.array(productSchema),
  total: z.number().int(),
  session: z.object({
    access: businessAccessSchema.nullable(),
    /** Owner and admin only: the tier's cap and the count, so the page can warn before the cap. */
    productLimit: z.number().int().optional(),
    productCount: z.number().int().optional(),
    limitMessage: z.string().optional(),
  }),
});
export type ProductsByBusinessResponse = z.infer<typeof productsByBusinessResponseSchema>;
