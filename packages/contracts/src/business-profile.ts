import { verifiedBadgeSchema } from './verification.ts';
import { z } from 'zod';
import { limits } from './limits.ts';
import { membershipIds } from './routes.ts';
import { certificateSchema } from './business-certificates.ts';
import { businessPhoneSchema } from './business-fields.ts';
import { businessAccessSchema, idName, named, photoSchema } from './business-parts.ts';
import { reputationSchema } from './reputation.ts';
import { storedContentLanguageSchema } from './content-language.ts';
import { hiddenNoticeSchema } from './hidden-notice.ts';

/** What GET /api/business/profile/{id} and …/my-list answer, and the id in the path. */

const countryRef = z.object({ code: z.string(), countryName: z.string(), emoji: z.string() });
const stateRef = z.object({ stateID: z.string(), stateName: z.string() });

export const businessGeneralSchema = z.object({
  companyName: z.string(),
  shortDescription: z.string(),
  generalDescription: z.string().nullable(),
  businessType: z.object({ code: z.string(), name: z.string() }),
  industry: idName,
  categories: z.array(idName),
  yearStablished: z.number().int().nullable(),
  totalAnnualRevenue: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  totalEmployees: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  totalProductionEmployees: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  productionCapacity: z.object({
    min: z.number().nullable(),
    max: z.number().nullable(),
    unit: z.string().nullable(),
    period: z.string().nullable(),
  }),
  profilePhoto: photoSchema.nullable(),
  coverPhoto: photoSchema.nullable(),
  video: photoSchema.nullable(),
  /** The language the descriptions are in (decision 0026); beyond the spec, so optional. */
  language: storedContentLanguageSchema.optional(),
});

export const businessProfileSchema = z.object({
  businessID: z.string(),
  key: z.string(),
  ownerID: z.string(),
  subscription: z.enum(membershipIds).nullable(),
  verified: z.boolean(),
  /** What was verified and when (decision 0032); left out when nothing is verified. */
  verification: verifiedBadgeSchema.optional(),
  createdAt: z.number().int(),
  reactions: z.object({ reactionCount: z.object({ like: z.number().int() }) }),
  general: businessGeneralSchema,
  contactInfo: z.object({
    legalAddressEnglish: z.string().nullable(),
    shippingAddressEnglish: z.string().nullable(),
    city: z.string().nullable(),
    zipcode: z.string().nullable(),
    country: countryRef,
    state: stateRef.nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    phone: businessPhoneSchema.nullable(),
    mobilePhone: businessPhoneSchema.nullable(),
  }),
  factory: z.object({
    manufacturingFacilities: z.string().nullable(),
    city: z.string().nullable(),
    zipcode: z.string().nullable(),
    country: countryRef.nullable(),
    state: stateRef.nullable(),
    factorySize: z.number().nullable(),
    numberProductionLines: z.number().int().nullable(),
    contractManufacturing: z.array(z.object({ code: z.string() })),
  }),
  tradeCapabilities: z.object({
    markets: z.array(named),
    spokenLanguages: z.array(named),
    totalEmployeesSales: z.number().int().nullable(),
    averageLeadTime: z.number().int().nullable(),
  }),
  businessTerms: z.object({
    acceptedDeliveryTerms: z.array(named),
    acceptedPaymentCurrencies: z.array(named),
    packagingTypes: z.array(named),
    acceptedPaymentTypes: z.array(named),
  }),
  certificates: z.array(certificateSchema),
  /** Response figures and reviews (decision 0024); beyond the spec, so optional. */
  reputation: reputationSchema.optional(),
  /** Only to its members, when an operator hid it (decision 0025): why, and the statement. */
  hidden: hiddenNoticeSchema.optional(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

/** The viewer's relation to the business; null for visitors and outsiders. */
export const businessSessionSchema = z.object({
  access: businessAccessSchema.nullable(),
  /** Only for owner and admin: the tier's product cap and how many products exist. */
  productLimit: z.number().int().optional(),
  productCount: z.number().int().optional(),
});
export type BusinessSession = z.infer<typeof businessSessionSchema>;

/** GET /api/business/profile/{id} → data: { data: profile, session }. */
export const businessProfileResponseSchema = z.object({
  data: businessProfileSchema,
  session: businessSessionSchema,
});
export type BusinessProfileResponse = z.infer<typeof businessProfileResponseSchema>;

/** GET /api/business/profile/my-list: one card per business the user belongs to. */
export const myBusinessCardSchema = z.object({
  businessID: z.string(),
  key: z.string(),
  /** The card shows it upper-cased; null = STANDARD. */
  subscription: z.enum(membershipIds).nullable(),
  verified: z.boolean(),
  access: businessAccessSchema,
  general: z.object({
    companyName: z.string(),
    shortDescription: z.string(),
    profilePhoto: photoSchema.nullable(),
    coverPhoto: photoSchema.nullable(),
    businessType: z.object({ code: z.string(), name: z.string() }),
    industry: idName,
  }),
  contactInfo: z.object({ country: countryRef }),
});
export type MyBusinessCard = z.infer<typeof myBusinessCardSchema>;

export const businessIdParamsSchema = z.object({
  id: z
    .string()
    .transform((s) => s.slice(-limits.businessIdLength))
    .pipe(z.uuid({ message: 'Not a valid business id' })),
});
