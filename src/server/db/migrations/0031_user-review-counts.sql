-- How many reviews each user has written, and how many anonymously (docs/decisions/048-author-review-counts.md):
-- a review search of one or two characters through its authors' names knows a floor of its total from
-- the matching authors' counts (anonymous 'ku': 10,001 of 30,000 anonymous reviews read through their
-- authors, 12-25 ms, on every page, to tell "10,000+").
ALTER TABLE "users" ADD COLUMN "reviews_written" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymous_reviews_written" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "users" u SET "reviews_written" = c.n, "anonymous_reviews_written" = c.a
  FROM (SELECT "user_id", count(*) AS n, count(*) FILTER (WHERE "is_anonymous") AS a FROM "reviews" GROUP BY 1) c
 WHERE u."id" = c."user_id";--> statement-breakpoint
-- Inserts and deletes per statement (a bulk insert updates each author once), in user id order so two
-- writers take the users' rows in one order; a move of a review to another author or a change of its
-- anonymity, per row.
CREATE FUNCTION "bump_user_review_counts"(u uuid[], d int[], a int[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "users" t SET "reviews_written" = t."reviews_written" + c.d, "anonymous_reviews_written" = t."anonymous_reviews_written" + c.a
    FROM (SELECT x.u, sum(x.d)::int AS d, sum(x.a)::int AS a FROM unnest(u, d, a) AS x(u, d, a)
           GROUP BY x.u HAVING sum(x.d) <> 0 OR sum(x.a) <> 0 ORDER BY x.u) c
   WHERE t."id" = c.u
$$;--> statement-breakpoint
CREATE FUNCTION "reviews_keep_user_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u uuid[];
  d int[];
  a int[];
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    u := ARRAY[OLD."user_id", NEW."user_id"];
    d := ARRAY[-1, 1];
    a := ARRAY[-(OLD."is_anonymous"::int), NEW."is_anonymous"::int];
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg("user_id"), array_agg(1), array_agg("is_anonymous"::int) INTO u, d, a FROM new_rows;
  ELSE
    SELECT array_agg("user_id"), array_agg(-1), array_agg(-("is_anonymous"::int)) INTO u, d, a FROM old_rows;
  END IF;
  IF u IS NOT NULL THEN
    PERFORM bump_user_review_counts(u, d, a);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_user_counts_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_keep_user_counts"();--> statement-breakpoint
CREATE TRIGGER "reviews_user_counts_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_keep_user_counts"();--> statement-breakpoint
CREATE TRIGGER "reviews_user_counts_update" AFTER UPDATE OF "user_id", "is_anonymous" ON "reviews"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."is_anonymous" IS DISTINCT FROM NEW."is_anonymous")
  EXECUTE FUNCTION "reviews_keep_user_counts"();
