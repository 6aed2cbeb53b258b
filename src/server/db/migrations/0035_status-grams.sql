-- The grams of the anonymous reviews' authors and of the reports' reporters, kept per status
-- (docs/decisions/050-status-grams.md): under 'anonymous.author_name@<status>' each gram of an author's
-- "first last" counts the author's anonymous reviews in that status, under
-- 'review_reports.reporter_name@<status>' and 'review_reports.reporter_email@<status>' each gram of a
-- report's copies counts the reports in that status. A search of one or two characters sorted by status
-- then knows which statuses hold its matches, and its page walks the status index from the first that
-- does: anonymous 'ku' (30,000 matches, none of them REJECTED) sorted every match through 10,000 authors
-- on every page (75 ms), because the head of the order, 30,000 REJECTED reviews, held none.
-- Kept from the reviews and reports: inserts and deletes per statement (the author's name read by key), a
-- change of status, author or anonymity (of status or copies, for a report) per row. An author renamed
-- moves the counts (counted through reviews_anon_user_idx) to the new name's grams; an author deleted
-- takes them away before the reviews go by cascade (their delete then finds no author).
CREATE FUNCTION "bump_anonymous_author_status_grams"(u uuid[], s text[], d int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  l text[];
  v text[];
  n int[];
BEGIN
  SELECT array_agg('anonymous.author_name@' || x.s), array_agg(a."first_name" || ' ' || a."last_name"), array_agg(x.d)
    INTO l, v, n
    FROM (SELECT x.u, x.s, sum(x.d)::int AS d FROM unnest(u, s, d) AS x(u, s, d) GROUP BY 1, 2) AS x
    JOIN "users" a ON a."id" = x.u
   WHERE x.d <> 0;
  IF l IS NOT NULL THEN
    PERFORM bump_admin_search_grams(l, v, n, n);
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "reviews_keep_anonymous_author_status_grams"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  u uuid[];
  s text[];
  d int[];
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    SELECT array_agg(x.u), array_agg(x.s), array_agg(x.d) INTO u, s, d
      FROM (VALUES (OLD."user_id", OLD."status", -1, OLD."is_anonymous"),
                   (NEW."user_id", NEW."status", 1, NEW."is_anonymous")) AS x(u, s, d, a)
     WHERE x.a;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg("user_id"), array_agg("status"), array_agg(1) INTO u, s, d FROM new_rows WHERE "is_anonymous";
  ELSE
    SELECT array_agg("user_id"), array_agg("status"), array_agg(-1) INTO u, s, d FROM old_rows WHERE "is_anonymous";
  END IF;
  IF u IS NOT NULL THEN
    PERFORM bump_anonymous_author_status_grams(u, s, d);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_author_status_grams_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_keep_anonymous_author_status_grams"();--> statement-breakpoint
CREATE TRIGGER "reviews_author_status_grams_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_keep_anonymous_author_status_grams"();--> statement-breakpoint
CREATE TRIGGER "reviews_author_status_grams_update" AFTER UPDATE OF "user_id", "status", "is_anonymous" ON "reviews"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id" OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."is_anonymous" IS DISTINCT FROM NEW."is_anonymous")
  EXECUTE FUNCTION "reviews_keep_anonymous_author_status_grams"();--> statement-breakpoint
-- An author renamed (row OLD to NEW) or deleted (OLD only, before the reviews go): the anonymous
-- reviews' counts per status leave the old name's grams and, for a rename, join the new name's.
CREATE FUNCTION "users_keep_anonymous_author_status_grams"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l text[];
  v text[];
  n int[];
BEGIN
  SELECT array_agg('anonymous.author_name@' || c.s), array_agg(OLD."first_name" || ' ' || OLD."last_name"), array_agg(-c.n)
    INTO l, v, n
    FROM (SELECT "status" AS s, count(*)::int AS n FROM "reviews"
           WHERE "user_id" = OLD."id" AND "is_anonymous" GROUP BY 1) AS c;
  IF l IS NOT NULL THEN
    IF TG_OP = 'UPDATE' THEN
      SELECT l || array_agg(x), v || array_agg(NEW."first_name" || ' ' || NEW."last_name"), n || array_agg(-y)
        INTO l, v, n FROM unnest(l, n) AS u(x, y);
    END IF;
    PERFORM bump_admin_search_grams(l, v, n, n);
  END IF;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NULL END;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_author_status_grams_rename" AFTER UPDATE OF "first_name", "last_name" ON "users"
  FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
  EXECUTE FUNCTION "users_keep_anonymous_author_status_grams"();--> statement-breakpoint
CREATE TRIGGER "users_author_status_grams_delete" BEFORE DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_keep_anonymous_author_status_grams"();--> statement-breakpoint
-- A report's copies of its reporter's name and email counted under its status: inserted or deleted per
-- statement, a change of status or of either copy per row (old counts out, new ones in).
CREATE FUNCTION "review_reports_keep_status_grams"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l text[];
  v text[];
  d int[];
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    l := ARRAY['review_reports.reporter_name@' || OLD."status", 'review_reports.reporter_name@' || NEW."status",
               'review_reports.reporter_email@' || OLD."status", 'review_reports.reporter_email@' || NEW."status"];
    v := ARRAY[OLD."reporter_name", NEW."reporter_name", OLD."reporter_email", NEW."reporter_email"];
    d := ARRAY[-1, 1, -1, 1];
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(c.l), array_agg(c.v), array_agg(1) INTO l, v, d
      FROM new_rows r, LATERAL (VALUES ('review_reports.reporter_name@' || r."status", r."reporter_name"),
                                       ('review_reports.reporter_email@' || r."status", r."reporter_email")) AS c(l, v);
  ELSE
    SELECT array_agg(c.l), array_agg(c.v), array_agg(-1) INTO l, v, d
      FROM old_rows r, LATERAL (VALUES ('review_reports.reporter_name@' || r."status", r."reporter_name"),
                                       ('review_reports.reporter_email@' || r."status", r."reporter_email")) AS c(l, v);
  END IF;
  IF l IS NOT NULL THEN
    PERFORM bump_admin_search_grams(l, v, d, d);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "review_reports_status_grams_insert" AFTER INSERT ON "review_reports" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "review_reports_keep_status_grams"();--> statement-breakpoint
CREATE TRIGGER "review_reports_status_grams_delete" AFTER DELETE ON "review_reports" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "review_reports_keep_status_grams"();--> statement-breakpoint
CREATE TRIGGER "review_reports_status_grams_update" AFTER UPDATE OF "status", "reporter_name", "reporter_email" ON "review_reports"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."reporter_name" IS DISTINCT FROM NEW."reporter_name"
    OR OLD."reporter_email" IS DISTINCT FROM NEW."reporter_email")
  EXECUTE FUNCTION "review_reports_keep_status_grams"();--> statement-breakpoint
-- The per-status grams as the rebuild writes them: each distinct (name, status) counted, then its grams.
CREATE FUNCTION "status_grams"() RETURNS TABLE (list text, gram text, shard smallint, n integer, value_count integer)
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
$$;--> statement-breakpoint
-- Migration 0033's rebuild, now with the per-status grams.
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
  UNION ALL SELECT * FROM review_author_grams()
  UNION ALL SELECT * FROM review_property_grams()
  UNION ALL SELECT * FROM status_grams();
END
$$;--> statement-breakpoint
INSERT INTO admin_search_grams (list, gram, shard, n, value_count) SELECT * FROM status_grams();
