-- Term bitsets (docs/search.md, "The count"): each searchable row gets a number per kind
-- (search_n), and search_bits one bit per row for each term, in chunks of 65,536, kept by the
-- postings' trigger and built here for existing rows. search_run() counts matches off them (one
-- word's only while its bitsets are short) and, for several words, picks how to find them from
-- that exact count; search_estimate() is dropped.
CREATE SEQUENCE "public"."search_n_b_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."search_n_p_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."search_n_u_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "search_bits" (
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"chunk" integer NOT NULL,
	"bits" bit varying NOT NULL,
	CONSTRAINT "search_bits_kind_term_chunk_pk" PRIMARY KEY("kind","term","chunk")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_n" integer DEFAULT nextval('search_n_u_seq'::regclass) NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_n" integer DEFAULT nextval('search_n_b_seq'::regclass) NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_n" integer DEFAULT nextval('search_n_p_seq'::regclass) NOT NULL;--> statement-breakpoint
-- Term bitsets (docs/search.md, "The count"). Every row of a kind has a number (search_n, above);
-- for each term and each chunk of 65,536 numbers, search_bits holds one bit per row, set where the
-- row has a posting for the term. The filters are terms of their own: '@c:' || country and
-- '@t:' || business type, set for every row that has postings. A count is then the bits of
-- (the OR of each word's terms) ANDed over the words and the filters, chunk by chunk: exact, and
-- in time that depends on how many rows there are, not on how many match.
-- A 65,536-bit mask with the given positions set. set_bit on a PL/pgSQL variable costs about
-- 0.4 µs a bit, where building the mask as text costs 0.7 ms whatever it holds.
CREATE OR REPLACE FUNCTION search_bits_mask(p_pos int[])
RETURNS bit varying
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
  v bit varying := B'0'::bit(65536);
  p int;
BEGIN
  FOREACH p IN ARRAY p_pos LOOP
    v := set_bit(v, p, 1);
  END LOOP;
  RETURN v;
END
$$;
--> statement-breakpoint
-- Nothing to change: no terms, or a bulk load that defers the bitsets (wbn.search_bits set to
-- 'deferred' on its connections; it calls search_bits_rebuild() at its end).
CREATE OR REPLACE FUNCTION search_bits_idle(p_terms text[])
RETURNS boolean
LANGUAGE sql STABLE
AS $$
  SELECT p_terms IS NULL OR cardinality(p_terms) = 0
         OR coalesce(current_setting('wbn.search_bits', true), '') = 'deferred'
$$;
--> statement-breakpoint
-- A change as masks: for each term and chunk (in key order), the bits of its rows p_ns.
CREATE OR REPLACE FUNCTION search_bits_masks(p_terms text[], p_ns int[])
RETURNS TABLE (term text, chunk int, mask bit varying)
LANGUAGE sql IMMUTABLE
AS $$
  SELECT t.term, t.n >> 16, search_bits_mask(array_agg(t.n & 65535))
    FROM unnest(p_terms, p_ns) t(term, n)
   GROUP BY 1, 2
   ORDER BY 1, 2
$$;
--> statement-breakpoint
-- Locks the existing bitsets of terms p_terms (rows p_ns) in key order. A write that clears some
-- bitsets and sets others takes them all here first, in one ordered pass, so two writers sharing
-- words never wait on each other in a cycle.
CREATE OR REPLACE FUNCTION search_bits_lock(p_kind text, p_terms text[], p_ns int[])
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF search_bits_idle(p_terms) THEN
    RETURN;
  END IF;
  PERFORM 1 FROM search_bits b
    JOIN (SELECT DISTINCT t.term, t.n >> 16 AS chunk FROM unnest(p_terms, p_ns) t(term, n)) k
      ON b.kind = p_kind AND b.term = k.term AND b.chunk = k.chunk
   ORDER BY b.term, b.chunk
     FOR UPDATE OF b;
END
$$;
--> statement-breakpoint
-- Sets (p_set) or clears the bits of rows p_ns for terms p_terms (parallel arrays), one statement
-- per change, taking the bitsets in key order so that concurrent writers lock them in one order.
CREATE OR REPLACE FUNCTION search_bits_update(p_kind text, p_terms text[], p_ns int[], p_set boolean)
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF search_bits_idle(p_terms) THEN
    RETURN;
  END IF;
  IF p_set THEN
    INSERT INTO search_bits (kind, term, chunk, bits)
    SELECT p_kind, g.term, g.chunk, g.mask FROM search_bits_masks(p_terms, p_ns) g
     ORDER BY g.term, g.chunk
    ON CONFLICT (kind, term, chunk) DO UPDATE SET bits = search_bits.bits | excluded.bits;
  ELSE
    PERFORM search_bits_lock(p_kind, p_terms, p_ns);
    UPDATE search_bits b SET bits = b.bits & ~g.mask
      FROM search_bits_masks(p_terms, p_ns) g
     WHERE b.kind = p_kind AND b.term = g.term AND b.chunk = g.chunk;
  END IF;
END
$$;
--> statement-breakpoint
-- The postings' trigger (migration 0011) now also keeps the bitsets: every posting it removes
-- clears its bit, every posting it adds sets it, and so do the filter terms of those rows.
CREATE OR REPLACE FUNCTION search_terms_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  -- What each table's postings are made of: its kind and key, and the expressions (over a
  -- transition row n) of rank, business type and country.
  v_kind text := CASE TG_TABLE_NAME WHEN 'businesses' THEN 'b' WHEN 'products' THEN 'p' ELSE 'u' END;
  v_id text := CASE TG_TABLE_NAME WHEN 'businesses' THEN 'business_id' WHEN 'products' THEN 'product_id' ELSE 'user_id' END;
  v_rank text := CASE TG_TABLE_NAME WHEN 'users' THEN '0::smallint' ELSE 'n.search_rank' END;
  v_btype text := CASE TG_TABLE_NAME WHEN 'businesses' THEN 'n.business_type_code' ELSE '''''' END;
  v_country text := CASE TG_TABLE_NAME WHEN 'products' THEN 'n.search_country' ELSE 'coalesce(n.country_code, '''')' END;
  -- The columns whose change rebuilds a row's postings.
  v_cols text[] := CASE TG_TABLE_NAME
    WHEN 'businesses' THEN ARRAY['search_doc', 'search_name', 'search_rank', 'business_type_code', 'country_code', 'created_at']
    WHEN 'products' THEN ARRAY['search_doc', 'search_name', 'search_rank', 'search_country', 'created_at']
    ELSE ARRAY['search_doc', 'search_name', 'country_code', 'created_at'] END;
  -- An updated row whose postings are rebuilt: one of those columns changed (old row o, new row n).
  v_changed text := format('(%s) IS DISTINCT FROM (%s)',
                           (SELECT string_agg('n.' || quote_ident(c), ', ') FROM unnest(v_cols) c),
                           (SELECT string_agg('o.' || quote_ident(c), ', ') FROM unnest(v_cols) c));
  -- The bits of the postings a statement removed or added (with the row's filter terms), from
  -- rows (term, n, btype, country) named x.
  v_bits text := 'SELECT search_bits_update(%L, array_agg(b.term), array_agg(b.n), %L)
                    FROM (SELECT x.term, x.n FROM x
                          UNION ALL SELECT DISTINCT ''@c:'' || x.country, x.n FROM x WHERE x.country <> ''''
                          UNION ALL SELECT DISTINCT ''@t:'' || x.btype, x.n FROM x WHERE x.btype <> '''') b';
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('WITH x AS (DELETE FROM search_terms s USING old_rows o WHERE s.kind = %L AND s.id = o.%I
                               RETURNING s.term, o.search_n AS n, s.btype, s.country) ',
                   v_kind, v_id) || format(v_bits, v_kind, false);
    RETURN NULL;
  END IF;
  -- An update rebuilds the postings of the rows whose document, name, rank or filters changed;
  -- the insert below then adds them back (and skips rows whose postings are still there).
  IF TG_OP = 'UPDATE' THEN
    -- The bitsets of the changed rows' old and new terms, locked at once in key order.
    EXECUTE format('SELECT search_bits_lock(%2$L, array_agg(k.term), array_agg(k.n))
                      FROM (SELECT t.term, n.search_n AS n FROM old_rows o JOIN new_rows n USING (%1$I)
                             CROSS JOIN LATERAL (
                               SELECT x.term FROM search_terms_of(o.search_doc, o.search_name, 0::smallint) x
                               UNION SELECT y.term FROM search_terms_of(n.search_doc, n.search_name, 0::smallint) y
                               UNION SELECT f.term FROM (VALUES (''@c:'' || %4$s), (''@c:'' || %5$s),
                                                                (''@t:'' || %6$s), (''@t:'' || %7$s)) f(term)
                                      WHERE f.term NOT IN (''@c:'', ''@t:'')) t
                            WHERE %3$s) k',
                   v_id, v_kind, v_changed,
                   replace(v_country, 'n.', 'o.'), v_country, replace(v_btype, 'n.', 'o.'), v_btype);
    EXECUTE format('WITH x AS (DELETE FROM search_terms s USING old_rows o JOIN new_rows n USING (%1$I)
                                WHERE s.kind = %2$L AND s.id = o.%1$I AND %3$s
                               RETURNING s.term, o.search_n AS n, s.btype, s.country) ',
                   v_id, v_kind, v_changed)
            || format(v_bits, v_kind, false);
  END IF;
  EXECUTE format('WITH i AS (INSERT INTO search_terms (kind, id, term, score, btype, country, created_at)
                             SELECT %1$L, n.%2$I, t.term, t.score, %4$s, %5$s, n.created_at
                               FROM new_rows n CROSS JOIN LATERAL search_terms_of(n.search_doc, n.search_name, %3$s) t
                              WHERE NOT EXISTS (SELECT 1 FROM search_terms s WHERE s.kind = %1$L AND s.id = n.%2$I)
                             RETURNING id, term, btype, country),
                       x AS (SELECT i.term, n.search_n AS n, i.btype, i.country FROM i JOIN new_rows n ON n.%2$I = i.id) ',
                 v_kind, v_id, v_rank, v_btype, v_country) || format(v_bits, v_kind, true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- How many rows of a kind have, for every word, one of its terms (p_words numbers the word of
-- each of p_terms), within the filters (NULL for any; p_btype for businesses only).
CREATE OR REPLACE FUNCTION search_bits_count(p_kind text, p_terms text[], p_words int[], p_country text, p_btype text)
RETURNS int
LANGUAGE plpgsql STABLE
-- PL/pgSQL, not SQL: its statement is planned once per connection, where a SQL function's is
-- planned again at every call (about 0.3 ms).
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN (
    WITH t AS (
      SELECT x.term, x.word FROM unnest(p_terms, p_words) x(term, word)
      UNION ALL SELECT '@c:' || p_country, -1 WHERE p_country IS NOT NULL
      UNION ALL SELECT '@t:' || p_btype, -2 WHERE p_btype IS NOT NULL
    ), w AS (
      SELECT t.word, s.chunk, bit_or(s.bits) AS b
        FROM t JOIN search_bits s ON s.kind = p_kind AND s.term = t.term
       GROUP BY t.word, s.chunk
    )
    SELECT coalesce(sum(c.n), 0)::int FROM (
      SELECT bit_count(bit_and(w.b)) AS n FROM w
       GROUP BY w.chunk HAVING count(*) = (SELECT count(DISTINCT t.word) FROM t)) c);
END
$$;
--> statement-breakpoint
-- How many chunks of 65,536 row numbers a kind spans (its bitsets' length, in 8 kB pieces).
CREATE OR REPLACE FUNCTION search_bits_chunks(p_kind text)
RETURNS int
LANGUAGE sql STABLE
AS $$
  SELECT (CASE p_kind WHEN 'b' THEN (SELECT last_value FROM search_n_b_seq)
                      WHEN 'p' THEN (SELECT last_value FROM search_n_p_seq)
                      ELSE (SELECT last_value FROM search_n_u_seq) END)::int / 65536 + 1
$$;
--> statement-breakpoint
-- All the bitsets again from the postings (after a bulk load that deferred them, or to repair).
CREATE OR REPLACE FUNCTION search_bits_rebuild()
RETURNS void
LANGUAGE sql
AS $$
  TRUNCATE search_bits;
  WITH d AS (
    SELECT 'b' AS kind, business_id AS id, search_n AS n, coalesce(country_code, '') AS country,
           business_type_code AS btype FROM businesses
    UNION ALL SELECT 'p', product_id, search_n, search_country, '' FROM products
    UNION ALL SELECT 'u', user_id, search_n, coalesce(country_code, ''), '' FROM users
  )
  INSERT INTO search_bits (kind, term, chunk, bits)
  SELECT x.kind, x.term, x.n >> 16, search_bits_mask(array_agg(x.n & 65535))
    FROM (SELECT s.kind, s.term, d.n FROM search_terms s JOIN d ON d.kind = s.kind AND d.id = s.id
          UNION ALL
          -- The filter terms of the rows that have postings, as the trigger sets them.
          SELECT d.kind, f.term, d.n FROM d
           CROSS JOIN LATERAL (VALUES ('@c:' || d.country), ('@t:' || d.btype)) f(term)
           WHERE f.term NOT IN ('@c:', '@t:')
             AND EXISTS (SELECT 1 FROM search_terms s WHERE s.kind = d.kind AND s.id = d.id)) x
   GROUP BY x.kind, x.term, x.n >> 16;
$$;
--> statement-breakpoint
SELECT search_bits_rebuild();
--> statement-breakpoint
-- search_run() of migration 0013 with its counts taken off the bitsets: several words' always, one
-- word's while the bitsets are short (up to 8 chunks per term and filter; past that, counting at
-- most 1,001 postings a term is cheaper), exact, without reading the documents to count them. For
-- several words the exact number of matches also replaces the planner's estimate in choosing how
-- to find them:
-- none ends the search at once; at most 1,000 that the driver's first rows seldom hold are read
-- whole off the documents' index; otherwise the driver's pool is walked. The pages are the same
-- as 0013's.
-- One text search: the page's ids in rank order and the capped total (docs/search.md, "Ranking").
-- p_kind 'b' businesses, 'p' products, 'u' users; p_btype and p_country NULL for any.
-- Returns rows (ord, id, total) for the page, or one row (NULL, NULL, total) when it is empty.
-- plan_cache_mode: the statements below are written for one plan whatever their values (the
-- branches of search_postings() and the kinds of the walk are chosen at run time), so they are
-- planned once per connection instead of at every call.
CREATE OR REPLACE FUNCTION search_run(p_kind text, p_text text, p_btype text, p_country text,
                                      p_skip int, p_size int, p_count boolean)
RETURNS TABLE (ord int, id uuid, total int)
LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
  v_need int := p_skip + p_size;
  v_qn text := search_norm(p_text);
  v_btype text := CASE WHEN p_kind = 'b' THEN p_btype END;
  v_terms text[];
  v_words int[];
  v_very boolean[];
  v_nwords int;
  v_tsq tsquery;
  v_driver int;
  v_driver_n int;
  v_empty_word boolean := false;
  v_pool_max int;
  v_pool uuid[];
  -- Several words: the driver word is in fewer rows than the pool holds, so the pool is every row
  -- that can match.
  v_pool_complete boolean := false;
  v_hits uuid[] := '{}';
  v_more uuid[];
  v_docs int;
  v_total int;
  -- The documents' scan and the estimate are the only dynamic statements: their table and
  -- filters are written in, so each is planned for its index.
  v_table text := CASE p_kind WHEN 'b' THEN 'businesses' WHEN 'p' THEN 'products' ELSE 'users' END;
  v_id text := CASE p_kind WHEN 'b' THEN 'business_id' WHEN 'p' THEN 'product_id' ELSE 'user_id' END;
  v_filters text := '';
  -- Several words: how many rows have every word within the filters, off the bitsets (exact).
  v_exact int;
  -- The documents' scan: at most 1,001 matching rows, in rank order, and how many were read.
  v_doc_scan text;
  v_scanned boolean := false;
  v_matches uuid[];
  v_term text;
BEGIN
  IF p_country IS NOT NULL THEN
    v_filters := format(' AND %I = %L', CASE p_kind WHEN 'p' THEN 'search_country' ELSE 'country_code' END, p_country);
  END IF;
  IF v_btype IS NOT NULL THEN
    v_filters := v_filters || format(' AND business_type_code = %L', v_btype);
  END IF;
  v_doc_scan := format('SELECT array_agg(x.id ORDER BY x.rank DESC, x.created_at DESC, x.id DESC), count(*)::int
                          FROM (SELECT %1$I AS id, %4$s AS rank, created_at FROM %2$I
                                 WHERE search_doc @@ $1%3$s LIMIT 1001) x',
                       v_id, v_table, v_filters, CASE p_kind WHEN 'u' THEN '0' ELSE 'search_rank' END);

  SELECT array_agg(e.term ORDER BY e.word, e.term), array_agg(e.word ORDER BY e.word, e.term),
         array_agg(e.very ORDER BY e.word, e.term), count(DISTINCT e.word)
    INTO v_terms, v_words, v_very, v_nwords
    FROM search_expand(p_text) e;
  IF v_nwords = 0 THEN
    RETURN QUERY SELECT NULL::int, NULL::uuid, 0;
    RETURN;
  END IF;
  SELECT string_agg('(' || g.alts || ')', ' & ')::tsquery INTO v_tsq
    FROM (SELECT t.word, string_agg('''' || replace(replace(t.term, '\', '\\'), '''', '''''') || '''', ' | ') AS alts
            FROM unnest(v_terms, v_words) t(term, word) GROUP BY t.word) g;

  IF v_nwords = 1 THEN
    -- One word: its best v_need postings are exactly the page's ranking (every lexeme of every
    -- row is a posting, descriptions last), and its total is counted off the same index.
    v_driver := v_words[1];
    v_pool_max := v_need;
  ELSE
    -- Several words: how many postings each has (up to 250 per term); the rarest drives the
    -- candidates, its best 250 (the deepest page), so every page is cut from the same ranking.
    SELECT (array_agg(c.word ORDER BY c.n, c.word) FILTER (WHERE c.n > 0))[1],
           min(c.n) FILTER (WHERE c.n > 0), bool_or(c.n = 0)
      INTO v_driver, v_driver_n, v_empty_word
      FROM (SELECT t.word, sum(n.n) AS n
              FROM unnest(v_terms, v_words) t(term, word)
              CROSS JOIN LATERAL (
                SELECT count(*)::int AS n FROM search_postings(p_kind, t.term, v_btype, p_country, 250) z) n
             GROUP BY t.word) c;
    v_pool_max := 250;
    IF v_empty_word THEN
      -- A word in no row (within the filters): nothing has every word.
      RETURN QUERY SELECT NULL::int, NULL::uuid, CASE WHEN p_count THEN 0 ELSE -1 END;
      RETURN;
    END IF;
    -- Fewer postings than the pool holds (summed over its terms): every row with the driver word
    -- is in the pool.
    v_pool_complete := v_driver_n < v_pool_max;
    IF NOT v_pool_complete THEN
      -- Otherwise the exact number of matches, off the bitsets, decides how they are found.
      v_exact := search_bits_count(p_kind, v_terms, v_words, p_country, v_btype);
      IF v_exact = 0 THEN
        RETURN QUERY SELECT NULL::int, NULL::uuid, CASE WHEN p_count THEN 0 ELSE -1 END;
        RETURN;
      END IF;
    END IF;
  END IF;

  -- Candidates: the driver word's best postings (and exact names), read off the index in rank
  -- order.
  WITH alts AS (
    SELECT t.term, t.very FROM unnest(v_terms, v_words, v_very) t(term, word, very)
     WHERE t.word = v_driver
    UNION ALL SELECT '=' || left(v_qn, 200), false
  ), best AS (
    SELECT p.id, max(CASE WHEN p.score >= 24 THEN 100 WHEN p.score < 8 THEN 0 ELSE (p.score / 8) * 2 + a.very::int END) AS tc,
           max(p.score % 8) AS rank, max(p.created_at) AS created
      FROM alts a CROSS JOIN LATERAL search_postings(p_kind, a.term, v_btype, p_country, v_pool_max) p
     GROUP BY p.id
     ORDER BY tc DESC, rank DESC, created DESC, p.id DESC
     LIMIT v_pool_max
  )
  SELECT array_agg(b.id ORDER BY b.tc DESC, b.rank DESC, b.created DESC, b.id DESC) INTO v_pool FROM best b;
  v_pool := coalesce(v_pool, '{}');

  IF v_nwords = 1 THEN
    v_hits := v_pool;
    v_total := -1;
    IF p_count AND cardinality(v_pool) < v_pool_max THEN
      v_total := cardinality(v_pool); -- every match is on this page or before it
    ELSIF p_count AND search_bits_chunks(p_kind) * (1 + (p_country IS NOT NULL)::int + (v_btype IS NOT NULL)::int) <= 8 THEN
      -- Off the bitsets, while they are short (a few chunks per term and filter): the rows with
      -- any of the word's terms, within the filters.
      v_total := least(search_bits_count(p_kind, v_terms, v_words, p_country, v_btype), 1001);
    ELSIF p_count THEN
      -- Off the postings, index-only, where the bitsets are long (more rows than 8 chunks hold):
      -- any alternative past the cap settles it (the word typed first); otherwise the distinct
      -- rows of all of them, up to one past the cap. At most 1,001 index entries a term, which
      -- costs less than ORing and counting the chunks of every term and filter.
      FOR v_term IN SELECT t.term FROM unnest(v_terms, v_very) t(term, very) ORDER BY t.very DESC LOOP
        SELECT count(*)::int INTO v_total FROM search_postings(p_kind, v_term, v_btype, p_country, 1001) z;
        EXIT WHEN v_total > 1000;
      END LOOP;
      IF v_total <= 1000 AND cardinality(v_terms) > 1 THEN
        SELECT count(*)::int INTO v_total FROM (
          SELECT DISTINCT p.id FROM unnest(v_terms) t(term)
            CROSS JOIN LATERAL search_postings(p_kind, t.term, v_btype, p_country, 1001) p
           LIMIT 1001) z;
      END IF;
    END IF;
  ELSIF cardinality(v_pool) > 0 THEN
    -- Several words, in three tiers. First, among the driver's best 30, those with postings for
    -- every word, by the best field of each (name word 4-5, label word 2-3, +1 for the very word
    -- typed) and +100 for an exact name, looked up by key.
    WITH terms AS (
      SELECT * FROM unnest(v_terms || ('=' || left(v_qn, 200)), v_words || 0, v_very || false) t(term, word, very)
    ), per_word AS (
      SELECT c.id, t.word,
             max(CASE WHEN s.score >= 24 THEN 100 WHEN s.score < 8 THEN 0 ELSE (s.score / 8) * 2 + t.very::int END) AS tc,
             max(s.score % 8) AS rank, max(s.created_at) AS created
        FROM unnest(v_pool[1:30]) c(id)
        CROSS JOIN terms t
        -- One probe of the primary key per candidate and term (a row has dozens of postings).
        JOIN LATERAL (
          SELECT s.score, s.created_at FROM search_terms s
           WHERE s.kind = p_kind AND s.id = c.id AND s.term = t.term LIMIT 1) s ON true
       GROUP BY c.id, t.word
    )
    SELECT array_agg(x.id ORDER BY x.score DESC, x.rank DESC, x.created DESC, x.id DESC) INTO v_hits
      FROM (SELECT w.id, sum(w.tc) AS score, max(w.rank) AS rank, max(w.created) AS created
              FROM per_word w GROUP BY w.id
            HAVING count(*) FILTER (WHERE w.word > 0) = v_nwords) x;
    v_hits := coalesce(v_hits, '{}');
    -- Then the rest of the driver's 250 in their order whose documents hold every word (the
    -- other words may be in a description). When the words meet in at most 1,000 rows (the
    -- bitsets say exactly) and too few of the first 30 had every word for the rest of the pool to
    -- fill the page at that rate, the matches are all read once off the documents' index and the
    -- pool is cut by them. Otherwise each candidate's document is checked in turn until the page
    -- is full, which is quick when the words often meet; when the pool holds every match and the
    -- total is asked, to the pool's end, which is the count.
    IF cardinality(v_hits) < v_need OR (p_count AND v_pool_complete) THEN
      IF NOT v_pool_complete AND v_exact <= 1000
         AND cardinality(v_hits) * (cardinality(v_pool) - 30) < (v_need - cardinality(v_hits)) * 30 THEN
        EXECUTE v_doc_scan INTO v_matches, v_docs USING v_tsq;
        v_scanned := true;
      END IF;
      IF v_scanned AND v_docs <= 1000 THEN
        SELECT array_agg(d.id ORDER BY d.o) INTO v_more FROM (
          SELECT d.id, d.o FROM unnest(v_pool) WITH ORDINALITY d(id, o)
           WHERE NOT (d.id = ANY (v_hits)) AND d.id = ANY (v_matches)
           ORDER BY d.o LIMIT v_need - cardinality(v_hits)) d;
      ELSE
        SELECT array_agg(d.id ORDER BY d.o) INTO v_more FROM (
          SELECT d.id, d.o FROM unnest(v_pool) WITH ORDINALITY d(id, o)
           WHERE NOT (d.id = ANY (v_hits))
             AND CASE p_kind
                   WHEN 'b' THEN EXISTS (SELECT 1 FROM businesses x WHERE x.business_id = d.id AND x.search_doc @@ v_tsq)
                   WHEN 'p' THEN EXISTS (SELECT 1 FROM products x WHERE x.product_id = d.id AND x.search_doc @@ v_tsq)
                   ELSE EXISTS (SELECT 1 FROM users x WHERE x.user_id = d.id AND x.search_doc @@ v_tsq)
                 END
           LIMIT CASE WHEN p_count AND v_pool_complete THEN NULL ELSE v_need - cardinality(v_hits) END) d;
      END IF;
      v_hits := v_hits || coalesce(v_more, '{}');
    END IF;
  END IF;

  IF v_nwords > 1 AND v_pool_complete THEN
    -- Every match is in the pool: those found are all there are.
    v_total := CASE WHEN p_count THEN cardinality(v_hits) ELSE -1 END;
  ELSIF v_nwords > 1 THEN
    -- The count is the bitsets' (capped like every count). Last, for several words, the documents
    -- themselves (search_doc @@ tsquery), read only for matches beyond the driver's 250, which
    -- come after every candidate by static rank and newest. At most 1,001 matching rows are read,
    -- in storage order: past 1,000 matches, these last ones are ranked among the first 1,001 found.
    v_total := CASE WHEN p_count THEN least(v_exact, 1001) ELSE -1 END;
    IF NOT v_scanned AND cardinality(v_hits) < v_need THEN
      EXECUTE v_doc_scan INTO v_matches, v_docs USING v_tsq;
      v_scanned := true;
    END IF;
    IF v_scanned THEN
      IF cardinality(v_hits) < v_need THEN
        v_hits := v_hits || ARRAY(SELECT m FROM unnest(v_matches) WITH ORDINALITY u(m, o)
                                   WHERE NOT (m = ANY (v_hits)) ORDER BY o LIMIT v_need - cardinality(v_hits));
      END IF;
    END IF;
  END IF;

  IF cardinality(v_hits) <= p_skip THEN
    RETURN QUERY SELECT NULL::int, NULL::uuid, v_total;
  ELSE
    RETURN QUERY SELECT h.ord::int, h.id, v_total
      FROM unnest(v_hits[p_skip + 1 : v_need]) WITH ORDINALITY AS h(id, ord);
  END IF;
END
$$;
--> statement-breakpoint
-- The planner's estimate (migration 0010) decided the count and the read of the documents; the
-- bitsets' exact count does both now.
DROP FUNCTION IF EXISTS search_estimate(text);
