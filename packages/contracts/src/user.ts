import { z } from 'zod';
import { nameMaxLength } from './identity.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';
import { uploadTokenSchema } from './files.ts';
import { isValidBirthDate, normalizeBirthDate } from './validation.ts';

/**
 * User profiles (core spec sections 3 "User profile", 4 "Profile save", 5, 7): the signed-in
 * user's own profile, the public profile another visitor sees, and the update body of
 * PUT /api/user/profile. Field names are the spec's.
 */

export const profileTextMax = { city: 100, companyName: 120, profession: 120 } as const;

const photoSchema = z.object({ url: z.string() });

/** The profile fields both views share (every optional field is null when not filled in). */
const profileFields = {
  userID: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string().nullable(),
  country: z.object({ code: z.string(), countryName: z.string() }).nullable(),
  state: z.object({ stateID: z.string(), stateName: z.string() }).nullable(),
  gender: z.object({ code: z.string(), name: z.string() }).nullable(),
  preferredLanguage: z.object({ code: z.string(), name: z.string(), languageName: z.string() }).nullable(),
  jobPosition: z.object({ jobPositionID: z.string(), name: z.string() }).nullable(),
  businessType: z.object({ code: z.string(), name: z.string() }).nullable(),
  industry: z.object({ id: z.string(), name: z.string() }).nullable(),
  companyName: z.string().nullable(),
  briefPresentation: z.string().nullable(),
  profilePhoto: photoSchema.nullable(),
  coverPhoto: photoSchema.nullable(),
};

export const mobilePhoneSchema = z.object({ countryCode: z.string(), phoneNumber: z.string() });
export type MobilePhone = z.infer<typeof mobilePhoneSchema>;

/**
 * The signed-in user's own profile: GET /api/user/profile, and the answer of PUT. A superset of
 * identity's `userProfileSchema` (userID, names, email), so the session's stored copy keeps working.
 */
export const profileSchema = z.object({
  ...profileFields,
  email: z.string(),
  mobilePhone: mobilePhoneSchema.nullable(),
  profession: z.string().nullable(),
  /** YYYY-MM-DD */
  birthDate: z.string().nullable(),
  showBirthDate: z.boolean(),
  showProfession: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * GET /api/user/public-profile/{id}: what anyone may see. Never the e-mail or the phone; the birth
 * date and the profession only when their show toggles are on (the keys are absent otherwise).
 */
export const publicProfileSchema = z.object({
  ...profileFields,
  username: z.string().nullable(),
  profession: z.string().optional(),
  birthDate: z.string().optional(),
  reactions: z.object({ reactionCount: z.object({ like: z.number().int() }) }),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid user id' }) });

/** A birth date in any of the spec's formats, normalised to YYYY-MM-DD; '' (clear) stays ''. */
const birthDateOrEmptySchema = z
  .string()
  .refine((s) => s.trim() === '' || isValidBirthDate(s), { message: messages.invalidDate })
  .transform((s) => (s.trim() === '' ? '' : (normalizeBirthDate(s) as string)));

/** A reference id or code: an empty string clears the field. */
const refId = (max = 40) => z.string().trim().max(max);
/** Free text: trimmed; an empty string clears the field. */
const text = (max: number) => z.string().trim().max(max);

/**
 * The dial code as typed ("52", "+52", " + 52"); stored with its leading plus. Whether it is a
 * known dial code is checked against the countries (isValidPhone), on the server and in the page.
 */
export const dialCodeSchema = z
  .string()
  .trim()
  .regex(/^\+?\s*\d{0,4}$/, { message: messages.invalidPhone });

export const mobilePhoneInputSchema = z.object({
  countryCode: dialCodeSchema,
  phoneNumber: z.string().trim().max(30, { message: messages.invalidPhone }),
});

/**
 * PUT /api/user/profile. Either profile fields, or `profilePhoto` / `coverPhoto` alone (an upload
 * token, see files.ts); combining them is accepted too. An absent field is left as it is (the web
 * client drops null fields from every body, per the spec), an empty string clears it. The e-mail
 * is not part of the body: it is never changed through the profile (extra keys are ignored).
 */
export const profileUpdateSchema = z.object({
  firstName: z.string().trim().min(1).max(nameMaxLength).optional(),
  lastName: z.string().trim().min(1).max(nameMaxLength).optional(),
  mobilePhone: mobilePhoneInputSchema.optional(),
  city: text(profileTextMax.city).optional(),
  country: refId(2).optional(),
  state: refId().optional(),
  gender: refId().optional(),
  preferredLanguage: refId().optional(),
  jobPosition: refId().optional(),
  businessType: refId().optional(),
  industry: refId().optional(),
  companyName: text(profileTextMax.companyName).optional(),
  profession: text(profileTextMax.profession).optional(),
  /** Any of the spec's formats (1970-10-24, 1970/10/24, 1970.10.24, 1970 10 24); '' clears it. */
  birthDate: birthDateOrEmptySchema.optional(),
  briefPresentation: z.string().max(limits.briefPresentationMax).optional(),
  showBirthDate: z.boolean().optional(),
  showProfession: z.boolean().optional(),
  profilePhoto: uploadTokenSchema.optional(),
  coverPhoto: uploadTokenSchema.optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateParsed = z.output<typeof profileUpdateSchema>;

/**
 * GET /api/business/profile/list-business?userID=: a user's businesses as the profile pages list
 * them. A subset of the business profile of the spec; the businesses work owns the full shape.
 */
export const listBusinessQuerySchema = z.object({ userID: z.uuid({ message: 'Not a valid user id' }) });

export const userBusinessSchema = z.object({
  businessID: z.string(),
  subscription: z.string().nullable().optional(),
  verified: z.boolean().optional(),
  general: z.object({
    companyName: z.string(),
    shortDescription: z.string().nullable().optional(),
    profilePhoto: photoSchema.nullable().optional(),
    businessType: z.object({ name: z.string() }).nullable().optional(),
  }),
  contactInfo: z
    .object({ country: z.object({ countryName: z.string(), emoji: z.string() }).nullable().optional() })
    .optional(),
});
export type UserBusiness = z.infer<typeof userBusinessSchema>;
