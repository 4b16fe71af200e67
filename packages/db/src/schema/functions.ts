/**
 * The logic that runs inside the database, as it is today: every function and trigger of the
 * public schema (the extensions' own excepted), each as the statement that creates it. The
 * migrations are history; this file is where to read, and to change, what the database does.
 *
 * A change here needs a migration that applies it: `npm run db:generate -- --custom --name <name>`
 * writes an empty one, into which the changed statements are copied. `test/database-code.test.ts`
 * fails while the migrated database's definitions differ from these, and while any function,
 * trigger or index exists that it does not know to be used.
 *
 * Not exported from `schema/index.ts`: drizzle-kit derives the tables from that file only.
 */
export interface DatabaseRoutine {
  kind: 'function' | 'trigger';
  /** The function's or the trigger's name (each trigger name is used on one table only). */
  name: string;
  /** What it is for, in a line. */
  purpose: string;
  /** `CREATE OR REPLACE …`: applying it again changes nothing. */
  sql: string;
}

const fn = (name: string, purpose: string, sql: string): DatabaseRoutine => ({
  kind: 'function',
  name,
  purpose,
  sql: sql.trim(),
});

const trigger = (name: string, purpose: string, sql: string): DatabaseRoutine => ({
  kind: 'trigger',
  name,
  purpose,
  sql: sql.trim(),
});

// ---------------------------------------------------------------------------------------------
// Search (docs/search.md). The fill triggers keep each row's documents and static rank; the
// search SQL (apps/api/src/modules/search/search.sql.ts) reads them and calls search_norm().

const searchFunctions: DatabaseRoutine[] = [
  fn(
    'search_norm',
    'A text lower-case, accent-free, Chinese runs apart from other letters, punctuation and spacing as single spaces: the words of a query, of the vocabulary and of the glossary.',
    `
CREATE OR REPLACE FUNCTION search_norm(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(
           regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, coalesce(t, ''))),
                          '([\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff]+)', ' \\1 ', 'g'),
           '[[:space:]!-/:-@[-\`{-~]+', ' ', 'g'))
$$`,
  ),
  fn(
    'search_config',
    "The text search configuration of a document's or a page's language (ISO 639-1); any other, or none, is English.",
    `
CREATE OR REPLACE FUNCTION search_config(language text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(
    (SELECT c.oid::regconfig FROM pg_catalog.pg_ts_config c
      WHERE c.cfgnamespace = 'pg_catalog'::regnamespace
        AND c.cfgname = CASE lower(language)
                          WHEN 'es' THEN 'spanish' WHEN 'pt' THEN 'portuguese' WHEN 'it' THEN 'italian'
                          WHEN 'de' THEN 'german' WHEN 'fr' THEN 'french' ELSE 'english' END),
    'english'::regconfig)
$$`,
  ),
  fn(
    'search_cjk',
    'The Chinese runs of a text as the words it is searched by: each run as its overlapping character pairs, then its last character alone.',
    `
CREATE OR REPLACE FUNCTION search_cjk(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(string_agg(
           CASE WHEN length(r.run[1]) = 1 THEN r.run[1]
                ELSE (SELECT string_agg(substr(r.run[1], i, 2), ' ' ORDER BY i)
                        FROM generate_series(1, length(r.run[1]) - 1) AS i) || ' ' || right(r.run[1], 1) END,
           ' ' ORDER BY r.n), '')
    FROM regexp_matches(coalesce(t, ''), '[\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff]+', 'g') WITH ORDINALITY AS r(run, n)
$$`,
  ),
  fn(
    'search_tsv',
    "One weighted part of a search document: the accent-free text's stems in the document's configuration, its Chinese runs as character pairs.",
    `
CREATE OR REPLACE FUNCTION search_tsv(t text, w "char", cfg regconfig) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector(cfg, regexp_replace(u.t, '[\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff]+', ' ', 'g'))
                   || to_tsvector('simple'::regconfig, search_cjk(u.t)), w)
    FROM (SELECT public.unaccent('public.unaccent'::regdictionary, coalesce(t, '')) AS t) u
$$`,
  ),
  fn(
    'search_name_tsv',
    "A name's search document: its stems in the document's configuration and its words as written (accents folded), so a name is found by its own words on a page of any language.",
    `
CREATE OR REPLACE FUNCTION search_name_tsv(t text, cfg regconfig) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT search_tsv(t, 'A', cfg)
         || setweight(to_tsvector('simple'::regconfig,
              regexp_replace(public.unaccent('public.unaccent'::regdictionary, coalesce(t, '')),
                             '[\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff]+', ' ', 'g')), 'A')
$$`,
  ),
  fn(
    'search_static_rank',
    "A business's static rank, which orders equally relevant results: membership tier (0-3) × 2 + verified.",
    `
CREATE OR REPLACE FUNCTION search_static_rank(subscription text, verified boolean) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT ((CASE subscription WHEN 'gold' THEN 1 WHEN 'premium' THEN 2 WHEN 'platinum' THEN 3 ELSE 0 END) * 2
          + (CASE WHEN verified THEN 1 ELSE 0 END))::smallint
$$`,
  ),
  fn(
    'search_businesses_fill',
    "A business's documents (name A; type, industry, categories B; descriptions C) in its language's configuration, and rank; a NULL search_doc asks for a rebuild.",
    `
CREATE OR REPLACE FUNCTION search_businesses_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  labels text;
  cfg regconfig;
BEGIN
  NEW.search_rank := search_static_rank(NEW.subscription, NEW.verified);
  IF TG_OP = 'UPDATE' AND NEW.search_doc IS NOT NULL
     AND (NEW.company_name, NEW.short_description, NEW.general_description, NEW.industry_id,
          NEW.business_type_code, NEW.language)
         IS NOT DISTINCT FROM (OLD.company_name, OLD.short_description, OLD.general_description,
          OLD.industry_id, OLD.business_type_code, OLD.language) THEN
    RETURN NEW;
  END IF;
  SELECT concat_ws(' ',
           (SELECT t.name FROM business_types t WHERE t.code = NEW.business_type_code),
           (SELECT i.name FROM industries i WHERE i.id = NEW.industry_id),
           (SELECT string_agg(c.name, ' ') FROM business_categories bc
              JOIN categories c ON c.id = bc.category_id
             WHERE bc.business_id = NEW.business_id))
    INTO labels;
  cfg := search_config(NEW.language);
  NEW.search_name_doc := search_name_tsv(NEW.company_name, cfg);
  NEW.search_doc := NEW.search_name_doc
    || search_tsv(labels, 'B', cfg)
    || search_tsv(concat_ws(' ', NEW.short_description, NEW.general_description), 'C', cfg);
  RETURN NEW;
END
$$`,
  ),
  fn(
    'search_businesses_propagate',
    "Copies a business's rank and country onto its products, so a product search filters and orders without a join.",
    `
CREATE OR REPLACE FUNCTION search_businesses_propagate() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE products SET search_rank = NEW.search_rank, search_country = NEW.country_code
   WHERE business_id = NEW.business_id;
  RETURN NULL;
END
$$`,
  ),
  fn(
    'search_business_categories_changed',
    "A change of a business's categories asks for its document to be rebuilt, once per statement.",
    `
CREATE OR REPLACE FUNCTION search_business_categories_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE businesses SET search_doc = NULL WHERE business_id IN (SELECT business_id FROM old_rows);
  ELSE
    UPDATE businesses SET search_doc = NULL WHERE business_id IN (SELECT business_id FROM new_rows);
  END IF;
  RETURN NULL;
END
$$`,
  ),
  fn(
    'search_products_fill',
    "A product's documents (name A; keywords, industry, categories B; description and specs C) in its language's configuration, and its business's rank and country.",
    `
CREATE OR REPLACE FUNCTION search_products_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  labels text;
  cfg regconfig;
BEGIN
  NEW.search_rank := coalesce((SELECT b.search_rank FROM businesses b WHERE b.business_id = NEW.business_id), 0);
  NEW.search_country := coalesce((SELECT b.country_code FROM businesses b WHERE b.business_id = NEW.business_id), '');
  IF TG_OP = 'UPDATE' AND NEW.search_doc IS NOT NULL
     AND (NEW.name, NEW.keywords, NEW.description, NEW.industry_id, NEW.category_id, NEW.sub_category_id, NEW.specs,
          NEW.language)
         IS NOT DISTINCT FROM (OLD.name, OLD.keywords, OLD.description, OLD.industry_id, OLD.category_id, OLD.sub_category_id, OLD.specs,
          OLD.language) THEN
    RETURN NEW;
  END IF;
  labels := concat_ws(' ',
    array_to_string(NEW.keywords, ' '),
    (SELECT i.name FROM industries i WHERE i.id = NEW.industry_id),
    (SELECT c.name FROM categories c WHERE c.id = NEW.category_id),
    (SELECT s.name FROM sub_categories s WHERE s.id = NEW.sub_category_id));
  cfg := search_config(NEW.language);
  NEW.search_name_doc := search_name_tsv(NEW.name, cfg);
  NEW.search_doc := NEW.search_name_doc
    || search_tsv(labels, 'B', cfg)
    || search_tsv(concat_ws(' ', NEW.description,
         (SELECT string_agg(s.value ->> 'value', ' ') FROM jsonb_array_elements(NEW.specs) s(value))), 'C', cfg);
  RETURN NEW;
END
$$`,
  ),
  fn(
    'search_users_fill',
    "A person's document (English configuration): name A; company, job position, shown profession, industry B; brief presentation C (never the e-mail or phone).",
    `
CREATE OR REPLACE FUNCTION search_users_fill() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.search_doc IS NOT NULL
     AND (NEW.first_name, NEW.last_name, NEW.company_name, NEW.job_position_id, NEW.profession,
          NEW.show_profession, NEW.industry_id, NEW.brief_presentation)
         IS NOT DISTINCT FROM (OLD.first_name, OLD.last_name, OLD.company_name, OLD.job_position_id, OLD.profession,
          OLD.show_profession, OLD.industry_id, OLD.brief_presentation) THEN
    RETURN NEW;
  END IF;
  NEW.search_doc := search_tsv(concat_ws(' ', NEW.first_name, NEW.last_name), 'A', 'english')
    || search_tsv(concat_ws(' ',
         NEW.company_name,
         (SELECT j.name FROM job_positions j WHERE j.id = NEW.job_position_id),
         CASE WHEN NEW.show_profession THEN NEW.profession END,
         (SELECT i.name FROM industries i WHERE i.id = NEW.industry_id)), 'B', 'english')
    || search_tsv(NEW.brief_presentation, 'C', 'english');
  RETURN NEW;
END
$$`,
  ),
  fn(
    'search_words_add',
    'Adds the words not yet known to the vocabulary (search_words), which turns a mistyped query word into known ones.',
    `
CREATE OR REPLACE FUNCTION search_words_add(words text[]) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO search_words (word)
  SELECT w FROM (SELECT DISTINCT w FROM unnest(words) AS w
                  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$') n
   WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = n.w)
   ORDER BY w
$$`,
  ),
  fn(
    'search_words_from_rows',
    'The words of the names, keywords and category names a statement wrote, into the vocabulary in one pass.',
    `
CREATE OR REPLACE FUNCTION search_words_from_rows() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM search_words_add(ARRAY(
      SELECT w FROM new_rows r,
        regexp_split_to_table(search_norm(r.name) || ' ' || search_norm(array_to_string(r.keywords, ' ')), ' ') AS w));
  ELSIF TG_TABLE_NAME = 'businesses' THEN
    PERFORM search_words_add(ARRAY(
      SELECT w FROM new_rows r, regexp_split_to_table(search_norm(r.company_name), ' ') AS w));
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM search_words_add(ARRAY(
      SELECT w FROM new_rows r, regexp_split_to_table(search_norm(concat_ws(' ', r.first_name, r.last_name)), ' ') AS w));
  ELSE
    PERFORM search_words_add(ARRAY(
      SELECT w FROM new_rows r, regexp_split_to_table(search_norm(r.name), ' ') AS w));
  END IF;
  RETURN NULL;
END
$$`,
  ),
];

const searchTriggers: DatabaseRoutine[] = [
  trigger(
    'businesses_search_fill',
    "Keeps a business's documents and rank with every write.",
    `
CREATE OR REPLACE TRIGGER businesses_search_fill BEFORE INSERT OR UPDATE ON businesses
FOR EACH ROW EXECUTE FUNCTION search_businesses_fill()`,
  ),
  trigger(
    'businesses_search_propagate',
    "Carries a change of a business's rank or country to its products.",
    `
CREATE OR REPLACE TRIGGER businesses_search_propagate AFTER UPDATE ON businesses
FOR EACH ROW
WHEN (OLD.search_rank IS DISTINCT FROM NEW.search_rank OR OLD.country_code IS DISTINCT FROM NEW.country_code)
EXECUTE FUNCTION search_businesses_propagate()`,
  ),
  trigger(
    'business_categories_search_insert',
    "Added categories rebuild their business's document.",
    `
CREATE OR REPLACE TRIGGER business_categories_search_insert AFTER INSERT ON business_categories
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_business_categories_changed()`,
  ),
  trigger(
    'business_categories_search_delete',
    "Removed categories rebuild their business's document.",
    `
CREATE OR REPLACE TRIGGER business_categories_search_delete AFTER DELETE ON business_categories
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_business_categories_changed()`,
  ),
  trigger(
    'products_search_fill',
    "Keeps a product's documents, rank and country with every write.",
    `
CREATE OR REPLACE TRIGGER products_search_fill BEFORE INSERT OR UPDATE ON products
FOR EACH ROW EXECUTE FUNCTION search_products_fill()`,
  ),
  trigger(
    'users_search_fill',
    "Keeps a person's document with every write.",
    `
CREATE OR REPLACE TRIGGER users_search_fill BEFORE INSERT OR UPDATE ON users
FOR EACH ROW EXECUTE FUNCTION search_users_fill()`,
  ),
  // The vocabulary hears every insert and update of the tables whose names are searched.
  ...['businesses', 'products', 'users', 'industries', 'categories', 'sub_categories'].flatMap((table) =>
    (['insert', 'update'] as const).map((op) =>
      trigger(
        `${table}_search_words_${op}`,
        `The words of ${table} written by an ${op}, into the vocabulary.`,
        `
CREATE OR REPLACE TRIGGER ${table}_search_words_${op} AFTER ${op.toUpperCase()} ON ${table}
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows()`,
      ),
    ),
  ),
];

// ---------------------------------------------------------------------------------------------
// Read cache (docs/architecture.md, "Read cache"): apps/api/src/lib/read-cache-listener.ts listens
// on the channel these triggers notify.

const readCacheFunctions: DatabaseRoutine[] = [
  fn(
    'read_cache_notify',
    "Tells every API instance which cached reads a committed write changed (channel wbn_read_cache; 'all' past 100 ids).",
    `
CREATE OR REPLACE FUNCTION read_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  filter text := coalesce(TG_ARGV[2], 'true');
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM new_rows WHERE %s', TG_ARGV[1], filter) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I::text) FROM old_rows WHERE %s', TG_ARGV[1], filter) INTO ids;
  ELSE
    EXECUTE format(
      'SELECT array_agg(DISTINCT id) FROM (SELECT %1$I::text AS id FROM old_rows WHERE %2$s'
      ' UNION SELECT %1$I::text FROM new_rows WHERE %2$s) changed',
      TG_ARGV[1], filter) INTO ids;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('wbn_read_cache', 'all');
  ELSE
    PERFORM pg_notify('wbn_read_cache', kind || ':' || array_to_string(ids, ','));
  END IF;
  RETURN NULL;
END
$$`,
  ),
];

/** One statement-level trigger of the read cache: the table, the operation and the notification's arguments. */
function readCacheTrigger(table: string, op: 'insert' | 'update' | 'delete', args: string): DatabaseRoutine {
  const referencing = {
    insert: 'NEW TABLE AS new_rows',
    update: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
    delete: 'OLD TABLE AS old_rows',
  }[op];
  return trigger(
    `${table}_read_cache_${op}`,
    `An ${op} on ${table} drops the cached reads it changed.`,
    `
CREATE OR REPLACE TRIGGER ${table}_read_cache_${op} AFTER ${op.toUpperCase()} ON ${table}
  REFERENCING ${referencing}
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify(${args})`,
  );
}

const businessReaction = `'businessProfile', 'resource_id', 'resource_type = ''business'''`;

const readCacheTriggers: DatabaseRoutine[] = [
  readCacheTrigger('businesses', 'update', `'business', 'business_id'`),
  readCacheTrigger('businesses', 'delete', `'business', 'business_id'`),
  readCacheTrigger('business_categories', 'insert', `'business', 'business_id'`),
  readCacheTrigger('business_categories', 'update', `'business', 'business_id'`),
  readCacheTrigger('business_categories', 'delete', `'business', 'business_id'`),
  readCacheTrigger('business_certificates', 'insert', `'businessProfile', 'business_id'`),
  readCacheTrigger('business_certificates', 'update', `'businessProfile', 'business_id'`),
  readCacheTrigger('business_certificates', 'delete', `'businessProfile', 'business_id'`),
  readCacheTrigger('reactions', 'insert', businessReaction),
  readCacheTrigger('reactions', 'delete', businessReaction),
  readCacheTrigger('products', 'update', `'product', 'product_id'`),
  readCacheTrigger('products', 'delete', `'product', 'product_id'`),
];

// ---------------------------------------------------------------------------------------------
// Inquiries: the thread list's search (apps/api/src/modules/inquiries/inquiries.repository.ts)
// reads inquiry_requests.search_text, kept by these.

const inquiryFunctions: DatabaseRoutine[] = [
  fn(
    'inquiry_search_text',
    "A thread's searchable text: its subject and both parties' names, lower case.",
    `
CREATE OR REPLACE FUNCTION inquiry_search_text(subject text, from_user uuid, from_business uuid, to_business uuid)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ', subject,
    (SELECT first_name || ' ' || last_name FROM users WHERE user_id = from_user),
    (SELECT company_name FROM businesses WHERE business_id = from_business),
    (SELECT company_name FROM businesses WHERE business_id = to_business)))
$$`,
  ),
  fn(
    'inquiry_requests_search_text',
    "Sets a thread's search_text when it is written.",
    `
CREATE OR REPLACE FUNCTION inquiry_requests_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := inquiry_search_text(NEW.subject, NEW.from_user_id, NEW.from_business_id, NEW.to_business_id);
  RETURN NEW;
END $$`,
  ),
  fn(
    'inquiry_parties_renamed',
    'Rewrites the search_text of the threads of a person or a business that was renamed.',
    `
CREATE OR REPLACE FUNCTION inquiry_parties_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    UPDATE inquiry_requests r
       SET search_text = inquiry_search_text(r.subject, r.from_user_id, r.from_business_id, r.to_business_id)
     WHERE r.from_user_id = NEW.user_id;
  ELSE
    UPDATE inquiry_requests r
       SET search_text = inquiry_search_text(r.subject, r.from_user_id, r.from_business_id, r.to_business_id)
     WHERE r.from_business_id = NEW.business_id OR r.to_business_id = NEW.business_id;
  END IF;
  RETURN NULL;
END $$`,
  ),
];

const inquiryTriggers: DatabaseRoutine[] = [
  trigger(
    'inquiry_requests_search_text',
    "Keeps a thread's search_text when its subject or parties are written.",
    `
CREATE OR REPLACE TRIGGER inquiry_requests_search_text BEFORE INSERT OR UPDATE OF subject, from_user_id, from_business_id, to_business_id
  ON inquiry_requests FOR EACH ROW EXECUTE FUNCTION inquiry_requests_search_text()`,
  ),
  trigger(
    'inquiry_users_renamed',
    "A person's new name reaches the search_text of the threads they sent.",
    `
CREATE OR REPLACE TRIGGER inquiry_users_renamed AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION inquiry_parties_renamed()`,
  ),
  trigger(
    'inquiry_businesses_renamed',
    "A business's new name reaches the search_text of its threads, sent and received.",
    `
CREATE OR REPLACE TRIGGER inquiry_businesses_renamed AFTER UPDATE OF company_name ON businesses
  FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name)
  EXECUTE FUNCTION inquiry_parties_renamed()`,
  ),
];

// ---------------------------------------------------------------------------------------------
// Sessions: every API instance hears a session end (apps/api/src/modules/events/session-ends.ts)
// and at once stops believing it and ends its live streams.

const sessionFunctions: DatabaseRoutine[] = [
  fn(
    'auth_session_ended_notify',
    'Says on the channel wbn_session_ended, when its transaction commits, which session ended.',
    `
CREATE OR REPLACE FUNCTION auth_session_ended_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('wbn_session_ended', NEW.id::text);
  RETURN NULL;
END $$`,
  ),
];

const sessionTriggers: DatabaseRoutine[] = [
  trigger(
    'auth_sessions_ended',
    'A session revoked (sign-out, password reset, a reused refresh token, by hand) is announced.',
    `
CREATE OR REPLACE TRIGGER auth_sessions_ended AFTER UPDATE OF revoked_at ON auth_sessions
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION auth_session_ended_notify()`,
  ),
];

// ---------------------------------------------------------------------------------------------
// Reputation (decision 0024, docs/response-figures.md): response_threads keeps, per thread a
// business was asked in, when it was opened and first answered; business_reputation keeps the
// figures and review totals the business page, cards and search results read
// (apps/api/src/modules/reputation/reputation.repository.ts).

const reputationFunctions: DatabaseRoutine[] = [
  fn(
    'reputation_refresh',
    "Recomputes a business's response figures as of a moment: the threads of the 90 days before it that count, the answered share, the median time to the first reply.",
    `
CREATE OR REPLACE FUNCTION reputation_refresh(biz uuid, moment timestamptz) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO business_reputation AS r (business_id, threads, answered, median_reply_seconds, as_of)
  SELECT biz,
         count(*) FILTER (WHERE t.answered OR t.due_at <= moment),
         count(*) FILTER (WHERE t.answered),
         round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.first_reply_at - t.opened_at))
               FILTER (WHERE t.answered))::int,
         moment
    FROM (SELECT rt.opened_at, rt.due_at, rt.first_reply_at,
                 rt.first_reply_at IS NOT NULL AND rt.first_reply_at <= moment AS answered
            FROM response_threads rt
           WHERE rt.business_id = biz AND rt.opened_at > moment - interval '90 days' AND rt.opened_at <= moment) t
  ON CONFLICT (business_id) DO UPDATE
     SET threads = EXCLUDED.threads, answered = EXCLUDED.answered,
         median_reply_seconds = EXCLUDED.median_reply_seconds, as_of = EXCLUDED.as_of
   WHERE (r.threads, r.answered, r.median_reply_seconds)
         IS DISTINCT FROM (EXCLUDED.threads, EXCLUDED.answered, EXCLUDED.median_reply_seconds)
$$`,
  ),
  fn(
    'reputation_refresh_after',
    "Recomputes a business's figures after a reply at a moment, never going back before the moment they were last computed at.",
    `
CREATE OR REPLACE FUNCTION reputation_refresh_after(biz uuid, moment timestamptz) RETURNS void
LANGUAGE sql AS $$
  SELECT reputation_refresh(biz, greatest(moment, (SELECT r.as_of FROM business_reputation r WHERE r.business_id = biz)))
$$`,
  ),
  fn(
    'reputation_refresh_all',
    'Ages every business figures as of a moment (threads leaving the 90 days, unanswered ones falling due); answers how many businesses it read.',
    `
CREATE OR REPLACE FUNCTION reputation_refresh_all(moment timestamptz) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  biz uuid;
  n integer := 0;
BEGIN
  FOR biz IN
    SELECT rt.business_id FROM response_threads rt WHERE rt.opened_at > moment - interval '91 days'
    UNION
    SELECT r.business_id FROM business_reputation r WHERE r.threads > 0
  LOOP
    PERFORM reputation_refresh(biz, moment);
    n := n + 1;
  END LOOP;
  RETURN n;
END $$`,
  ),
  fn(
    'reputation_inquiry_opened',
    'An inquiry thread addressed to a business opens a response thread, due 48 hours later.',
    `
CREATE OR REPLACE FUNCTION reputation_inquiry_opened() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO response_threads (business_id, inquiry_id, opened_at, due_at)
  VALUES (NEW.to_business_id, NEW.request_id, NEW.created_at, NEW.created_at + interval '48 hours');
  RETURN NULL;
END $$`,
  ),
  fn(
    'reputation_inquiry_replied',
    "The first message of a person of the receiving business answers the thread and refreshes the business's figures.",
    `
CREATE OR REPLACE FUNCTION reputation_inquiry_replied() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  biz uuid;
BEGIN
  UPDATE response_threads SET first_reply_at = NEW.created_at
   WHERE inquiry_id = NEW.request_id AND first_reply_at IS NULL
  RETURNING business_id INTO biz;
  IF biz IS NOT NULL THEN
    PERFORM reputation_refresh_after(biz, NEW.created_at);
  END IF;
  RETURN NULL;
END $$`,
  ),
  fn(
    'reputation_invitation_added',
    'A business invited to quote on a published request gets a response thread, due at the deadline.',
    `
CREATE OR REPLACE FUNCTION reputation_invitation_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO response_threads (business_id, buying_request_id, opened_at, due_at)
  SELECT NEW.business_id, br.request_id, br.published_at, greatest(br.deadline, br.published_at)
    FROM buying_requests br
   WHERE br.request_id = NEW.request_id AND br.status = 'open'
  ON CONFLICT (buying_request_id, business_id) WHERE buying_request_id IS NOT NULL DO NOTHING;
  RETURN NULL;
END $$`,
  ),
  fn(
    'reputation_invitation_removed',
    'A business no longer invited (an edit before any quote) loses its unanswered response thread.',
    `
CREATE OR REPLACE FUNCTION reputation_invitation_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM response_threads
   WHERE buying_request_id = OLD.request_id AND business_id = OLD.business_id AND first_reply_at IS NULL;
  RETURN NULL;
END $$`,
  ),
  fn(
    'reputation_request_changed',
    'A request published opens its invitations; one awarded or cancelled before an answer was due drops it; a new deadline moves the due time.',
    `
CREATE OR REPLACE FUNCTION reputation_request_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'open' AND OLD.status = 'draft' THEN
    INSERT INTO response_threads (business_id, buying_request_id, opened_at, due_at)
    SELECT i.business_id, NEW.request_id, NEW.published_at, greatest(NEW.deadline, NEW.published_at)
      FROM buying_request_invitations i
     WHERE i.request_id = NEW.request_id
    ON CONFLICT (buying_request_id, business_id) WHERE buying_request_id IS NOT NULL DO NOTHING;
  ELSIF NEW.status IN ('awarded', 'cancelled') AND OLD.status = 'open' THEN
    DELETE FROM response_threads
     WHERE buying_request_id = NEW.request_id AND first_reply_at IS NULL
       AND due_at > coalesce(NEW.awarded_at, NEW.cancelled_at, clock_timestamp());
  ELSIF NEW.deadline IS DISTINCT FROM OLD.deadline THEN
    UPDATE response_threads SET due_at = greatest(NEW.deadline, opened_at)
     WHERE buying_request_id = NEW.request_id;
  END IF;
  RETURN NULL;
END $$`,
  ),
  fn(
    'reputation_quote_sent',
    "An invited business's quote answers its invitation and refreshes its figures.",
    `
CREATE OR REPLACE FUNCTION reputation_quote_sent() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  biz uuid;
BEGIN
  UPDATE response_threads SET first_reply_at = NEW.created_at
   WHERE buying_request_id = NEW.request_id AND business_id = NEW.business_id AND first_reply_at IS NULL
  RETURNING business_id INTO biz;
  IF biz IS NOT NULL THEN
    PERFORM reputation_refresh_after(biz, NEW.created_at);
  END IF;
  RETURN NULL;
END $$`,
  ),
  fn(
    'reputation_review_counted',
    "Keeps a business's review count and rating sum as reviews are written and removed.",
    `
CREATE OR REPLACE FUNCTION reputation_review_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO business_reputation AS r (business_id, review_count, rating_sum)
    VALUES (NEW.business_id, 1, NEW.rating)
    ON CONFLICT (business_id) DO UPDATE
       SET review_count = r.review_count + 1, rating_sum = r.rating_sum + EXCLUDED.rating_sum;
  ELSE
    UPDATE business_reputation
       SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating
     WHERE business_id = OLD.business_id;
  END IF;
  RETURN NULL;
END $$`,
  ),
];

const reputationTriggers: DatabaseRoutine[] = [
  trigger(
    'reputation_inquiry_opened',
    'A new inquiry thread is a question its business is to answer.',
    `
CREATE OR REPLACE TRIGGER reputation_inquiry_opened AFTER INSERT ON inquiry_requests
  FOR EACH ROW EXECUTE FUNCTION reputation_inquiry_opened()`,
  ),
  trigger(
    'reputation_inquiry_replied',
    "A message of the receiving business's side written by a person (not an automatic one) may be the first reply.",
    `
CREATE OR REPLACE TRIGGER reputation_inquiry_replied AFTER INSERT ON inquiry_messages
  FOR EACH ROW WHEN (NEW.side = 'R' AND NEW.author_user_id IS NOT NULL)
  EXECUTE FUNCTION reputation_inquiry_replied()`,
  ),
  trigger(
    'reputation_invitation_added',
    'An invitation to quote on a published request is a question.',
    `
CREATE OR REPLACE TRIGGER reputation_invitation_added AFTER INSERT ON buying_request_invitations
  FOR EACH ROW EXECUTE FUNCTION reputation_invitation_added()`,
  ),
  trigger(
    'reputation_invitation_removed',
    'An invitation taken back is no longer a question.',
    `
CREATE OR REPLACE TRIGGER reputation_invitation_removed AFTER DELETE ON buying_request_invitations
  FOR EACH ROW EXECUTE FUNCTION reputation_invitation_removed()`,
  ),
  trigger(
    'reputation_request_changed',
    "A request's publication, end or new deadline reaches its invitations' response threads.",
    `
CREATE OR REPLACE TRIGGER reputation_request_changed AFTER UPDATE OF status, deadline ON buying_requests
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.deadline IS DISTINCT FROM NEW.deadline)
  EXECUTE FUNCTION reputation_request_changed()`,
  ),
  trigger(
    'reputation_quote_sent',
    'A quote may answer an invitation.',
    `
CREATE OR REPLACE TRIGGER reputation_quote_sent AFTER INSERT ON buying_request_quotes
  FOR EACH ROW EXECUTE FUNCTION reputation_quote_sent()`,
  ),
  trigger(
    'reputation_review_counted',
    "A review written or removed moves its business's totals.",
    `
CREATE OR REPLACE TRIGGER reputation_review_counted AFTER INSERT OR DELETE ON business_reviews
  FOR EACH ROW EXECUTE FUNCTION reputation_review_counted()`,
  ),
  readCacheTrigger('business_reputation', 'insert', `'businessProfile', 'business_id'`),
  readCacheTrigger('business_reputation', 'update', `'businessProfile', 'business_id'`),
];

/** Every function, in an order in which each can be created (SQL functions name only those above them). */
// ---------------------------------------------------------------------------------------------
// Moderation (decision 0025): the trail of operator actions is append-only; no role of the
// application can change or remove an entry.

const moderationFunctions: DatabaseRoutine[] = [
  fn(
    'moderation_trail_refuse',
    'Refuses any change to the trail: its entries are written once and kept.',
    `
CREATE OR REPLACE FUNCTION moderation_trail_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the moderation trail is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$`,
  ),
];

const moderationTriggers: DatabaseRoutine[] = [
  trigger(
    'moderation_trail_append_only',
    'An UPDATE or DELETE of a trail entry fails.',
    `
CREATE OR REPLACE TRIGGER moderation_trail_append_only BEFORE UPDATE OR DELETE ON moderation_trail
  FOR EACH ROW EXECUTE FUNCTION moderation_trail_refuse()`,
  ),
  trigger(
    'moderation_trail_no_truncate',
    'A TRUNCATE of the trail fails.',
    `
CREATE OR REPLACE TRIGGER moderation_trail_no_truncate BEFORE TRUNCATE ON moderation_trail
  FOR EACH STATEMENT EXECUTE FUNCTION moderation_trail_refuse()`,
  ),
];

export const databaseFunctions: readonly DatabaseRoutine[] = [
  ...searchFunctions,
  ...readCacheFunctions,
  ...inquiryFunctions,
  ...sessionFunctions,
  ...reputationFunctions,
  ...moderationFunctions,
];

/** Every trigger (their functions must exist first). */
export const databaseTriggers: readonly DatabaseRoutine[] = [
  ...searchTriggers,
  ...readCacheTriggers,
  ...inquiryTriggers,
  ...sessionTriggers,
  ...reputationTriggers,
  ...moderationTriggers,
];

/** The functions, then the triggers: all of the database's own logic, as one list of statements. */
export const databaseRoutines: readonly DatabaseRoutine[] = [...databaseFunctions, ...databaseTriggers];
