-- hand-written (docs/decisions/041-admin-others-in-one-statement.md)
-- Whether any of a search's other ways of matching (each a SELECT of the rows it matches, its one
-- parameter $1 the LIKE pattern) finds a row: one EXISTS each, in turn, planned with only bitmap and
-- index-only scans. For the first row of an EXISTS the planner likes a scan that stops early,
-- sequential or along the primary key, filtering every row (200,000 users read to find no email
-- with 'qwxzv', 147 ms), where each source's own trigram or btree index answers in under a
-- millisecond. The function's SET clauses hold for its own statements only, so one call replaces a
-- transaction of four statements (BEGIN, set_config, the EXISTS, COMMIT).
CREATE FUNCTION "admin_search_others_match"("p_queries" text[], "p_pattern" text) RETURNS boolean
  LANGUAGE plpgsql STABLE SET enable_seqscan = off SET enable_indexscan = off AS $$
DECLARE
  q text;
  found boolean;
BEGIN
  FOREACH q IN ARRAY p_queries LOOP
    EXECUTE 'SELECT EXISTS (' || q || ')' INTO found USING p_pattern;
    IF found THEN
      RETURN true;
    END IF;
  END LOOP;
  RETURN false;
END
$$;
