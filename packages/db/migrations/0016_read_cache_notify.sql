-- Tells every API instance which cached reads a committed write changed: statement-level triggers on
-- the tables behind the cached business profile and product bodies send the changed ids on the
-- channel wbn_read_cache (delivered at commit), `all` when a statement changed more than 100 of them.
-- Arguments: the event kind, the id column, and an optional filter on the rows.
CREATE FUNCTION read_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER businesses_read_cache_update AFTER UPDATE ON businesses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('business', 'business_id');
--> statement-breakpoint
CREATE TRIGGER businesses_read_cache_delete AFTER DELETE ON businesses
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('business', 'business_id');
--> statement-breakpoint
CREATE TRIGGER business_categories_read_cache_insert AFTER INSERT ON business_categories
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('business', 'business_id');
--> statement-breakpoint
CREATE TRIGGER business_categories_read_cache_update AFTER UPDATE ON business_categories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('business', 'business_id');
--> statement-breakpoint
CREATE TRIGGER business_categories_read_cache_delete AFTER DELETE ON business_categories
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('business', 'business_id');
--> statement-breakpoint
CREATE TRIGGER business_certificates_read_cache_insert AFTER INSERT ON business_certificates
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('businessProfile', 'business_id');
--> statement-breakpoint
CREATE TRIGGER business_certificates_read_cache_update AFTER UPDATE ON business_certificates
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('businessProfile', 'business_id');
--> statement-breakpoint
CREATE TRIGGER business_certificates_read_cache_delete AFTER DELETE ON business_certificates
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('businessProfile', 'business_id');
--> statement-breakpoint
CREATE TRIGGER reactions_read_cache_insert AFTER INSERT ON reactions
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('businessProfile', 'resource_id', 'resource_type = ''business''');
--> statement-breakpoint
CREATE TRIGGER reactions_read_cache_delete AFTER DELETE ON reactions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('businessProfile', 'resource_id', 'resource_type = ''business''');
--> statement-breakpoint
CREATE TRIGGER products_read_cache_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER products_read_cache_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify('product', 'product_id');
