CREATE TABLE "admin_review_name_words" (
	"list" text NOT NULL,
	"word" text NOT NULL,
	"review_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"overall_rating" smallint NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "admin_review_name_words_list_word_created_at_review_id_pk" PRIMARY KEY("list","word","created_at","review_id")
);
--> statement-breakpoint
CREATE INDEX "admin_review_name_words_rating_idx" ON "admin_review_name_words" USING btree ("list","word","overall_rating","review_id");--> statement-breakpoint
CREATE INDEX "admin_review_name_words_status_idx" ON "admin_review_name_words" USING btree ("list","word","status","review_id");--> statement-breakpoint
CREATE INDEX "admin_review_name_words_title_idx" ON "admin_review_name_words" USING btree ("list","word","title","review_id");--> statement-breakpoint
CREATE INDEX "admin_review_name_words_review_idx" ON "admin_review_name_words" USING btree ("review_id");--> statement-breakpoint
-- hand-written below this line (docs/decisions/054-review-name-words.md)
-- A review's rows under one of its names (`way`: 'author_name' or 'property_name'): one per word of the
-- name (admin_search_words_of, migration 0022, as the users' and properties' vocabularies split them) in
-- 'reviews', and in 'anonymous' again for an anonymous review, each with the review's sort keys.
CREATE FUNCTION "admin_review_name_word_rows"("p_id" uuid, "p_created_at" timestamptz, "p_status" text,
  "p_rating" smallint, "p_title" text, "p_anonymous" boolean, "p_way" text, "p_name" text)
  RETURNS SETOF "admin_review_name_words" LANGUAGE sql IMMUTABLE AS $$
  SELECT l || '.' || p_way, w, p_id, p_created_at, p_status, p_rating, p_title
    FROM unnest(CASE WHEN p_anonymous THEN ARRAY['reviews', 'anonymous'] ELSE ARRAY['reviews'] END) AS l,
         unnest(admin_search_words_of(p_name)) AS w
$$;--> statement-breakpoint
-- A new review: its rows under its author's and its property's names. A change of a sort key updates its
-- rows in place; a change of author, property or anonymity replaces them; a deleted review takes them.
CREATE FUNCTION "reviews_keep_admin_review_name_words"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM admin_review_name_words WHERE review_id = old.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO admin_review_name_words
    SELECT w.* FROM (
        SELECT 'author_name' AS way, u.first_name || ' ' || u.last_name AS name FROM users u WHERE u.id = new.user_id
        UNION ALL SELECT 'property_name', p.name FROM properties p WHERE p.id = new.property_id
      ) n,
      admin_review_name_word_rows(new.id, new.created_at, new.status, new.overall_rating, new.title,
        new.is_anonymous, n.way, n.name) AS w;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_admin_review_name_words" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "property_id",
  "is_anonymous", "title", "status", "overall_rating", "created_at"
  ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_keep_admin_review_name_words"();--> statement-breakpoint
-- A renamed author or property: the rows of their reviews under the old name's words give way to the new
-- one's (a delete takes the reviews, and their rows, by cascade).
CREATE FUNCTION "keep_admin_review_name_words_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  way text;
  name text;
  ids uuid[];
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
  DELETE FROM admin_review_name_words WHERE review_id = ANY (ids) AND list IN ('reviews.' || way, 'anonymous.' || way);
  INSERT INTO admin_review_name_words
  SELECT w.* FROM reviews r,
    admin_review_name_word_rows(r.id, r.created_at, r.status, r.overall_rating, r.title, r.is_anonymous, way, name) AS w
   WHERE r.id = ANY (ids);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_admin_review_name_words" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
  EXECUTE FUNCTION "keep_admin_review_name_words_renamed"();--> statement-breakpoint
CREATE TRIGGER "properties_admin_review_name_words" AFTER UPDATE OF "name" ON "properties" FOR EACH ROW
  WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "keep_admin_review_name_words_renamed"();--> statement-breakpoint
-- Every review's rows again (the seed's bulk load and a restore bypass the triggers), filled before the
-- keys are built, as rebuild_admin_review_words() does.
CREATE FUNCTION "rebuild_admin_review_name_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DROP INDEX IF EXISTS admin_review_name_words_rating_idx, admin_review_name_words_status_idx,
    admin_review_name_words_title_idx, admin_review_name_words_review_idx;
  ALTER TABLE admin_review_name_words DROP CONSTRAINT IF EXISTS admin_review_name_words_list_word_created_at_review_id_pk;
  TRUNCATE admin_review_name_words;
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
END
$$;--> statement-breakpoint
-- rebuild_read_tables() of migration 0038, now also rebuilding the reviews' name words.
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
  PERFORM rebuild_admin_review_name_words();
END
$$;--> statement-breakpoint
SELECT rebuild_admin_review_name_words();
