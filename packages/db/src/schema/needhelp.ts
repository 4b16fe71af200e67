import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Enquiries sent from the public "Need business help" form (/contact-us/form). Anonymous
 * visitors send them, so nothing here points at a user; the support team answers by e-mail.
 * Reference values (business type, job position, industry, country) are kept as the codes the
 * visitor chose, not foreign keys: an enquiry must outlive any later change to the lists.
 */
export const needhelpEnquiries = pgTable(
  'needhelp_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    businessName: text('business_name'),
    businessType: text('business_type'),
    website: text('website'),
    jobPosition: text('job_position'),
    industry: text('industry'),
    address: text('address'),
    zipcode: text('zipcode'),
    city: text('city'),
    usaState: text('usa_state'),
    country: text('country'),
    companyPhone: text('company_phone').notNull(),
    companyFax: text('company_fax'),
    totalEmployees: integer('total_employees'),
    salesEmployees: integer('sales_employees'),
    mobilePhone: text('mobile_phone'),
    email: text('email').notNull(),
    /** buyProduct1..4 and sellProduct1..4, in order, empty ones left out. */
    buyProducts: text('buy_products').array().notNull(),
    sellProducts: text('sell_products').array().notNull(),
    moreInfoBuy: text('more_info_buy'),
    moreInfoSell: text('more_info_sell'),
    /** The portal the enquiry was sent from (its id, e.g. "mexico"). */
    portal: text('portal').notNull(),
    /** Kept for abuse handling only; see the privacy policy's retention section. */
    ipAddress: text('ip_address'),
    /** new → answered (set by the support tooling). */
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('needhelp_enquiries_created_idx').on(t.createdAt),
    index('needhelp_enquiries_email_idx').on(t.email),
  ],
);
