-- Search documents kept fresh by the database itself (docs/search.md): every writer — the API,
-- the demo loader, a bulk COPY — goes through these triggers, so application code never computes
-- or sets a search column.

-- Lower-case, accent-free text with ASCII punctuation and spacing collapsed to single spaces.
-- unaccent() is only STABLE (its dictionary could change); this wrapper names the dictionary
-- explicitly and is declared IMMUTABLE so that it may be used in index expressions.
CREATE OR REPLACE FUNCTION search_norm(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, coalesce(t, ''))),
                              '[[:space:]!-/:-@[-`{-~]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- One weighted part of a document: English stemming over the accent-free text (the parser itself
-- splits words at punctuation and lower-cases them, so search_norm's regexp is not needed here).
CREATE OR REPLACE FUNCTION search_tsv(t text, w "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig,
                               public.unaccent('public.unaccent'::regdictionary, coalesce(t, ''))), w)
$$;
--> statement-breakpoint
-- The static rank candidates are taken in: membership tier (standard 0 … platinum 3) × 2 + verified.
CREATE OR REPLACE FUNCTION search_static_rank(subscription text, verified boolean) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT ((CASE subscription WHEN 'gold' THEN 1 WHEN 'premium' THEN 2 WHEN 'platinum' THEN 3 ELSE 0 END) * 2
          + (CASE WHEN verified THEN 1 ELSE 0 END))::smallint
$$;
--> statement-breakpoint
-- Businesses: name A; industry and categories B; short description C; general description D.
-- A NULL search_doc (set by the business_categories triggers) asks for a rebuild.
CREATE OR REPLACE FUNCTION search_businesses_fill() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  labels text;
BEGIN
  NEW.search_rank := search_static_rank(NEW.subscription, NEW.verified);
  IF TG_OP = 'UPDATE' AND NEW.search_doc IS NOT NULL
     AND (NEW.company_name, NEW.short_description, NEW.general_description, NEW.industry_id)
         IS NOT DISTINCT FROM (OLD.company_name, OLD.short_description, OLD.general_description, OLD.industry_id) THEN
    RETURN NEW;
  END IF;
  SELECT concat_ws(' ',
           (SELECT i.name FROM industries i WHERE i.id = NEW.industry_id),
           (SELECT string_agg(c.name, ' ') FROM business_categories bc
              JOIN categories c ON c.id = bc.category_id
             WHERE bc.business_id = NEW.business_id))
    INTO labels;
  NEW.search_name := search_norm(NEW.company_name);
  NEW.search_name_doc := search_tsv(NEW.company_name, 'A');
  NEW.search_doc := NEW.search_name_doc
    || search_tsv(labels, 'B')
    || search_tsv(NEW.short_description, 'C')
    || search_tsv(NEW.general_description, 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_search_fill BEFORE INSERT OR UPDATE ON businesses
FOR EACH ROW EXECUTE FUNCTION search_businesses_fill();
--> statement-breakpoint
-- A business's rank and country are copied onto its products (a product search filters and
-- orders without a join), so a change of tier, verification or country reaches them.
CREATE OR REPLACE FUNCTION search_businesses_propagate() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE products SET search_rank = NEW.search_rank, search_country = NEW.country_code
   WHERE business_id = NEW.business_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_search_propagate AFTER UPDATE ON businesses
FOR EACH ROW
WHEN (OLD.search_rank IS DISTINCT FROM NEW.search_rank OR OLD.country_code IS DISTINCT FROM NEW.country_code)
EXECUTE FUNCTION search_businesses_propagate();
--> statement-breakpoint
-- A change of a business's categories rebuilds its document (once per statement, not per row).
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
$$;
--> statement-breakpoint
CREATE TRIGGER business_categories_search_insert AFTER INSERT ON business_categories
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_business_categories_changed();
--> statement-breakpoint
CREATE TRIGGER business_categories_search_delete AFTER DELETE ON business_categories
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_business_categories_changed();
--> statement-breakpoint
-- Products: name A; keywords, industry, category, sub-category B; description C; spec values D.
CREATE OR REPLACE FUNCTION search_products_fill() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  labels text;
BEGIN
  NEW.search_rank := coalesce((SELECT b.search_rank FROM businesses b WHERE b.business_id = NEW.business_id), 0);
  NEW.search_country := coalesce((SELECT b.country_code FROM businesses b WHERE b.business_id = NEW.business_id), '');
  IF TG_OP = 'UPDATE' AND NEW.search_doc IS NOT NULL
     AND (NEW.name, NEW.keywords, NEW.description, NEW.industry_id, NEW.category_id, NEW.sub_category_id, NEW.specs)
         IS NOT DISTINCT FROM (OLD.name, OLD.keywords, OLD.description, OLD.industry_id, OLD.category_id, OLD.sub_category_id, OLD.specs) THEN
    RETURN NEW;
  END IF;
  labels := concat_ws(' ',
    array_to_string(NEW.keywords, ' '),
    (SELECT i.name FROM industries i WHERE i.id = NEW.industry_id),
    (SELECT c.name FROM categories c WHERE c.id = NEW.category_id),
    (SELECT s.name FROM sub_categories s WHERE s.id = NEW.sub_category_id));
  NEW.search_name := search_norm(NEW.name);
  NEW.search_name_doc := search_tsv(NEW.name, 'A');
  NEW.search_doc := NEW.search_name_doc
    || search_tsv(labels, 'B')
    || search_tsv(NEW.description, 'C')
    || search_tsv((SELECT string_agg(s.value ->> 'value', ' ') FROM jsonb_array_elements(NEW.specs) s(value)), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_fill BEFORE INSERT OR UPDATE ON products
FOR EACH ROW EXECUTE FUNCTION search_products_fill();
--> statement-breakpoint
-- Users: name A; company, job position, profession (only when shown), industry B; brief
-- presentation C. The e-mail and the phone are never searchable.
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
  NEW.search_name := search_norm(concat_ws(' ', NEW.first_name, NEW.last_name));
  NEW.search_doc := search_tsv(concat_ws(' ', NEW.first_name, NEW.last_name), 'A')
    || search_tsv(concat_ws(' ',
         NEW.company_name,
         (SELECT j.name FROM job_positions j WHERE j.id = NEW.job_position_id),
         CASE WHEN NEW.show_profession THEN NEW.profession END,
         (SELECT i.name FROM industries i WHERE i.id = NEW.industry_id)), 'B')
    || search_tsv(NEW.brief_presentation, 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_search_fill BEFORE INSERT OR UPDATE ON users
FOR EACH ROW EXECUTE FUNCTION search_users_fill();
--> statement-breakpoint
-- The vocabulary (search_words) gains the words of every written name, keyword and category
-- name, once per statement (a bulk COPY adds its words in one pass). Words already known are
-- skipped; sorting keeps concurrent writers' order alike.
CREATE OR REPLACE FUNCTION search_words_add(words text[]) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO search_words (word)
  SELECT w FROM (SELECT DISTINCT w FROM unnest(words) AS w
                  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$') n
   WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = n.w)
   ORDER BY w
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_from_rows() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'products' THEN
    PERFORM search_words_add(ARRAY(
      SELECT w FROM new_rows r,
        regexp_split_to_table(r.search_name || ' ' || search_norm(array_to_string(r.keywords, ' ')), ' ') AS w));
  ELSIF TG_TABLE_NAME IN ('businesses', 'users') THEN
    PERFORM search_words_add(ARRAY(
      SELECT w FROM new_rows r, regexp_split_to_table(r.search_name, ' ') AS w));
  ELSE
    PERFORM search_words_add(ARRAY(
      SELECT w FROM new_rows r, regexp_split_to_table(search_norm(r.name), ' ') AS w));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER businesses_search_words_insert AFTER INSERT ON businesses
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE TRIGGER businesses_search_words_update AFTER UPDATE ON businesses
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE TRIGGER users_search_words_insert AFTER INSERT ON users
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE TRIGGER users_search_words_update AFTER UPDATE ON users
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE TRIGGER industries_search_words_insert AFTER INSERT ON industries
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE TRIGGER industries_search_words_update AFTER UPDATE ON industries
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE TRIGGER categories_search_words_insert AFTER INSERT ON categories
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE TRIGGER categories_search_words_update AFTER UPDATE ON categories
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE TRIGGER sub_categories_search_words_insert AFTER INSERT ON sub_categories
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE TRIGGER sub_categories_search_words_update AFTER UPDATE ON sub_categories
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
-- Rows written before this migration: build their documents and vocabulary now.
UPDATE businesses SET search_doc = NULL;
--> statement-breakpoint
UPDATE products SET search_doc = NULL;
--> statement-breakpoint
UPDATE users SET search_doc = NULL;
--> statement-breakpoint
SELECT search_words_add(ARRAY(
  SELECT w FROM (SELECT name FROM industries UNION ALL SELECT name FROM categories
                 UNION ALL SELECT name FROM sub_categories) n,
                regexp_split_to_table(search_norm(n.name), ' ') AS w));
