-- Search off the postings (docs/search.md): every lexeme of a row is a posting, descriptions (C, D)
-- as field 0 after names and labels, so one word's page and exact total need no documents.
-- search_postings() reads the index made for each filter, so search_run() is static SQL planned
-- once per connection. The documents' GIN indexes hold the filters too (btree_gin), the name-only
-- GIN indexes are dropped and search_doc's statistics target is set to the default.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
DROP INDEX IF EXISTS "businesses_search_name_doc_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_name_doc_idx";--> statement-breakpoint
DROP INDEX "users_search_doc_idx";--> statement-breakpoint
DROP INDEX "businesses_search_doc_idx";--> statement-breakpoint
DROP INDEX "products_search_doc_idx";--> statement-breakpoint
CREATE INDEX "users_search_doc_idx" ON "users" USING gin ("search_doc","country_code");--> statement-breakpoint
CREATE INDEX "businesses_search_doc_idx" ON "businesses" USING gin ("search_doc","country_code","business_type_code");--> statement-breakpoint
CREATE INDEX "products_search_doc_idx" ON "products" USING gin ("search_doc","search_country");--> statement-breakpoint
-- One term's postings in rank order, at most p_limit, within the filters (NULL for any; p_btype
-- only for businesses). The branch whose condition holds is the only one run; each names its
-- kind and filters so that it reads the index made for them (the partial indexes of businesses
-- need the literal kind 'b'). Inlined into the caller's statement by the planner.
CREATE OR REPLACE FUNCTION search_postings(p_kind text, p_term text, p_btype text, p_country text, p_limit int)
RETURNS TABLE (id uuid, score smallint, created_at timestamptz)
LANGUAGE sql STABLE
AS $$
  (SELECT s.id, s.score, s.created_at FROM search_terms s
    WHERE p_btype IS NULL AND p_country IS NULL
      AND s.kind = p_kind AND s.term = p_term
    ORDER BY s.score DESC NULLS LAST, s.created_at DESC NULLS LAST, s.id DESC NULLS LAST
    LIMIT p_limit)
  UNION ALL
  (SELECT s.id, s.score, s.created_at FROM search_terms s
    WHERE p_btype IS NULL AND p_country IS NOT NULL
      AND s.kind = p_kind AND s.term = p_term AND s.country = p_country
    ORDER BY s.score DESC NULLS LAST, s.created_at DESC NULLS LAST, s.id DESC NULLS LAST
    LIMIT p_limit)
  UNION ALL
  (SELECT s.id, s.score, s.created_at FROM search_terms s
    WHERE p_kind = 'b' AND p_btype IS NOT NULL AND p_country IS NULL
      AND s.kind = 'b' AND s.term = p_term AND s.btype = p_btype
    ORDER BY s.score DESC NULLS LAST, s.created_at DESC NULLS LAST, s.id DESC NULLS LAST
    LIMIT p_limit)
  UNION ALL
  (SELECT s.id, s.score, s.created_at FROM search_terms s
    WHERE p_kind = 'b' AND p_btype IS NOT NULL AND p_country IS NOT NULL
      AND s.kind = 'b' AND s.term = p_term AND s.btype = p_btype AND s.country = p_country
    ORDER BY s.score DESC NULLS LAST, s.created_at DESC NULLS LAST, s.id DESC NULLS LAST
    LIMIT p_limit)
$$;
--> statement-breakpoint
-- The postings: every lexeme of the document, field 2 name (A), 1 label (B), 0 description (C, D).
CREATE OR REPLACE FUNCTION search_terms_of(doc tsvector, name text, rank smallint)
RETURNS TABLE (term text, score smallint)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT u.lexeme,
         ((CASE WHEN 'A' = ANY (u.weights) THEN 2 WHEN 'B' = ANY (u.weights) THEN 1 ELSE 0 END) * 8 + rank)::smallint
    FROM unnest(doc) u
  UNION ALL
  SELECT '=' || left(name, 200), (3 * 8 + rank)::smallint WHERE name <> ''
$$;
--> statement-breakpoint
-- The postings of existing rows, rebuilt with their keys and indexes dropped (building those once
-- is far cheaper than row by row).
ALTER TABLE "search_terms" DROP CONSTRAINT "search_terms_kind_id_term_pk";--> statement-breakpoint
DROP INDEX "search_terms_rank_idx";--> statement-breakpoint
DROP INDEX "search_terms_country_idx";--> statement-breakpoint
DROP INDEX "search_terms_btype_idx";--> statement-breakpoint
DROP INDEX "search_terms_btype_country_idx";--> statement-breakpoint
TRUNCATE "search_terms";--> statement-breakpoint
INSERT INTO search_terms (kind, id, term, score, btype, country, created_at)
SELECT 'b', b.business_id, t.term, t.score, b.business_type_code, b.country_code, b.created_at
  FROM businesses b CROSS JOIN LATERAL search_terms_of(b.search_doc, b.search_name, b.search_rank) t;
--> statement-breakpoint
INSERT INTO search_terms (kind, id, term, score, country, created_at)
SELECT 'p', p.product_id, t.term, t.score, p.search_country, p.created_at
  FROM products p CROSS JOIN LATERAL search_terms_of(p.search_doc, p.search_name, p.search_rank) t;
--> statement-breakpoint
INSERT INTO search_terms (kind, id, term, score, country, created_at)
SELECT 'u', u.user_id, t.term, t.score, coalesce(u.country_code, ''), u.created_at
  FROM users u CROSS JOIN LATERAL search_terms_of(u.search_doc, u.search_name, 0::smallint) t;
--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_kind_id_term_pk" PRIMARY KEY("kind","id","term") INCLUDE ("score", "created_at");--> statement-breakpoint
CREATE INDEX "search_terms_rank_idx" ON "search_terms" USING btree ("kind","term","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_terms_country_idx" ON "search_terms" USING btree ("kind","term","country","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_terms_btype_idx" ON "search_terms" USING btree ("term","btype","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE kind = 'b';--> statement-breakpoint
CREATE INDEX "search_terms_btype_country_idx" ON "search_terms" USING btree ("term","btype","country","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE kind = 'b';
--> statement-breakpoint
-- Only several words still ask the planner for an estimate, and only far past the cap does its
-- answer count: the default 1,000 lexeme frequencies per document column are enough, and each
-- planning of a document query reads a tenth of what 0011's 10,000 cost (about 0.3 ms less).
ALTER TABLE "businesses" ALTER COLUMN "search_doc" SET STATISTICS -1;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_doc" SET STATISTICS -1;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_doc" SET STATISTICS -1;--> statement-breakpoint
ANALYZE "businesses" ("search_doc");--> statement-breakpoint
ANALYZE "products" ("search_doc");--> statement-breakpoint
ANALYZE "users" ("search_doc");--> statement-breakpoint
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
  v_capped boolean := false;
  v_empty_word boolean := false;
  v_pool_max int;
  v_pool uuid[];
  v_hits uuid[] := '{}';
  v_more uuid[];
  v_docs int;
  v_total int;
  -- The documents' scan and the estimate are the only dynamic statements: their table and
  -- filters are written in, so each is planned for its index.
  v_table text := CASE p_kind WHEN 'b' THEN 'businesses' WHEN 'p' THEN 'products' ELSE 'users' END;
  v_id text := CASE p_kind WHEN 'b' THEN 'business_id' WHEN 'p' THEN 'product_id' ELSE 'user_id' END;
  v_filters text := '';
  v_estimate double precision;
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
    SELECT (array_agg(c.word ORDER BY c.n, c.word) FILTER (WHERE c.n > 0))[1], bool_or(c.n = 0)
      INTO v_driver, v_empty_word
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
    ELSIF p_count THEN
      -- Off the postings, index-only: any alternative past the cap settles it (the word typed
      -- first); otherwise the distinct rows of all of them, up to one past the cap.
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
           WHERE s.kind = p_kind AND s.id = c.id AND s.term = t.term) s ON true
       GROUP BY c.id, t.word
    )
    SELECT array_agg(x.id ORDER BY x.score DESC, x.rank DESC, x.created DESC, x.id DESC) INTO v_hits
      FROM (SELECT w.id, sum(w.tc) AS score, max(w.rank) AS rank, max(w.created) AS created
              FROM per_word w GROUP BY w.id
            HAVING count(*) FILTER (WHERE w.word > 0) = v_nwords) x;
    v_hits := coalesce(v_hits, '{}');
    -- Then the rest of the driver's 250 in their order whose documents hold every word (the
    -- other words may be in a description). When the words meet in few rows by the estimate (or
    -- the count will read those rows anyway), they are read once off the documents' index and
    -- the driver's list is cut by them; otherwise each candidate's document is checked in turn
    -- until the page is full, which is quick when the words often meet.
    IF cardinality(v_hits) < v_need THEN
      v_estimate := search_estimate(format('SELECT 1 FROM %I WHERE search_doc @@ %L::tsquery%s',
                                           v_table, v_tsq, v_filters));
      IF v_estimate <= (CASE WHEN p_count THEN 3003 ELSE 1001 END) THEN
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
           LIMIT v_need - cardinality(v_hits)) d;
      END IF;
      v_hits := v_hits || coalesce(v_more, '{}');
    END IF;
  END IF;

  IF v_nwords > 1 THEN
    -- Last, for several words, the documents themselves (search_doc @@ tsquery), read only when
    -- needed: for matches beyond the driver's 250, which come after every candidate by static
    -- rank and newest; and for a count the estimate cannot settle. At most 1,001 matching rows
    -- are read, in storage order: a count stops there, and these last matches are ranked among
    -- the first 1,001 found.
    v_total := -1;
    IF p_count AND cardinality(v_hits) >= v_need AND NOT v_scanned THEN
      -- The planner's estimate from the column statistics assumes the words independent, so
      -- only a wide margin past the cap answers "more than 1,000".
      IF v_estimate IS NULL THEN
        v_estimate := search_estimate(format('SELECT 1 FROM %I WHERE search_doc @@ %L::tsquery%s',
                                             v_table, v_tsq, v_filters));
      END IF;
      IF v_estimate > 3003 THEN
        v_total := 1001;
        v_capped := true;
      END IF;
    END IF;
    IF NOT v_scanned AND (cardinality(v_hits) < v_need OR (p_count AND NOT v_capped)) THEN
      EXECUTE v_doc_scan INTO v_matches, v_docs USING v_tsq;
      v_scanned := true;
    END IF;
    IF v_scanned THEN
      -- Read anyway: the rows counted are the total (exact up to 1,000), whatever was estimated.
      IF p_count THEN
        v_total := v_docs;
      END IF;
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
