import { z } from 'zod';

/** Every successful body: `{ success: true, data }`. */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every failed body. `name` is stable and is what clients branch on; `message` is safe to show. */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  name: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export type Ok<T> = { success: true; data: T };
export type Envelope<T> = Ok<T> | ErrorEnvelope;
