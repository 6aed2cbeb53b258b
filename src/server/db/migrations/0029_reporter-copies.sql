-- The reporter's "first last" and email copied onto each report (docs/decisions/047-report-reporter-copies.md):
-- a report search reached its reporters by joining the matching users to every report (a hash of all
-- 100,000 reports on the scale seed for 'ra', 85-115 ms); the copies are searched through this table's
-- own indexes. Set from users on insert, and kept when a user's name or email changes.
ALTER TABLE "review_reports" ADD COLUMN "reporter_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "reporter_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "review_reports" r SET "reporter_name" = u."first_name" || ' ' || u."last_name", "reporter_email" = u."email"
  FROM "users" u WHERE u."id" = r."user_id";--> statement-breakpoint
-- A report takes its reporter's values whatever the insert says (an unknown user_id leaves '' for the
-- foreign key to refuse).
CREATE FUNCTION "review_reports_copy_reporter"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u."first_name" || ' ' || u."last_name", u."email" INTO NEW."reporter_name", NEW."reporter_email"
    FROM "users" u WHERE u."id" = NEW."user_id";
  NEW."reporter_name" := coalesce(NEW."reporter_name", '');
  NEW."reporter_email" := coalesce(NEW."reporter_email", '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "review_reports_reporter" BEFORE INSERT OR UPDATE OF "user_id", "reporter_name", "reporter_email"
  ON "review_reports" FOR EACH ROW EXECUTE FUNCTION "review_reports_copy_reporter"();--> statement-breakpoint
CREATE FUNCTION "users_keep_report_reporters"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "review_reports" SET "reporter_name" = NEW."first_name" || ' ' || NEW."last_name", "reporter_email" = NEW."email"
   WHERE "user_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_report_reporters" AFTER UPDATE OF "first_name", "last_name", "email" ON "users"
  FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
                     OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "users_keep_report_reporters"();--> statement-breakpoint
CREATE INDEX "review_reports_reporter_name_trgm_idx" ON "review_reports" USING gin ("reporter_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "review_reports_reporter_name_grams_idx" ON "review_reports" USING gin (admin_search_grams_of("reporter_name"));--> statement-breakpoint
CREATE INDEX "review_reports_reporter_email_trgm_idx" ON "review_reports" USING gin ("reporter_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "review_reports_reporter_email_grams_idx" ON "review_reports" USING gin (admin_search_grams_of("reporter_email"));
