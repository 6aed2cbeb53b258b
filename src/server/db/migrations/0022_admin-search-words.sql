CREATE TABLE "admin_search_value_words" (
	"list" text NOT NULL,
	"word" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "admin_search_value_words_list_word_value_pk" PRIMARY KEY("list","word","value")
);
--> statement-breakpoint
CREATE TABLE "admin_search_words" (
	"list" text NOT NULL,
	"word" text NOT NULL,
	"n" integer NOT NULL,
	"value_count" integer NOT NULL,
	CONSTRAINT "admin_search_words_list_word_pk" PRIMARY KEY("list","word")
);
--> statement-breakpoint
CREATE INDEX "admin_search_words_list_n_idx" ON "admin_search_words" USING btree ("list","n");--> statement-breakpoint
CREATE INDEX "admin_search_words_trgm_idx" ON "admin_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- hand-written below this line (docs/decisions/039-admin-search-words.md)
-- The words of a searched value: its lower-cased runs of non-space characters, each once. A term
-- without a space that a value contains lies within one of them.
CREATE FUNCTION "admin_search_words_of"(v text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT w), '{}') FROM regexp_split_to_table(lower(v), '\s+') AS w WHERE w <> ''
$$;--> statement-breakpoint
-- Migration 0013's single-value bump, now telling whether the value row came (1) or went (-1), so
-- the words can count their distinct values. A value's n is at least 1, so it came exactly when its
-- n after the insert equals the rows added.
DROP FUNCTION "bump_admin_search_value"(text, text, int);--> statement-breakpoint
CREATE FUNCTION "bump_admin_search_value"(l text, v text, d int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  left_n int;
BEGIN
  IF d > 0 THEN
    INSERT INTO admin_search_values AS s (list, value, n) VALUES (l, v, d)
    ON CONFLICT (list, value) DO UPDATE SET n = s.n + excluded.n RETURNING n INTO left_n;
    RETURN CASE WHEN left_n = d THEN 1 ELSE 0 END;
  ELSIF d < 0 THEN
    UPDATE admin_search_values SET n = n + d WHERE list = l AND value = v RETURNING n INTO left_n;
    IF left_n IS NOT NULL AND left_n <= 0 THEN
      DELETE FROM admin_search_values WHERE list = l AND value = v;
      RETURN -1;
    END IF;
  END IF;
  RETURN 0;
END
$$;--> statement-breakpoint
-- Migration 0014's netted bump, now also moving the values' words: every value row first, in (list,
-- value) order as before (with the postings of a value that came or went), then every word row in
-- (list, word) order, so two writers of shared rows take them in one order (no deadlock) and a
-- statement's changes to a word are netted into one update.
CREATE OR REPLACE FUNCTION "bump_admin_search_values"(l text[], v text[], d int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c record;
  wl text[] := '{}';
  wv text[] := '{}';
  wd int[] := '{}';
  we int[] := '{}';
  e int;
  left_n int;
BEGIN
  FOR c IN
    SELECT x.l, x.v, sum(x.d)::int AS d FROM unnest(l, v, d) AS x(l, v, d)
     GROUP BY x.l, x.v ORDER BY x.l COLLATE "C", x.v COLLATE "C"
  LOOP
    e := bump_admin_search_value(c.l, c.v, c.d);
    wl := wl || c.l; wv := wv || c.v; wd := wd || c.d; we := we || e;
    -- A value that came or went brings or takes its word postings (rows no other writer holds).
    IF e > 0 THEN
      INSERT INTO admin_search_value_words (list, word, value)
      SELECT c.l, w, c.v FROM unnest(admin_search_words_of(c.v)) AS w;
    ELSIF e < 0 THEN
      DELETE FROM admin_search_value_words WHERE list = c.l AND value = c.v AND word = ANY (admin_search_words_of(c.v));
    END IF;
  END LOOP;
  FOR c IN
    SELECT x.l, w, sum(x.d)::int AS d, sum(x.e)::int AS e
      FROM unnest(wl, wv, wd, we) AS x(l, v, d, e), unnest(admin_search_words_of(x.v)) AS w
     GROUP BY x.l, w ORDER BY x.l COLLATE "C", w COLLATE "C"
  LOOP
    CONTINUE WHEN c.d = 0 AND c.e = 0;
    INSERT INTO admin_search_words AS s (list, word, n, value_count) VALUES (c.l, c.w, c.d, c.e)
    ON CONFLICT (list, word) DO UPDATE SET n = s.n + excluded.n, value_count = s.value_count + excluded.value_count
    RETURNING n INTO left_n;
    IF left_n <= 0 THEN
      DELETE FROM admin_search_words WHERE list = c.l AND word = c.w;
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE FUNCTION "rebuild_admin_search_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin_search_words, admin_search_value_words;
  INSERT INTO admin_search_value_words (list, word, value)
  SELECT s.list, w, s.value FROM admin_search_values s, unnest(admin_search_words_of(s.value)) AS w;
  INSERT INTO admin_search_words (list, word, n, value_count)
  SELECT s.list, w, sum(s.n), count(*) FROM admin_search_values s, unnest(admin_search_words_of(s.value)) AS w
   GROUP BY s.list, w;
END
$$;--> statement-breakpoint
-- Migration 0013's rebuild, now with the words.
CREATE OR REPLACE FUNCTION "rebuild_admin_search_values"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin_search_values;
  INSERT INTO admin_search_values (list, value, n)
  SELECT 'users', first_name || ' ' || last_name, count(*) FROM users GROUP BY 2
  UNION ALL SELECT 'properties', name, count(*) FROM properties GROUP BY 2
  UNION ALL SELECT 'reviews', title, count(*) FROM reviews GROUP BY 2
  UNION ALL SELECT 'anonymous', title, count(*) FROM reviews WHERE is_anonymous GROUP BY 2
  UNION ALL SELECT 'reports', reason, count(*) FROM review_reports GROUP BY 2;
  PERFORM rebuild_admin_search_words();
END
$$;--> statement-breakpoint
-- Migration 0021's count, now asking the words first: a word containing the term held by more rows
-- than the cap (and more values than `min_values`) tells the total is past the cap, each of its rows a
-- match, without collecting the matching values through their trigram index (decision 039).
CREATE OR REPLACE FUNCTION "count_admin_search_values"("p_list" text, "p_pattern" text, "p_cap" integer, "p_min_values" integer,
  OUT "total" bigint, OUT "matched" integer) LANGUAGE plpgsql STABLE AS $$
DECLARE
  v integer;
BEGIN
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
SELECT rebuild_admin_search_words();
