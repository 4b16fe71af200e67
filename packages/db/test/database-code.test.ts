import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { DatabaseHandle } from '../src/client.ts';
import { migrationsFolder } from '../src/migrate.ts';
import { databaseFunctions, databaseRoutines, databaseTriggers } from '../src/schema/functions.ts';
import { createTestDatabase } from '../src/testing.ts';

// What a migrated database holds beyond its tables: every function, trigger and index of the
// public schema must be used by code named below, and must be defined as src/schema/functions.ts
// has it. A new object without a use here, a use that its file no longer shows, or a definition
// that differs from functions.ts fails.

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** The file that relies on an object, and the text in it that shows how. */
type Use = readonly [file: string, text: string];

const searchSql = 'apps/api/src/modules/search/search.sql.ts';
const functionsFile = 'packages/db/src/schema/functions.ts';
const readCache = 'apps/api/src/lib/read-cache-listener.ts';
const inquiries = 'apps/api/src/modules/inquiries/inquiries.repository.ts';
const notifications = 'apps/api/src/modules/notifications/notifications.repository.ts';
const membership = 'apps/api/src/modules/membership/membership.repository.ts';
const invitations = 'apps/api/src/modules/business/business.invitations.repository.ts';
const posts = 'apps/api/src/modules/posts/posts.repository.ts';
const buyingRequests = 'apps/api/src/modules/buying-requests/buying-requests.repository.ts';
const promotion = 'apps/api/src/modules/promotion/promotion.repository.ts';
const reputation = 'apps/api/src/modules/reputation/reputation.repository.ts';
const authRepository = 'apps/auth/src/auth.repository.ts';
const moderation = 'apps/api/src/modules/moderation/moderation.repository.ts';
const verification = 'apps/api/src/modules/verification/verification.repository.ts';
const inquiryHolds = 'apps/api/src/modules/inquiries/inquiries.holds.ts';
const moderationHiding = 'apps/api/src/modules/moderation/moderation.hiding.ts';
const moderationAppeals = 'apps/api/src/modules/moderation/moderation.appeals.ts';
const schemaFile = (name: string) => `packages/db/src/schema/${name}.ts`;

/** Functions: the statement (search SQL) or the other function or trigger that calls each. */
const functionUses: Record<string, Use> = {
  search_norm: [searchSql, 'search_norm('],
  search_tsv: [functionsFile, "search_tsv(labels, 'B', cfg)"],
  search_name_tsv: [functionsFile, 'search_name_tsv(NEW.company_name, cfg)'],
  search_config: [functionsFile, 'cfg := search_config(NEW.language)'],
  search_cjk: [functionsFile, "to_tsvector('simple'::regconfig, search_cjk(u.t))"],
  search_static_rank: [functionsFile, 'search_static_rank(NEW.subscription, NEW.verified)'],
  search_businesses_fill: [functionsFile, 'EXECUTE FUNCTION search_businesses_fill()'],
  search_businesses_propagate: [functionsFile, 'EXECUTE FUNCTION search_businesses_propagate()'],
  search_business_categories_changed: [
    functionsFile,
    'EXECUTE FUNCTION search_business_categories_changed()',
  ],
  search_products_fill: [functionsFile, 'EXECUTE FUNCTION search_products_fill()'],
  search_users_fill: [functionsFile, 'EXECUTE FUNCTION search_users_fill()'],
  search_words_add: [functionsFile, 'PERFORM search_words_add('],
  search_words_from_rows: [functionsFile, 'EXECUTE FUNCTION search_words_from_rows()'],
  read_cache_notify: [functionsFile, 'EXECUTE FUNCTION read_cache_notify('],
  inquiry_search_text: [functionsFile, 'inquiry_search_text(NEW.subject'],
  inquiry_requests_search_text: [functionsFile, 'EXECUTE FUNCTION inquiry_requests_search_text()'],
  inquiry_parties_renamed: [functionsFile, 'EXECUTE FUNCTION inquiry_parties_renamed()'],
  auth_session_ended_notify: [functionsFile, 'EXECUTE FUNCTION auth_session_ended_notify()'],
  reputation_refresh: [functionsFile, 'PERFORM reputation_refresh(biz, moment)'],
  reputation_refresh_after: [functionsFile, 'PERFORM reputation_refresh_after(biz, NEW.created_at)'],
  reputation_refresh_all: [reputation, 'reputation_refresh_all('],
  reputation_inquiry_opened: [functionsFile, 'EXECUTE FUNCTION reputation_inquiry_opened()'],
  reputation_inquiry_replied: [functionsFile, 'EXECUTE FUNCTION reputation_inquiry_replied()'],
  reputation_invitation_added: [functionsFile, 'EXECUTE FUNCTION reputation_invitation_added()'],
  reputation_invitation_removed: [functionsFile, 'EXECUTE FUNCTION reputation_invitation_removed()'],
  reputation_request_changed: [functionsFile, 'EXECUTE FUNCTION reputation_request_changed()'],
  reputation_quote_sent: [functionsFile, 'EXECUTE FUNCTION reputation_quote_sent()'],
  reputation_review_counted: [functionsFile, 'EXECUTE FUNCTION reputation_review_counted()'],
  moderation_trail_refuse: [functionsFile, 'EXECUTE FUNCTION moderation_trail_refuse()'],
};

/** Triggers: the code that reads what each keeps. */
const triggerUses: Record<string, Use> = {
  businesses_search_fill: [searchSql, 'search_doc @@ query.q'],
  products_search_fill: [searchSql, 'search_doc @@ query.q'],
  users_search_fill: [searchSql, 'search_doc @@ query.q'],
  business_categories_search_insert: [searchSql, 'search_doc @@ query.q'],
  business_categories_search_delete: [searchSql, 'search_doc @@ query.q'],
  businesses_search_propagate: [searchSql, 'p.search_country'],
  ...Object.fromEntries(
    ['businesses', 'products', 'users', 'industries', 'categories', 'sub_categories'].flatMap((table) =>
      ['insert', 'update'].map((op) => [
        `${table}_search_words_${op}`,
        [searchSql, 'FROM search_words v'] as const,
      ]),
    ),
  ),
  ...Object.fromEntries(
    [
      'businesses_read_cache_update',
      'businesses_read_cache_delete',
      'business_categories_read_cache_insert',
      'business_categories_read_cache_update',
      'business_categories_read_cache_delete',
      'business_certificates_read_cache_insert',
      'business_certificates_read_cache_update',
      'business_certificates_read_cache_delete',
      'reactions_read_cache_insert',
      'reactions_read_cache_delete',
      'products_read_cache_update',
      'products_read_cache_delete',
    ].map((name) => [name, [readCache, "'wbn_read_cache'"] as const]),
  ),
  inquiry_requests_search_text: [inquiries, 'like(r.searchText, pattern)'],
  inquiry_users_renamed: [inquiries, 'like(r.searchText, pattern)'],
  inquiry_businesses_renamed: [inquiries, 'like(r.searchText, pattern)'],
  auth_sessions_ended: ['apps/api/src/modules/events/session-ends.ts', "'wbn_session_ended'"],
  ...Object.fromEntries(
    [
      'reputation_inquiry_opened',
      'reputation_inquiry_replied',
      'reputation_invitation_added',
      'reputation_invitation_removed',
      'reputation_request_changed',
      'reputation_quote_sent',
      'reputation_review_counted',
    ].map((name) => [name, ['packages/db/src/read-columns.ts', 'from business_reputation r'] as const]),
  ),
  business_reputation_read_cache_insert: [readCache, "'wbn_read_cache'"],
  business_reputation_read_cache_update: [readCache, "'wbn_read_cache'"],
  // The trail is append-only: the trail test shows UPDATE, DELETE and TRUNCATE refused.
  moderation_trail_append_only: ['apps/api/src/modules/moderation/moderation.reports.test.ts', 'append-only'],
  moderation_trail_no_truncate: [
    'apps/api/src/modules/moderation/moderation.reports.test.ts',
    'truncate moderation_trail',
  ],
};

/**
 * Indexes (those behind a primary key or unique constraint are the schema's keys, checked against
 * the drizzle snapshot below): the query each serves, the rule it enforces (unique), or the
 * foreign key whose deletes and cascades look rows up by it.
 */
const indexUses: Record<string, Use> = {
  // Reference data.
  categories_industry_idx: ['apps/api/src/modules/catsys/catsys.repository.ts', 'eq(t.categories.industryId'],
  states_country_idx: ['apps/api/src/modules/ref-data/ref-data.repository.ts', 'eq(t.states.countryCode'],
  sub_categories_category_idx: [schemaFile('reference'), '.references(() => categories.id)'],
  // Sign-on.
  auth_password_resets_account_idx: [authRepository, 'eq(t.authPasswordResets.accountId, accountId)'],
  auth_refresh_tokens_session_idx: [schemaFile('auth'), '.references(() => authSessions.id, { onDelete: '],
  auth_sessions_account_idx: [authRepository, 'eq(t.authSessions.accountId, accountId)'],
  // No code here reads enquiries back; the support tooling the schema names looks them up.
  needhelp_enquiries_created_idx: [schemaFile('needhelp'), 'support tooling'],
  needhelp_enquiries_email_idx: [schemaFile('needhelp'), 'support tooling'],
  // Files.
  uploads_owner_idx: ['apps/api/src/modules/files/files.repository.ts', 'eq(u.ownerId, ownerId)'],
  uploads_unattached_expiry_idx: [
    'apps/api/src/modules/files/files.repository.ts',
    "ne(u.status, 'attached'), lt(u.expiresAt, before)",
  ],
  // People and businesses.
  users_username_unique: [schemaFile('users'), "uniqueIndex('users_username_unique')"],
  users_created_idx: [searchSql, 'ORDER BY ${a}.created_at DESC, ${a}.${id} DESC'],
  users_country_created_idx: [searchSql, "column: 'u.country_code'"],
  business_categories_category_idx: [schemaFile('businesses'), '.references(() => categories.id)'],
  business_certificates_business_idx: [
    'apps/api/src/modules/business/business.certificates.repository.ts',
    'eq(t.businessCertificates.businessId, businessId)',
  ],
  business_members_user_idx: [posts, 'FROM ${businessMembers} ${m} WHERE ${m.userId} = ${viewer}::uuid'],
  business_members_one_owner: [schemaFile('businesses'), "uniqueIndex('business_members_one_owner')"],
  businesses_owner_idx: ['apps/api/src/modules/business/business.repository.ts', 'eq(b.ownerId, userId)'],
  businesses_created_idx: [searchSql, 'ORDER BY ${a}.created_at DESC, ${a}.${id} DESC'],
  businesses_type_created_idx: [searchSql, 'WHERE x.business_type_code = t.code'],
  businesses_type_country_created_idx: [searchSql, "column: 'b.business_type_code'"],
  businesses_country_created_idx: [searchSql, "column: 'b.country_code'"],
  businesses_renews_idx: [membership, '.orderBy(businesses.subscriptionRenewsAt)'],
  products_business_idx: [
    'apps/api/src/modules/business/business.repository.ts',
    'eq(t.products.businessId, businessId)',
  ],
  products_created_idx: [searchSql, 'ORDER BY ${a}.created_at DESC, ${a}.${id} DESC'],
  products_country_created_idx: [searchSql, "column: 'p.search_country'"],
  // Search documents and vocabulary.
  users_search_doc_idx: [searchSql, 'search_doc @@ query.q'],
  businesses_search_doc_idx: [searchSql, 'search_doc @@ query.q'],
  products_search_doc_idx: [searchSql, 'search_doc @@ query.q'],
  businesses_search_name_doc_idx: [searchSql, "nameDoc: { column: 'b.search_name_doc' }"],
  products_search_name_doc_idx: [searchSql, "nameDoc: { column: 'p.search_name_doc' }"],
  search_words_word_idx: [searchSql, 'SELECT 1 FROM search_words v WHERE v.word = t.w'],
  search_words_trgm_idx: [searchSql, 'v.word % words.w'],
  search_glossary_lookup_idx: [searchSql, 'WHERE g.lookup = ANY(ARRAY(SELECT key FROM keys))'],
  // Social.
  follows_once_per_actor: [
    'apps/api/src/modules/social/social.repository.ts',
    'target: [f.followedBusinessId, f.actorKey]',
  ],
  follows_user_idx: [posts, 'WHERE ${f.userId} = ${viewer}::uuid'],
  reactions_once_per_actor: [
    'apps/api/src/modules/social/social.repository.ts',
    'target: [r.resourceId, r.actorKey]',
  ],
  reactions_user_idx: [schemaFile('social'), '.references(() => users.userId, { onDelete: '],
  business_invitations_one_pending: [invitations, '.onConflictDoUpdate({'],
  business_invitations_email_idx: [invitations, 'eq(i.email, emailOf(userId))'],
  business_invitations_business_created_idx: [invitations, 'eq(i.businessId, businessId)'],
  posts_timeline_idx: [posts, 'WHERE ${x.timelineType} = tl.type AND ${x.timelineId} = tl.id'],
  posts_author_idx: [schemaFile('posts'), "name: 'posts_author_user_id_fkey'"],
  comments_resource_idx: [
    'apps/api/src/modules/comments/comments.repository.ts',
    'ORDER BY ${comments.createdAt}, ${comments.commentId} LIMIT',
  ],
  saved_items_user_idx: ['apps/api/src/modules/saved/saved.repository.ts', '.orderBy(desc(s.createdAt)'],
  // Payments.
  payments_one_open_per_business: [membership, "inArray(payments.status, ['pending', 'requires_action'])"],
  payments_business_idx: [membership, '.orderBy(desc(payments.createdAt))'],
  payments_provider_ref_idx: [membership, 'eq(payments.providerRef, ref)'],
  // Boosts and professional support.
  boosts_business_started_idx: [promotion, 'gte(boosts.startsAt, since)'],
  boosts_running_idx: [promotion, "eq(boosts.targetType, 'product'), running(now)"],
  boosts_target_idx: [promotion, 'eq(boosts.targetId, targetId), running(now)'],
  boost_views_day_idx: [promotion, 'lt(boostViews.day, day)'],
  support_requests_business_created_idx: [
    'apps/api/src/modules/support/support.repository.ts',
    'gte(supportRequests.createdAt, from)',
  ],
  // Inquiries and notifications.
  inquiry_requests_client_idx: [inquiries, 'eq(inquiryRequests.clientId, clientID)'],
  inquiry_requests_user_inbox_idx: [inquiries, "isNull(r.fromBusinessId)), 'S')"],
  inquiry_requests_sender_inbox_idx: [inquiries, '.orderBy(desc(r.lastMessageAt), desc(r.requestId))'],
  inquiry_requests_receiver_inbox_idx: [inquiries, '.orderBy(desc(r.lastMessageAt), desc(r.requestId))'],
  inquiry_requests_sent_idx: [inquiries, 'gt(inquiryRequests.createdAt, since)'],
  inquiry_requests_receiver_unread_idx: [inquiries, '${ir.unreadByReceiver} > 0'],
  inquiry_requests_sender_unread_idx: [inquiries, '${ir.unreadBySender} > 0'],
  inquiry_requests_search_idx: [inquiries, 'like(r.searchText, pattern)'],
  inquiry_messages_seq_idx: [inquiries, '.orderBy(desc(m.seq))'],
  inquiry_messages_client_idx: [inquiries, 'eq(m.clientId, clientID)'],
  inquiry_messages_created_idx: [inquiries, 'gte(m.createdAt, since)'],
  // Buying requests.
  buying_requests_board_idx: [buyingRequests, '.orderBy(...newestFirst)'],
  buying_requests_board_category_idx: [buyingRequests, 'eq(t.categoryId, filter.category)'],
  buying_requests_board_industry_idx: [buyingRequests, 'eq(t.industryId, filter.industry)'],
  buying_requests_board_country_idx: [buyingRequests, 'eq(t.deliveryCountry, filter.country)'],
  buying_requests_search_idx: [buyingRequests, "to_tsquery('simple'"],
  buying_requests_buyer_idx: [buyingRequests, 'eq(br.buyerBusinessId, businessID)'],
  buying_requests_client_idx: [buyingRequests, 'eq(buyingRequests.clientKey, key)'],
  buying_request_invitations_business_idx: [buyingRequests, 'eq(inv.businessId, businessID)'],
  buying_request_quotes_one_per_business: [buyingRequests, 'businessID ? eq(q.businessId, businessID)'],
  buying_request_quotes_business_idx: [buyingRequests, 'gte(buyingRequestQuotes.createdAt, since)'],
  // Reputation.
  response_threads_inquiry_idx: [
    functionsFile,
    'WHERE inquiry_id = NEW.request_id AND first_reply_at IS NULL',
  ],
  response_threads_invitation_idx: [functionsFile, 'ON CONFLICT (buying_request_id, business_id)'],
  response_threads_business_idx: [functionsFile, 'WHERE rt.business_id = biz AND rt.opened_at >'],
  business_reviews_quote_idx: [reputation, '${rv.quoteId} = ${q.quoteId}'],
  business_reviews_inquiry_idx: [reputation, '${rv.inquiryId} = ${ir.requestId}'],
  business_reviews_business_idx: [reputation, '.orderBy(desc(rv.createdAt), desc(rv.reviewId))'],
  inquiry_requests_buying_request_idx: [inquiries, 'eq(inquiryRequests.buyingRequestId, buyingRequestID)'],
  notifications_user_idx: [notifications, '.orderBy(desc(n.createdAt), desc(n.notificationId))'],
  notifications_unread_idx: [notifications, '.groupBy(n.userId)'],
  notifications_group_idx: [notifications, 'target: [n.userId, n.groupKey]'],
  // Moderation.
  moderation_reports_open_idx: [moderation, 'target: [r.reporterUserId, r.itemType, r.itemId]'],
  moderation_reports_item_idx: [moderation, "eq(r.status, 'open'), inArray(r.itemId, itemIDs)"],
  moderation_reports_reporter_idx: [moderation, 'eq(r.reporterUserId, userID), gte(r.createdAt, since)'],
  moderation_trail_created_idx: [moderation, '.orderBy(desc(trail.createdAt))'],
  moderation_trail_subject_idx: [moderation, 'inArray(trail.subjectAccountId, accountIDs)'],
  moderation_trail_reverses_idx: [moderation, 'x.reverses = ${trail.entryId}'],
  // Company verification.
  verification_checks_open_idx: [verification, "inArray(c.status, ['pending', 'more'])"],
  verification_checks_business_idx: [verification, '.orderBy(desc(c.submittedAt))'],
  verification_checks_status_idx: [verification, '.orderBy(asc(sql`min(${c.submittedAt})`))'],
  verification_checks_expires_idx: [verification, 'lte(c.expiresAt, at)'],
  verification_documents_check_idx: [verification, 'inArray(d.checkId, checkIDs)'],
  // Inquiries held for review (decision 0033).
  inquiry_holds_sender_idx: [inquiryHolds, 'gte(h.createdAt, since)'],
  inquiry_holds_held_idx: [inquiryHolds, '.orderBy(asc(h.createdAt))'],
  businesses_hidden_by_idx: [moderationHiding, '.where(eq(b.hiddenBy, entryID))'],
  products_hidden_by_idx: [moderationHiding, '.where(eq(p.hiddenBy, entryID))'],
  moderation_appeals_entry_idx: [moderationAppeals, '.onConflictDoNothing({ target: a.entryId })'],
  moderation_appeals_open_idx: [moderationAppeals, ".where(eq(a.status, 'open'))"],
};

let handle: DatabaseHandle;
let client: pg.Pool;

async function names(query: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(query);
  return rows.map((r) => r.name).sort();
}

/** Functions of the public schema, the extensions' own left out. */
const functionsQuery = `
  SELECT p.proname AS name FROM pg_proc p
   WHERE p.pronamespace = 'public'::regnamespace
     AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`;
const triggersQuery = `
  SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
   WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace`;
/** Indexes that do not stand behind a constraint. */
const indexesQuery = `
  SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
   WHERE c.relnamespace = 'public'::regnamespace
     AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`;

beforeAll(async () => {
  handle = await createTestDatabase();
  client = handle.db.$client;
});
afterAll(async () => {
  await handle?.close();
});

describe.each([
  ['function', functionsQuery, functionUses],
  ['trigger', triggersQuery, triggerUses],
  ['index', indexesQuery, indexUses],
] as const)('every %s of the migrated database', (kind, query, uses) => {
  it('is one the manifest names a use of', async () => {
    const found = await names(query);
    expect(found.filter((name) => !(name in uses))).toEqual([]);
    expect(Object.keys(uses).filter((name) => !found.includes(name))).toEqual([]);
  });

  it('is still used where the manifest says', () => {
    const gone = Object.entries(uses)
      .filter(([, [file, text]]) => !readFileSync(join(root, file), 'utf8').includes(text))
      .map(([name, [file, text]]) => `${kind} ${name}: ${file} no longer has ${JSON.stringify(text)}`);
    expect(gone).toEqual([]);
  });
});

describe('the schema', () => {
  it('names the tables, columns, keys, checks and indexes the migrations made', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number }[];
    };
    const idx = String(journal.entries.at(-1)!.idx).padStart(4, '0');
    const snapshot = JSON.parse(
      readFileSync(join(migrationsFolder, 'meta', `${idx}_snapshot.json`), 'utf8'),
    ) as {
      tables: Record<string, SnapshotTable>;
    };
    const expected: string[] = [];
    for (const t of Object.values(snapshot.tables)) {
      expected.push(`table ${t.name}`);
      for (const c of Object.keys(t.columns)) expected.push(`column ${t.name}.${c}`);
      for (const n of Object.keys(t.indexes)) expected.push(`index ${t.name}.${n}`);
      for (const n of [
        ...Object.keys(t.foreignKeys),
        ...Object.keys(t.uniqueConstraints),
        ...Object.keys(t.checkConstraints),
      ]) {
        expected.push(`constraint ${t.name}.${n}`);
      }
      const composite = Object.values(t.compositePrimaryKeys);
      if (composite.length) for (const pk of composite) expected.push(`constraint ${t.name}.${pk.name}`);
      else if (Object.values(t.columns).some((c) => c.primaryKey))
        expected.push(`constraint ${t.name}.${t.name}_pkey`);
    }
    const actual = await names(`
      SELECT 'table ' || c.relname AS name FROM pg_class c
       WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
      UNION ALL
      SELECT 'column ' || c.relname || '.' || a.attname FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      UNION ALL
      SELECT 'constraint ' || c.relname || '.' || k.conname FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
       WHERE c.relnamespace = 'public'::regnamespace AND k.contype IN ('p', 'f', 'u', 'c')
      UNION ALL
      SELECT 'index ' || t.relname || '.' || c.relname FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
       WHERE c.relnamespace = 'public'::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`);
    expect(actual).toEqual(expected.sort());
  });
});

interface SnapshotTable {
  name: string;
  columns: Record<string, { primaryKey: boolean }>;
  indexes: Record<string, unknown>;
  foreignKeys: Record<string, unknown>;
  compositePrimaryKeys: Record<string, { name: string }>;
  uniqueConstraints: Record<string, unknown>;
  checkConstraints: Record<string, unknown>;
}

describe('src/schema/functions.ts', () => {
  it('names each function and trigger once', () => {
    const dupes = (list: readonly { name: string }[]) =>
      list.map((r) => r.name).filter((n, i, all) => all.indexOf(n) !== i);
    expect(dupes(databaseFunctions)).toEqual([]);
    expect(dupes(databaseTriggers)).toEqual([]);
  });

  it('defines every function and trigger exactly as the migrations left them', async () => {
    const definitions = async (db: pg.Pool) => {
      const { rows } = await db.query<{ name: string; def: string }>(`
        SELECT 'function ' || p.proname AS name, pg_get_functiondef(p.oid) AS def FROM pg_proc p
         WHERE p.pronamespace = 'public'::regnamespace
           AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
        UNION ALL
        SELECT 'trigger ' || t.tgname, pg_get_triggerdef(t.oid) FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
         WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace
         ORDER BY 1`);
      return Object.fromEntries(rows.map((r) => [r.name, r.def]));
    };
    const migrated = await definitions(client);

    // A second copy of the migrated database with every function (and so every trigger) dropped,
    // then rebuilt from functions.ts alone.
    const scratch = await createTestDatabase();
    try {
      const db = scratch.db.$client;
      const { rows } = await db.query<{ fn: string }>(`
        SELECT p.oid::regprocedure::text AS fn FROM pg_proc p
         WHERE p.pronamespace = 'public'::regnamespace
           AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`);
      for (const { fn } of rows) await db.query(`DROP FUNCTION ${fn} CASCADE`);
      expect(await definitions(db)).toEqual({});
      for (const routine of databaseRoutines) await db.query(routine.sql);
      expect(await definitions(db)).toEqual(migrated);
    } finally {
      await scratch.close();
    }
  });
});
