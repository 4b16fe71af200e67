import { z } from 'zod';
import { limits } from './limits.ts';

/**
 * The "Need business help" enquiry (public-pages spec §3 Enquiry, §4, §5, §7 POST /needhelp/send).
 * One schema, used by the API route for validation and by the web form for its field errors.
 *
 * Decisions where the spec is silent (see docs/content.md):
 * - company telephone and e-mail are required and checked (the spec marks them with an asterisk);
 * - the form's industry select is sent as `industry` (an industry id from /catsys/industry);
 * - `usaState` is one of the fixed 50 states + DC and only makes sense with country US;
 * - every other free-text field is optional and capped so that nobody can post a novel.
 */

/** The fixed USA state list of the form: 50 states plus the District of Columbia. */
export const usaStates = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;
export type UsaStateCode = (typeof usaStates)[number]['code'];
export const usaStateCodes = usaStates.map((s) => s.code) as [UsaStateCode, ...UsaStateCode[]];

export const enquiryLimits = {
  /** moreInfoBuy and moreInfoSell (spec §5 and §9). */
  moreInfoMax: limits.textAreaMax,
  shortTextMax: 120,
  productMax: 160,
  websiteMax: 255,
  emailMax: 254,
  employeesMax: 10_000_000,
  phoneMinDigits: 7,
  phoneMaxDigits: 20,
} as const;

/** Digits, spaces, +, -, dots and parentheses, with 7 to 20 digits in all. */
export function isValidEnquiryPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= enquiryLimits.phoneMinDigits && digits <= enquiryLimits.phoneMaxDigits;
}

export const enquiryMessages = {
  phoneRequired: 'Please enter your company telephone',
  phoneInvalid: 'Please enter a valid telephone number (digits, spaces, +, - and parentheses)',
  emailRequired: 'Please enter your e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  tooLong: (max: number) => `Please use at most ${max} characters`,
  websiteInvalid: 'Please enter a web address such as www.example.com',
  stateNeedsUsa: 'A USA state can only be chosen when the country is the United States',
} as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, enquiryMessages.tooLong(max))
    .optional()
    .transform((v) => (v ? v : undefined));
const code = z.string().trim().min(1).max(64).optional();
const employees = z.number().int().min(0).max(enquiryLimits.employeesMax).optional();

export const enquirySchema = z
  .object({
    firstName: text(enquiryLimits.shortTextMax),
    lastName: text(enquiryLimits.shortTextMax),
    businessName: text(enquiryLimits.shortTextMax),
    /** A business type code (reference data). */
    businessType: code,
    website: z
      .string()
      .trim()
      .max(enquiryLimits.websiteMax, enquiryMessages.tooLong(enquiryLimits.websiteMax))
      .refine(
        (v) => v === '' || /^(https?:\/\/)?[\w-]+(\.[\w-]+)+([/?#]\S*)?$/i.test(v),
        enquiryMessages.websiteInvalid,
      )
      .optional()
      .transform((v) => (v ? v : undefined)),
    /** A job position id (reference data). */
    jobPosition: code,
    /** An industry id (catalogue system). */
    industry: code,
    address: text(enquiryLimits.shortTextMax * 2),
    zipcode: text(20),
    city: text(enquiryLimits.shortTextMax),
    usaState: z.enum(usaStateCodes).optional(),
    /** An ISO 3166-1 alpha-2 country code (reference data). */
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'A two-letter country code is expected')
      .transform((c) => c.toUpperCase())
      .optional(),
    companyPhone: z
      .string({ error: enquiryMessages.phoneRequired })
      .trim()
      .min(1, enquiryMessages.phoneRequired)
      .refine(isValidEnquiryPhone, enquiryMessages.phoneInvalid),
    companyFax: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidEnquiryPhone(v), enquiryMessages.phoneInvalid)
      .optional()
      .transform((v) => (v ? v : undefined)),
    totalEmployees: employees,
    salesEmployees: employees,
    mobilePhone: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidEnquiryPhone(v), enquiryMessages.phoneInvalid)
      .optional()
      .transform((v) => (v ? v : undefined)),
    email: z
      .string({ error: enquiryMessages.emailRequired })
      .trim()
      .min(1, enquiryMessages.emailRequired)
      .max(enquiryLimits.emailMax, enquiryMessages.tooLong(enquiryLimits.emailMax))
      .pipe(z.email(enquiryMessages.emailInvalid)),
    buyProduct1: text(enquiryLimits.productMax),
    buyProduct2: text(enquiryLimits.productMax),
    buyProduct3: text(enquiryLimits.productMax),
    buyProduct4: text(enquiryLimits.productMax),
    sellProduct1: text(enquiryLimits.productMax),
    sellProduct2: text(enquiryLimits.productMax),
    sellProduct3: text(enquiryLimits.productMax),
    sellProduct4: text(enquiryLimits.productMax),
    moreInfoBuy: text(enquiryLimits.moreInfoMax),
    moreInfoSell: text(enquiryLimits.moreInfoMax),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.usaState && v.country && v.country !== 'US') {
      ctx.addIssue({ code: 'custom', path: ['usaState'], message: enquiryMessages.stateNeedsUsa });
    }
  });

/** What the form holds and sends (before the schema trims and drops empty fields). */
export type EnquiryInput = z.input<typeof enquirySchema>;
/** What the API stores. */
export type Enquiry = z.output<typeof enquirySchema>;
export type EnquiryField = keyof EnquiryInput;

export const enquirySentSchema = z.object({ enquiryID: z.uuid() });
export type EnquirySent = z.infer<typeof enquirySentSchema>;
