import { z } from 'zod';
import { uploadTokenSchema } from './files.ts';
import { categoryRefSchema } from './business-fields.ts';
import { businessTextMax } from './business-limits.ts';
import { messages } from './messages.ts';
import { contentLanguageSchema } from './content-language.ts';

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
  /** The language the description is in, as the author says; detected when absent (decision 0026). */
  language: contentLanguageSchema.optional(),
});
export type CreateBusiness = z.input<typeof createBusinessSchema>;
