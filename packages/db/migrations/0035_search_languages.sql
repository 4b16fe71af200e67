-- Search in seven languages (docs/search.md, decision 0034): each business's and product's
-- documents in its language's text search configuration (search_config), Chinese runs as character
-- pairs (search_cjk), Chinese runs apart from other letters in search_norm; search_tsv takes the
-- configuration. Then every document is rebuilt: a NULL search_doc makes the fill trigger write it
-- again (on the demo's directory, a second or two; on a million products, minutes of writes, see
-- docs/search.md).
CREATE OR REPLACE FUNCTION search_norm(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(
           regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, coalesce(t, ''))),
                          '([\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+)', ' \1 ', 'g'),
           '[[:space:]!-/:-@[-`{-~]+', ' ', 'g'))
$$;
--> statement-breakpoint
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_cjk(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(string_agg(
           CASE WHEN length(r.run[1]) = 1 THEN r.run[1]
                ELSE (SELECT string_agg(substr(r.run[1], i, 2), ' ' ORDER BY i)
                        FROM generate_series(1, length(r.run[1]) - 1) AS i) || ' ' || right(r.run[1], 1) END,
           ' ' ORDER BY r.n), '')
    FROM regexp_matches(coalesce(t, ''), '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', 'g') WITH ORDINALITY AS r(run, n)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_tsv(t text, w "char", cfg regconfig) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector(cfg, regexp_replace(u.t, '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', ' ', 'g'))
                   || to_tsvector('simple'::regconfig, search_cjk(u.t)), w)
    FROM (SELECT public.unaccent('public.unaccent'::regdictionary, coalesce(t, '')) AS t) u
$$;
--> statement-breakpoint
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
  NEW.search_name_doc := search_tsv(NEW.company_name, 'A', cfg);
  NEW.search_doc := NEW.search_name_doc
    || search_tsv(labels, 'B', cfg)
    || search_tsv(concat_ws(' ', NEW.short_description, NEW.general_description), 'C', cfg);
  RETURN NEW;
END
$$;
--> statement-breakpoint
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
  NEW.search_name_doc := search_tsv(NEW.name, 'A', cfg);
  NEW.search_doc := NEW.search_name_doc
    || search_tsv(labels, 'B', cfg)
    || search_tsv(concat_ws(' ', NEW.description,
         (SELECT string_agg(s.value ->> 'value', ' ') FROM jsonb_array_elements(NEW.specs) s(value))), 'C', cfg);
  RETURN NEW;
END
$$;
--> statement-breakpoint
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
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS search_tsv(text, "char");
--> statement-breakpoint
UPDATE businesses SET search_doc = NULL;
--> statement-breakpoint
UPDATE products SET search_doc = NULL;
--> statement-breakpoint
UPDATE users SET search_doc = NULL;
