import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  type PgColumn,
} from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  emoji: text('emoji').notNull(),
  dialCodes: text('dial_codes').array().notNull(),
});

export const states = pgTable(
  'states',
  {
    id: text('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    name: text('name').notNull(),
  },
  (t) => [index('states_country_idx').on(t.countryCode)],
);

export const genders = pgTable('genders', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  languageName: text('language_name').notNull(),
  nativeName: text('native_name').notNull(),
});

export const jobPositions = pgTable('job_positions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const businessTypes = pgTable('business_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const industries = pgTable('industries', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    industryId: text('industry_id')
      .notNull()
      .references(() => industries.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('categories_industry_idx').on(t.industryId)],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: text('id').primaryKey(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('sub_categories_category_idx').on(t.categoryId)],
);

/** Small key-value table for facts about the database itself (e.g. which reference data is loaded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Reference exchange rates: how many units of `currency` one US dollar buys on `rate_date`. The
 * buyer's comparison converts quotes with the latest rate on or before the day it is read, and
 * shows that rate and its date (decision 0024).
 */
export const currencyRates = pgTable(
  'currency_rates',
  {
    currency: text('currency').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    perUsd: numeric('per_usd', { precision: 24, scale: 10, mode: 'number' }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.rateDate] }),
    check('currency_rates_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('currency_rates_positive', sql`${t.perUsd} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Names of reference values in the product's languages other than English (decision 0031): one
// row per value and language, loaded with the reference data from `src/reference/translations/`.
// English, the source, stays on the value's own row; a read joins the reader's language and falls
// back to it. A language code of two letters, never `en`.

const translatedLanguage = (table: string, language: PgColumn) =>
  check(`${table}_language`, sql`${language} ~ '^[a-z]{2}$' AND ${language} <> 'en'`);

export const industryNames = pgTable(
  'industry_names',
  {
    industryId: text('industry_id')
      .notNull()
      .references(() => industries.id),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.industryId, t.language] }),
    translatedLanguage('industry_names', t.language),
  ],
);

export const categoryNames = pgTable(
  'category_names',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    language: text('language').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.language] }),
    translatedLanguage('category_names', t.language),
  ],
);

export const subCategoryNames = pgTable(
  'sub_category_names',
  {
    subCategoryId: text('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    language: text('language').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subCategoryId, t.language] }),
    translatedLanguage('sub_category_names', t.language),
  ],
);

export const businessTypeNames = pgTable(
  'business_type_names',
  {
    businessTypeCode: text('business_type_code')
      .notNull()
      .references(() => businessTypes.code),
    language: text('language').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.businessTypeCode, t.language] }),
    translatedLanguage('business_type_names', t.language),
  ],
);

export const jobPositionNames = pgTable(
  'job_position_names',
  {
    jobPositionId: text('job_position_id')
      .notNull()
      .references(() => jobPositions.id),
    language: text('language').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobPositionId, t.language] }),
    translatedLanguage('job_position_names', t.language),
  ],
);

export const genderNames = pgTable(
  'gender_names',
  {
    genderCode: text('gender_code')
      .notNull()
      .references(() => genders.code),
    language: text('language').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.genderCode, t.language] }),
    translatedLanguage('gender_names', t.language),
  ],
);
