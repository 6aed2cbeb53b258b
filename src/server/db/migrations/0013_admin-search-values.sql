CREATE TABLE "admin_search_values" (
	"list" text NOT NULL,
	"value" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "admin_search_values_list_value_pk" PRIMARY KEY("list","value")
);
--> statement-breakpoint
CREATE INDEX "admin_search_values_trgm_idx" ON "admin_search_values" USING gin ("value" gin_trgm_ops);--> statement-breakpoint
-- hand-written below this line
-- The searched values of the admin lists with their row counts (docs/decisions/023-admin-search-lists-within-100ms.md).
-- Adds d rows holding value v to list l; a value no row holds any more is removed.
CREATE FUNCTION "bump_admin_search_value"(l text, v text, d int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  left_n int;
BEGIN
  IF d > 0 THEN
    INSERT INTO admin_search_values AS s (list, value, n) VALUES (l, v, d)
    ON CONFLICT (list, value) DO UPDATE SET n = s.n + excluded.n;
  ELSIF d < 0 THEN
    UPDATE admin_search_values SET n = n + d WHERE list = l AND value = v RETURNING n INTO left_n;
    IF left_n IS NOT NULL AND left_n <= 0 THEN
      DELETE FROM admin_search_values WHERE list = l AND value = v;
    END IF;
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "users_keep_admin_search_values"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (old.first_name || ' ' || old.last_name) = (new.first_name || ' ' || new.last_name) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_admin_search_value('users', old.first_name || ' ' || old.last_name, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_admin_search_value('users', new.first_name || ' ' || new.last_name, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "properties_keep_admin_search_values"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND old.name = new.name THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_admin_search_value('properties', old.name, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_admin_search_value('properties', new.name, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every review's title counts in 'reviews', an anonymous review's also in 'anonymous'.
CREATE FUNCTION "reviews_keep_admin_search_values"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND old.title = new.title AND old.is_anonymous = new.is_anonymous THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_admin_search_value('reviews', old.title, -1);
    IF old.is_anonymous THEN
      PERFORM bump_admin_search_value('anonymous', old.title, -1);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_admin_search_value('reviews', new.title, 1);
    IF new.is_anonymous THEN
      PERFORM bump_admin_search_value('anonymous', new.title, 1);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "review_reports_keep_admin_search_values"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND old.reason = new.reason THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM bump_admin_search_value('reports', old.reason, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM bump_admin_search_value('reports', new.reason, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_admin_search_values" AFTER INSERT OR DELETE OR UPDATE OF "first_name", "last_name"
  ON "users" FOR EACH ROW EXECUTE FUNCTION "users_keep_admin_search_values"();--> statement-breakpoint
CREATE TRIGGER "properties_admin_search_values" AFTER INSERT OR DELETE OR UPDATE OF "name"
  ON "properties" FOR EACH ROW EXECUTE FUNCTION "properties_keep_admin_search_values"();--> statement-breakpoint
CREATE TRIGGER "reviews_admin_search_values" AFTER INSERT OR DELETE OR UPDATE OF "title", "is_anonymous"
  ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_keep_admin_search_values"();--> statement-breakpoint
CREATE TRIGGER "review_reports_admin_search_values" AFTER INSERT OR DELETE OR UPDATE OF "reason"
  ON "review_reports" FOR EACH ROW EXECUTE FUNCTION "review_reports_keep_admin_search_values"();--> statement-breakpoint
CREATE FUNCTION "rebuild_admin_search_values"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin_search_values;
  INSERT INTO admin_search_values (list, value, n)
  SELECT 'users', first_name || ' ' || last_name, count(*) FROM users GROUP BY 2
  UNION ALL SELECT 'properties', name, count(*) FROM properties GROUP BY 2
  UNION ALL SELECT 'reviews', title, count(*) FROM reviews GROUP BY 2
  UNION ALL SELECT 'anonymous', title, count(*) FROM reviews WHERE is_anonymous GROUP BY 2
  UNION ALL SELECT 'reports', reason, count(*) FROM review_reports GROUP BY 2;
END
$$;--> statement-breakpoint
-- rebuild_read_tables() of migration 0011, now also rebuilding the admin search values (the seed's
-- bulk load and a restore call it after bypassing the triggers).
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
END
$$;--> statement-breakpoint
SELECT rebuild_admin_search_values();
