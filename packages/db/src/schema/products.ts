import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { businesses } from './businesses.ts';
import { categories, industries, subCategories } from './reference.ts';
import { tsvector } from './search.ts';

/**
 * A business's product catalogue (public-pages spec section 3, "Product"). How many a business
 * may have is capped by its membership tier (contracts' membershipPlans), enforced by the API
 * under a lock on the business row. Images are the URLs of attached uploads.
 */
export const products = pgTable(
  'products',
  {
    productId: uuid('product_id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.businessId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    /** The language the name and description is written in (ISO 639-1), detected at write or set by its author (decision 0026). */
    language: text('language'),
    industryId: text('industry_id')
      .notNull()
      .references(() => industries.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: text('sub_category_id').references(() => subCategories.id),
    /** [{ key, value }] */
    specs: jsonb('specs').$type<{ key: string; value: string }[]>().notNull().default([]),
    /** Days. */
    leadTime: integer('lead_time'),
    stock: boolean('stock').notNull().default(false),
    mainImageUrl: text('main_image_url'),
    /** [{ url }] */
    images: jsonb('images').$type<{ url: string }[]>().notNull().default([]),
    /** [{ videoID, url }] */
    videos: jsonb('videos').$type<{ videoID: string; url: string }[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * Hidden by an operator (decision 0025): out of every read but its members', its address
     * answers 410. `hidden_by` is the trail entry that hid it (a hide of it or of its business, or its owner's suspension),
     * so that undoing that entry shows again exactly what it hid.
     */
    hiddenAt: ts('hidden_at'),
    hiddenBy: uuid('hidden_by'),
    // Search columns, written by triggers only (schema/search.ts, docs/search.md).
    /** Weighted document: name A; keywords, industry, category, sub-category B; description and specs C. */
    searchDoc: tsvector('search_doc')
      .notNull()
      .default(sql`''::tsvector`),
    searchNameDoc: tsvector('search_name_doc')
      .notNull()
      .default(sql`''::tsvector`),
    /** The business's static rank and country, copied so a product search needs no join to filter. */
    searchRank: smallint('search_rank').notNull().default(0),
    searchCountry: text('search_country').notNull().default(''),
  },
  (t) => [
    index('products_business_idx').on(t.businessId, t.createdAt),
    index('products_hidden_by_idx')
      .on(t.hiddenBy)
      .where(sql`${t.hiddenBy} is not null`),
    index('products_created_idx').on(t.createdAt, t.productId),
    index('products_search_doc_idx').using('gin', t.searchDoc, t.searchCountry),
    index('products_search_name_doc_idx').using('gin', t.searchNameDoc, t.searchCountry),
    index('products_country_created_idx').on(t.searchCountry, t.createdAt),
    check('products_lead_time_check', sql`${t.leadTime} is null or ${t.leadTime} >= 0`),
  ],
);
