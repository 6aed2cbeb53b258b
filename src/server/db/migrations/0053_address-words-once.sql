-- The address vocabulary's upkeep (migrations 0038 and 0052), the same in effect.
-- Migration 0038's bump dropped the words left without a property by `word = ANY(w) AND n <= 0` over every
-- word it was given. PostgreSQL reads that `=` through the vocabulary's trigram index: a statement
-- inserting 400 properties (3,200 words) spent 1.8 s there on 17,335 candidates, and one inserting 2,000
-- took 60 s instead of 17-20 s. It now drops the words its own upsert left at zero or below, usually none.
CREATE OR REPLACE FUNCTION "bump_admin_address_vocabulary"(w text[], d int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
BEGIN
  WITH bumped AS (
    INSERT INTO admin_address_vocabulary AS v (word, n)
    SELECT x.word, sum(x.delta) FROM unnest(w, d) AS x(word, delta) GROUP BY x.word HAVING sum(x.delta) <> 0 ORDER BY x.word
    ON CONFLICT (word) DO UPDATE SET n = v.n + excluded.n
    RETURNING v.word, v.n
  )
  SELECT array_agg(word) INTO gone FROM bumped WHERE n <= 0;
  IF gone IS NOT NULL THEN
    DELETE FROM admin_address_vocabulary WHERE word = ANY(gone);
  END IF;
END
$$;--> statement-breakpoint
-- Migration 0052's trigger splitting each address into its words once: it split every inserted or deleted
-- address three times (its words' rows, the vocabulary's deltas, its length) and a changed one twice more.
CREATE OR REPLACE FUNCTION "keep_admin_address_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  w text[];
  d int[];
  l int[];
  e int[];
  ow text[];
  nw text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH n AS MATERIALIZED (SELECT id, name, admin_address_words_of(address) AS words FROM new_rows),
    added AS (
      INSERT INTO admin_address_words (word, name, property_id)
      SELECT x.word, n.name, n.id FROM n, unnest(n.words) AS x(word)
    )
    SELECT a.w, a.d, b.l, b.e INTO w, d, l, e
      FROM (SELECT array_agg(x.word) AS w, array_agg(1) AS d FROM n, unnest(n.words) AS x(word)) AS a,
           (SELECT array_agg(cardinality(n.words)) AS l, array_agg(1) AS e FROM n) AS b;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM admin_address_words a USING old_rows o WHERE a.property_id = o.id;
    WITH o AS MATERIALIZED (SELECT admin_address_words_of(address) AS words FROM old_rows)
    SELECT a.w, a.d, b.l, b.e INTO w, d, l, e
      FROM (SELECT array_agg(x.word) AS w, array_agg(-1) AS d FROM o, unnest(o.words) AS x(word)) AS a,
           (SELECT array_agg(cardinality(o.words)) AS l, array_agg(-1) AS e FROM o) AS b;
  ELSE
    nw := admin_address_words_of(new.address);
    DELETE FROM admin_address_words WHERE property_id = old.id;
    INSERT INTO admin_address_words (word, name, property_id) SELECT x.word, new.name, new.id FROM unnest(nw) AS x(word);
    IF old.address IS DISTINCT FROM new.address THEN
      ow := admin_address_words_of(old.address);
      w := ow || nw;
      d := array_fill(-1, ARRAY[cardinality(ow)]) || array_fill(1, ARRAY[cardinality(nw)]);
      l := ARRAY[cardinality(ow), cardinality(nw)];
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
$$;
