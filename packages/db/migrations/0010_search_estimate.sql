-- The planner's estimate of how many rows a query returns (docs/search.md, "The count").
-- A search asks it before counting: when a text matches far more rows than the count cap, the
-- answer is "more than 1,000" without visiting any of them; only plausible counts are counted.
-- The estimate comes from the column statistics (for tsvector columns, the frequency of each
-- lexeme), so it costs one planning of a one-table query, about a tenth of a millisecond.
-- VOLATILE because PostgreSQL allows EXPLAIN only there; it reads and writes nothing.
-- Callers quote every value into the query with format('%L'); no raw text reaches it.
CREATE OR REPLACE FUNCTION search_estimate(query text) RETURNS double precision
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  plan json;
BEGIN
  EXECUTE 'EXPLAIN (FORMAT JSON) ' || query INTO plan;
  RETURN (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
END
$$;
