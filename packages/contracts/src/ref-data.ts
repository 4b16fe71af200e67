import { z } from 'zod';

export const countrySchema = z.object({
  code: z.string().length(2),
  countryName: z.string(),
  emoji: z.string(),
  /** International dial codes without the plus, e.g. ["1"] or ["1809", "1829", "1849"]. */
  dialCodes: z.array(z.string()),
});
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({ stateID: z.string(), stateName: z.string(), countryCode: z.string() });
export type State = z.infer<typeof stateSchema>;

export const genderSchema = z.object({ code: z.string(), name: z.string() });
export type Gender = z.infer<typeof genderSchema>;

export const languageSchema = z.object({
  code: z.string(),
  /** English name of the language. */
  languageName: z.string(),
  /** The language's name for itself. */
  name: z.string(),
});
export type Language = z.infer<typeof languageSchema>;

export const jobPositionSchema = z.object({ jobPositionID: z.string(), name: z.string() });
export type JobPosition = z.infer<typeof jobPositionSchema>;

export const businessTypeSchema = z.object({ code: z.string(), businessTypeName: z.string() });
export type BusinessType = z.infer<typeof businessTypeSchema>;

export const industrySchema = z.object({
  _id: z.string(),
  id: z.string(),
  /** Four digits, 0001 to 0015. */
  key: z.string().regex(/^\d{4}$/),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  order: z.number().int(),
});
export type Industry = z.infer<typeof industrySchema>;

export const subCategorySchema = z.object({ id: z.string(), name: z.string(), order: z.number().int() });
export type SubCategory = z.infer<typeof subCategorySchema>;

export const categorySchema = z.object({
  _id: z.string(),
  id: z.string(),
  industryID: z.string(),
  name: z.string(),
  order: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const industryTreeSchema = industrySchema.extend({
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      order: z.number().int(),
      subCategories: z.array(subCategorySchema),
    }),
  ),
});
export type IndustryTree = z.infer<typeof industryTreeSchema>;

export const countryCodeParamsSchema = z.object({
  code: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter ISO 3166-1 country code is expected')
    .transform((c) => c.toUpperCase()),
});
export const industryIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
