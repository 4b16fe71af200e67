import { z } from 'zod';
import { messages } from './messages.ts';
import { businessTextMax, capacityPeriods } from './business-limits.ts';
import { nonNegative, range } from './business-parts.ts';

/** Field schemas shared by the business's create form, sections and profile. */

/** "i0001.c0001-02": the industry id, a dot, the category id (the create form's format). */
export const categoryRefSchema = z
  .string()
  .trim()
  .regex(/^[^.\s]{1,40}\.[^.\s]{1,40}$/, { message: 'Expected industryId.categoryId' });

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
