CREATE TABLE "admin_address_lengths" (
	"words" integer PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
-- hand-written below this line
-- Decision 067: how many addresses hold each number of words; the largest bounds how often the vocabulary
-- counts one property.
INSERT INTO "admin_address_lengths" (words, n)
SELECT c, count(*) FROM (SELECT count(*) AS c FROM admin_address_words GROUP BY property_id) AS s GROUP BY c;--> statement-breakpoint
-- Adds each delta to its length's count, in length order (as bump_admin_address_vocabulary does words), and
-- drops a length no address has any more.
CREATE FUNCTION "bump_admin_address_lengths"(l int[], d int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO admin_address_lengths AS a (words, n)
  SELECT x.words, sum(x.delta) FROM unnest(l, d) AS x(words, delta) WHERE x.words > 0
   GROUP BY x.words HAVING sum(x.delta) <> 0 ORDER BY x.words
  ON CONFLICT (words) DO UPDATE SET n = a.n + excluded.n;
  DELETE FROM admin_address_lengths WHERE words = ANY(l) AND n <= 0;
$$;--> statement-breakpoint
-- Migration 0038's trigger, now also counting the lengths of the addresses it adds and removes.
CREATE OR REPLACE FUNCTION "keep_admin_address_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w text[];
  d int[];
  l int[];
  e int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_address_words (word, name, property_id)
    SELECT x.word, n.name, n.id FROM new_rows n, unnest(admin_address_words_of(n.address)) AS x(word);
    SELECT array_agg(x.word), array_agg(1) INTO w, d FROM new_rows n, unnest(admin_address_words_of(n.address)) AS x(word);
    SELECT array_agg(cardinality(admin_address_words_of(n.address))), array_agg(1) INTO l, e FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM admin_address_words a USING old_rows o WHERE a.property_id = o.id;
    SELECT array_agg(x.word), array_agg(-1) INTO w, d FROM old_rows o, unnest(admin_address_words_of(o.address)) AS x(word);
    SELECT array_agg(cardinality(admin_address_words_of(o.address))), array_agg(-1) INTO l, e FROM old_rows o;
  ELSE
    DELETE FROM admin_address_words WHERE property_id = old.id;
    INSERT INTO admin_address_words (word, name, property_id)
    SELECT x.word, new.name, new.id FROM unnest(admin_address_words_of(new.address)) AS x(word);
    IF old.address IS DISTINCT FROM new.address THEN
      SELECT array_agg(x.word), array_agg(x.delta) INTO w, d FROM (
        SELECT unnest(admin_address_words_of(old.address)), -1 UNION ALL SELECT unnest(admin_address_words_of(new.address)), 1
      ) AS x(word, delta);
      l := ARRAY[cardinality(admin_address_words_of(old.address)), cardinality(admin_address_words_of(new.address))];
      e := ARRAY[-1, 1];
    END IF;
  END IF;
  IF w IS NOT NULL THEN
    PERFORM bump_admin_address_vocabulary(w, d);
  END IF;
  IF l IS NOT NULL THEN
    PERFORM bump_admin_address_lengths(l, e);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Migration 0042's rebuild, now also the lengths.
CREATE OR REPLACE FUNCTION "rebuild_admin_address_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DROP INDEX IF EXISTS admin_address_words_property_idx;
  ALTER TABLE admin_address_words DROP CONSTRAINT IF EXISTS admin_address_words_word_name_property_id_pk;
  TRUNCATE admin_address_words, admin_address_vocabulary, admin_address_lengths;
  INSERT INTO admin_address_words (word, name, property_id)
  SELECT x.word, p.name, p.id FROM properties p, unnest(admin_address_words_of(p.address)) AS x(word);
  ALTER TABLE admin_address_words ADD CONSTRAINT admin_address_words_word_name_property_id_pk
    PRIMARY KEY (word, name, property_id);
  CREATE INDEX admin_address_words_property_idx ON admin_address_words USING btree (property_id);
  INSERT INTO admin_address_vocabulary (word, n) SELECT word, count(*) FROM admin_address_words GROUP BY word;
  INSERT INTO admin_address_lengths (words, n)
  SELECT c, count(*) FROM (SELECT count(*) AS c FROM admin_address_words GROUP BY property_id) AS s GROUP BY c;
END
$$;
