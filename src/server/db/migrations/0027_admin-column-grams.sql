-- The grams of the users' emails, the properties' addresses and the admin lists' words indexed
-- (docs/decisions/043-admin-gram-indexes.md): a term of one or two characters gives pg_trgm no trigram,
-- so their trigram indexes returned every row for it.
CREATE INDEX "users_email_grams_idx" ON "users" USING gin (admin_search_grams_of("email"));--> statement-breakpoint
CREATE INDEX "properties_address_grams_idx" ON "properties" USING gin (admin_search_grams_of("address"));--> statement-breakpoint
CREATE INDEX "admin_search_words_grams_idx" ON "admin_search_words" USING gin (admin_search_grams_of("word"));--> statement-breakpoint
-- hand-written below this line
-- Migration 0026's count, now reading the words of a term of one or two characters through their
-- grams' index: their trigram index returned all 124,000 users words for 'gg' (about 60 ms), each
-- rechecked. A word holds the term's gram exactly when it contains the term (both lower-cased).
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
  -- sorted page read from the words' rows merges.
  EXECUTE format('SELECT count(*), coalesce(sum(least(n, $2)), 0) FROM (
      SELECT n FROM admin_search_words WHERE list = %L AND word ILIKE $1 LIMIT %s) w',
    p_list, p_max_words + 1) INTO words, word_rows USING p_pattern, p_need;
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
END $$;
