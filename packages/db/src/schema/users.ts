import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import {
  businessTypes,
  countries,
  genders,
  industries,
  jobPositions,
  languages,
  states,
} from './reference.ts';
import { tsvector } from './search.ts';

/**
 * The API's user profiles. A row is created the first time the API sees a valid access token for
 * a user (just in time, from the token's claims); `user_id` is the auth service's account id.
 *
 * Profile fields (core spec section 3, "User profile") are all optional. Reference values are kept
 * as ids/codes with foreign keys: reference data is upserted, never deleted, so they keep
 * resolving. `email` is the identity's and never changes through the profile.
 */
export const users = pgTable(
  'users',
  {
    userId: uuid('user_id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Public handle; unused (null) until a way to choose one exists. Unique case-insensitively. */
    username: text('username'),
    /** Dial code with its leading plus, e.g. "+52"; both phone parts are set or both are null. */
    mobilePhoneCountryCode: text('mobile_phone_country_code'),
    mobilePhoneNumber: text('mobile_phone_number'),
    city: text('city'),
    countryCode: text('country_code').references(() => countries.code),
    stateId: text('state_id').references(() => states.id),
    genderCode: text('gender_code').references(() => genders.code),
    preferredLanguageCode: text('preferred_language_code').references(() => languages.code),
    jobPositionId: text('job_position_id').references(() => jobPositions.id),
    businessTypeCode: text('business_type_code').references(() => businessTypes.code),
    industryId: text('industry_id').references(() => industries.id),
    companyName: text('company_name'),
    profession: text('profession'),
    birthDate: date('birth_date', { mode: 'string' }),
    briefPresentation: text('brief_presentation'),
    /** Privacy toggles: hidden fields are left out of the public profile by the API. */
    showBirthDate: boolean('show_birth_date').notNull().default(false),
    showProfession: boolean('show_profession').notNull().default(true),
    profilePhotoUrl: text('profile_photo_url'),
    profilePhotoKey: text('profile_photo_key'),
    coverPhotoUrl: text('cover_photo_url'),
    coverPhotoKey: text('cover_photo_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    // Search columns, written by triggers only (schema/search.ts, docs/search.md).
    /** Weighted document: name A; company, job position, shown profession, industry B; brief presentation C. */
    searchDoc: tsvector('search_doc')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_search_doc_idx').using('gin', t.searchDoc, t.countryCode),
    index('users_created_idx').on(t.createdAt, t.userId),
    index('users_country_created_idx').on(t.countryCode, t.createdAt),
    check('users_brief_presentation_length', sql`char_length(${t.briefPresentation}) <= 512`),
    check(
      'users_mobile_phone_both_or_neither',
      sql`(${t.mobilePhoneCountryCode} is null) = (${t.mobilePhoneNumber} is null)`,
    ),
  ],
);
