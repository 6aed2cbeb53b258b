-- The grams of the reports' copies of their reporter's name and email kept too (docs/decisions/047-report-reporter-copies.md),
-- as the users' emails' are (migration 0026): a report search of one or two characters then knows from
-- the counts alone whether a reporter matches, and that more reports match than the cap when one copy's
-- gram counts more ('ra' in 15,000 reporters' names: no 10,001 reports read to count them).
CREATE TRIGGER "review_reports_admin_search_reporter_name_grams_insert" AFTER INSERT ON "review_reports" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_admin_search_column_grams"('review_reports.reporter_name', 'reporter_name');--> statement-breakpoint
CREATE TRIGGER "review_reports_admin_search_reporter_name_grams_delete" AFTER DELETE ON "review_reports" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_admin_search_column_grams"('review_reports.reporter_name', 'reporter_name');--> statement-breakpoint
CREATE TRIGGER "review_reports_admin_search_reporter_name_grams_update" AFTER UPDATE OF "reporter_name" ON "review_reports"
  FOR EACH ROW WHEN (OLD."reporter_name" IS DISTINCT FROM NEW."reporter_name")
  EXECUTE FUNCTION "keep_admin_search_column_grams"('review_reports.reporter_name', 'reporter_name');--> statement-breakpoint
CREATE TRIGGER "review_reports_admin_search_reporter_email_grams_insert" AFTER INSERT ON "review_reports" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_admin_search_column_grams"('review_reports.reporter_email', 'reporter_email');--> statement-breakpoint
CREATE TRIGGER "review_reports_admin_search_reporter_email_grams_delete" AFTER DELETE ON "review_reports" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_admin_search_column_grams"('review_reports.reporter_email', 'reporter_email');--> statement-breakpoint
CREATE TRIGGER "review_reports_admin_search_reporter_email_grams_update" AFTER UPDATE OF "reporter_email" ON "review_reports"
  FOR EACH ROW WHEN (OLD."reporter_email" IS DISTINCT FROM NEW."reporter_email")
  EXECUTE FUNCTION "keep_admin_search_column_grams"('review_reports.reporter_email', 'reporter_email');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_admin_search_grams"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin_search_grams;
  INSERT INTO admin_search_grams (list, gram, shard, n, value_count)
  SELECT s.list, g, 0, sum(s.n), count(*) FROM admin_search_values s, unnest(admin_search_grams_of(s.value)) AS g
   GROUP BY s.list, g
  UNION ALL SELECT 'users.email', g, 0, count(*), count(*) FROM users, unnest(admin_search_grams_of(email)) AS g GROUP BY g
  UNION ALL SELECT 'properties.address', g, 0, count(*), count(*)
    FROM properties, unnest(admin_search_grams_of(address)) AS g GROUP BY g
  UNION ALL SELECT 'review_reports.reporter_name', g, 0, count(*), count(*)
    FROM review_reports, unnest(admin_search_grams_of(reporter_name)) AS g GROUP BY g
  UNION ALL SELECT 'review_reports.reporter_email', g, 0, count(*), count(*)
    FROM review_reports, unnest(admin_search_grams_of(reporter_email)) AS g GROUP BY g;
END
$$;--> statement-breakpoint
INSERT INTO admin_search_grams (list, gram, shard, n, value_count)
SELECT 'review_reports.reporter_name', g, 0, count(*), count(*)
  FROM review_reports, unnest(admin_search_grams_of(reporter_name)) AS g GROUP BY g
UNION ALL SELECT 'review_reports.reporter_email', g, 0, count(*), count(*)
  FROM review_reports, unnest(admin_search_grams_of(reporter_email)) AS g GROUP BY g;
