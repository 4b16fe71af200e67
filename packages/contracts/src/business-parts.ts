import { z } from 'zod';
import { businessAccessValues } from './business-access.ts';
import { businessTextMax } from './business-limits.ts';

/**
 * Small building blocks of the business schemas. Not re-exported from the package (business.ts
 * leaves this file out): only the business-*.ts files use them.
 */

/** A user's standing in a business (re-exported by business.ts: the API's responses use it too). */
export const businessAccessSchema = z.enum(businessAccessValues);

export const photoSchema = z.object({ url: z.string() });
export const named = z.object({ name: z.string() });
export const idName = z.object({ id: z.string(), name: z.string() });

export const nonNegative = z.number().finite().nonnegative();

/** min ≤ max; either may be absent. */
export const range = (max = 1e15) =>
  z
    .object({
      min: nonNegative.max(max).nullable().optional(),
      max: nonNegative.max(max).nullable().optional(),
    })
    .refine((r) => r.min == null || r.max == null || r.min <= r.max, {
      message: 'The minimum must not exceed the maximum',
      path: ['max'],
    });

export const optText = (max: number) => z.string().trim().max(max).optional();
export const nameList = (max = businessTextMax.listItem) =>
  z
    .array(z.object({ name: z.string().trim().min(1).max(max) }))
    .max(businessTextMax.listItems)
    .optional();
