-- Search, cheaper per call (docs/search.md, "Plans"). Three changes:
-- 1. The documents' GIN indexes carry the search filters as well (btree_gin): a filtered search
--    that must read the documents (a count under the cap, matches beyond the postings) intersects
--    the text and the country or type inside one index scan.
-- 2. The name-only GIN indexes, read by no search since the postings (0011), are dropped.
-- 3. search_run() plans its statements once per connection: they are static SQL over
--    search_postings(), whose four branches (no filter, country, type, both) each read the
--    postings index made for them; only the documents' scan and the estimate stay dynamic.
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
    -- One word: its best v_need postings are exactly the page's ranking; its total is settled
    -- below (estimate, then the documents).
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
      v_driver := NULL;
    END IF;
  END IF;

  -- Candidates: the driver word's best postings (and exact names), read off the index in rank
  -- order.
  WITH alts AS (
    SELECT t.term, t.very FROM unnest(v_terms, v_words, v_very) t(term, word, very)
     WHERE t.word = v_driver
    UNION ALL SELECT '=' || left(v_qn, 200), false
  ), best AS (
    SELECT p.id, max(CASE WHEN p.score >= 24 THEN 100 ELSE (p.score / 8) * 2 + a.very::int END) AS tc,
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
  ELSIF cardinality(v_pool) > 0 THEN
    -- Several words, in three tiers. First, among the driver's best 30, those with postings for
    -- every word, by the best field of each (name word 4-5, label word 2-3, +1 for the very word
    -- typed) and +100 for an exact name, looked up by key.
    WITH terms AS (
      SELECT * FROM unnest(v_terms || ('=' || left(v_qn, 200)), v_words || 0, v_very || false) t(term, word, very)
    ), per_word AS (
      SELECT c.id, t.word,
             max(CASE WHEN s.score >= 24 THEN 100 ELSE (s.score / 8) * 2 + t.very::int END) AS tc,
             max(s.score % 8) AS rank, max(s.created_at) AS created
        FROM unnest(v_pool[1:30]) c(id)
        CROSS JOIN LATERAL (
          SELECT s.term, s.score, s.created_at FROM search_terms s
           WHERE s.kind = p_kind AND s.id = c.id AND s.term = ANY (v_terms || ('=' || left(v_qn, 200)))
          OFFSET 0) s -- keeps it a probe of the primary key, one per candidate
        JOIN terms t ON t.term = s.term
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

  -- Last, the documents themselves (search_doc @@ tsquery), read only when needed: for matches
  -- beyond the postings (a word found only in descriptions; several words beyond the driver's
  -- 250), which come after every candidate by static rank and newest; and for a count the
  -- estimate cannot settle. At most 1,001 matching rows are read, in storage order: a count stops
  -- there, and these last matches are ranked among the first 1,001 found.
  v_total := -1;
  IF p_count AND cardinality(v_hits) >= v_need AND NOT v_scanned THEN
    -- The planner's estimate from the column statistics (migration 0011 keeps 10,000 lexeme
    -- frequencies per document column): close for one word, so past the cap it answers "more than
    -- 1,000"; it assumes several words independent, so for those only a wide margin counts.
    IF v_estimate IS NULL THEN
      v_estimate := search_estimate(format('SELECT 1 FROM %I WHERE search_doc @@ %L::tsquery%s',
                                           v_table, v_tsq, v_filters));
    END IF;
    IF v_estimate > (CASE WHEN v_nwords = 1 THEN 1001 ELSE 3003 END) THEN
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

  IF cardinality(v_hits) <= p_skip THEN
    RETURN QUERY SELECT NULL::int, NULL::uuid, v_total;
  ELSE
    RETURN QUERY SELECT h.ord::int, h.id, v_total
      FROM unnest(v_hits[p_skip + 1 : v_need]) WITH ORDINALITY AS h(id, ord);
  END IF;
END
$$;
