CREATE TABLE "admin_address_words_most" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"most" integer NOT NULL,
	CONSTRAINT "admin_address_words_most_one" CHECK ("admin_address_words_most"."one")
);
--> statement-breakpoint
-- hand-written below this line
-- Decision 067: the most words one address holds, a bound of how often the vocabulary counts a property.
INSERT INTO "admin_address_words_most" (one, most)
SELECT true, coalesce(max(c), 0) FROM (SELECT count(*) AS c FROM admin_address_words GROUP BY property_id) AS s;--> statement-breakpoint
-- Raises the bound to `m` words when it is below; a lock only then, so writers of shorter addresses never wait.
CREATE FUNCTION "raise_admin_address_words_most"(m int) RETURNS void LANGUAGE sql AS $$
  UPDATE admin_address_words_most SET most = m WHERE m > most;
$$;--> statement-breakpoint
-- Migration 0038's trigger, now raising the bound for the words of a new or changed address.
CREATE OR REPLACE FUNCTION "keep_admin_address_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w text[];
  d int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO admin_address_words (word, name, property_id)
    SELECT x.word, n.name, n.id FROM new_rows n, unnest(admin_address_words_of(n.address)) AS x(word);
    SELECT array_agg(x.word), array_agg(1) INTO w, d FROM new_rows n, unnest(admin_address_words_of(n.address)) AS x(word);
    PERFORM raise_admin_address_words_most(
      (SELECT coalesce(max(cardinality(admin_address_words_of(n.address))), 0) FROM new_rows n));
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
      PERFORM raise_admin_address_words_most(cardinality(admin_address_words_of(new.address)));
    END IF;
  END IF;
  IF w IS NOT NULL THEN
    PERFORM bump_admin_address_vocabulary(w, d);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Migration 0042's rebuild, now also the bound.
CREATE OR REPLACE FUNCTION "rebuild_admin_address_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DROP INDEX IF EXISTS admin_address_words_property_idx;
  ALTER TABLE admin_address_words DROP CONSTRAINT IF EXISTS admin_address_words_word_name_property_id_pk;
  TRUNCATE admin_address_words, admin_address_vocabulary, admin_address_words_most;
  INSERT INTO admin_address_words (word, name, property_id)
  SELECT x.word, p.name, p.id FROM properties p, unnest(admin_address_words_of(p.address)) AS x(word);
  ALTER TABLE admin_address_words ADD CONSTRAINT admin_address_words_word_name_property_id_pk
    PRIMARY KEY (word, name, property_id);
  CREATE INDEX admin_address_words_property_idx ON admin_address_words USING btree (property_id);
  INSERT INTO admin_address_vocabulary (word, n) SELECT word, count(*) FROM admin_address_words GROUP BY word;
  INSERT INTO admin_address_words_most (one, most)
  SELECT true, coalesce(max(c), 0) FROM (SELECT count(*) AS c FROM admin_address_words GROUP BY property_id) AS s;
END
$$;
