-- The grams of the reports' reporter copies, kept per reason as migration 0035 keeps them per status
-- (docs/decisions/060-report-reason-grams.md): under 'review_reports.reporter_name#<reason>' and
-- 'review_reports.reporter_email#<reason>' each gram of a report's copies counts the reports with that
-- reason. A search of one or two characters sorted by reason then knows which reasons hold its matches,
-- and its page walks the reason index from the first that does: reports 'ra' by reason ascending read
-- 1,000 'Duplicate or incorrect listing' reports, none holding it, then all 15,000 matching reporters'
-- reports for their first reason (6 ms), before a second head.
CREATE OR REPLACE FUNCTION "review_reports_keep_status_grams"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l text[];
  v text[];
  d int[];
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    l := ARRAY['review_reports.reporter_name@' || OLD."status", 'review_reports.reporter_name@' || NEW."status",
               'review_reports.reporter_email@' || OLD."status", 'review_reports.reporter_email@' || NEW."status",
               'review_reports.reporter_name#' || OLD."reason", 'review_reports.reporter_name#' || NEW."reason",
               'review_reports.reporter_email#' || OLD."reason", 'review_reports.reporter_email#' || NEW."reason"];
    v := ARRAY[OLD."reporter_name", NEW."reporter_name", OLD."reporter_email", NEW."reporter_email",
               OLD."reporter_name", NEW."reporter_name", OLD."reporter_email", NEW."reporter_email"];
    -- A change of status alone nets its reason's counts to zero, which bump_admin_search_grams skips.
    d := ARRAY[-1, 1, -1, 1, -1, 1, -1, 1];
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(c.l), array_agg(c.v), array_agg(1) INTO l, v, d
      FROM new_rows r, LATERAL (VALUES ('review_reports.reporter_name@' || r."status", r."reporter_name"),
                                       ('review_reports.reporter_email@' || r."status", r."reporter_email"),
                                       ('review_reports.reporter_name#' || r."reason", r."reporter_name"),
                                       ('review_reports.reporter_email#' || r."reason", r."reporter_email")) AS c(l, v);
  ELSE
    SELECT array_agg(c.l), array_agg(c.v), array_agg(-1) INTO l, v, d
      FROM old_rows r, LATERAL (VALUES ('review_reports.reporter_name@' || r."status", r."reporter_name"),
                                       ('review_reports.reporter_email@' || r."status", r."reporter_email"),
                                       ('review_reports.reporter_name#' || r."reason", r."reporter_name"),
                                       ('review_reports.reporter_email#' || r."reason", r."reporter_email")) AS c(l, v);
  END IF;
  IF l IS NOT NULL THEN
    PERFORM bump_admin_search_grams(l, v, d, d);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "review_reports_status_grams_update" ON "review_reports";--> statement-breakpoint
CREATE TRIGGER "review_reports_status_grams_update" AFTER UPDATE OF "status", "reason", "reporter_name", "reporter_email" ON "review_reports"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."reason" IS DISTINCT FROM NEW."reason"
    OR OLD."reporter_name" IS DISTINCT FROM NEW."reporter_name" OR OLD."reporter_email" IS DISTINCT FROM NEW."reporter_email")
  EXECUTE FUNCTION "review_reports_keep_status_grams"();--> statement-breakpoint
-- The per-reason grams as the rebuild writes them: each distinct (copy, reason) counted, then its grams.
CREATE FUNCTION "report_reason_grams"() RETURNS TABLE (list text, gram text, shard smallint, n integer, value_count integer)
  LANGUAGE sql STABLE AS $$
  SELECT s.l, g, 0::smallint, sum(s.n)::int, sum(s.n)::int
    FROM (SELECT 'review_reports.reporter_name#' || "reason" AS l, "reporter_name" AS v, count(*) AS n
            FROM "review_reports" GROUP BY 1, 2
          UNION ALL
          SELECT 'review_reports.reporter_email#' || "reason", "reporter_email", count(*) FROM "review_reports" GROUP BY 1, 2) AS s,
    unnest(admin_search_grams_of(s.v)) AS g
   GROUP BY s.l, g
$$;--> statement-breakpoint
-- Migration 0035's per-status grams, now with the per-reason ones (rebuild_admin_search_grams reads them).
CREATE OR REPLACE FUNCTION "status_grams"() RETURNS TABLE (list text, gram text, shard smallint, n integer, value_count integer)
  LANGUAGE sql STABLE AS $$
  SELECT s.l, g, 0::smallint, sum(s.n)::int, sum(s.n)::int
    FROM (SELECT 'anonymous.author_name@' || r."status" AS l, a."first_name" || ' ' || a."last_name" AS v, count(*) AS n
            FROM "reviews" r JOIN "users" a ON a."id" = r."user_id" WHERE r."is_anonymous" GROUP BY 1, 2
          UNION ALL
          SELECT 'review_reports.reporter_name@' || "status", "reporter_name", count(*) FROM "review_reports" GROUP BY 1, 2
          UNION ALL
          SELECT 'review_reports.reporter_email@' || "status", "reporter_email", count(*) FROM "review_reports" GROUP BY 1, 2) AS s,
    unnest(admin_search_grams_of(s.v)) AS g
   GROUP BY s.l, g
  UNION ALL SELECT * FROM report_reason_grams()
$$;--> statement-breakpoint
INSERT INTO admin_search_grams (list, gram, shard, n, value_count) SELECT * FROM report_reason_grams();
