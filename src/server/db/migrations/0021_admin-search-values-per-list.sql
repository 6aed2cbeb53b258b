DROP INDEX "admin_search_values_trgm_idx";--> statement-breakpoint
CREATE INDEX "admin_search_values_users_trgm_idx" ON "admin_search_values" USING gin ("value" gin_trgm_ops) WHERE list = 'users';--> statement-breakpoint
CREATE INDEX "admin_search_values_properties_trgm_idx" ON "admin_search_values" USING gin ("value" gin_trgm_ops) WHERE list = 'properties';--> statement-breakpoint
CREATE INDEX "admin_search_values_reviews_trgm_idx" ON "admin_search_values" USING gin ("value" gin_trgm_ops) WHERE list = 'reviews';--> statement-breakpoint
CREATE INDEX "admin_search_values_anonymous_trgm_idx" ON "admin_search_values" USING gin ("value" gin_trgm_ops) WHERE list = 'anonymous';--> statement-breakpoint
CREATE INDEX "admin_search_values_reports_trgm_idx" ON "admin_search_values" USING gin ("value" gin_trgm_ops) WHERE list = 'reports';--> statement-breakpoint
-- A search's own matches, counted from its list's values until they pass the cap (decision 038): the
-- values' row counts are summed one value at a time and the scan stops once the sum is past `cap` and
-- more than `min_values` values were read (so `matched` still tells whether at most that many match).
-- A LIMIT of cap + 1 values read 10,001 values for a common term whose values hold several rows each,
-- and planned a sequential scan for it ('pests' in 152,000 review titles: 211 ms, 14 ms this way).
-- The list is a literal of the statement, so its own partial trigram index serves.
CREATE FUNCTION "count_admin_search_values"("p_list" text, "p_pattern" text, "p_cap" integer, "p_min_values" integer,
  OUT "total" bigint, OUT "matched" integer) LANGUAGE plpgsql STABLE AS $$
DECLARE
  v integer;
BEGIN
  total := 0;
  matched := 0;
  FOR v IN EXECUTE format('SELECT n FROM admin_search_values WHERE list = %L AND value ILIKE $1', p_list) USING p_pattern LOOP
    total := total + v;
    matched := matched + 1;
    EXIT WHEN total > p_cap AND matched > p_min_values;
  END LOOP;
END $$;
