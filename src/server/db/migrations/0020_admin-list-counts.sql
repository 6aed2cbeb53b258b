CREATE TABLE "admin_list_counts" (
	"list" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "admin_list_counts_list_shard_pk" PRIMARY KEY("list","shard")
);
--> statement-breakpoint
-- hand-written below this line
-- The admin lists' row counts, for their unsearched totals (docs/decisions/036-admin-list-counts.md).
-- Adds d[i] rows to list l[i] in this backend's shard, the lists in byte order, so two writers that
-- share a shard take its rows in the same order.
CREATE FUNCTION "bump_admin_list_counts"(l text[], d bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO admin_list_counts AS c (list, shard, n)
  SELECT x.l, pg_backend_pid() % 16, sum(x.d) FROM unnest(l, d) AS x(l, d)
   GROUP BY x.l HAVING sum(x.d) <> 0 ORDER BY x.l COLLATE "C"
  ON CONFLICT (list, shard) DO UPDATE SET n = c.n + excluded.n
$$;--> statement-breakpoint
-- A statement's inserted (new_rows) or deleted (old_rows) rows counted in list TG_ARGV[0]; a TRUNCATE
-- empties the list.
CREATE FUNCTION "count_admin_list_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_admin_list_counts(ARRAY[TG_ARGV[0]], ARRAY[(SELECT count(*) FROM new_rows)]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_admin_list_counts(ARRAY[TG_ARGV[0]], ARRAY[-(SELECT count(*) FROM old_rows)]);
  ELSE
    DELETE FROM admin_list_counts WHERE list = TG_ARGV[0];
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every review counts in 'reviews', an anonymous one also in 'anonymous': per statement for inserts
-- and deletes, per row for a review whose anonymity changes.
CREATE FUNCTION "count_admin_review_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT ARRAY[count(*) FILTER (WHERE is_anonymous), count(*)] INTO d FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT ARRAY[-count(*) FILTER (WHERE is_anonymous), -count(*)] INTO d FROM old_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    d := ARRAY[CASE WHEN new.is_anonymous THEN 1 ELSE -1 END, 0];
  ELSE
    DELETE FROM admin_list_counts WHERE list IN ('anonymous', 'reviews');
    RETURN NULL;
  END IF;
  PERFORM bump_admin_list_counts(ARRAY['anonymous', 'reviews'], d);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rebuild_admin_list_counts"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin_list_counts;
  INSERT INTO admin_list_counts (list, shard, n)
  SELECT 'properties', 0, count(*) FROM properties
  UNION ALL SELECT 'users', 0, count(*) FROM users
  UNION ALL SELECT 'reviews', 0, count(*) FROM reviews
  UNION ALL SELECT 'anonymous', 0, count(*) FROM reviews WHERE is_anonymous
  UNION ALL SELECT 'reports', 0, count(*) FROM review_reports
  UNION ALL SELECT 'moderation_log', 0, count(*) FROM moderation_log;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_admin_list_count_insert" AFTER INSERT ON "properties" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_admin_list_rows"('properties');--> statement-breakpoint
CREATE TRIGGER "properties_admin_list_count_delete" AFTER DELETE ON "properties" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_admin_list_rows"('properties');--> statement-breakpoint
CREATE TRIGGER "properties_admin_list_count_truncate" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_admin_list_rows"('properties');--> statement-breakpoint
CREATE TRIGGER "users_admin_list_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_admin_list_rows"('users');--> statement-breakpoint
CREATE TRIGGER "users_admin_list_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_admin_list_rows"('users');--> statement-breakpoint
CREATE TRIGGER "users_admin_list_count_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_admin_list_rows"('users');--> statement-breakpoint
CREATE TRIGGER "review_reports_admin_list_count_insert" AFTER INSERT ON "review_reports" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_admin_list_rows"('reports');--> statement-breakpoint
CREATE TRIGGER "review_reports_admin_list_count_delete" AFTER DELETE ON "review_reports" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_admin_list_rows"('reports');--> statement-breakpoint
CREATE TRIGGER "review_reports_admin_list_count_truncate" AFTER TRUNCATE ON "review_reports"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_admin_list_rows"('reports');--> statement-breakpoint
-- The log refuses UPDATE, DELETE and TRUNCATE (migration 0005): inserts are all that count.
CREATE TRIGGER "moderation_log_admin_list_count_insert" AFTER INSERT ON "moderation_log" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_admin_list_rows"('moderation_log');--> statement-breakpoint
CREATE TRIGGER "reviews_admin_list_count_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_admin_review_rows"();--> statement-breakpoint
CREATE TRIGGER "reviews_admin_list_count_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "count_admin_review_rows"();--> statement-breakpoint
CREATE TRIGGER "reviews_admin_list_count_anonymity" AFTER UPDATE OF "is_anonymous" ON "reviews"
  FOR EACH ROW WHEN (old.is_anonymous IS DISTINCT FROM new.is_anonymous) EXECUTE FUNCTION "count_admin_review_rows"();--> statement-breakpoint
CREATE TRIGGER "reviews_admin_list_count_truncate" AFTER TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "count_admin_review_rows"();--> statement-breakpoint
-- rebuild_read_tables() of migration 0013, now also recounting the admin lists (the seed's bulk load
-- and a restore call it after bypassing the triggers).
CREATE OR REPLACE FUNCTION "rebuild_read_tables"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE property_words, search_words, search_names, search_prefixes, read_counts;
  INSERT INTO property_words (property_id, word, in_name, review_count)
  SELECT id, w, bool_or(in_name), min(review_count) FROM (
    SELECT p.id, p.review_count, unnest(search_name_words(p.name)) AS w, true AS in_name FROM properties p WHERE p.is_active
    UNION ALL
    SELECT p.id, p.review_count, unnest(search_address_words(p.address)), false FROM properties p WHERE p.is_active
  ) x GROUP BY id, w;
  INSERT INTO search_words (word, name_count, total_count)
  SELECT word, count(*) FILTER (WHERE in_name), count(*) FROM property_words GROUP BY word;
  INSERT INTO search_names (name, words, property_count)
  SELECT name, search_name_words(name), count(*) FROM properties WHERE is_active GROUP BY name;
  PERFORM refill_search_prefixes(ARRAY(SELECT DISTINCT unnest(search_prefixes_of(ARRAY[word])) FROM search_words));
  INSERT INTO read_counts (key, n)
  SELECT 'properties', count(*) FROM properties WHERE is_active
  UNION ALL SELECT 'reviews', coalesce(sum(review_count), 0) FROM properties WHERE is_active
  UNION ALL SELECT 'properties:' || t, count(p.id) FROM unnest(ARRAY['CONDO', 'HDB', 'STANDALONE_HOUSE', 'CO_LIVING_SPACE']) t
    LEFT JOIN properties p ON p.property_type = t AND p.is_active GROUP BY t
  UNION ALL SELECT 'reviews:' || t, coalesce(sum(p.review_count), 0) FROM unnest(ARRAY['CONDO', 'HDB', 'STANDALONE_HOUSE', 'CO_LIVING_SPACE']) t
    LEFT JOIN properties p ON p.property_type = t AND p.is_active GROUP BY t;
  PERFORM rebuild_list_anchors();
  PERFORM rebuild_admin_search_values();
  PERFORM rebuild_admin_list_counts();
END
$$;--> statement-breakpoint
-- After the triggers: their locks hold writers back until the migration commits, so none is missed.
SELECT rebuild_admin_list_counts();
