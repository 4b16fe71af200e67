import { z } from 'zod';
import type { UiLanguage } from './languages.ts';
import { uploadTokenSchema } from './files.ts';
import {
  verificationDecisions,
  verificationKinds,
  verificationLimits,
  verificationStatuses,
  type VerificationKind,
} from './verification-limits.ts';

/**
 * Company verification (decision 0032): a business's managers submit evidence for the checks they
 * choose, operators approve each check or ask for more, and the badge says what was verified and
 * when. An approved check lasts a year; a reminder goes out 30 days before it ends.
 */

export const verificationMessages = {
  certificateName: 'Name the certificate (for example ISO 9001)',
  documentsRequired: 'Add at least one document',
  messageRequired: 'Write a message for the business',
  checkNotFound: 'This verification check does not exist.',
  notPending: 'Only a check waiting for review can be approved or answered.',
  notApproved: 'Only an approved check can be revoked.',
} as const;

const trimmed = (max: number, message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: `At most ${max} characters` });

export const verificationCheckInputSchema = z
  .object({
    kind: z.enum(verificationKinds, { message: `One of: ${verificationKinds.join(', ')}` }),
    /** A certificate's name ("ISO 9001"); other kinds leave it out. */
    name: trimmed(verificationLimits.certificateNameMax, verificationMessages.certificateName).optional(),
    /** Upload tokens of purpose verificationDocument (PDF or images) for this business. */
    documents: z
      .array(uploadTokenSchema, { message: verificationMessages.documentsRequired })
      .min(1, { message: verificationMessages.documentsRequired })
      .max(verificationLimits.documentsMax, {
        message: `At most ${verificationLimits.documentsMax} documents`,
      }),
    /** A few words for the reviewer (what the documents show). */
    note: z
      .string()
      .trim()
      .max(verificationLimits.noteMax, { message: `At most ${verificationLimits.noteMax} characters` })
      .optional(),
  })
  .superRefine((check, ctx) => {
    if (check.kind === 'certificate' && !check.name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: verificationMessages.certificateName });
    }
  });
export type VerificationCheckInput = z.infer<typeof verificationCheckInputSchema>;

/** POST /api/verification/business/{id}: the checks to review, each with its evidence. */
export const verificationSubmitSchema = z.object({
  checks: z
    .array(verificationCheckInputSchema, { message: 'Choose what to verify' })
    .min(1, { message: 'Choose what to verify' })
    .max(verificationLimits.checksMax, { message: `At most ${verificationLimits.checksMax} checks` }),
});
export type VerificationSubmit = z.infer<typeof verificationSubmitSchema>;

export const verificationBusinessParamsSchema = z.object({
  id: z.uuid({ message: 'Not a valid business id' }),
});
export const verificationCheckParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid check id' }) });

/** POST /api/admin/verification/checks/{id}: an operator's decision on one check. */
export const verificationDecisionSchema = z
  .object({
    decision: z.enum(verificationDecisions, { message: `One of: ${verificationDecisions.join(', ')}` }),
    /** To the business: required when asking for more or revoking; optional on approval. */
    message: z
      .string()
      .trim()
      .max(verificationLimits.messageMax, { message: `At most ${verificationLimits.messageMax} characters` })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision !== 'approve' && !body.message) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: verificationMessages.messageRequired });
    }
  });
export type VerificationDecisionInput = z.infer<typeof verificationDecisionSchema>;

export const verificationAdminQuerySchema = z.object({
  status: z.enum(['pending', 'approved'], { message: 'One of: pending, approved' }).default('pending'),
});

export const verificationDocumentSchema = z.object({
  /** A signed link that opens the file for an hour (documents are private). */
  url: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;

export const verificationCheckSchema = z.object({
  checkID: z.string(),
  kind: z.enum(verificationKinds),
  name: z.string().nullable(),
  status: z.enum(verificationStatuses),
  note: z.string().nullable(),
  /** The operator's latest message to the business (asking for more, or why it was revoked). */
  message: z.string().nullable(),
  /** Unix seconds. */
  submittedAt: z.number().int(),
  approvedAt: z.number().int().nullable(),
  expiresAt: z.number().int().nullable(),
  documents: z.array(verificationDocumentSchema),
});
export type VerificationCheck = z.infer<typeof verificationCheckSchema>;

/** What a business's page shows: the month of the latest approval and the checks that hold. */
export const verifiedBadgeSchema = z.object({
  /** YYYY-MM of the latest approval among the checks that hold. */
  month: z.string(),
  /** The checks that hold, named in the answer's language (a certificate by its name). */
  checks: z.array(z.string()),
  /** The badge as written: "Verified 2026-11: registration, address, ISO 9001". */
  label: z.string(),
});
export type VerifiedBadge = z.infer<typeof verifiedBadgeSchema>;

/** GET /api/verification/business/{id}: the business's checks, for its managers. */
export const businessVerificationSchema = z.object({
  businessID: z.string(),
  verified: z.boolean(),
  badge: verifiedBadgeSchema.nullable(),
  checks: z.array(verificationCheckSchema),
});
export type BusinessVerification = z.infer<typeof businessVerificationSchema>;

/** GET /api/admin/verification: businesses with checks of the asked status, oldest first. */
export const verificationRequestSchema = z.object({
  business: z.object({ businessID: z.string(), companyName: z.string(), countryCode: z.string() }),
  submittedBy: z.object({ userID: z.string(), name: z.string() }).nullable(),
  checks: z.array(verificationCheckSchema),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;
export const verificationRequestsSchema = z.object({ requests: z.array(verificationRequestSchema) });

export const verificationDecisionResultSchema = z.object({
  entryID: z.string(),
  check: verificationCheckSchema,
});

/** The badge as a business row keeps it (`businesses.verification`), in no language. */
export interface StoredVerification {
  month: string;
  checks: { kind: VerificationKind; name?: string }[];
}

/** The badge's words in each language: the word before the month and each kind's name. */
const badgeWords: Record<
  UiLanguage,
  { verified: string; sep: string; list: string } & Record<Exclude<VerificationKind, 'certificate'>, string>
> = {
  en: {
    verified: 'Verified',
    sep: ': ',
    list: ', ',
    registration: 'registration',
    taxId: 'tax id',
    address: 'address',
  },
  es: {
    verified: 'Verificada',
    sep: ': ',
    list: ', ',
    registration: 'registro mercantil',
    taxId: 'identificación fiscal',
    address: 'domicilio',
  },
  pt: {
    verified: 'Verificada',
    sep: ': ',
    list: ', ',
    registration: 'registro comercial',
    taxId: 'identificação fiscal',
    address: 'endereço',
  },
  it: {
    verified: 'Verificata',
    sep: ': ',
    list: ', ',
    registration: 'registro imprese',
    taxId: 'codice fiscale',
    address: 'indirizzo',
  },
  de: {
    verified: 'Verifiziert',
    sep: ': ',
    list: ', ',
    registration: 'Handelsregister',
    taxId: 'Steuernummer',
    address: 'Adresse',
  },
  fr: {
    verified: 'Vérifiée',
    sep: ' : ',
    list: ', ',
    registration: 'immatriculation',
    taxId: 'identifiant fiscal',
    address: 'adresse',
  },
  zh: { verified: '已认证', sep: '：', list: '、', registration: '工商注册', taxId: '税号', address: '地址' },
};

/** The name of a check in a language (a certificate goes by its own name). */
export function verificationCheckName(
  check: { kind: VerificationKind; name?: string | null },
  language: UiLanguage,
): string {
  if (check.kind === 'certificate') return check.name ?? '';
  return badgeWords[language][check.kind];
}

/** The badge a business shows, in a language: "Verified 2026-11: registration, address, ISO 9001". */
export function verifiedBadge(stored: StoredVerification, language: UiLanguage): VerifiedBadge {
  const words = badgeWords[language];
  const checks = stored.checks.map((c) => verificationCheckName(c, language));
  return {
    month: stored.month,
    checks,
    label: `${words.verified} ${stored.month}${words.sep}${checks.join(words.list)}`,
  };
}
