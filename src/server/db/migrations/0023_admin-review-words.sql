CREATE TABLE "admin_review_words" (
	"list" text NOT NULL,
	"word" text NOT NULL,
	"review_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"overall_rating" smallint NOT NULL,
	CONSTRAINT "admin_review_words_list_word_created_at_review_id_pk" PRIMARY KEY("list","word","created_at","review_id")
);
--> statement-breakpoint
CREATE INDEX "admin_review_words_rating_idx" ON "admin_review_words" USING btree ("list","word","overall_rating","review_id");--> statement-breakpoint
CREATE INDEX "admin_review_words_status_idx" ON "admin_review_words" USING btree ("list","word","status","review_id");--> statement-breakpoint
CREATE INDEX "admin_review_words_review_idx" ON "admin_review_words" USING btree ("review_id");--> statement-breakpoint
-- hand-written below this line (docs/decisions/039-admin-search-words.md)
-- A review's rows: one per word of its title (admin_search_words_of, migration 0022) in 'reviews', and
-- again in 'anonymous' for an anonymous review, each with the review's sort keys.
CREATE FUNCTION "reviews_keep_admin_review_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND old.title = new.title AND old.is_anonymous = new.is_anonymous THEN
    IF (old.status, old.overall_rating, old.created_at) IS DISTINCT FROM (new.status, new.overall_rating, new.created_at) THEN
      UPDATE admin_review_words SET status = new.status, overall_rating = new.overall_rating, created_at = new.created_at
       WHERE review_id = new.id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM admin_review_words WHERE review_id = old.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO admin_review_words (list, word, review_id, created_at, status, overall_rating)
    SELECT l, w, new.id, new.created_at, new.status, new.overall_rating
      FROM unnest(CASE WHEN new.is_anonymous THEN ARRAY['reviews', 'anonymous'] ELSE ARRAY['reviews'] END) AS l,
           unnest(admin_search_words_of(new.title)) AS w;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_admin_review_words" AFTER INSERT OR DELETE OR UPDATE OF "title", "is_anonymous", "status", "overall_rating", "created_at"
  ON "reviews" FOR EACH ROW EXECUTE FUNCTION "reviews_keep_admin_review_words"();--> statement-breakpoint
-- Every review's rows again (the seed's bulk load and a restore bypass the trigger). Filled without its
-- secondary indexes, built after: inserting 20 M rows into four keys of random order took minutes each.
CREATE FUNCTION "rebuild_admin_review_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DROP INDEX IF EXISTS admin_review_words_rating_idx, admin_review_words_status_idx, admin_review_words_review_idx;
  ALTER TABLE admin_review_words DROP CONSTRAINT IF EXISTS admin_review_words_list_word_created_at_review_id_pk;
  TRUNCATE admin_review_words;
  INSERT INTO admin_review_words (list, word, review_id, created_at, status, overall_rating)
  SELECT l, w, r.id, r.created_at, r.status, r.overall_rating
    FROM reviews r,
         unnest(CASE WHEN r.is_anonymous THEN ARRAY['reviews', 'anonymous'] ELSE ARRAY['reviews'] END) AS l,
         unnest(admin_search_words_of(r.title)) AS w;
  ALTER TABLE admin_review_words ADD CONSTRAINT admin_review_words_list_word_created_at_review_id_pk
    PRIMARY KEY (list, word, created_at, review_id);
  CREATE INDEX admin_review_words_rating_idx ON admin_review_words (list, word, overall_rating, review_id);
  CREATE INDEX admin_review_words_status_idx ON admin_review_words (list, word, status, review_id);
  CREATE INDEX admin_review_words_review_idx ON admin_review_words (review_id);
END
$$;--> statement-breakpoint
-- Migration 0022's rebuild of the words, now with the reviews' rows.
CREATE OR REPLACE FUNCTION "rebuild_admin_search_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin_search_words, admin_search_value_words;
  INSERT INTO admin_search_value_words (list, word, value)
  SELECT s.list, w, s.value FROM admin_search_values s, unnest(admin_search_words_of(s.value)) AS w;
  INSERT INTO admin_search_words (list, word, n, value_count)
  SELECT s.list, w, sum(s.n), count(*) FROM admin_search_values s, unnest(admin_search_words_of(s.value)) AS w
   GROUP BY s.list, w;
  PERFORM rebuild_admin_review_words();
END
$$;--> statement-breakpoint
-- Migration 0022's count, now also telling whether the words answer the term (`by_words`): it has no
-- space and at most `p_max_words` words of the list contain it, so its rows, in any order, are those
-- of the words' rows (admin_review_words, admin_search_value_words), and a page needs no head of its
-- order first. The words are counted with a plan for the pattern itself (EXECUTE): a cached generic
-- plan could scan the whole vocabulary.
DROP FUNCTION "count_admin_search_values"(text, text, integer, integer);--> statement-breakpoint
CREATE FUNCTION "count_admin_search_values"("p_list" text, "p_pattern" text, "p_cap" integer, "p_min_values" integer,
  "p_max_words" integer, OUT "total" bigint, OUT "matched" integer, OUT "by_words" boolean) LANGUAGE plpgsql STABLE AS $$
DECLARE
  v integer;
  words integer;
BEGIN
  EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM admin_search_words WHERE list = %L AND word ILIKE $1 LIMIT %s) w',
    p_list, p_max_words + 1) INTO words USING p_pattern;
  by_words := p_pattern !~ '\s' AND words <= p_max_words;
  SELECT w.n, w.value_count INTO total, matched FROM admin_search_words w
   WHERE w.list = p_list AND w.word ILIKE p_pattern AND w.n > p_cap AND w.value_count > p_min_values LIMIT 1;
  IF FOUND THEN
    RETURN;
  END IF;
  total := 0;
  matched := 0;
  FOR v IN EXECUTE format('SELECT n FROM admin_search_values WHERE list = %L AND value ILIKE $1', p_list) USING p_pattern LOOP
    total := total + v;
    matched := matched + 1;
    EXIT WHEN total > p_cap AND matched > p_min_values;
  END LOOP;
END $$;--> statement-breakpoint
SELECT rebuild_admin_review_words();
