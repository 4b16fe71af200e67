import { z } from 'zod';
import { emailSchema } from './identity.ts';
import { uploadTokenSchema } from './files.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { membershipIds } from './routes.ts';

/**
 * Businesses (core spec sections 2-4, 6, 7, 9). Field names are the spec's, `yearStablished`
 * (sic) included. Calls (see docs/decisions/0004-businesses.md):
 *
 * - POST /api/business/profile/create                      createBusinessSchema → the profile
 * - GET  /api/business/profile/my-list                     my-business cards
 * - GET  /api/business/profile/list-business?userID=       a user's businesses (user.ts)
 * - GET  /api/business/profile/{id}                        { data: profile, session: { access } }
 * - PUT  /api/business/profile/{id}/{section}              one section, replaced whole
 * - POST|PUT|DELETE /api/business/{id}/certificates[/{cid}]
 * - GET|POST|PATCH|DELETE /api/business/{id}/members[/{userID}]
 */

export const businessAccessValues = ['owner', 'admin', 'member'] as const;
export type BusinessAccess = (typeof businessAccessValues)[number];
export const businessAccessSchema = z.enum(businessAccessValues);

/** Owner or admin hold management rights (core spec section 6). */
export const canManageBusiness = (access: BusinessAccess | null | undefined): boolean =>
  access === 'owner' || access === 'admin';

export const businessTextMax = {
  companyName: 120,
  shortDescription: limits.textAreaMax,
  generalDescription: 5000,
  address: 300,
  city: 100,
  zipcode: 20,
  listItem: 80,
  listItems: 30,
  certificateName: 160,
  certificates: 50,
  categories: 20,
  url: 500,
} as const;

export const contractManufacturingCodes = ['OEM', 'ODM', 'OBM'] as const;
/** Incoterms 2020: the delivery terms a business may accept. */
export const deliveryTerms = [
  'EXW',
  'FCA',
  'FAS',
  'FOB',
  'CFR',
  'CIF',
  'CPT',
  'CIP',
  'DAP',
  'DPU',
  'DDP',
] as const;
export const capacityPeriods = ['day', 'week', 'month', 'year'] as const;

const photoSchema = z.object({ url: z.string() });
const named = z.object({ name: z.string() });
const idName = z.object({ id: z.string(), name: z.string() });

/** "i0001.c0001-02": the industry id, a dot, the category id (the create form's format). */
export const categoryRefSchema = z
  .string()
  .trim()
  .regex(/^[^.\s]{1,40}\.[^.\s]{1,40}$/, { message: 'Expected industryId.categoryId' });

const requiredText = (max: number) =>
  z.string().trim().min(1, { message: messages.createBusinessRejected }).max(max);

/** POST /api/business/profile/create. `industry` is the form's and dropped before sending. */
export const createBusinessSchema = z.object({
  companyName: requiredText(businessTextMax.companyName),
  categories: z
    .array(categoryRefSchema)
    .min(1, { message: messages.createBusinessRejected })
    .max(businessTextMax.categories),
  businessType: z.string().trim().min(1, { message: messages.createBusinessRejected }).max(10),
  country: z.string().trim().length(2, { message: messages.createBusinessRejected }),
  state: z.string().trim().min(1).max(40).optional(),
  shortDescription: requiredText(businessTextMax.shortDescription),
  /** Upload tokens (purposes logo and coverPhoto, uploaded without a businessID). */
  profilePhoto: uploadTokenSchema.optional(),
  coverPhoto: uploadTokenSchema.optional(),
});
export type CreateBusiness = z.input<typeof createBusinessSchema>;

// ----- the sections -----------------------------------------------------------------------------

const nonNegative = z.number().finite().nonnegative();
const thisYear = () => new Date().getUTCFullYear();

/** min ≤ max; either may be absent. */
const range = (max = 1e15) =>
  z
    .object({
      min: nonNegative.max(max).nullable().optional(),
      max: nonNegative.max(max).nullable().optional(),
    })
    .refine((r) => r.min == null || r.max == null || r.min <= r.max, {
      message: 'The minimum must not exceed the maximum',
      path: ['max'],
    });
export const rangeSchema = range();
export type Range = z.infer<typeof rangeSchema>;

export const productionCapacitySchema = z
  .object({
    min: nonNegative.nullable().optional(),
    max: nonNegative.nullable().optional(),
    unit: z.string().trim().max(40).nullable().optional(),
    period: z.enum(capacityPeriods).nullable().optional(),
  })
  .refine((r) => r.min == null || r.max == null || r.min <= r.max, {
    message: 'The minimum must not exceed the maximum',
    path: ['max'],
  });

/** An http(s) address (a scheme is added when missing: "acme.com" → "https://acme.com"). */
export const webAddressSchema = z
  .string()
  .trim()
  .max(businessTextMax.url)
  .transform((s) => (s === '' || /^https?:\/\//i.test(s) ? s : `https://${s}`))
  .refine((s) => s === '' || isHttpUrl(s), { message: 'Not a valid web address' });

function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A business phone: dial code and number (checked against the countries' dial codes on the server). */
export const businessPhoneInputSchema = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\s*\d{0,4}$/, { message: messages.invalidPhone }),
  businessPhoneNumber: z.string().trim().max(30, { message: messages.invalidPhone }),
});
export const businessPhoneSchema = z.object({ countryCode: z.string(), businessPhoneNumber: z.string() });

const optText = (max: number) => z.string().trim().max(max).optional();
const nameList = (max = businessTextMax.listItem) =>
  z
    .array(z.object({ name: z.string().trim().min(1).max(max) }))
    .max(businessTextMax.listItems)
    .optional();

/** PUT …/general: the General Information section (the profile photos have their own call). */
export const generalSectionSchema = z.object({
  companyName: z.string().trim().min(1).max(businessTextMax.companyName),
  shortDescription: z.string().trim().min(1).max(businessTextMax.shortDescription),
  generalDescription: optText(businessTextMax.generalDescription),
  businessType: z.string().trim().min(1).max(10),
  industry: z.string().trim().min(1).max(40),
  /** Category ids, or `industryId.categoryId` as at creation. */
  categories: z.array(z.string().trim().min(1).max(82)).min(1).max(businessTextMax.categories),
  yearStablished: z
    .number()
    .int()
    .min(1800)
    .refine((y) => y <= thisYear(), { message: 'A year in the future is not allowed' })
    .nullable()
    .optional(),
  totalAnnualRevenue: rangeSchema.optional(),
  totalEmployees: range(10_000_000).optional(),
  totalProductionEmployees: range(10_000_000).optional(),
  productionCapacity: productionCapacitySchema.optional(),
  /** A video link (YouTube, Vimeo or any https address); '' removes it. */
  video: z.object({ url: webAddressSchema }).nullable().optional(),
});
export type GeneralSection = z.input<typeof generalSectionSchema>;

export const contactInfoSectionSchema = z.object({
  legalAddressEnglish: optText(businessTextMax.address),
  shippingAddressEnglish: optText(businessTextMax.address),
  city: optText(businessTextMax.city),
  zipcode: optText(businessTextMax.zipcode),
  /** The business's country (as at creation); changing it clears the state unless one is given. */
  country: z.string().trim().length(2),
  state: z.string().trim().max(40).optional(),
  email: z.union([z.literal(''), emailSchema]).optional(),
  website: webAddressSchema.optional(),
  phone: businessPhoneInputSchema.optional(),
  mobilePhone: businessPhoneInputSchema.optional(),
});
export type ContactInfoSection = z.input<typeof contactInfoSectionSchema>;

export const factorySectionSchema = z.object({
  manufacturingFacilities: optText(limits.textAreaMax),
  city: optText(businessTextMax.city),
  zipcode: optText(businessTextMax.zipcode),
  country: z.string().trim().max(2).optional(),
  state: z.string().trim().max(40).optional(),
  /** Square metres. */
  factorySize: z.number().finite().positive().max(1e9).nullable().optional(),
  numberProductionLines: z.number().int().nonnegative().max(100_000).nullable().optional(),
  contractManufacturing: z
    .array(z.object({ code: z.enum(contractManufacturingCodes) }))
    .max(contractManufacturingCodes.length)
    .optional(),
});
export type FactorySection = z.input<typeof factorySectionSchema>;

export const tradeCapabilitiesSectionSchema = z.object({
  markets: nameList(),
  spokenLanguages: nameList(),
  totalEmployeesSales: z.number().int().nonnegative().max(10_000_000).nullable().optional(),
  /** Days. */
  averageLeadTime: z.number().int().nonnegative().max(3650).nullable().optional(),
});
export type TradeCapabilitiesSection = z.input<typeof tradeCapabilitiesSectionSchema>;

export const businessTermsSectionSchema = z.object({
  acceptedDeliveryTerms: z
    .array(z.object({ name: z.enum(deliveryTerms) }))
    .max(deliveryTerms.length)
    .optional(),
  acceptedPaymentCurrencies: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{3}$/, 'A three-letter currency code'),
      }),
    )
    .max(businessTextMax.listItems)
    .optional(),
  packagingTypes: nameList(),
  acceptedPaymentTypes: nameList(),
});
export type BusinessTermsSection = z.input<typeof businessTermsSectionSchema>;

/** PUT …/photos: new logo and/or cover, as upload tokens (purposes logo / coverPhoto). */
export const businessPhotosSchema = z
  .object({ profilePhoto: uploadTokenSchema.optional(), coverPhoto: uploadTokenSchema.optional() })
  .refine((b) => b.profilePhoto || b.coverPhoto, {
    message: 'Send profilePhoto or coverPhoto',
    path: ['profilePhoto'],
  });

export const businessSections = [
  'general',
  'contactInfo',
  'factory',
  'tradeCapabilities',
  'businessTerms',
] as const;
export type BusinessSection = (typeof businessSections)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Expected YYYY-MM-DD' })
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
    },
    { message: 'Not a real date' },
  );

/** POST /api/business/{id}/certificates and PUT …/{certificateID}. */
export const certificateInputSchema = z
  .object({
    name: z.string().trim().min(1).max(businessTextMax.certificateName),
    issueDate: isoDate.nullable().optional(),
    expireDate: isoDate.nullable().optional(),
    /** Upload token (purpose certificate). On update: absent keeps the photo, null removes it. */
    photo: uploadTokenSchema.nullable().optional(),
  })
  .refine((c) => !c.issueDate || !c.expireDate || c.issueDate <= c.expireDate, {
    message: 'The expiry date must not be before the issue date',
    path: ['expireDate'],
  });
export type CertificateInput = z.input<typeof certificateInputSchema>;

// ----- responses --------------------------------------------------------------------------------

export const certificateSchema = z.object({
  id: z.string(),
  name: z.string(),
  issueDate: z.string().nullable(),
  expireDate: z.string().nullable(),
  photo: photoSchema.nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;

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
});

export const businessProfileSchema = z.object({
  businessID: z.string(),
  key: z.string(),
  ownerID: z.string(),
  subscription: z.enum(membershipIds).nullable(),
  verified: z.boolean(),
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

/** The label a my-business card shows: the tier upper-cased, STANDARD when absent. */
export const subscriptionLabel = (s: string | null | undefined): string => (s || 'standard').toUpperCase();

export const businessIdParamsSchema = z.object({
  id: z
    .string()
    .transform((s) => s.slice(-limits.businessIdLength))
    .pipe(z.uuid({ message: 'Not a valid business id' })),
});

// ----- members ----------------------------------------------------------------------------------

export const memberRoles = ['admin', 'member'] as const;
export const memberRoleSchema = z.enum(memberRoles);

export const addMemberSchema = z.object({ email: emailSchema, role: memberRoleSchema });
export const changeMemberRoleSchema = z.object({ role: memberRoleSchema });
export const memberParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid business id' }),
  userID: z.uuid({ message: 'Not a valid user id' }),
});

export const businessMemberSchema = z.object({
  userID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profilePhoto: photoSchema.nullable(),
  role: businessAccessSchema,
  since: z.number().int(),
});
export type BusinessMember = z.infer<typeof businessMemberSchema>;

export const certificateParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid business id' }),
  certificateID: z.uuid({ message: 'Not a valid certificate id' }),
});
