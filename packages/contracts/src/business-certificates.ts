import { z } from 'zod';
import { uploadTokenSchema } from './files.ts';
import { businessTextMax } from './business-limits.ts';
import { photoSchema } from './business-parts.ts';

/** A business's certificates: POST|PUT /api/business/{id}/certificates[/{cid}] and what they answer. */

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

export const certificateParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid business id' }),
  certificateID: z.uuid({ message: 'Not a valid certificate id' }),
});
