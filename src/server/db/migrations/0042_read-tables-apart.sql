-- rebuild_read_tables() in three parts a caller can run apart, each reading only the base tables
-- (decision 055): the public read side's and the properties' tables (rebuild_property_read_tables), the
-- admin lists' searched values with their words and grams (rebuild_admin_search_values, migration
-- 0026), and the reviews' name words (rebuild_admin_review_name_words, migration 0041). bench/seed-scale.ts
-- runs them on two connections beside the base tables' indexes; every other caller (a restore, the
-- tests) runs the whole, unchanged in what it writes.
--
-- The property words and the address words are now loaded with only their primary key's columns
-- sorted and their indexes built after the rows, one sort each, as the review words are (migration
-- 0023): their rows arrived in random order for their secondary indexes, inserted one by one (at
-- 1,000,000 properties: 6,728,116 property words 178 s -> 70 s, 6,750,000 address words 82 s -> 35 s).
CREATE FUNCTION "rebuild_property_read_tables"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DROP INDEX IF EXISTS property_words_rank_idx;
  ALTER TABLE property_words DROP CONSTRAINT IF EXISTS property_words_property_id_word_pk;
  TRUNCATE property_words, search_words, search_names, search_prefixes, read_counts;
  INSERT INTO property_words (property_id, word, in_name, review_count)
  SELECT id, w, bool_or(in_name), min(review_count) FROM (
    SELECT p.id, p.review_count, unnest(search_name_words(p.name)) AS w, true AS in_name FROM properties p WHERE p.is_active
    UNION ALL
    SELECT p.id, p.review_count, unnest(search_address_words(p.address)), false FROM properties p WHERE p.is_active
  ) x GROUP BY id, w;
  ALTER TABLE property_words ADD CONSTRAINT property_words_property_id_word_pk PRIMARY KEY (property_id, word);
  CREATE INDEX property_words_rank_idx ON property_words
    USING btree (word, in_name DESC NULLS FIRST, review_count DESC NULLS FIRST, property_id DESC NULLS FIRST);
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
  PERFORM rebuild_admin_list_counts();
  PERFORM rebuild_admin_address_words();
END
$$;--> statement-breakpoint
-- Migration 0038's rebuild, its rows loaded before its keys are built.
CREATE OR REPLACE FUNCTION "rebuild_admin_address_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DROP INDEX IF EXISTS admin_address_words_property_idx;
  ALTER TABLE admin_address_words DROP CONSTRAINT IF EXISTS admin_address_words_word_name_property_id_pk;
  TRUNCATE admin_address_words, admin_address_vocabulary;
  INSERT INTO admin_address_words (word, name, property_id)
  SELECT x.word, p.name, p.id FROM properties p, unnest(admin_address_words_of(p.address)) AS x(word);
  ALTER TABLE admin_address_words ADD CONSTRAINT admin_address_words_word_name_property_id_pk
    PRIMARY KEY (word, name, property_id);
  CREATE INDEX admin_address_words_property_idx ON admin_address_words USING btree (property_id);
  INSERT INTO admin_address_vocabulary (word, n) SELECT word, count(*) FROM admin_address_words GROUP BY word;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "rebuild_read_tables"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_property_read_tables();
  PERFORM rebuild_admin_search_values();
  PERFORM rebuild_admin_review_name_words();
END
$$;
