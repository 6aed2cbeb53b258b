CREATE TABLE "admin_address_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_address_words" (
	"word" text NOT NULL,
	"name" text NOT NULL,
	"property_id" uuid NOT NULL,
	CONSTRAINT "admin_address_words_word_name_property_id_pk" PRIMARY KEY("word","name","property_id")
);
--> statement-breakpoint
CREATE INDEX "admin_address_vocabulary_trgm_idx" ON "admin_address_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admin_address_words_property_idx" ON "admin_address_words" USING btree ("property_id");--> statement-breakpoint
-- hand-written below this line
-- The words of an address (decision 052): its lower-cased runs of letters and digits, each once. Any
-- term of letters and digits the address contains lies within one of them.
CREATE FUNCTION "admin_address_words_of"(address text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}') FROM regexp_split_to_table(lower(address), '[^[:alnum:]]+') AS w
   WHERE w <> ''
$$;--> statement-breakpoint
-- Adds each delta to its word's count, in word order (two writers sharing words take them in one order),
-- and drops a word no property holds any more.
CREATE FUNCTION "bump_admin_address_vocabulary"(w text[], d int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO admin_address_vocabulary AS v (word, n)
  SELECT x.word, sum(x.delta) FROM unnest(w, d) AS x(word, delta) GROUP BY x.word HAVING sum(x.delta) <> 0 ORDER BY x.word
  ON CONFLICT (word) DO UPDATE SET n = v.n + excluded.n;
  DELETE FROM admin_address_vocabulary WHERE word = ANY(w) AND n <= 0;
$$;--> statement-breakpoint
-- Inserts and deletes per statement (the inserted or deleted properties at once), a change of name or
-- address per row.
CREATE FUNCTION "keep_admin_address_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w text[];
  d int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_address_words (word, name, property_id)
    SELECT x.word, n.name, n.id FROM new_rows n, unnest(admin_address_words_of(n.address)) AS x(word);
    SELECT array_agg(x.word), array_agg(1) INTO w, d FROM new_rows n, unnest(admin_address_words_of(n.address)) AS x(word);
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM admin_address_words a USING old_rows o WHERE a.property_id = o.id;
    SELECT array_agg(x.word), array_agg(-1) INTO w, d FROM old_rows o, unnest(admin_address_words_of(o.address)) AS x(word);
  ELSE
    DELETE FROM admin_address_words WHERE property_id = old.id;
    INSERT INTO admin_address_words (word, name, property_id)
    SELECT x.word, new.name, new.id FROM unnest(admin_address_words_of(new.address)) AS x(word);
    IF old.address IS DISTINCT FROM new.address THEN
      SELECT array_agg(x.word), array_agg(x.delta) INTO w, d FROM (
        SELECT unnest(admin_address_words_of(old.address)), -1 UNION ALL SELECT unnest(admin_address_words_of(new.address)), 1
      ) AS x(word, delta);
    END IF;
  END IF;
  IF w IS NOT NULL THEN
    PERFORM bump_admin_address_vocabulary(w, d);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_admin_address_words_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_admin_address_words"();--> statement-breakpoint
CREATE TRIGGER "properties_admin_address_words_delete" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "keep_admin_address_words"();--> statement-breakpoint
CREATE TRIGGER "properties_admin_address_words_update" AFTER UPDATE OF "name", "address" ON "properties"
  FOR EACH ROW WHEN (old.name IS DISTINCT FROM new.name OR old.address IS DISTINCT FROM new.address)
  EXECUTE FUNCTION "keep_admin_address_words"();--> statement-breakpoint
-- Both tables from the properties (the seed, a restore, and this migration on existing data).
CREATE FUNCTION "rebuild_admin_address_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin_address_words, admin_address_vocabulary;
  INSERT INTO admin_address_words (word, name, property_id)
  SELECT x.word, p.name, p.id FROM properties p, unnest(admin_address_words_of(p.address)) AS x(word)
   ORDER BY 1, 2, 3;
  INSERT INTO admin_address_vocabulary (word, n) SELECT word, count(*) FROM admin_address_words GROUP BY word;
END
$$;--> statement-breakpoint
-- rebuild_read_tables() of migration 0020, now also rebuilding the address words.
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
  PERFORM rebuild_admin_address_words();
END
$$;--> statement-breakpoint
SELECT rebuild_admin_address_words();
