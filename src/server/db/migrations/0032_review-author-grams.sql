-- The grams of the reviews' authors' names, counted in reviews (docs/decisions/049-review-author-grams.md):
-- under 'reviews.author_name' each gram of an author's "first last" counts the reviews the author wrote
-- (users.reviews_written, migration 0031), under 'anonymous.author_name' the anonymous ones. A review
-- search of one or two characters then knows from one gram how many reviews match through their
-- author, with no author read: anonymous 'ku' is in 30,000 anonymous reviews' authors, where summing
-- the matching authors' counts read 3,358 users on every page (6-10 ms) to tell "10,000+".
-- Kept from the users' rows, which the reviews' triggers update: a change of name or of either count
-- moves the author's counts from the old name's grams to the new one's (only the difference, when the
-- name stays); an insert or delete of users adds or takes away their counts.
CREATE FUNCTION "keep_review_author_grams"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l text[];
  v text[];
  d int[];
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    l := ARRAY['reviews.author_name', 'reviews.author_name', 'anonymous.author_name', 'anonymous.author_name'];
    v := ARRAY[OLD."first_name" || ' ' || OLD."last_name", NEW."first_name" || ' ' || NEW."last_name",
               OLD."first_name" || ' ' || OLD."last_name", NEW."first_name" || ' ' || NEW."last_name"];
    d := ARRAY[-OLD."reviews_written", NEW."reviews_written", -OLD."anonymous_reviews_written", NEW."anonymous_reviews_written"];
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(c.l), array_agg(r."first_name" || ' ' || r."last_name"), array_agg(c.n) INTO l, v, d
      FROM new_rows r, LATERAL (VALUES ('reviews.author_name', r."reviews_written"),
                                       ('anonymous.author_name', r."anonymous_reviews_written")) AS c(l, n)
     WHERE c.n <> 0;
  ELSE
    SELECT array_agg(c.l), array_agg(r."first_name" || ' ' || r."last_name"), array_agg(-c.n) INTO l, v, d
      FROM old_rows r, LATERAL (VALUES ('reviews.author_name', r."reviews_written"),
                                       ('anonymous.author_name', r."anonymous_reviews_written")) AS c(l, n)
     WHERE c.n <> 0;
  END IF;
  IF l IS NOT NULL THEN
    PERFORM bump_admin_search_grams(l, v, d, d);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_review_author_grams_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_review_author_grams"();--> statement-breakpoint
CREATE TRIGGER "users_review_author_grams_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_review_author_grams"();--> statement-breakpoint
CREATE TRIGGER "users_review_author_grams_update" AFTER UPDATE OF "first_name", "last_name", "reviews_written", "anonymous_reviews_written" ON "users"
  FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name"
    OR OLD."reviews_written" IS DISTINCT FROM NEW."reviews_written"
    OR OLD."anonymous_reviews_written" IS DISTINCT FROM NEW."anonymous_reviews_written")
  EXECUTE FUNCTION "keep_review_author_grams"();--> statement-breakpoint
-- The authors' grams as the rebuild writes them: each distinct name's counts summed, then its grams.
CREATE FUNCTION "review_author_grams"() RETURNS TABLE (list text, gram text, shard smallint, n integer, value_count integer)
  LANGUAGE sql STABLE AS $$
  SELECT c.l, g, 0::smallint, sum(c.n)::int, sum(c.n)::int
    FROM (SELECT "first_name" || ' ' || "last_name" AS name, sum("reviews_written") AS n, sum("anonymous_reviews_written") AS a
            FROM "users" WHERE "reviews_written" <> 0 GROUP BY 1) AS u,
    LATERAL (VALUES ('reviews.author_name', u.n), ('anonymous.author_name', u.a)) AS c(l, n),
    unnest(admin_search_grams_of(u.name)) AS g
   WHERE c.n <> 0
   GROUP BY c.l, g
$$;--> statement-breakpoint
-- Migration 0030's rebuild, now with the authors' grams.
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
    FROM review_reports, unnest(admin_search_grams_of(reporter_email)) AS g GROUP BY g
  UNION ALL SELECT * FROM review_author_grams();
END
$$;--> statement-breakpoint
INSERT INTO admin_search_grams (list, gram, shard, n, value_count) SELECT * FROM review_author_grams();
