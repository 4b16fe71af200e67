import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
