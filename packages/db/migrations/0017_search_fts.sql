-- Search on PostgreSQL's own text search: the documents (weighted tsvectors kept by the fill
-- triggers), their GIN indexes and the trigram vocabulary; the search SQL itself lives in
-- apps/api/src/modules/search/search.sql.ts. Drops the postings, the term bitsets, their row
-- numbers and every function and trigger that fed or read them, adds GIN indexes over the name
-- documents, and rebuilds the documents with their weights: name A; keywords, categories and
-- business type B; descriptions and specs C.
DROP TRIGGER IF EXISTS businesses_search_terms_insert ON businesses;
--> statement-breakpoint
DROP TRIGGER IF EXISTS businesses_search_terms_update ON businesses;
--> statement-breakpoint
DROP TRIGGER IF EXISTS businesses_search_terms_delete ON businesses;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_terms_insert ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_terms_update ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS products_search_terms_delete ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_terms_insert ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_terms_update ON users;
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_search_terms_delete ON users;
--> statement-breakpoint
DO $$
DECLARE
  f regprocedure;
BEGIN
  FOR f IN
    SELECT p.oid::regprocedure FROM pg_proc p
     WHERE p.pronamespace = 'public'::regnamespace
       AND (p.proname IN ('search_run', 'search_postings', 'search_expand', 'search_terms_of',
                          'search_terms_sync')
            OR p.proname LIKE 'search\_bits\_%')
  LOOP
    EXECUTE format('DROP FUNCTION %s', f);
  END LOOP;
END
$$;
--> statement-breakpoint
DROP TABLE IF EXISTS search_terms;
--> statement-breakpoint
DROP TABLE IF EXISTS search_bits;
--> statement-breakpoint
ALTER TABLE businesses DROP COLUMN IF EXISTS search_n;
--> statement-breakpoint
ALTER TABLE products DROP COLUMN IF EXISTS search_n;
--> statement-breakpoint
ALTER TABLE users DROP COLUMN IF EXISTS search_n;
--> statement-breakpoint
DROP SEQUENCE IF EXISTS search_n_b_seq;
--> statement-breakpoint
DROP SEQUENCE IF EXISTS search_n_p_seq;
--> statement-breakpoint
DROP SEQUENCE IF EXISTS search_n_u_seq;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_businesses_fill() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  labels text;
BEGIN
  NEW.search_rank := search_static_rank(NEW.subscription, NEW.verified);
  IF TG_OP = 'UPDATE' AND NEW.search_doc IS NOT NULL
     AND (NEW.company_name, NEW.short_description, NEW.general_description, NEW.industry_id,
          NEW.business_type_code)
         IS NOT DISTINCT FROM (OLD.company_name, OLD.short_description, OLD.general_description,
          OLD.industry_id, OLD.business_type_code) THEN
    RETURN NEW;
  END IF;
  SELECT concat_ws(' ',
           (SELECT t.name FROM business_types t WHERE t.code = NEW.business_type_code),
           (SELECT i.name FROM industries i WHERE i.id = NEW.industry_id),
           (SELECT string_agg(c.name, ' ') FROM business_categories bc
              JOIN categories c ON c.id = bc.category_id
             WHERE bc.business_id = NEW.business_id))
    INTO labels;
  NEW.search_name := search_norm(NEW.company_name);
  NEW.search_name_doc := search_tsv(NEW.company_name, 'A');
  NEW.search_doc := NEW.search_name_doc
    || search_tsv(labels, 'B')
    || search_tsv(concat_ws(' ', NEW.short_description, NEW.general_description), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_products_fill() RETURNS trigger LANGUAGE plpgsql AS $$
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
    || search_tsv(concat_ws(' ', NEW.description,
         (SELECT string_agg(s.value ->> 'value', ' ') FROM jsonb_array_elements(NEW.specs) s(value))), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
UPDATE businesses SET search_doc = NULL;
--> statement-breakpoint
UPDATE products SET search_doc = NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS businesses_search_name_doc_idx ON businesses
  USING gin (search_name_doc, country_code, business_type_code);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_search_name_doc_idx ON products USING gin (search_name_doc, search_country);
