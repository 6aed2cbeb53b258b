CREATE TABLE "admin_report_words" (
	"word" text NOT NULL,
	"report_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "admin_report_words_word_created_at_report_id_pk" PRIMARY KEY("word","created_at","report_id")
);
--> statement-breakpoint
CREATE INDEX "admin_report_words_reason_idx" ON "admin_report_words" USING btree ("word","reason","report_id");--> statement-breakpoint
CREATE INDEX "admin_report_words_status_idx" ON "admin_report_words" USING btree ("word","status","report_id");--> statement-breakpoint
CREATE INDEX "admin_report_words_report_idx" ON "admin_report_words" USING btree ("report_id");--> statement-breakpoint
-- hand-written below this line (docs/decisions/059-report-title-words.md)
-- A report's rows: one per word of its title copy (admin_search_words_of, migration 0022), each with the
-- report's sort keys. A copy of NULL has no words.
CREATE FUNCTION "review_reports_keep_admin_report_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND old.review_title IS NOT DISTINCT FROM new.review_title THEN
    IF (old.reason, old.status, old.created_at) IS DISTINCT FROM (new.reason, new.status, new.created_at) THEN
      UPDATE admin_report_words SET reason = new.reason, status = new.status, created_at = new.created_at
       WHERE report_id = new.id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM admin_report_words WHERE report_id = old.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO admin_report_words (word, report_id, created_at, reason, status)
    SELECT w, new.id, new.created_at, new.reason, new.status FROM unnest(admin_search_words_of(new.review_title)) AS w;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "review_reports_admin_report_words" AFTER INSERT OR DELETE OR UPDATE OF "review_title", "reason", "status", "created_at"
  ON "review_reports" FOR EACH ROW EXECUTE FUNCTION "review_reports_keep_admin_report_words"();--> statement-breakpoint
-- Every report's rows again (the seed's bulk load and a restore bypass the trigger).
CREATE FUNCTION "rebuild_admin_report_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin_report_words;
  INSERT INTO admin_report_words (word, report_id, created_at, reason, status)
  SELECT w, r.id, r.created_at, r.reason, r.status FROM review_reports r, unnest(admin_search_words_of(r.review_title)) AS w;
END
$$;--> statement-breakpoint
-- Migration 0024's rebuild of the words, now with the reports' rows.
CREATE OR REPLACE FUNCTION "rebuild_admin_search_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin_search_words, admin_search_value_words;
  INSERT INTO admin_search_value_words (list, word, value)
  SELECT s.list, w, s.value FROM admin_search_values s, unnest(admin_search_words_of(s.value)) AS w;
  INSERT INTO admin_search_words (list, word, n, value_count)
  SELECT s.list, w, sum(s.n), count(*) FROM admin_search_values s, unnest(admin_search_words_of(s.value)) AS w
   GROUP BY s.list, w;
  PERFORM rebuild_admin_review_words();
  PERFORM rebuild_admin_user_words();
  PERFORM rebuild_admin_report_words();
END
$$;--> statement-breakpoint
-- Migration 0043's count of a search's values, with one more early answer: a term without a space that
-- exactly one word of the list contains is in the rows holding that word, and only those (each value
-- holding the term holds it within one word), so that word's row and value counts are the total,
-- exact. 'deposit' in 7,592 distinct report titles (10,000 reports, under the cap) summed every
-- matching title through the trigram index (23 ms).
CREATE OR REPLACE FUNCTION "count_admin_search_values"("p_list" text, "p_pattern" text, "p_cap" integer, "p_min_values" integer,
  "p_max_words" integer, "p_need" integer, OUT "total" bigint, OUT "matched" integer, OUT "by_words" boolean,
  OUT "by_grams" boolean, OUT "word_rows" bigint)
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  v integer;
  words integer;
  term_gram text := admin_search_gram_of(p_pattern);
BEGIN
  by_grams := term_gram IS NOT NULL;
  IF by_grams THEN
    SELECT coalesce(sum(g.n), 0), coalesce(sum(g.value_count), 0) INTO total, matched FROM admin_search_grams g
     WHERE g.list = p_list AND g.gram = term_gram;
    -- In no value, so in no word: the words are not read (for a rare pair of letters, all of them).
    IF total = 0 THEN
      by_words := p_pattern !~ '\s';
      word_rows := 0;
      RETURN;
    END IF;
    EXECUTE format('SELECT count(*), coalesce(sum(least(n, $2)), 0) FROM (
        SELECT n FROM admin_search_words WHERE list = %L AND admin_search_grams_of(word) @> ARRAY[$1] LIMIT %s) w',
      p_list, p_max_words + 1) INTO words, word_rows USING term_gram, p_need;
    by_words := p_pattern !~ '\s' AND words <= p_max_words;
    RETURN;
  END IF;
  -- How many words contain the term, and how many rows their first p_need each add up to: what a
  -- sorted page read from the words' rows merges (and, for one word, its rows and values).
  EXECUTE format('SELECT count(*), coalesce(sum(least(n, $2)), 0), max(n), max(value_count) FROM (
      SELECT n, value_count FROM admin_search_words WHERE list = %L AND word ILIKE $1 LIMIT %s) w',
    p_list, p_max_words + 1) INTO words, word_rows, total, matched USING p_pattern, p_need;
  by_words := p_pattern !~ '\s' AND words <= p_max_words;
  -- A term without a space lies within one word of each value holding it: in no word, in no value.
  IF by_words AND words = 0 THEN
    total := 0;
    matched := 0;
    RETURN;
  END IF;
  -- In one word only: the rows and values holding that word are exactly those holding the term.
  IF by_words AND words = 1 THEN
    RETURN;
  END IF;
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
SELECT rebuild_admin_report_words();
