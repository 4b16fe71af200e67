-- search_estimate(): the planner's estimate of how many rows a query returns (docs/search.md,
-- "The count"), from the column statistics, at the cost of one planning of a one-table query.
-- A search asks it before counting and answers "more than 1,000" when a text matches far more.
-- VOLATILE because PostgreSQL allows EXPLAIN only there; it reads and writes nothing. Callers
-- quote every value into the query with format('%L'); no raw text reaches it.
CREATE OR REPLACE FUNCTION search_estimate(query text) RETURNS double precision
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE 'EXPLAIN (FORMAT JSON) ' || query INTO plan;
  RETURN (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
END
$$;
