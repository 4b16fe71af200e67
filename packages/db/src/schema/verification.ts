import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { businesses } from './businesses.ts';

/**
 * Company verification (decision 0032). A check is one thing a business asked to have verified
 * (its registration, tax id, address, or a named certificate), with the documents it gave as
 * evidence; operators approve it (for a year) or ask for more, and may revoke it. The badge the
 * business shows is kept on its row (`businesses.verified`, `businesses.verification`) by the
 * verification module whenever a check's state changes.
 */

export const verificationKinds = ['registration', 'taxId', 'address', 'certificate'] as const;
export const verificationStatuses = [
  'pending',
  'more',
  'approved',
  'expired',
  'revoked',
  'replaced',
] as const;

export const verificationChecks = pgTable(
  'verification_checks',
  {
    checkId: uuid('check_id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').notNull(),
    kind: text('kind', { enum: verificationKinds }).notNull(),
    /** A certificate's name ("ISO 9001"); null for the other kinds. */
    name: text('name'),
    status: text('status', { enum: verificationStatuses }).notNull().default('pending'),
    /** The business's words to the reviewer. */
    note: text('note'),
    /** The operator's latest message to the business (asking for more, or why it was revoked). */
    message: text('message'),
    submittedBy: uuid('submitted_by'),
    submittedAt: ts('submitted_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    decidedBy: uuid('decided_by'),
    decidedAt: ts('decided_at'),
    approvedAt: ts('approved_at'),
    expiresAt: ts('expires_at'),
    /** When the reminder before `expires_at` went out. */
    remindedAt: ts('reminded_at'),
  },
  (t) => [
    foreignKey({
      name: 'verification_checks_business_fkey',
      columns: [t.businessId],
      foreignColumns: [businesses.businessId],
    }).onDelete('cascade'),
    // One check of a kind (and certificate name) waiting for review per business.
    uniqueIndex('verification_checks_open_idx')
      .on(t.businessId, t.kind, sql`coalesce(${t.name}, '')`)
      .where(sql`status in ('pending', 'more')`),
    index('verification_checks_business_idx').on(t.businessId, t.submittedAt),
    // The review queue, and the sweep's approvals ending.
    index('verification_checks_status_idx').on(t.status, t.submittedAt),
    index('verification_checks_expires_idx')
      .on(t.expiresAt)
      .where(sql`status = 'approved'`),
    check(
      'verification_checks_kind_check',
      sql`${t.kind} in ('registration', 'taxId', 'address', 'certificate')`,
    ),
    check(
      'verification_checks_status_check',
      sql`${t.status} in ('pending', 'more', 'approved', 'expired', 'revoked', 'replaced')`,
    ),
    check(
      'verification_checks_name_check',
      sql`(${t.kind} = 'certificate') = (${t.name} is not null) and length(coalesce(${t.name}, 'x')) between 1 and 80`,
    ),
  ],
);

/** A document given as evidence for a check: a private file (PDF or image) of the files module. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    documentId: uuid('document_id').primaryKey().defaultRandom(),
    checkId: uuid('check_id').notNull(),
    /** The stored file's URL, unsigned (`/files/images/verification-document/…`). */
    url: text('url').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    createdAt: ts('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    foreignKey({
      name: 'verification_documents_check_fkey',
      columns: [t.checkId],
      foreignColumns: [verificationChecks.checkId],
    }).onDelete('cascade'),
    index('verification_documents_check_idx').on(t.checkId, t.createdAt),
  ],
);
