CREATE TABLE "admin_review_name_word_counts" (
	"list" text NOT NULL,
	"word" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "admin_review_name_word_counts_list_word_shard_pk" PRIMARY KEY("list","word","shard")
);
--> statement-breakpoint
-- hand-written below this line (docs/decisions/054-review-name-words.md)
-- Adds d[i] reviews under word w[i] of list l[i], in the writing transaction's claimed shard (migration
-- 0039), in (list, word) order.
CREATE FUNCTION "bump_admin_review_name_word_counts"(l text[], w text[], d int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO admin_review_name_word_counts AS c (list, word, shard, n)
  SELECT x.l, x.w, s.shard, sum(x.d) FROM (SELECT admin_write_shard() AS shard) s, unnest(l, w, d) AS x(l, w, d)
   GROUP BY x.l, x.w, s.shard HAVING sum(x.d) <> 0 ORDER BY x.l COLLATE "C", x.w COLLATE "C"
  ON CONFLICT (list, word, shard) DO UPDATE SET n = c.n + excluded.n
$$;--> statement-breakpoint
-- Migration 0040's trigger on reviews, now counting the rows it adds and takes away.
CREATE OR REPLACE FUNCTION "reviews_keep_admin_review_name_words"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l text[];
  w text[];
  d int[];
BEGIN
  IF TG_OP = 'UPDATE' AND (old.user_id, old.property_id, old.is_anonymous) = (new.user_id, new.property_id, new.is_anonymous) THEN
    IF (old.status, old.overall_rating, old.created_at, old.title)
       IS DISTINCT FROM (new.status, new.overall_rating, new.created_at, new.title) THEN
      UPDATE admin_review_name_words
         SET status = new.status, overall_rating = new.overall_rating, created_at = new.created_at, title = new.title
       WHERE review_id = new.id;
    END IF;
    RETURN NULL;
  END IF;
  WITH gone AS (
    DELETE FROM admin_review_name_words WHERE TG_OP <> 'INSERT' AND review_id = old.id RETURNING list, word
  ), added AS (
    INSERT INTO admin_review_name_words
    SELECT r.* FROM (
        SELECT 'author_name' AS way, u.first_name || ' ' || u.last_name AS name FROM users u
         WHERE TG_OP <> 'DELETE' AND u.id = new.user_id
        UNION ALL SELECT 'property_name', p.name FROM properties p WHERE TG_OP <> 'DELETE' AND p.id = new.property_id
      ) n,
      admin_review_name_word_rows(new.id, new.created_at, new.status, new.overall_rating, new.title,
        new.is_anonymous, n.way, n.name) AS r
    RETURNING list, word
  )
  SELECT array_agg(c.list), array_agg(c.word), array_agg(c.d) INTO l, w, d
    FROM (SELECT list, word, -1 AS d FROM gone UNION ALL SELECT list, word, 1 FROM added) c;
  IF l IS NOT NULL THEN
    PERFORM bump_admin_review_name_word_counts(l, w, d);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Migration 0040's rename trigger, now counting the rows it replaces.
CREATE OR REPLACE FUNCTION "keep_admin_review_name_words_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  way text;
  name text;
  ids uuid[];
  l text[];
  w text[];
  d int[];
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    way := 'author_name';
    name := new.first_name || ' ' || new.last_name;
    SELECT array_agg(r.id) INTO ids FROM reviews r WHERE r.user_id = new.id;
  ELSE
    way := 'property_name';
    name := new.name;
    SELECT array_agg(r.id) INTO ids FROM reviews r WHERE r.property_id = new.id;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  WITH gone AS (
    DELETE FROM admin_review_name_words WHERE review_id = ANY (ids) AND list IN ('reviews.' || way, 'anonymous.' || way)
    RETURNING list, word
  ), added AS (
    INSERT INTO admin_review_name_words
    SELECT x.* FROM reviews r,
      admin_review_name_word_rows(r.id, r.created_at, r.status, r.overall_rating, r.title, r.is_anonymous, way, name) AS x
     WHERE r.id = ANY (ids)
    RETURNING list, word
  )
  SELECT array_agg(c.list), array_agg(c.word), array_agg(c.d) INTO l, w, d
    FROM (SELECT list, word, -1 AS d FROM gone UNION ALL SELECT list, word, 1 FROM added) c;
  IF l IS NOT NULL THEN
    PERFORM bump_admin_review_name_word_counts(l, w, d);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Migration 0040's rebuild, now counting each list's rows under each word too.
CREATE OR REPLACE FUNCTION "rebuild_admin_review_name_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DROP INDEX IF EXISTS admin_review_name_words_rating_idx, admin_review_name_words_status_idx,
    admin_review_name_words_title_idx, admin_review_name_words_review_idx;
  ALTER TABLE admin_review_name_words DROP CONSTRAINT IF EXISTS admin_review_name_words_list_word_created_at_review_id_pk;
  TRUNCATE admin_review_name_words, admin_review_name_word_counts;
  INSERT INTO admin_review_name_words
  SELECT w.* FROM reviews r
    JOIN users u ON u.id = r.user_id
    JOIN properties p ON p.id = r.property_id,
    LATERAL (VALUES ('author_name', u.first_name || ' ' || u.last_name), ('property_name', p.name)) AS n(way, name),
    admin_review_name_word_rows(r.id, r.created_at, r.status, r.overall_rating, r.title, r.is_anonymous, n.way, n.name) AS w;
  ALTER TABLE admin_review_name_words ADD CONSTRAINT admin_review_name_words_list_word_created_at_review_id_pk
    PRIMARY KEY (list, word, created_at, review_id);
  CREATE INDEX admin_review_name_words_rating_idx ON admin_review_name_words (list, word, overall_rating, review_id);
  CREATE INDEX admin_review_name_words_status_idx ON admin_review_name_words (list, word, status, review_id);
  CREATE INDEX admin_review_name_words_title_idx ON admin_review_name_words (list, word, title, review_id);
  CREATE INDEX admin_review_name_words_review_idx ON admin_review_name_words (review_id);
  INSERT INTO admin_review_name_word_counts (list, word, shard, n)
  SELECT list, word, 0, count(*) FROM admin_review_name_words GROUP BY list, word;
END
$$;--> statement-breakpoint
INSERT INTO admin_review_name_word_counts (list, word, shard, n)
SELECT list, word, 0, count(*) FROM admin_review_name_words GROUP BY list, word;
