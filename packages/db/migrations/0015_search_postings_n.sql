-- Several words found off the term bitsets (docs/search.md, "Ranking" and "The count"): each
-- posting carries its row's number (search_terms.n), so whether one of the driver word's best rows
-- holds every word is one bit. The word in the fewest rows drives; the documents' index is read
-- only when the pool holds too few matches for the page and the bitsets say there are more. Each
-- bitset keeps its count of set bits (one word without filters is counted off those) and uses lz4
-- where the server has it. The existing postings are copied into search_terms with their numbers.
ALTER TABLE "search_terms" DROP CONSTRAINT "search_terms_kind_id_term_pk";--> statement-breakpoint
DROP INDEX "search_terms_rank_idx";--> statement-breakpoint
DROP INDEX "search_terms_country_idx";--> statement-breakpoint
DROP INDEX "search_terms_btype_idx";--> statement-breakpoint
DROP INDEX "search_terms_btype_country_idx";--> statement-breakpoint
ALTER TABLE "search_terms" RENAME TO "search_terms_0014";--> statement-breakpoint
CREATE TABLE "search_terms" (
	"kind" text NOT NULL,
	"id" uuid NOT NULL,
	"term" text NOT NULL,
	"score" smallint NOT NULL,
	"btype" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO search_terms (kind, id, term, score, btype, country, created_at, n)
SELECT s.kind, s.id, s.term, s.score, s.btype, s.country, s.created_at, d.n
  FROM search_terms_0014 s
  JOIN (SELECT 'b'::text AS kind, business_id AS id, search_n AS n FROM businesses
        UNION ALL SELECT 'p', product_id, search_n FROM products
        UNION ALL SELECT 'u', user_id, search_n FROM users) d ON d.kind = s.kind AND d.id = s.id;
--> statement-breakpoint
DROP TABLE "search_terms_0014";--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_kind_id_term_pk" PRIMARY KEY("kind","id","term") INCLUDE ("score", "created_at");--> statement-breakpoint
CREATE INDEX "search_terms_rank_idx" ON "search_terms" USING btree ("kind","term","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("n");--> statement-breakpoint
CREATE INDEX "search_terms_country_idx" ON "search_terms" USING btree ("kind","term","country","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("n");--> statement-breakpoint
CREATE INDEX "search_terms_btype_idx" ON "search_terms" USING btree ("term","btype","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("n") WHERE kind = 'b';--> statement-breakpoint
CREATE INDEX "search_terms_btype_country_idx" ON "search_terms" USING btree ("term","btype","country","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("n") WHERE kind = 'b';
--> statement-breakpoint
-- The bitsets compressed with lz4 where the server has it (PostgreSQL built with it, as Debian's
-- is): a frequent term's chunks are read back in about half of pglz's time, and take less
-- room; a server without lz4 (PGlite) keeps pglz. And each keeps how many bits it has set, so
-- that one word is counted without reading its bitsets. The stored ones are rewritten so.
DO $$
BEGIN
  ALTER TABLE search_bits ALTER COLUMN bits SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;
--> statement-breakpoint
ALTER TABLE "search_bits" ADD COLUMN "n" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE search_bits SET bits = bits::bit varying(65536), n = bit_count(bits);
--> statement-breakpoint
-- search_bits_update() of 0014, keeping each bitset's count.
CREATE OR REPLACE FUNCTION search_bits_update(p_kind text, p_terms text[], p_ns int[], p_set boolean)
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF search_bits_idle(p_terms) THEN
    RETURN;
  END IF;
  IF p_set THEN
    INSERT INTO search_bits (kind, term, chunk, bits, n)
    SELECT p_kind, g.term, g.chunk, g.mask, bit_count(g.mask) FROM search_bits_masks(p_terms, p_ns) g
     ORDER BY g.term, g.chunk
    ON CONFLICT (kind, term, chunk) DO UPDATE
      SET bits = search_bits.bits | excluded.bits, n = bit_count(search_bits.bits | excluded.bits);
  ELSE
    PERFORM search_bits_lock(p_kind, p_terms, p_ns);
    UPDATE search_bits b SET bits = b.bits & ~g.mask, n = bit_count(b.bits & ~g.mask)
      FROM search_bits_masks(p_terms, p_ns) g
     WHERE b.kind = p_kind AND b.term = g.term AND b.chunk = g.chunk;
  END IF;
END
$$;
--> statement-breakpoint
-- search_bits_rebuild() of 0014, with the counts.
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
  INSERT INTO search_bits (kind, term, chunk, bits, n)
  SELECT m.kind, m.term, m.chunk, m.bits, bit_count(m.bits) FROM (
    SELECT x.kind, x.term, x.n >> 16 AS chunk, search_bits_mask(array_agg(x.n & 65535)) AS bits
      FROM (SELECT s.kind, s.term, d.n FROM search_terms s JOIN d ON d.kind = s.kind AND d.id = s.id
            UNION ALL
            -- The filter terms of the rows that have postings, as the trigger sets them.
            SELECT d.kind, f.term, d.n FROM d
             CROSS JOIN LATERAL (VALUES ('@c:' || d.country), ('@t:' || d.btype)) f(term)
             WHERE f.term NOT IN ('@c:', '@t:')
               AND EXISTS (SELECT 1 FROM search_terms s WHERE s.kind = d.kind AND s.id = d.id)) x
     GROUP BY x.kind, x.term, x.n >> 16) m;
$$;
--> statement-breakpoint
-- search_postings() of 0012, with each posting's row number.
DROP FUNCTION search_postings(text, text, text, text, int);
--> statement-breakpoint
CREATE FUNCTION search_postings(p_kind text, p_term text, p_btype text, p_country text, p_limit int)
RETURNS TABLE (id uuid, score smallint, created_at timestamptz, n int)
LANGUAGE sql STABLE
AS $$
  (SELECT s.id, s.score, s.created_at, s.n FROM search_terms s
    WHERE p_btype IS NULL AND p_country IS NULL
      AND s.kind = p_kind AND s.term = p_term
    ORDER BY s.score DESC NULLS LAST, s.created_at DESC NULLS LAST, s.id DESC NULLS LAST
    LIMIT p_limit)
  UNION ALL
  (SELECT s.id, s.score, s.created_at, s.n FROM search_terms s
    WHERE p_btype IS NULL AND p_country IS NOT NULL
      AND s.kind = p_kind AND s.term = p_term AND s.country = p_country
    ORDER BY s.score DESC NULLS LAST, s.created_at DESC NULLS LAST, s.id DESC NULLS LAST
    LIMIT p_limit)
  UNION ALL
  (SELECT s.id, s.score, s.created_at, s.n FROM search_terms s
    WHERE p_kind = 'b' AND p_btype IS NOT NULL AND p_country IS NULL
      AND s.kind = 'b' AND s.term = p_term AND s.btype = p_btype
    ORDER BY s.score DESC NULLS LAST, s.created_at DESC NULLS LAST, s.id DESC NULLS LAST
    LIMIT p_limit)
  UNION ALL
  (SELECT s.id, s.score, s.created_at, s.n FROM search_terms s
    WHERE p_kind = 'b' AND p_btype IS NOT NULL AND p_country IS NOT NULL
      AND s.kind = 'b' AND s.term = p_term AND s.btype = p_btype AND s.country = p_country
    ORDER BY s.score DESC NULLS LAST, s.created_at DESC NULLS LAST, s.id DESC NULLS LAST
    LIMIT p_limit)
$$;
--> statement-breakpoint
-- The postings' trigger of 0014, writing each posting's row number, and clearing the bits of the
-- numbers the removed postings carry. A change of search_n (never made) would rebuild them too.
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
    WHEN 'businesses' THEN ARRAY['search_doc', 'search_name', 'search_rank', 'business_type_code', 'country_code', 'created_at', 'search_n']
    WHEN 'products' THEN ARRAY['search_doc', 'search_name', 'search_rank', 'search_country', 'created_at', 'search_n']
    ELSE ARRAY['search_doc', 'search_name', 'country_code', 'created_at', 'search_n'] END;
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
                               RETURNING s.term, s.n, s.btype, s.country) ',
                   v_kind, v_id) || format(v_bits, v_kind, false);
    RETURN NULL;
  END IF;
  -- An update rebuilds the postings of the rows whose document, name, rank, filters or number
  -- changed; the insert below then adds them back (and skips rows whose postings are still there).
  IF TG_OP = 'UPDATE' THEN
    -- The bitsets of the changed rows' old and new terms, locked at once in key order.
    EXECUTE format('SELECT search_bits_lock(%2$L, array_agg(k.term), array_agg(k.n))
                      FROM (SELECT t.term, r.n FROM old_rows o JOIN new_rows n USING (%1$I)
                             CROSS JOIN LATERAL (
                               SELECT x.term FROM search_terms_of(o.search_doc, o.search_name, 0::smallint) x
                               UNION SELECT y.term FROM search_terms_of(n.search_doc, n.search_name, 0::smallint) y
                               UNION SELECT f.term FROM (VALUES (''@c:'' || %4$s), (''@c:'' || %5$s),
                                                                (''@t:'' || %6$s), (''@t:'' || %7$s)) f(term)
                                      WHERE f.term NOT IN (''@c:'', ''@t:'')) t
                             CROSS JOIN LATERAL (VALUES (o.search_n), (n.search_n)) r(n)
                            WHERE %3$s) k',
                   v_id, v_kind, v_changed,
                   replace(v_country, 'n.', 'o.'), v_country, replace(v_btype, 'n.', 'o.'), v_btype);
    EXECUTE format('WITH x AS (DELETE FROM search_terms s USING old_rows o JOIN new_rows n USING (%1$I)
                                WHERE s.kind = %2$L AND s.id = o.%1$I AND %3$s
                               RETURNING s.term, s.n, s.btype, s.country) ',
                   v_id, v_kind, v_changed)
            || format(v_bits, v_kind, false);
  END IF;
  EXECUTE format('WITH x AS (INSERT INTO search_terms (kind, id, term, score, btype, country, created_at, n)
                             SELECT %1$L, n.%2$I, t.term, t.score, %4$s, %5$s, n.created_at, n.search_n
                               FROM new_rows n CROSS JOIN LATERAL search_terms_of(n.search_doc, n.search_name, %3$s) t
                              WHERE NOT EXISTS (SELECT 1 FROM search_terms s WHERE s.kind = %1$L AND s.id = n.%2$I)
                             RETURNING term, n, btype, country) ',
                 v_kind, v_id, v_rank, v_btype, v_country) || format(v_bits, v_kind, true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- One text search: the page's ids in rank order and the capped total (docs/search.md, "Ranking").
-- p_kind 'b' businesses, 'p' products, 'u' users; p_btype and p_country NULL for any.
-- Returns rows (ord, id, total) for the page, or one row (NULL, NULL, total) when it is empty.
-- plan_cache_mode: the statements below are written for one plan whatever their values (the
-- branches of search_postings() are chosen at run time), so they are planned once per connection
-- instead of at every call.
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
  v_pool_max int;
  v_pool uuid[];
  v_hits uuid[] := '{}';
  v_total int;
  -- Several words: the rows with every word within the filters, a bitset per chunk, how many
  -- they are, and how many of them the pool holds.
  v_ands bit varying[] := '{}';
  v_exact int;
  v_in_pool int;
  v_pool_rows int;
  -- The documents' scan, the only dynamic statement: its table and filters are written in, so it
  -- is planned for its index.
  v_table text := CASE p_kind WHEN 'b' THEN 'businesses' WHEN 'p' THEN 'products' ELSE 'users' END;
  v_id text := CASE p_kind WHEN 'b' THEN 'business_id' WHEN 'p' THEN 'product_id' ELSE 'user_id' END;
  v_filters text := '';
  v_doc_scan text;
  v_matches uuid[];
  v_term text;
BEGIN
  SELECT array_agg(e.term ORDER BY e.word, e.term), array_agg(e.word ORDER BY e.word, e.term),
         array_agg(e.very ORDER BY e.word, e.term), count(DISTINCT e.word)
    INTO v_terms, v_words, v_very, v_nwords
    FROM search_expand(p_text) e;
  IF v_nwords = 0 THEN
    RETURN QUERY SELECT NULL::int, NULL::uuid, 0;
    RETURN;
  END IF;

  IF v_nwords = 1 THEN
    -- One word: its best v_need postings are exactly the page's ranking (every lexeme of every
    -- row is a posting, descriptions last), read off the index in rank order with the exact
    -- names, and its total is counted off the same index.
    v_pool_max := v_need;
    WITH best AS (
      SELECT p.id, max(CASE WHEN p.score >= 24 THEN 100 WHEN p.score < 8 THEN 0 ELSE (p.score / 8) * 2 + a.very::int END) AS tc,
             max(p.score % 8) AS rank, max(p.created_at) AS created
        FROM (SELECT t.term, t.very FROM unnest(v_terms, v_very) t(term, very)
              UNION ALL SELECT '=' || left(v_qn, 200), false) a
       CROSS JOIN LATERAL search_postings(p_kind, a.term, v_btype, p_country, v_pool_max) p
       GROUP BY p.id
       ORDER BY tc DESC, rank DESC, created DESC, p.id DESC
       LIMIT v_pool_max
    )
    SELECT coalesce(array_agg(b.id ORDER BY b.tc DESC, b.rank DESC, b.created DESC, b.id DESC), '{}') INTO v_pool FROM best b;
    v_hits := v_pool;
    v_total := CASE WHEN p_count THEN NULL ELSE -1 END;
    IF p_count AND cardinality(v_pool) < v_pool_max THEN
      v_total := cardinality(v_pool); -- every match is on this page or before it
    ELSIF p_count AND p_country IS NULL AND v_btype IS NULL THEN
      -- Without filters, off the bitsets' stored counts, none of them read: a term past the cap
      -- settles it; so does a word of one term (its count is exact). Otherwise (several terms,
      -- none past the cap) below.
      SELECT CASE WHEN max(c.n) > 1000 THEN 1001 WHEN count(*) <= 1 THEN coalesce(max(c.n), 0) END
        INTO v_total
        FROM (SELECT sum(b.n) AS n FROM search_bits b
               WHERE b.kind = p_kind AND b.term = ANY (v_terms) GROUP BY b.term) c;
    END IF;
    IF v_total IS NOT NULL THEN
      NULL; -- counted above, or not asked
    ELSIF search_bits_chunks(p_kind) * (1 + (p_country IS NOT NULL)::int + (v_btype IS NOT NULL)::int) <= 8 THEN
      -- Off the bitsets, while they are short (a few chunks per term and filter): the rows with
      -- any of the word's terms, within the filters.
      v_total := least(search_bits_count(p_kind, v_terms, v_words, p_country, v_btype), 1001);
    ELSE
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
  ELSE
    -- Several words: the rows with every word, off the bitsets, exactly as search_bits_count()
    -- (migration 0014) counts them, keeping the ANDed chunks (v_ands[c + 1] is chunk c's, NULL
    -- where nothing matches); and the word in the fewest rows (ties: the one typed first). None:
    -- the search ends here. Otherwise that word drives: its best 250 (the deepest page) are the
    -- pool, so every page is cut from the same ranking.
    WITH t AS (
      SELECT x.term, x.word FROM unnest(v_terms, v_words) x(term, word)
      UNION ALL SELECT '@c:' || p_country, -1 WHERE p_country IS NOT NULL
      UNION ALL SELECT '@t:' || v_btype, -2 WHERE v_btype IS NOT NULL
    ), w AS (
      -- The length coercion reads each bitset once, here: a word of one term would otherwise
      -- keep a pointer to the stored bits, read again by each use of w below.
      SELECT t.word, s.chunk, bit_or(s.bits::bit varying(65536))::bit varying AS b
        FROM t JOIN search_bits s ON s.kind = p_kind AND s.term = t.term
       GROUP BY t.word, s.chunk
    ), a AS (
      SELECT w.chunk, bit_and(w.b)::bit varying AS b FROM w
       GROUP BY w.chunk HAVING count(*) = (SELECT count(DISTINCT t.word) FROM t)
    )
    SELECT (SELECT array_agg(a.b ORDER BY g.c)
              FROM generate_series(0, (SELECT max(m.chunk) FROM a m)) g(c) LEFT JOIN a ON a.chunk = g.c),
           (SELECT sum(bit_count(a.b))::int FROM a),
           (SELECT w.word FROM w WHERE w.word > 0 GROUP BY w.word ORDER BY sum(bit_count(w.b)), w.word LIMIT 1)
      INTO v_ands, v_exact, v_driver;
    IF coalesce(v_exact, 0) = 0 THEN
      RETURN QUERY SELECT NULL::int, NULL::uuid, CASE WHEN p_count THEN 0 ELSE -1 END;
      RETURN;
    END IF;
    v_pool_max := 60;
    -- Candidates: the driver word's best postings (and exact names), read off the index in rank
    -- order, each with whether it has every word: its bit in the ANDed chunks. The best 60 are
    -- read first, and the rest of the 250 only when those hold too few matches for the page (the
    -- best 60 of the 250 are those 60, in the same order, so the page is the same).
    LOOP
      WITH alts AS (
        SELECT t.term, t.very FROM unnest(v_terms, v_words, v_very) t(term, word, very)
         WHERE t.word = v_driver
        UNION ALL SELECT '=' || left(v_qn, 200), false
      ), best AS (
        SELECT p.id, max(CASE WHEN p.score >= 24 THEN 100 WHEN p.score < 8 THEN 0 ELSE (p.score / 8) * 2 + a.very::int END) AS tc,
               -- The driver word's own class (name 4-5, label 2-3, description 0) and the exact name.
               max(CASE WHEN p.score >= 24 THEN NULL WHEN p.score < 8 THEN 0 ELSE (p.score / 8) * 2 + a.very::int END) AS wc,
               max(p.score) >= 24 AS exact,
               max(p.score % 8) AS rank, max(p.created_at) AS created, max(p.n) AS n
          FROM alts a CROSS JOIN LATERAL search_postings(p_kind, a.term, v_btype, p_country, v_pool_max) p
         GROUP BY p.id
         ORDER BY tc DESC, rank DESC, created DESC, p.id DESC
         LIMIT v_pool_max
      ), pool AS (
        SELECT b.*, row_number() OVER (ORDER BY b.tc DESC, b.rank DESC, b.created DESC, b.id DESC) AS o,
               coalesce(get_bit(v_ands[(b.n >> 16) + 1], b.n & 65535) = 1, false) AS hit
          FROM best b
      ), first AS (
        -- The pool's first 30 that have every word, by the best field of each (name word 4-5,
        -- label word 2-3, +1 for the very word typed) and +100 for an exact name; the other
        -- words' fields looked up by key, one probe a term.
        SELECT c.id, c.exact::int * 100 + CASE WHEN c.exact THEN 0 ELSE c.wc END + sum(x.wc) AS score, c.rank, c.created
          FROM pool c
          CROSS JOIN LATERAL (
            SELECT max(CASE WHEN s.score < 8 THEN 0 ELSE (s.score / 8) * 2 + t.very::int END) AS wc
              FROM unnest(v_terms, v_words, v_very) t(term, word, very)
              -- One probe of the primary key a term (a row has dozens of postings).
              JOIN LATERAL (
                SELECT s.score FROM search_terms s
                 WHERE s.kind = p_kind AND s.id = c.id AND s.term = t.term LIMIT 1) s ON true
             -- The driver word's class came with the pool; an exact name's is looked up (its posting
             -- for the driver word may lie past the pool's depth in that word's list).
             WHERE t.word <> v_driver OR c.exact
             GROUP BY t.word) x
         WHERE c.o <= 30 AND c.hit
         GROUP BY c.id, c.exact, c.wc, c.rank, c.created
      )
      SELECT coalesce((SELECT array_agg(f.id ORDER BY f.score DESC, f.rank DESC, f.created DESC, f.id DESC) FROM first f), '{}')
             -- Then the rest of the pool in its order, those with every word.
             || coalesce(array_agg(p.id ORDER BY p.o) FILTER (WHERE p.hit AND p.o > 30), '{}'),
             count(*) FILTER (WHERE p.hit), count(*)
        INTO v_pool, v_in_pool, v_pool_rows FROM pool p;
      v_pool := coalesce(v_pool, '{}');
      EXIT WHEN v_pool_max = 250 OR cardinality(v_pool) >= v_need OR v_pool_rows < v_pool_max;
      v_pool_max := 250;
    END LOOP;

    v_hits := v_pool;
    -- The count is the bitsets' (capped like every count).
    v_total := CASE WHEN p_count THEN least(v_exact, 1001) ELSE -1 END;
    -- Last, the matches the pool does not hold, when the page needs them: off the documents
    -- (search_doc @@ tsquery), after every candidate, by static rank and newest. At most 1,001
    -- matching rows are read, in storage order: past 1,000 matches, these last ones are ranked
    -- among the first 1,001 found.
    IF cardinality(v_hits) < v_need AND v_in_pool < v_exact THEN
      SELECT string_agg('(' || g.alts || ')', ' & ')::tsquery INTO v_tsq
        FROM (SELECT t.word, string_agg('''' || replace(replace(t.term, '\', '\\'), '''', '''''') || '''', ' | ') AS alts
                FROM unnest(v_terms, v_words) t(term, word) GROUP BY t.word) g;
      IF p_country IS NOT NULL THEN
        v_filters := format(' AND %I = %L', CASE p_kind WHEN 'p' THEN 'search_country' ELSE 'country_code' END, p_country);
      END IF;
      IF v_btype IS NOT NULL THEN
        v_filters := v_filters || format(' AND business_type_code = %L', v_btype);
      END IF;
      v_doc_scan := format('SELECT array_agg(x.id ORDER BY x.rank DESC, x.created_at DESC, x.id DESC)
                              FROM (SELECT %1$I AS id, %4$s AS rank, created_at FROM %2$I
                                     WHERE search_doc @@ $1%3$s LIMIT 1001) x',
                           v_id, v_table, v_filters, CASE p_kind WHEN 'u' THEN '0' ELSE 'search_rank' END);
      EXECUTE v_doc_scan INTO v_matches USING v_tsq;
      v_hits := v_hits || ARRAY(SELECT m FROM unnest(v_matches) WITH ORDINALITY u(m, o)
                                 WHERE NOT (m = ANY (v_hits)) ORDER BY o LIMIT v_need - cardinality(v_hits));
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
