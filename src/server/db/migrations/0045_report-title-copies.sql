-- Each report keeps its review's title in review_title while the review lives, not only once it is
-- deleted (docs/decisions/057-report-title-copies.md): a report search matched a live title by an EXISTS
-- per report into reviews, so the head of the order read a review per report it passed (reports 'ra'
-- by reason: 31,000 reviews read for page 1, 132 ms alone). The title is now searched on the report,
-- through this table's own trigram index. Set from reviews on insert, rewritten when the review's title
-- changes; the delete trigger (migration 0003) leaves the last title in place when the review goes.
UPDATE "review_reports" r SET "review_title" = v."title" FROM "reviews" v WHERE v."id" = r."review_id";--> statement-breakpoint
-- A report of a live review takes its title whatever the statement wrote; once the review is gone
-- (review_id null) the title it had stays.
CREATE FUNCTION "review_reports_copy_title"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."review_id" IS NOT NULL THEN
    SELECT v."title" INTO NEW."review_title" FROM "reviews" v WHERE v."id" = NEW."review_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "review_reports_title" BEFORE INSERT OR UPDATE OF "review_id", "review_title"
  ON "review_reports" FOR EACH ROW EXECUTE FUNCTION "review_reports_copy_title"();--> statement-breakpoint
CREATE FUNCTION "reviews_keep_report_titles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "review_reports" SET "review_title" = NEW."title" WHERE "review_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_report_titles" AFTER UPDATE OF "title" ON "reviews"
  FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title")
  EXECUTE FUNCTION "reviews_keep_report_titles"();
