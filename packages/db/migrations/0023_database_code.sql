-- The database's own logic in one home: every function and trigger is applied as
-- packages/db/src/schema/functions.ts has it (CREATE OR REPLACE; unchanged ones stay as they were).
-- The search fill triggers stop writing search_name and the vocabulary trigger takes its words from
-- the names themselves; then what nothing reads goes: the search_name columns, the btree indexes on
-- search_name and on search_rank (no search orders by them off an index; the created_at and GIN
-- indexes serve every statement), and search_estimate(), gone since 0014 on a database migrated
-- in order.
CREATE OR REPLACE FUNCTION search_norm(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, coalesce(t, ''))),
                              '[[:space:]!-/:-@[-`{-~]+', ' ', 'g'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_tsv(t text, w "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig,
                               public.unaccent('public.unaccent'::regdictionary, coalesce(t, ''))), w)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_static_rank(subscription text, verified boolean) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT ((CASE subscription WHEN 'gold' THEN 1 WHEN 'premium' THEN 2 WHEN 'platinum' THEN 3 ELSE 0 END) * 2
          + (CASE WHEN verified THEN 1 ELSE 0 END))::smallint
$$;
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
  NEW.search_name_doc := search_tsv(NEW.company_name, 'A');
  NEW.search_doc := NEW.search_name_doc
    || search_tsv(labels, 'B')
    || search_tsv(concat_ws(' ', NEW.short_description, NEW.general_description), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
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
  NEW.search_name_doc := search_tsv(NEW.name, 'A');
  NEW.search_doc := NEW.search_name_doc
    || search_tsv(labels, 'B')
    || search_tsv(concat_ws(' ', NEW.description,
         (SELECT string_agg(s.value ->> 'value', ' ') FROM jsonb_array_elements(NEW.specs) s(value))), 'C');
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
$$;
--> statement-breakpoint
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
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inquiry_search_text(subject text, from_user uuid, from_business uuid, to_business uuid)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(' ', subject,
    (SELECT first_name || ' ' || last_name FROM users WHERE user_id = from_user),
    (SELECT company_name FROM businesses WHERE business_id = from_business),
    (SELECT company_name FROM businesses WHERE business_id = to_business)))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inquiry_requests_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := inquiry_search_text(NEW.subject, NEW.from_user_id, NEW.from_business_id, NEW.to_business_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
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
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER businesses_search_fill BEFORE INSERT OR UPDATE ON businesses
FOR EACH ROW EXECUTE FUNCTION search_businesses_fill();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER businesses_search_propagate AFTER UPDATE ON businesses
FOR EACH ROW
WHEN (OLD.search_rank IS DISTINCT FROM NEW.search_rank OR OLD.country_code IS DISTINCT FROM NEW.country_code)
EXECUTE FUNCTION search_businesses_propagate();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER business_categories_search_insert AFTER INSERT ON business_categories
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_business_categories_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER business_categories_search_delete AFTER DELETE ON business_categories
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_business_categories_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_search_fill BEFORE INSERT OR UPDATE ON products
FOR EACH ROW EXECUTE FUNCTION search_products_fill();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER users_search_fill BEFORE INSERT OR UPDATE ON users
FOR EACH ROW EXECUTE FUNCTION search_users_fill();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER businesses_search_words_insert AFTER INSERT ON businesses
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER businesses_search_words_update AFTER UPDATE ON businesses
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_search_words_insert AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_search_words_update AFTER UPDATE ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER users_search_words_insert AFTER INSERT ON users
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER users_search_words_update AFTER UPDATE ON users
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER industries_search_words_insert AFTER INSERT ON industries
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER industries_search_words_update AFTER UPDATE ON industries
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER categories_search_words_insert AFTER INSERT ON categories
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER categories_search_words_update AFTER UPDATE ON categories
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sub_categories_search_words_insert AFTER INSERT ON sub_categories
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER sub_categories_search_words_update AFTER UPDATE ON sub_categories
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER businesses_read_cache_update AFTER UPDATE ON businesses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('business', 'business_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER businesses_read_cache_delete AFTER DELETE ON businesses
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('business', 'business_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER business_categories_read_cache_insert AFTER INSERT ON business_categories
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('business', 'business_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER business_categories_read_cache_update AFTER UPDATE ON business_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('business', 'business_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER business_categories_read_cache_delete AFTER DELETE ON business_categories
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('business', 'business_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER business_certificates_read_cache_insert AFTER INSERT ON business_certificates
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('businessProfile', 'business_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER business_certificates_read_cache_update AFTER UPDATE ON business_certificates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('businessProfile', 'business_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER business_certificates_read_cache_delete AFTER DELETE ON business_certificates
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('businessProfile', 'business_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reactions_read_cache_insert AFTER INSERT ON reactions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('businessProfile', 'resource_id', 'resource_type = ''business''');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER reactions_read_cache_delete AFTER DELETE ON reactions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('businessProfile', 'resource_id', 'resource_type = ''business''');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_read_cache_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('product', 'product_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER products_read_cache_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('product', 'product_id');
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inquiry_requests_search_text BEFORE INSERT OR UPDATE OF subject, from_user_id, from_business_id, to_business_id
  ON inquiry_requests FOR EACH ROW EXECUTE FUNCTION inquiry_requests_search_text();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inquiry_users_renamed AFTER UPDATE OF first_name, last_name ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION inquiry_parties_renamed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER inquiry_businesses_renamed AFTER UPDATE OF company_name ON businesses
  FOR EACH ROW WHEN (OLD.company_name IS DISTINCT FROM NEW.company_name)
  EXECUTE FUNCTION inquiry_parties_renamed();
--> statement-breakpoint
DROP FUNCTION IF EXISTS search_estimate(text);
--> statement-breakpoint
DROP INDEX "businesses_search_name_idx";
--> statement-breakpoint
DROP INDEX "businesses_search_rank_idx";
--> statement-breakpoint
DROP INDEX "businesses_type_rank_idx";
--> statement-breakpoint
DROP INDEX "businesses_country_rank_idx";
--> statement-breakpoint
DROP INDEX "products_search_name_idx";
--> statement-breakpoint
DROP INDEX "products_search_rank_idx";
--> statement-breakpoint
DROP INDEX "products_country_rank_idx";
--> statement-breakpoint
DROP INDEX "users_search_name_idx";
--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "search_name";
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_name";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "search_name";
