-- The grams of the reviews' properties' names, counted in reviews (docs/decisions/049-review-author-grams.md),
-- as migration 0032 counts the authors': under 'reviews.property_name' each gram of a property's name
-- counts the reviews the property holds, whatever their status, under 'anonymous.property_name' the
-- anonymous ones. A review search of one or two characters then knows from one gram how many reviews
-- match through their property: anonymous 'yo' (in 1.7 % of the names) counted its 7,916 matches on
-- every page (215-295 ms), and reviews 'yo' read a floor through the most reviewed properties that fell
-- short (107 ms), then counted (98 ms).
-- Kept from the reviews, whose property's name each statement reads by key: inserts and deletes per
-- statement, a move to another property or a change of anonymity per row. A property renamed moves its
-- reviews' counts (counted through reviews_property_created_id_idx) to the new name's grams; a property
-- deleted takes them away before its reviews go by cascade (their delete then finds no property).
CREATE FUNCTION "bump_review_property_grams"(p uuid[], d int[], a int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  l text[];
  v text[];
  n int[];
BEGIN
  SELECT array_agg(c.l), array_agg(pr."name"), array_agg(c.n) INTO l, v, n
    FROM unnest(p, d, a) AS x(p, d, a)
    JOIN "properties" pr ON pr."id" = x.p,
    LATERAL (VALUES ('reviews.property_name', x.d), ('anonymous.property_name', x.a)) AS c(l, n)
   WHERE c.n <> 0;
  IF l IS NOT NULL THEN
    PERFORM bump_admin_search_grams(l, v, n, n);
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "reviews_keep_property_grams"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p uuid[];
  d int[];
  a int[];
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    p := ARRAY[OLD."property_id", NEW."property_id"];
    d := ARRAY[-1, 1];
    a := ARRAY[-(OLD."is_anonymous"::int), NEW."is_anonymous"::int];
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg("property_id"), array_agg(1), array_agg("is_anonymous"::int) INTO p, d, a FROM new_rows;
  ELSE
    SELECT array_agg("property_id"), array_agg(-1), array_agg(-("is_anonymous"::int)) INTO p, d, a FROM old_rows;
  END IF;
  IF p IS NOT NULL THEN
    PERFORM bump_review_property_grams(p, d, a);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_property_grams_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_keep_property_grams"();--> statement-breakpoint
CREATE TRIGGER "reviews_property_grams_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "reviews_keep_property_grams"();--> statement-breakpoint
CREATE TRIGGER "reviews_property_grams_update" AFTER UPDATE OF "property_id", "is_anonymous" ON "reviews"
  FOR EACH ROW WHEN (OLD."property_id" IS DISTINCT FROM NEW."property_id" OR OLD."is_anonymous" IS DISTINCT FROM NEW."is_anonymous")
  EXECUTE FUNCTION "reviews_keep_property_grams"();--> statement-breakpoint
-- A property renamed (row OLD to NEW) or deleted (OLD only, before its reviews go): its reviews' counts
-- leave the old name's grams and, for a rename, join the new name's.
CREATE FUNCTION "properties_keep_review_grams"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n int;
  a int;
BEGIN
  SELECT count(*)::int, count(*) FILTER (WHERE "is_anonymous")::int INTO n, a FROM "reviews" WHERE "property_id" = OLD."id";
  IF n > 0 THEN
    IF TG_OP = 'UPDATE' THEN
      PERFORM bump_admin_search_grams(
        ARRAY['reviews.property_name', 'reviews.property_name', 'anonymous.property_name', 'anonymous.property_name'],
        ARRAY[OLD."name", NEW."name", OLD."name", NEW."name"], ARRAY[-n, n, -a, a], ARRAY[-n, n, -a, a]);
    ELSE
      PERFORM bump_admin_search_grams(ARRAY['reviews.property_name', 'anonymous.property_name'],
        ARRAY[OLD."name", OLD."name"], ARRAY[-n, -a], ARRAY[-n, -a]);
    END IF;
  END IF;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NULL END;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_review_grams_rename" AFTER UPDATE OF "name" ON "properties"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "properties_keep_review_grams"();--> statement-breakpoint
CREATE TRIGGER "properties_review_grams_delete" BEFORE DELETE ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_keep_review_grams"();--> statement-breakpoint
-- The properties' grams as the rebuild writes them: each distinct name's reviews counted, then its grams.
CREATE FUNCTION "review_property_grams"() RETURNS TABLE (list text, gram text, shard smallint, n integer, value_count integer)
  LANGUAGE sql STABLE AS $$
  SELECT c.l, g, 0::smallint, sum(c.n)::int, sum(c.n)::int
    FROM (SELECT pr."name", count(*) AS n, count(*) FILTER (WHERE r."is_anonymous") AS a
            FROM "reviews" r JOIN "properties" pr ON pr."id" = r."property_id" GROUP BY 1) AS s,
    LATERAL (VALUES ('reviews.property_name', s.n), ('anonymous.property_name', s.a)) AS c(l, n),
    unnest(admin_search_grams_of(s."name")) AS g
   WHERE c.n <> 0
   GROUP BY c.l, g
$$;--> statement-breakpoint
-- Migration 0032's rebuild, now with the properties' grams.
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
  UNION ALL SELECT * FROM review_property_grams();
END
$$;--> statement-breakpoint
INSERT INTO admin_search_grams (list, gram, shard, n, value_count) SELECT * FROM review_property_grams();
