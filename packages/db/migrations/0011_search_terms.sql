-- Ordered postings (docs/search.md, "Postings"): search_terms holds each row's name and label
-- lexemes and its whole name, indexed in rank order per term and filter, kept by statement-level
-- triggers and filled here for existing rows. search_expand() turns a text into words and their
-- alternative lexemes; search_run() ranks a page off the postings and reads the documents only
-- for matches and counts beyond them. search_doc keeps 10,000 lexeme frequencies for estimates.
CREATE TABLE "search_terms" (
	"kind" text NOT NULL,
	"id" uuid NOT NULL,
	"term" text NOT NULL,
	"score" smallint NOT NULL,
	"btype" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Ordered postings for search (docs/search.md, "Postings"), kept by statement-level triggers
-- (one set-based pass per statement, so a bulk insert costs one INSERT … SELECT, not a trigger
-- call per row). The postings of one row are its search_doc's name (A) and label (B) lexemes,
-- and its whole normalised name as the term '=' || search_name.
CREATE OR REPLACE FUNCTION search_terms_of(doc tsvector, name text, rank smallint)
RETURNS TABLE (term text, score smallint)
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT u.lexeme, ((CASE WHEN 'A' = ANY (u.weights) THEN 2 ELSE 1 END) * 8 + rank)::smallint
    FROM unnest(doc) u
   WHERE u.weights && ARRAY['A', 'B']
  UNION ALL
  SELECT '=' || left(name, 200), (3 * 8 + rank)::smallint WHERE name <> ''
$$;
--> statement-breakpoint
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
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('DELETE FROM search_terms s USING old_rows o WHERE s.kind = %L AND s.id = o.%I', v_kind, v_id);
    RETURN NULL;
  END IF;
  -- An update rebuilds the postings of the rows whose document, name, rank or filters changed;
  -- the insert below then adds them back (and skips rows whose postings are still there).
  IF TG_OP = 'UPDATE' THEN
    EXECUTE format('DELETE FROM search_terms s USING old_rows o JOIN new_rows n USING (%1$I)
                     WHERE s.kind = %2$L AND s.id = o.%1$I AND (%3$s) IS DISTINCT FROM (%4$s)',
                   v_id, v_kind,
                   (SELECT string_agg('n.' || quote_ident(c), ', ') FROM unnest(v_cols) c),
                   (SELECT string_agg('o.' || quote_ident(c), ', ') FROM unnest(v_cols) c));
  END IF;
  EXECUTE format('INSERT INTO search_terms (kind, id, term, score, btype, country, created_at)
                  SELECT %1$L, n.%2$I, t.term, t.score, %4$s, %5$s, n.created_at
                    FROM new_rows n CROSS JOIN LATERAL search_terms_of(n.search_doc, n.search_name, %3$s) t
                   WHERE NOT EXISTS (SELECT 1 FROM search_terms s WHERE s.kind = %1$L AND s.id = n.%2$I)',
                 v_kind, v_id, v_rank, v_btype, v_country);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows that exist already (a database migrated from before this table).
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
-- The planner's estimate of how many rows contain a word decides whether a search counts its
-- matches or answers "more than 1,000" (search_run). With 10,000 lexeme frequencies kept per
-- column instead of 1,000, one word's estimate is close for all but the rarest words, which are
-- cheap to count anyway.
ALTER TABLE "businesses" ALTER COLUMN "search_doc" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_doc" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_doc" SET STATISTICS 1000;--> statement-breakpoint
-- Keys and indexes after the rows: building them once is far cheaper than row by row.
-- INCLUDE: a several-word search probes candidates by key and needs only these two besides.
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_kind_id_term_pk" PRIMARY KEY("kind","id","term") INCLUDE ("score", "created_at");--> statement-breakpoint
CREATE INDEX "search_terms_rank_idx" ON "search_terms" USING btree ("kind","term","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_terms_country_idx" ON "search_terms" USING btree ("kind","term","country","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_terms_btype_idx" ON "search_terms" USING btree ("term","btype","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE kind = 'b';--> statement-breakpoint
CREATE INDEX "search_terms_btype_country_idx" ON "search_terms" USING btree ("term","btype","country","score" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE kind = 'b';
--> statement-breakpoint
-- The same three statement-level triggers on each searchable table.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['businesses', 'products', 'users'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sync()', t || '_search_terms_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sync()', t || '_search_terms_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION search_terms_sync()', t || '_search_terms_delete', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A text as words and their alternative lexemes (docs/search.md, "From text to terms"): each of the
-- first 8 words stands for itself (`very`), up to 6 vocabulary words it begins ("hydra" →
-- hydraulic …) and, when it is in no name, keyword or category, up to 3 vocabulary words that
-- look like it ("hydrolic" → hydraulic). Stop words drop out.
CREATE OR REPLACE FUNCTION search_expand(p_text text)
RETURNS TABLE (word int, term text, very boolean)
LANGUAGE sql STABLE
AS $$
  WITH words AS (
    SELECT t.w, t.ord::int AS ord
      FROM regexp_split_to_table(search_norm(p_text), ' ') WITH ORDINALITY AS t(w, ord)
     WHERE t.w <> '' AND to_tsvector('english', t.w) <> ''::tsvector
     ORDER BY t.ord LIMIT 8
  ),
  alts AS (
    SELECT ord, w AS alt, true AS very FROM words
    UNION ALL
    SELECT words.ord, c.word, false FROM words CROSS JOIN LATERAL (
      SELECT v.word FROM search_words v
       WHERE length(words.w) >= 3 AND v.word LIKE words.w || '%' AND v.word <> words.w
       GROUP BY v.word ORDER BY length(v.word), v.word LIMIT 6) c
    UNION ALL
    SELECT words.ord, s.word, false FROM words CROSS JOIN LATERAL (
      SELECT v.word FROM search_words v
       WHERE length(words.w) >= 4 AND words.w !~ '^[0-9]+$'
         AND NOT EXISTS (SELECT 1 FROM search_words e WHERE e.word = words.w)
         AND v.word % words.w AND similarity(v.word, words.w) >= 0.3
       GROUP BY v.word ORDER BY similarity(v.word, words.w) DESC, v.word LIMIT 3) s
  )
  SELECT a.ord, l.lexeme, bool_or(a.very)
    FROM alts a CROSS JOIN LATERAL unnest(to_tsvector('english', a.alt)) l
   GROUP BY a.ord, l.lexeme
$$;
--> statement-breakpoint
-- One text search: the page's ids in rank order and the capped total (docs/search.md, "Ranking").
-- p_kind 'b' businesses, 'p' products, 'u' users; p_btype and p_country NULL for any.
-- Returns rows (ord, id, total) for the page, or one row (NULL, NULL, total) when it is empty.
CREATE OR REPLACE FUNCTION search_run(p_kind text, p_text text, p_btype text, p_country text,
                                      p_skip int, p_size int, p_count boolean)
RETURNS TABLE (ord int, id uuid, total int)
LANGUAGE plpgsql VOLATILE
AS $$
#variable_conflict use_column
DECLARE
  v_need int := p_skip + p_size;
  v_qn text := search_norm(p_text);
  v_terms text[];
  v_words int[];
  v_very boolean[];
  v_nwords int;
  v_tsq tsquery;
  v_driver int;
  v_capped boolean := false;
  v_empty_word boolean;
  v_pool_max int;
  v_pool uuid[];
  v_hits uuid[] := '{}';
  v_more uuid[];
  v_docs int;
  v_total int;
  -- The table of p_kind and the columns its filters and order use.
  v_table text := CASE p_kind WHEN 'b' THEN 'businesses' WHEN 'p' THEN 'products' ELSE 'users' END;
  v_id text := CASE p_kind WHEN 'b' THEN 'business_id' WHEN 'p' THEN 'product_id' ELSE 'user_id' END;
  v_filters text := '';
  -- The same filters on search_terms. Statements on the postings and the documents are built as
  -- text with the kind and filters written in, so each is planned knowing them and uses the index
  -- made for them (a partial index is only chosen for a literal kind); the expansion keeps its
  -- cached plan.
  v_term_filters text := '';
  v_estimate double precision;
BEGIN
  IF p_country IS NOT NULL THEN
    v_filters := format(' AND %I = %L', CASE p_kind WHEN 'p' THEN 'search_country' ELSE 'country_code' END, p_country);
    v_term_filters := format(' AND s.country = %L', p_country);
  END IF;
  IF p_btype IS NOT NULL AND p_kind = 'b' THEN
    v_filters := v_filters || format(' AND business_type_code = %L', p_btype);
    v_term_filters := v_term_filters || format(' AND s.btype = %L', p_btype);
  END IF;

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

  -- How many postings each word has (each term counted up to 1,001 for one word, 250 for several):
  -- the rarest word drives the candidates, and one word's term past 1,000 means "more than
  -- 1,000" without counting.
  EXECUTE format($q$
    SELECT (array_agg(c.word ORDER BY c.n, c.word) FILTER (WHERE c.n > 0))[1],
           bool_or(c.n = 0), bool_or(c.capped)
      FROM (SELECT t.word, sum(n.n) AS n, bool_or(n.n > 1000) AS capped
              FROM unnest($1::text[], $2::int[]) t(term, word)
              CROSS JOIN LATERAL (
                SELECT count(*)::int AS n FROM (
                  SELECT 1 FROM search_terms s WHERE s.kind = %L AND s.term = t.term%s LIMIT %s) z) n
             GROUP BY t.word) c$q$, p_kind, v_term_filters, CASE WHEN v_nwords = 1 THEN 1001 ELSE 250 END)
    INTO v_driver, v_empty_word, v_capped
    USING v_terms, v_words;

  -- Candidates: the driver word's best postings (and exact names), read off the index in rank
  -- order. One word: its best v_need are exactly the page's ranking. Several words: the driver's
  -- best 250 (the deepest page), a fixed list, so every page is cut from the same ranking (below).
  v_pool_max := CASE WHEN v_nwords = 1 THEN v_need ELSE 250 END;
  IF v_empty_word AND v_nwords > 1 THEN
    v_driver := NULL;
  END IF;
  EXECUTE format($q$
    WITH alts AS (
      SELECT t.term, t.very FROM unnest($1::text[], $2::int[], $3::boolean[]) t(term, word, very)
       WHERE t.word = $4
      UNION ALL SELECT '=' || left($5, 200), false
    ), best AS (
      SELECT p.id, max(CASE WHEN p.score >= 24 THEN 100 ELSE (p.score / 8) * 2 + a.very::int END) AS tc,
             max(p.score %% 8) AS rank, max(p.created_at) AS created
        FROM alts a CROSS JOIN LATERAL (
          SELECT s.id, s.score, s.created_at FROM search_terms s
           WHERE s.kind = %L AND s.term = a.term%s
           ORDER BY s.score DESC NULLS LAST, s.created_at DESC NULLS LAST, s.id DESC NULLS LAST
           LIMIT $6) p
       GROUP BY p.id
       ORDER BY tc DESC, rank DESC, created DESC, p.id DESC
       LIMIT $6
    )
    SELECT array_agg(b.id ORDER BY b.tc DESC, b.rank DESC, b.created DESC, b.id DESC) FROM best b$q$,
    p_kind, v_term_filters)
    INTO v_pool
    USING v_terms, v_words, v_very, v_driver, v_qn, v_pool_max;
  v_pool := coalesce(v_pool, '{}');

  IF v_nwords = 1 THEN
    v_hits := v_pool;
  ELSIF cardinality(v_pool) > 0 THEN
    -- Several words, in three tiers. First, among the driver's best 30, those with postings for
    -- every word, by the best field of each (name word 4-5, label word 2-3, +1 for the very word
    -- typed) and +100 for an exact name, looked up by key.
    EXECUTE format($q$
      WITH per_word AS (
        SELECT c.id, t.word,
               max(CASE WHEN s.score >= 24 THEN 100 ELSE (s.score / 8) * 2 + t.very::int END) AS tc,
               max(s.score %% 8) AS rank, max(s.created_at) AS created
          FROM unnest($1::uuid[]) c(id)
          CROSS JOIN LATERAL (
            SELECT s.term, s.score, s.created_at FROM search_terms s
             WHERE s.kind = %L AND s.id = c.id AND s.term = ANY ($2)
            OFFSET 0) s -- keeps it a probe of the primary key, one per candidate
          JOIN (SELECT * FROM unnest($2::text[], $3::int[], $4::boolean[])) t(term, word, very) ON t.term = s.term
         GROUP BY c.id, t.word
      )
      SELECT array_agg(x.id ORDER BY x.score DESC, x.rank DESC, x.created DESC, x.id DESC)
        FROM (SELECT w.id, sum(w.tc) AS score, max(w.rank) AS rank, max(w.created) AS created
                FROM per_word w GROUP BY w.id
              HAVING count(*) FILTER (WHERE w.word > 0) = $5) x$q$, p_kind)
      INTO v_hits
      USING v_pool[1:30], v_terms || ('=' || left(v_qn, 200)), v_words || 0, v_very || false, v_nwords;
    v_hits := coalesce(v_hits, '{}');
    -- Then the rest of the driver's 250 in their order, each checked against its document (the
    -- other words may be in a description); the walk stops as soon as the page is full.
    IF cardinality(v_hits) < v_need THEN
      EXECUTE format('SELECT array_agg(d.id ORDER BY d.o) FROM (
                        SELECT d.id, d.o FROM unnest($1::uuid[]) WITH ORDINALITY d(id, o)
                         WHERE NOT (d.id = ANY ($2))
                           AND EXISTS (SELECT 1 FROM %I x WHERE x.%I = d.id AND x.search_doc @@ $3)
                         LIMIT $4) d', v_table, v_id)
        INTO v_more USING v_pool, v_hits, v_tsq, v_need - cardinality(v_hits);
      v_hits := v_hits || coalesce(v_more, '{}');
    END IF;
  END IF;

  -- Last, the documents themselves (search_doc @@ tsquery), read only when needed: for matches
  -- beyond the postings (a word found only in descriptions; several words beyond the driver's
  -- 250), which come after every candidate by static rank and newest; and for a count the
  -- postings cannot settle. At most 1,001 matching rows are read, in storage order: a count stops
  -- there, and these last matches are ranked among the first 1,001 found.
  v_total := -1;
  IF p_count AND v_capped AND v_nwords = 1 THEN
    v_total := 1001;
  ELSIF p_count AND cardinality(v_hits) >= v_need THEN
    -- The planner's estimate from the column statistics (migration 0011 keeps 10,000 lexeme
    -- frequencies per document column): close for one word, so past the cap it answers "more than
    -- 1,000"; it assumes several words independent, so for those only a wide margin counts.
    v_estimate := search_estimate(format('SELECT 1 FROM %I WHERE search_doc @@ %L::tsquery%s',
                                         v_table, v_tsq, v_filters));
    IF v_estimate > (CASE WHEN v_nwords = 1 THEN 1001 ELSE 3003 END) THEN
      v_total := 1001;
    END IF;
  END IF;
  IF cardinality(v_hits) < v_need OR (p_count AND v_total < 0) THEN
    EXECUTE format('SELECT array_agg(x.id ORDER BY %4$s), count(*)::int
                      FROM (SELECT %1$I AS id, %5$s AS rank, created_at FROM %2$I
                             WHERE search_doc @@ $1%3$s LIMIT 1001) x',
                   v_id, v_table, v_filters, 'x.rank DESC, x.created_at DESC, x.id DESC',
                   CASE p_kind WHEN 'u' THEN '0' ELSE 'search_rank' END)
      INTO v_more, v_docs USING v_tsq;
    -- Read anyway: the rows counted are the total (exact up to 1,000), whatever was estimated.
    IF p_count AND (v_total < 0 OR NOT (v_capped AND v_nwords = 1)) THEN
      v_total := v_docs;
    END IF;
    IF cardinality(v_hits) < v_need THEN
      v_hits := v_hits || ARRAY(SELECT m FROM unnest(v_more) WITH ORDINALITY u(m, o)
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
