import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoredVerification } from '@wbn/contracts';
import { ts } from './columns.ts';
import { businessTypes, categories, countries, industries, states } from './reference.ts';
import { tsvector } from './search.ts';
import { users } from './users.ts';

/**
 * Business profiles (core spec section 3, "Business profile"). The searchable, filterable and
 * joined facts are columns (name, type, industry, country, state, tier, verified, year); the
 * structured sections that are only ever read and written whole are jsonb, validated by the
 * contracts' zod schemas before every write (packages/contracts/src/business.ts).
 * `key` is a short, unique, URL-safe handle (the spec's `key`); the id in links is business_id.
 * `subscription` null means standard (the spec: a business without a subscription is standard).
 */
export const businesses = pgTable(
  'businesses',
  {
    businessId: uuid('business_id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.userId),
    key: text('key').notNull().unique(),
    companyName: text('company_name').notNull(),
    shortDescription: text('short_description').notNull(),
    generalDescription: text('general_description'),
    /** The language the descriptions is written in (ISO 639-1), detected at write or set by its author (decision 0026). */
    language: text('language'),
    businessTypeCode: text('business_type_code')
      .notNull()
      .references(() => businessTypes.code),
    industryId: text('industry_id')
      .notNull()
      .references(() => industries.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    stateId: text('state_id').references(() => states.id),
    subscription: text('subscription'),
    verified: boolean('verified').notNull().default(false),
    /** What was verified and when (decision 0032), kept with `verified` by the verification module; null when nothing holds. */
    verification: jsonb('verification').$type<StoredVerification>(),
    /** End of the paid year (decision 0014); null on standard. */
    subscriptionRenewsAt: ts('subscription_renews_at'),
    /** At the end of the paid year: charged again (true) or back to standard. */
    subscriptionAutoRenew: boolean('subscription_auto_renew').notNull().default(true),
    /** The provider's payment method the renewal charges. */
    subscriptionPaymentMethod: text('subscription_payment_method'),
    /** Whom the provider keeps that card with (Stripe's Customer). */
    subscriptionCustomerRef: text('subscription_customer_ref'),
    /** When the 30-days-before reminder went out for the current paid year. */
    subscriptionRemindedAt: ts('subscription_reminded_at'),
    yearEstablished: integer('year_established'),
    logoUrl: text('logo_url'),
    coverUrl: text('cover_url'),
    videoUrl: text('video_url'),
    /** general's figures: totalAnnualRevenue, totalEmployees, totalProductionEmployees, productionCapacity. */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull().default({}),
    contactInfo: jsonb('contact_info').$type<Record<string, unknown>>().notNull().default({}),
    factory: jsonb('factory').$type<Record<string, unknown>>().notNull().default({}),
    tradeCapabilities: jsonb('trade_capabilities').$type<Record<string, unknown>>().notNull().default({}),
    businessTerms: jsonb('business_terms').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /**
     * Hidden by an operator (decision 0025): out of every read but its members', its address
     * answers 410. `hidden_by` is the trail entry that hid it (a hide, or its owner's suspension),
     * so that undoing that entry shows again exactly what it hid.
     */
    hiddenAt: ts('hidden_at'),
    hiddenBy: uuid('hidden_by'),
    // Search columns, written by triggers only (schema/search.ts, docs/search.md).
    /** Weighted document: name A; business type, industry and categories B; descriptions C. */
    searchDoc: tsvector('search_doc')
      .notNull()
      .default(sql`''::tsvector`),
    /** The name alone (weight A): a search finds and ranks name matches first (docs/search.md). */
    searchNameDoc: tsvector('search_name_doc')
      .notNull()
      .default(sql`''::tsvector`),
    /** Static rank: membership tier (0-3) × 2 + verified; orders equally relevant results. */
    searchRank: smallint('search_rank').notNull().default(0),
  },
  (t) => [
    index('businesses_owner_idx').on(t.ownerId),
    index('businesses_hidden_by_idx')
      .on(t.hiddenBy)
      .where(sql`${t.hiddenBy} is not null`),
    index('businesses_created_idx').on(t.createdAt, t.businessId),
    // The filters ride in the document's GIN index (btree_gin), so a filtered count intersects
    // inside one index instead of ANDing bitmaps of whole countries and types.
    index('businesses_search_doc_idx').using('gin', t.searchDoc, t.countryCode, t.businessTypeCode),
    index('businesses_search_name_doc_idx').using('gin', t.searchNameDoc, t.countryCode, t.businessTypeCode),
    index('businesses_type_created_idx').on(t.businessTypeCode, t.createdAt),
    index('businesses_type_country_created_idx').on(t.businessTypeCode, t.countryCode, t.createdAt),
    index('businesses_country_created_idx').on(t.countryCode, t.createdAt),
    index('businesses_renews_idx')
      .on(t.subscriptionRenewsAt)
      .where(sql`${t.subscriptionRenewsAt} is not null`),
    check(
      'businesses_subscription_check',
      sql`${t.subscription} is null or ${t.subscription} in ('standard', 'gold', 'premium', 'platinum')`,
    ),
    check('businesses_short_description_length', sql`char_length(${t.shortDescription}) <= 512`),
  ],
);

/** The business's main categories (several, within or beside its main industry). */
export const businessCategories = pgTable(
  'business_categories',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.businessId, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.categoryId] }),
    index('business_categories_category_idx').on(t.categoryId),
  ],
);

/**
 * Who belongs to a business and how: owner (exactly one, the creator), admin (management rights)
 * or member (sees Requests). The owner is a row here too, so one lookup answers "my access".
 */
export const businessMembers = pgTable(
  'business_members',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.businessId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.userId] }),
    index('business_members_user_idx').on(t.userId),
    uniqueIndex('business_members_one_owner')
      .on(t.businessId)
      .where(sql`${t.role} = 'owner'`),
    check('business_members_role_check', sql`${t.role} in ('owner', 'admin', 'member')`),
  ],
);

/** Certificates of a business (name, issue and expiry dates, a photo through the upload flow). */
export const businessCertificates = pgTable(
  'business_certificates',
  {
    certificateId: uuid('certificate_id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.businessId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    issueDate: date('issue_date', { mode: 'string' }),
    expireDate: date('expire_date', { mode: 'string' }),
    photoUrl: text('photo_url'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('business_certificates_business_idx').on(t.businessId, t.createdAt),
    check(
      'business_certificates_dates',
      sql`${t.issueDate} is null or ${t.expireDate} is null or ${t.issueDate} <= ${t.expireDate}`,
    ),
  ],
);

/**
 * Invitations to join a business (decision 0012). Owner and admins invite an e-mail address; the
 * account with that address sees the invitation and accepts (then a `business_members` row is
 * made) or declines; owner and admins may withdraw it. Rows are kept once answered, so the number
 * sent a day can be counted; `email` is lower-cased, and an address has at most one pending
 * invitation per business.
 */
export const businessInvitations = pgTable(
  'business_invitations',
  {
    invitationId: uuid('invitation_id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.businessId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.userId, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    respondedAt: ts('responded_at'),
  },
  (t) => [
    uniqueIndex('business_invitations_one_pending')
      .on(t.businessId, t.email)
      .where(sql`${t.status} = 'pending'`),
    index('business_invitations_email_idx')
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
    index('business_invitations_business_created_idx').on(t.businessId, t.createdAt),
    check('business_invitations_role_check', sql`${t.role} in ('admin', 'member')`),
    check(
      'business_invitations_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`,
    ),
    check('business_invitations_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
