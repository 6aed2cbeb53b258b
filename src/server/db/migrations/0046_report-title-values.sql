CREATE INDEX "review_reports_review_title_created_at_id_idx" ON "review_reports" USING btree ("review_title","created_at","id");--> statement-breakpoint
CREATE INDEX "review_reports_review_title_reason_id_idx" ON "review_reports" USING btree ("review_title","reason","id");--> statement-breakpoint
CREATE INDEX "review_reports_review_title_status_id_idx" ON "review_reports" USING btree ("review_title","status","id");--> statement-breakpoint
CREATE INDEX "admin_search_values_report_titles_trgm_idx" ON "admin_search_values" USING gin ("value" gin_trgm_ops) WHERE list = 'report_titles';--> statement-breakpoint
-- hand-written below this line (docs/decisions/058-report-title-values.md)
-- The reports' copies of their reviews' titles (migration 0045) are the reports' second searched value,
-- list 'report_titles' of admin_search_values with its words and grams: a search's total reads how many
-- reports hold the term in their title from a word's or a few values' counts, where counting the matches
-- read up to 10,001 reports through the title's trigram index, each rechecked ('deposit' on the scale
-- seed: 16-26 ms of every request). A sorted page reads each matching title's first reports from the
-- indexes above, where it sorted every match. A report without a title copy counts in no value.
INSERT INTO "admin_search_values" ("list", "value", "n")
SELECT 'report_titles', "review_title", count(*) FROM "review_reports" WHERE "review_title" IS NOT NULL GROUP BY 2;--> statement-breakpoint
INSERT INTO "admin_search_value_words" ("list", "word", "value")
SELECT s."list", w, s."value" FROM "admin_search_values" s, unnest(admin_search_words_of(s."value")) AS w
 WHERE s."list" = 'report_titles';--> statement-breakpoint
INSERT INTO "admin_search_words" ("list", "word", "n", "value_count")
SELECT s."list", w, sum(s."n"), count(*) FROM "admin_search_values" s, unnest(admin_search_words_of(s."value")) AS w
 WHERE s."list" = 'report_titles' GROUP BY s."list", w;--> statement-breakpoint
INSERT INTO "admin_search_grams" ("list", "gram", "shard", "n", "value_count")
SELECT s."list", g, 0, sum(s."n"), count(*) FROM "admin_search_values" s, unnest(admin_search_grams_of(s."value")) AS g
 WHERE s."list" = 'report_titles' GROUP BY s."list", g;--> statement-breakpoint
-- Migration 0014's trigger function, now also for the title copy. Only what changed is bumped: an
-- unchanged reason bumped by zero would still lock its value row, one of a handful every report shares.
CREATE OR REPLACE FUNCTION "review_reports_keep_admin_search_values"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l text[] := '{}';
  v text[] := '{}';
  d int[] := '{}';
  reason_moved boolean := TG_OP <> 'UPDATE' OR old."reason" <> new."reason";
  title_moved boolean := TG_OP <> 'UPDATE' OR old."review_title" IS DISTINCT FROM new."review_title";
BEGIN
  IF TG_OP <> 'INSERT' THEN
    IF reason_moved THEN
      l := l || 'reports'::text; v := v || old."reason"; d := d || -1;
    END IF;
    IF title_moved AND old."review_title" IS NOT NULL THEN
      l := l || 'report_titles'::text; v := v || old."review_title"; d := d || -1;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    IF reason_moved THEN
      l := l || 'reports'::text; v := v || new."reason"; d := d || 1;
    END IF;
    IF title_moved AND new."review_title" IS NOT NULL THEN
      l := l || 'report_titles'::text; v := v || new."review_title"; d := d || 1;
    END IF;
  END IF;
  IF cardinality(l) > 0 THEN
    PERFORM bump_admin_search_values(l, v, d);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A title copy changes when its review's title does (an UPDATE OF review_title) and, through the copy
-- trigger, when the report's review does (review_id).
DROP TRIGGER "review_reports_admin_search_values" ON "review_reports";--> statement-breakpoint
CREATE TRIGGER "review_reports_admin_search_values" AFTER INSERT OR DELETE OR UPDATE OF "reason", "review_id", "review_title"
  ON "review_reports" FOR EACH ROW EXECUTE FUNCTION "review_reports_keep_admin_search_values"();--> statement-breakpoint
-- Migration 0026's rebuild, now with the reports' title copies.
CREATE OR REPLACE FUNCTION "rebuild_admin_search_values"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin_search_values;
  INSERT INTO admin_search_values (list, value, n)
  SELECT 'users', first_name || ' ' || last_name, count(*) FROM users GROUP BY 2
  UNION ALL SELECT 'properties', name, count(*) FROM properties GROUP BY 2
  UNION ALL SELECT 'reviews', title, count(*) FROM reviews GROUP BY 2
  UNION ALL SELECT 'anonymous', title, count(*) FROM reviews WHERE is_anonymous GROUP BY 2
  UNION ALL SELECT 'reports', reason, count(*) FROM review_reports GROUP BY 2
  UNION ALL SELECT 'report_titles', review_title, count(*) FROM review_reports WHERE review_title IS NOT NULL GROUP BY 2;
  PERFORM rebuild_admin_search_words();
  PERFORM rebuild_admin_search_grams();
END
$$;
