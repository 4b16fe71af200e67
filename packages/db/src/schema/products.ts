import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { categories, industries, subCategories } from './reference.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
  },
  (t) => [
    index('products_business_idx').on(t.businessId, t.createdAt),
    index('products_created_idx').on(t.createdAt, t.productId),
    check('products_lead_time_check', sql`${t.leadTime} is null or ${t.leadTime} >= 0`),
  ],
);
