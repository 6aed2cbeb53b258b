CREATE TABLE "list_anchors" (
	"list" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"id" uuid NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "list_anchors_list_created_at_id_pk" PRIMARY KEY("list","created_at","id")
);
--> statement-breakpoint
-- hand-written below this line
-- Buckets of the public listing orders (docs/decisions/019-deep-listing-pages.md). A bucket of list
-- l is bounded above by its row's key (created_at, id), below by the previous row's key, and counts
-- the active properties of l in between; ('infinity', ffffffff-...) closes every list.
CREATE FUNCTION "list_anchor_span"() RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 1000 $$;--> statement-breakpoint
-- Every change to a list first locks its closing row, so a split counts keys while no other
-- transaction holds a change of that list it has not yet counted into a bucket (each statement
-- below runs on a fresh snapshot under READ COMMITTED; under REPEATABLE READ a concurrent split or
-- merge makes the bucket update fail with a serialization error instead).
--
-- Adds d to the bucket holding key (at, pid) in list l. After a removal the bucket merges with a
-- neighbour when the two fit in one span (counts only, so exact while other rows of the same
-- statement still wait for their row trigger).
CREATE FUNCTION "shift_list_anchor"(l text, at timestamptz, pid uuid, d int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  span int := list_anchor_span();
  b record;
  nb record;
BEGIN
  PERFORM 1 FROM list_anchors WHERE list = l AND created_at = 'infinity' FOR UPDATE;
  IF NOT FOUND THEN
    -- Never built for this list: the listing sees the counts disagree with read_counts and skips.
    RETURN;
  END IF;
  UPDATE list_anchors a SET n = a.n + d
  FROM (SELECT x.created_at, x.id FROM list_anchors x WHERE x.list = l AND (x.created_at, x.id) >= (at, pid)
        ORDER BY x.created_at, x.id LIMIT 1) t
  WHERE a.list = l AND a.created_at = t.created_at AND a.id = t.id
  RETURNING a.created_at, a.id, a.n INTO b;
  IF d > 0 THEN
    RETURN;
  END IF;
  SELECT x.created_at, x.id, x.n INTO nb FROM list_anchors x
  WHERE x.list = l AND (x.created_at, x.id) > (b.created_at, b.id) ORDER BY x.created_at, x.id LIMIT 1;
  IF FOUND AND b.n + nb.n <= span THEN
    DELETE FROM list_anchors WHERE list = l AND created_at = b.created_at AND id = b.id;
    UPDATE list_anchors SET n = n + b.n WHERE list = l AND created_at = nb.created_at AND id = nb.id;
    RETURN;
  END IF;
  SELECT x.created_at, x.id, x.n INTO nb FROM list_anchors x
  WHERE x.list = l AND (x.created_at, x.id) < (b.created_at, b.id) ORDER BY x.created_at DESC, x.id DESC LIMIT 1;
  IF FOUND AND b.n + nb.n <= span THEN
    DELETE FROM list_anchors WHERE list = l AND created_at = nb.created_at AND id = nb.id;
    UPDATE list_anchors SET n = n + nb.n WHERE list = l AND created_at = b.created_at AND id = b.id;
  END IF;
END
$$;--> statement-breakpoint
-- Splits the bucket of list l bounded by (at, pid), when it holds more than two spans, into spans
-- counted from its lower bound; the rest stays in the bucket. It counts keys in properties, so it
-- runs after the statement, once every changed row has moved its bucket.
CREATE FUNCTION "split_list_anchor"(l text, at timestamptz, pid uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  span int := list_anchor_span();
  typ text := CASE WHEN l LIKE 'properties:%' THEN substr(l, 12) END;
  total int;
  lower_at timestamptz := '-infinity';
  lower_id uuid := '00000000-0000-0000-0000-000000000000';
BEGIN
  PERFORM 1 FROM list_anchors WHERE list = l AND created_at = 'infinity' FOR UPDATE;
  SELECT x.n INTO total FROM list_anchors x WHERE x.list = l AND x.created_at = at AND x.id = pid;
  IF total IS NULL OR total <= 2 * span THEN
    RETURN;
  END IF;
  SELECT x.created_at, x.id INTO lower_at, lower_id FROM list_anchors x
  WHERE x.list = l AND (x.created_at, x.id) < (at, pid) ORDER BY x.created_at DESC, x.id DESC LIMIT 1;
  IF NOT FOUND THEN
    lower_at := '-infinity';
    lower_id := '00000000-0000-0000-0000-000000000000';
  END IF;
  IF typ IS NULL THEN
    INSERT INTO list_anchors (list, created_at, id, n)
    SELECT l, k.created_at, k.id, span FROM (
      SELECT p.created_at, p.id, row_number() OVER (ORDER BY p.created_at, p.id) AS rn FROM properties p
      WHERE p.is_active AND (p.created_at, p.id) > (lower_at, lower_id) AND (p.created_at, p.id) <= (at, pid)
      ORDER BY p.created_at, p.id
    ) k WHERE k.rn % span = 0 AND k.rn < total;
  ELSE
    INSERT INTO list_anchors (list, created_at, id, n)
    SELECT l, k.created_at, k.id, span FROM (
      SELECT p.created_at, p.id, row_number() OVER (ORDER BY p.created_at, p.id) AS rn FROM properties p
      WHERE p.is_active AND p.property_type = typ
        AND (p.created_at, p.id) > (lower_at, lower_id) AND (p.created_at, p.id) <= (at, pid)
      ORDER BY p.created_at, p.id
    ) k WHERE k.rn % span = 0 AND k.rn < total;
  END IF;
  UPDATE list_anchors SET n = total - span * ((total - 1) / span) WHERE list = l AND created_at = at AND id = pid;
END
$$;--> statement-breakpoint
-- Moves the buckets of the all list and the type lists for a property entering, leaving or moving
-- within them (activation, deletion, a new type or created_at). Lists in name order, so two
-- transactions lock closing rows in the same order.
CREATE FUNCTION "properties_keep_list_anchors"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_on boolean := TG_OP <> 'INSERT' AND OLD.is_active;
  new_on boolean := TG_OP <> 'DELETE' AND NEW.is_active;
  c record;
BEGIN
  IF TG_OP = 'UPDATE' AND old_on = new_on
     AND (NOT new_on OR (OLD.created_at = NEW.created_at AND OLD.property_type = NEW.property_type)) THEN
    RETURN NULL;
  END IF;
  FOR c IN
    SELECT x.l, x.at, x.pid, sum(x.d)::int AS d FROM (
      SELECT 'properties' AS l, OLD.created_at AS at, OLD.id AS pid, -1 AS d WHERE old_on
      UNION ALL SELECT 'properties:' || OLD.property_type, OLD.created_at, OLD.id, -1 WHERE old_on
      UNION ALL SELECT 'properties', NEW.created_at, NEW.id, 1 WHERE new_on
      UNION ALL SELECT 'properties:' || NEW.property_type, NEW.created_at, NEW.id, 1 WHERE new_on
    ) x GROUP BY x.l, x.at, x.pid HAVING sum(x.d) <> 0 ORDER BY x.l, sum(x.d)
  LOOP
    PERFORM shift_list_anchor(c.l, c.at, c.pid, c.d);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- After each statement that may have filled a bucket: split the buckets past two spans.
CREATE FUNCTION "properties_split_list_anchors"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b record;
BEGIN
  FOR b IN SELECT list, created_at, id FROM list_anchors WHERE n > 2 * list_anchor_span() ORDER BY list, created_at, id LOOP
    PERFORM split_list_anchor(b.list, b.created_at, b.id);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Recomputes every bucket from properties, set-based: one span per bucket from the oldest key up,
-- the rest in the closing bucket.
CREATE FUNCTION "rebuild_list_anchors"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  span int := list_anchor_span();
BEGIN
  TRUNCATE list_anchors;
  INSERT INTO list_anchors (list, created_at, id, n)
  SELECT k.l, k.created_at, k.id, span FROM (
    SELECT 'properties' AS l, created_at, id, row_number() OVER (ORDER BY created_at, id) AS rn
    FROM properties WHERE is_active
    UNION ALL
    SELECT 'properties:' || property_type, created_at, id,
           row_number() OVER (PARTITION BY property_type ORDER BY created_at, id)
    FROM properties WHERE is_active
  ) k WHERE k.rn % span = 0;
  INSERT INTO list_anchors (list, created_at, id, n)
  SELECT t.l, 'infinity', 'ffffffff-ffff-ffff-ffff-ffffffffffff', coalesce(c.n, 0) % span
  FROM unnest(ARRAY['properties', 'properties:CONDO', 'properties:HDB', 'properties:STANDALONE_HOUSE',
                    'properties:CO_LIVING_SPACE']) AS t(l)
  LEFT JOIN (
    SELECT CASE WHEN grouping(property_type) = 1 THEN 'properties' ELSE 'properties:' || property_type END AS l,
           count(*) AS n
    FROM properties WHERE is_active GROUP BY ROLLUP (property_type)
  ) c ON c.l = t.l;
END
$$;--> statement-breakpoint
-- rebuild_read_tables() of migration 0007, now also rebuilding the buckets (the seed's bulk load and
-- a restore call it after bypassing the triggers).
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
END
$$;--> statement-breakpoint
SELECT rebuild_list_anchors();--> statement-breakpoint
CREATE TRIGGER "properties_list_anchors" AFTER INSERT OR DELETE OR UPDATE OF "is_active", "property_type", "created_at"
  ON "properties" FOR EACH ROW EXECUTE FUNCTION "properties_keep_list_anchors"();--> statement-breakpoint
CREATE TRIGGER "properties_list_anchors_split" AFTER INSERT OR DELETE OR UPDATE OF "is_active", "property_type", "created_at"
  ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION "properties_split_list_anchors"();
