CREATE OR REPLACE FUNCTION search_name_tsv(t text, cfg regconfig) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT search_tsv(t, 'A', cfg)
         || setweight(to_tsvector('simple'::regconfig,
              regexp_replace(public.unaccent('public.unaccent'::regdictionary, coalesce(t, '')),
                             '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+', ' ', 'g')), 'A')
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
  NEW.search_name_doc := search_name_tsv(NEW.company_name, cfg);
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
  NEW.search_name_doc := search_name_tsv(NEW.name, cfg);
  NEW.search_doc := NEW.search_name_doc
    || search_tsv(labels, 'B', cfg)
    || search_tsv(concat_ws(' ', NEW.description,
         (SELECT string_agg(s.value ->> 'value', ' ') FROM jsonb_array_elements(NEW.specs) s(value))), 'C', cfg);
  RETURN NEW;
END
$$;
--> statement-breakpoint
UPDATE businesses SET search_doc = NULL;
--> statement-breakpoint
UPDATE products SET search_doc = NULL;
