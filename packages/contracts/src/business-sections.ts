import { z } from 'zod';
import { emailSchema } from './identity.ts';
import { uploadTokenSchema } from './files.ts';
import { limits } from './limits.ts';
import {
  businessPhoneInputSchema,
  productionCapacitySchema,
  rangeSchema,
  webAddressSchema,
} from './business-fields.ts';
import { businessTextMax, contractManufacturingCodes, deliveryTerms } from './business-limits.ts';
import { nameList, optText, range } from './business-parts.ts';
import { contentLanguageSchema } from './content-language.ts';

/** The profile's sections (PUT /api/business/profile/{id}/{section}, each replaced whole) and photos. */

const thisYear = () => new Date().getUTCFullYear();

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
  /** The language the descriptions are in, as the author says; detected when absent (decision 0026). */
  language: contentLanguageSchema.optional(),
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
