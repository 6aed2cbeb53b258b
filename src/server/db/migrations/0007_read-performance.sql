CREATE TABLE "property_words" (
	"property_id" uuid NOT NULL,
	"word" text NOT NULL,
	"in_name" boolean NOT NULL,
	"review_count" integer NOT NULL,
	CONSTRAINT "property_words_property_id_word_pk" PRIMARY KEY("property_id","word")
);
--> statement-breakpoint
CREATE TABLE "read_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_names" (
	"name" text PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"property_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_prefixes" (
	"prefix" text NOT NULL,
	"property_id" uuid NOT NULL,
	"in_name" boolean NOT NULL,
	"review_count" integer NOT NULL,
	CONSTRAINT "search_prefixes_prefix_property_id_pk" PRIMARY KEY("prefix","property_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"name_count" integer NOT NULL,
	"total_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "property_words_rank_idx" ON "property_words" USING btree ("word","in_name" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"property_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_names_words_idx" ON "search_names" USING gin ("words");--> statement-breakpoint
CREATE INDEX "search_prefixes_rank_idx" ON "search_prefixes" USING btree ("prefix","in_name" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"property_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_name_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops) WHERE name_count > 0;--> statement-breakpoint
CREATE INDEX "properties_active_created_id_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_type_created_id_idx" ON "properties" USING btree ("property_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "properties_active_name_rank_idx" ON "properties" USING btree ("name","review_count" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_active;--> statement-breakpoint
CREATE INDEX "reviews_approved_created_id_idx" ON "reviews" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'APPROVED';--> statement-breakpoint
-- hand-written below this line
-- Read tables kept by a trigger on properties (docs/decisions/015-suggestions-at-scale.md).
-- Words: lower-cased alphanumeric runs of 2+ characters; address words without all-digit runs.
CREATE FUNCTION "search_name_words"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}')
  FROM regexp_split_to_table(lower(t), '[^[:alnum:]]+') AS w WHERE length(w) >= 2
$$;--> statement-breakpoint
CREATE FUNCTION "search_address_words"(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}')
  FROM regexp_split_to_table(lower(t), '[^[:alnum:]]+') AS w WHERE length(w) >= 2 AND w !~ '^[0-9]+$'
$$;--> statement-breakpoint
-- The 2-10 character prefixes of the given words.
CREATE FUNCTION "search_prefixes_of"(words text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT left(w, k)), '{}')
  FROM unnest(words) AS w, generate_series(2, least(10, length(w))) AS k
$$;--> statement-breakpoint
-- Recomputes the top 8 of each given prefix: the best 8 of each word with that prefix (an index
-- range of property_words per word), merged. A property in the overall top 8 is in the top 8 of
-- its best word, so the merge is exact.
CREATE FUNCTION "refill_search_prefixes"(ps text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_prefixes WHERE prefix = ANY(ps);
  INSERT INTO search_prefixes (prefix, property_id, in_name, review_count)
  SELECT p, t.property_id, t.in_name, t.review_count
  FROM unnest(ps) AS p, LATERAL (
    SELECT c.property_id, c.in_name, c.review_count FROM (
      SELECT DISTINCT ON (x.property_id) x.property_id, x.in_name, x.review_count
      FROM search_words sw, LATERAL (
        SELECT pw.property_id, pw.in_name, pw.review_count FROM property_words pw
        WHERE pw.word = sw.word
        ORDER BY pw.in_name DESC, pw.review_count DESC, pw.property_id DESC LIMIT 8
      ) x
      WHERE sw.word ~>=~ p AND sw.word ~<~ (p || chr(1114111))
      ORDER BY x.property_id, x.in_name DESC
    ) c
    ORDER BY c.in_name DESC, c.review_count DESC, c.property_id DESC LIMIT 8
  ) t;
$$;--> statement-breakpoint
CREATE FUNCTION "properties_keep_read_tables"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_on boolean := TG_OP <> 'INSERT' AND OLD.is_active;
  new_on boolean := TG_OP <> 'DELETE' AND NEW.is_active;
  pid uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
  old_rc int := CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.review_count END;
  new_rc int := CASE WHEN TG_OP = 'DELETE' THEN 0 ELSE NEW.review_count END;
  old_name text[] := '{}';
  old_all text[] := '{}';
  new_name text[] := '{}';
  new_all text[] := '{}';
  new_pre text[] := '{}';
  new_pre_name text[] := '{}';
  stale text[];
BEGIN
  IF TG_OP = 'UPDATE' AND old_on = new_on AND OLD.name = NEW.name AND OLD.address = NEW.address
     AND OLD.property_type = NEW.property_type AND OLD.review_count = NEW.review_count THEN
    RETURN NULL;
  END IF;

  -- List totals.
  INSERT INTO read_counts AS c (key, n)
  SELECT k, sum(d) FROM (
    SELECT 'properties' AS k, -1 AS d WHERE old_on
    UNION ALL SELECT 'properties:' || OLD.property_type, -1 WHERE old_on
    UNION ALL SELECT 'reviews', -old_rc WHERE old_on
    UNION ALL SELECT 'reviews:' || OLD.property_type, -old_rc WHERE old_on
    UNION ALL SELECT 'properties', 1 WHERE new_on
    UNION ALL SELECT 'properties:' || NEW.property_type, 1 WHERE new_on
    UNION ALL SELECT 'reviews', new_rc WHERE new_on
    UNION ALL SELECT 'reviews:' || NEW.property_type, new_rc WHERE new_on
  ) x GROUP BY k HAVING sum(d) <> 0
  ON CONFLICT (key) DO UPDATE SET n = c.n + excluded.n;

  IF old_on THEN
    old_name := search_name_words(OLD.name);
    old_all := ARRAY(SELECT DISTINCT unnest(old_name || search_address_words(OLD.address)));
  END IF;
  IF new_on THEN
    new_name := search_name_words(NEW.name);
    new_all := ARRAY(SELECT DISTINCT unnest(new_name || search_address_words(NEW.address)));
    new_pre := search_prefixes_of(new_all);
    new_pre_name := search_prefixes_of(new_name);
  END IF;

  -- Words of this property, with its rank.
  DELETE FROM property_words WHERE property_id = pid AND NOT (word = ANY(new_all));
  INSERT INTO property_words AS w (property_id, word, in_name, review_count)
  SELECT pid, x, x = ANY(new_name), new_rc FROM unnest(new_all) AS x
  ON CONFLICT (property_id, word) DO UPDATE SET in_name = excluded.in_name, review_count = excluded.review_count
  WHERE (w.in_name, w.review_count) IS DISTINCT FROM (excluded.in_name, excluded.review_count);

  -- Vocabulary and distinct names.
  IF old_all IS DISTINCT FROM new_all OR old_name IS DISTINCT FROM new_name THEN
    INSERT INTO search_words AS s (word, name_count, total_count)
    SELECT x, sum(nd), sum(td) FROM (
      SELECT x, -(x = ANY(old_name))::int AS nd, -1 AS td FROM unnest(old_all) AS x
      UNION ALL SELECT x, (x = ANY(new_name))::int, 1 FROM unnest(new_all) AS x
    ) d GROUP BY x HAVING sum(nd) <> 0 OR sum(td) <> 0
    ON CONFLICT (word) DO UPDATE
      SET name_count = s.name_count + excluded.name_count, total_count = s.total_count + excluded.total_count;
    DELETE FROM search_words WHERE word = ANY(old_all) AND total_count <= 0;
  END IF;
  IF old_on AND NOT (new_on AND NEW.name = OLD.name) THEN
    UPDATE search_names SET property_count = property_count - 1 WHERE name = OLD.name;
    DELETE FROM search_names WHERE name = OLD.name AND property_count <= 0;
  END IF;
  IF new_on AND NOT (old_on AND NEW.name = OLD.name) THEN
    INSERT INTO search_names (name, words, property_count) VALUES (NEW.name, new_name, 1)
    ON CONFLICT (name) DO UPDATE SET property_count = search_names.property_count + 1;
  END IF;

  -- Prefix top 8s. Entries this property left, or whose rank fell, are recomputed (`stale`).
  WITH gone AS (
    DELETE FROM search_prefixes s WHERE s.property_id = pid
      AND (NOT (s.prefix = ANY(new_pre))
           OR (s.prefix = ANY(new_pre_name), new_rc) < (s.in_name, s.review_count))
    RETURNING s.prefix
  )
  SELECT coalesce(array_agg(prefix), '{}') INTO stale FROM gone;
  UPDATE search_prefixes s SET in_name = s.prefix = ANY(new_pre_name), review_count = new_rc
  WHERE s.property_id = pid AND (s.in_name, s.review_count) IS DISTINCT FROM (s.prefix = ANY(new_pre_name), new_rc);
  INSERT INTO search_prefixes (prefix, property_id, in_name, review_count)
  SELECT p, pid, p = ANY(new_pre_name), new_rc FROM unnest(new_pre) AS p
  WHERE NOT (p = ANY(stale))
    AND NOT EXISTS (SELECT 1 FROM search_prefixes s WHERE s.prefix = p AND s.property_id = pid)
    AND ((SELECT count(*) FROM (SELECT 1 FROM search_prefixes s WHERE s.prefix = p LIMIT 8) c) < 8
         OR (p = ANY(new_pre_name), new_rc, pid) > (
           SELECT s.in_name, s.review_count, s.property_id FROM search_prefixes s WHERE s.prefix = p
           ORDER BY s.in_name, s.review_count, s.property_id LIMIT 1));
  DELETE FROM search_prefixes s USING (
    SELECT r.prefix, r.property_id FROM (
      SELECT q.prefix, q.property_id,
             row_number() OVER (PARTITION BY q.prefix ORDER BY q.in_name DESC, q.review_count DESC, q.property_id DESC) AS n
      FROM search_prefixes q WHERE q.prefix = ANY(new_pre)
    ) r WHERE r.n > 8
  ) extra
  WHERE s.prefix = extra.prefix AND s.property_id = extra.property_id;
  IF cardinality(stale) > 0 THEN
    PERFORM refill_search_prefixes(stale);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Recomputes every read table from properties, set-based (this migration, and bulk loads that
-- bypass the trigger, such as bench/seed-scale.ts).
CREATE FUNCTION "rebuild_read_tables"() RETURNS void LANGUAGE plpgsql AS $$
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
END
$$;--> statement-breakpoint
SELECT rebuild_read_tables();--> statement-breakpoint
CREATE TRIGGER "properties_read_tables" AFTER INSERT OR DELETE OR UPDATE OF "name", "address", "is_active", "property_type", "review_count"
  ON "properties" FOR EACH ROW EXECUTE FUNCTION "properties_keep_read_tables"();--> statement-breakpoint
-- Pincode prefixes of active properties, in pincode order (suggestions and search by digits).
CREATE INDEX "properties_active_pincode_idx" ON "properties" ("pincode" text_pattern_ops, "id") WHERE is_active;
