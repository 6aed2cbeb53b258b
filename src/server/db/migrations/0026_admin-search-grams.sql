CREATE TABLE "admin_search_grams" (
	"list" text NOT NULL,
	"gram" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" integer NOT NULL,
	"value_count" integer NOT NULL,
	CONSTRAINT "admin_search_grams_list_gram_shard_pk" PRIMARY KEY("list","gram","shard")
);
--> statement-breakpoint
-- hand-written below this line (docs/decisions/042-admin-search-grams.md)
-- The grams of a searched value: every distinct substring of one or two characters of the lower-cased
-- value (ILIKE compares lower-cased text too), spaces included, so a one- or two-character term a
-- value contains is one of its grams.
CREATE FUNCTION "admin_search_grams_of"(v text) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  -- The characters, then the pairs from the first character and from the second (regexp_matches reads
  -- non-overlapping matches): about 60 microseconds for a 45-character title, where a substr per
  -- position took 130.
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (SELECT lower(v) AS lv) s, LATERAL (
    SELECT unnest(regexp_split_to_array(s.lv, ''))
    UNION ALL SELECT m[1] FROM regexp_matches(s.lv, '(..)', 'g') AS m
    UNION ALL SELECT m[1] FROM regexp_matches(substr(s.lv, 2), '(..)', 'g') AS m
  ) AS x(g) WHERE g <> ''
$$;--> statement-breakpoint
-- The gram a contains-pattern stands for: its term lower-cased, when the term has one or two
-- characters (the pattern is '%' || the term with \, % and _ escaped || '%', as the admin lists write
-- it); NULL for any other pattern. Such a term gives no trigram.
CREATE FUNCTION "admin_search_gram_of"(p text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p ~ '^%(\\.|[^\\%_]){1,2}%$'
    THEN lower(regexp_replace(substr(p, 2, char_length(p) - 2), '\\(.)', '\1', 'g')) END
$$;--> statement-breakpoint
-- Adds d[i] rows and e[i] values holding v[i] to the grams of v[i] in list l[i], in the writing
-- backend's shard, in (list, gram) order. A shard's counts may go below zero (a value added in one
-- shard, removed in another); only their sum means anything, and a gram no value holds sums to zero.
CREATE FUNCTION "bump_admin_search_grams"(l text[], v text[], d int[], e int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO admin_search_grams AS s (list, gram, shard, n, value_count)
  SELECT x.l, g, pg_backend_pid() % 16, sum(x.d), sum(x.e)
    FROM unnest(l, v, d, e) AS x(l, v, d, e), unnest(admin_search_grams_of(x.v)) AS g
   GROUP BY x.l, g HAVING sum(x.d) <> 0 OR sum(x.e) <> 0 ORDER BY x.l COLLATE "C", g COLLATE "C"
  ON CONFLICT (list, gram, shard) DO UPDATE SET n = s.n + excluded.n, value_count = s.value_count + excluded.value_count
$$;--> statement-breakpoint
-- Migration 0022's bump, now also adding each value's change to its grams, in the writing backend's
-- shard: every value row first, then every word row, then every gram row, each kind in (list, key)
-- order, so two writers of shared rows take them in one order (no deadlock).
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
  PERFORM bump_admin_search_grams(wl, wv, wd, we);
END
$$;--> statement-breakpoint
-- The grams of a column of a list's own table that a search matches too (TG_ARGV[0] names them,
-- TG_ARGV[1] is the column): a row's value in them counts once, as a row and as a value. A search
-- of one or two characters then knows at once whether any row matches by that column
-- (admin_search_others_match below), where reading it found no 'qz' among 1,000,000 addresses in
-- 560 ms. Inserts and deletes are counted per statement (the inserted or deleted rows' grams in one
-- upsert: 1,220 properties inserted at once on PGlite took 10 s more one row at a time); a change of
-- the column, per row.
CREATE FUNCTION "keep_admin_search_column_grams"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l text[];
  v text[];
  d int[];
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    l := ARRAY[TG_ARGV[0], TG_ARGV[0]];
    v := ARRAY[to_jsonb(old) ->> TG_ARGV[1], to_jsonb(new) ->> TG_ARGV[1]];
    d := ARRAY[-1, 1];
  ELSE
    EXECUTE format('SELECT array_agg(%L::text), array_agg(%I), array_agg(%s) FROM %I', TG_ARGV[0], TG_ARGV[1],
      CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END, CASE TG_OP WHEN 'INSERT' THEN 'new_rows' ELSE 'old_rows' END)
      INTO l, v, d;
  END IF;
  IF l IS NOT NULL THEN
    PERFORM bump_admin_search_grams(l, v, d, d);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_admin_search_email_grams_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_admin_search_column_grams"('users.email', 'email');--> statement-breakpoint
CREATE TRIGGER "users_admin_search_email_grams_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_admin_search_column_grams"('users.email', 'email');--> statement-breakpoint
CREATE TRIGGER "users_admin_search_email_grams_update" AFTER UPDATE OF "email" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "keep_admin_search_column_grams"('users.email', 'email');--> statement-breakpoint
CREATE TRIGGER "properties_admin_search_address_grams_insert" AFTER INSERT ON "properties" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_admin_search_column_grams"('properties.address', 'address');--> statement-breakpoint
CREATE TRIGGER "properties_admin_search_address_grams_delete" AFTER DELETE ON "properties" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_admin_search_column_grams"('properties.address', 'address');--> statement-breakpoint
CREATE TRIGGER "properties_admin_search_address_grams_update" AFTER UPDATE OF "address" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "keep_admin_search_column_grams"('properties.address', 'address');--> statement-breakpoint
CREATE FUNCTION "rebuild_admin_search_grams"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin_search_grams;
  INSERT INTO admin_search_grams (list, gram, shard, n, value_count)
  SELECT s.list, g, 0, sum(s.n), count(*) FROM admin_search_values s, unnest(admin_search_grams_of(s.value)) AS g
   GROUP BY s.list, g
  UNION ALL SELECT 'users.email', g, 0, count(*), count(*) FROM users, unnest(admin_search_grams_of(email)) AS g GROUP BY g
  UNION ALL SELECT 'properties.address', g, 0, count(*), count(*)
    FROM properties, unnest(admin_search_grams_of(address)) AS g GROUP BY g;
END
$$;--> statement-breakpoint
-- Migration 0022's rebuild, now with the grams.
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
  PERFORM rebuild_admin_search_grams();
END
$$;--> statement-breakpoint
-- Migration 0023's count, now answering a term of one or two characters from its gram (by_grams):
-- exactly, in one read of at most 16 rows, where summing the values that contain it read the list's
-- whole trigram index (such a term has no trigram). It also tells how many word rows a sorted page of
-- p_need rows would merge (word_rows).
DROP FUNCTION "count_admin_search_values"(text, text, integer, integer, integer);--> statement-breakpoint
CREATE FUNCTION "count_admin_search_values"("p_list" text, "p_pattern" text, "p_cap" integer, "p_min_values" integer,
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
  END IF;
  -- How many words contain the term, and how many rows their first p_need each add up to: what a
  -- sorted page read from the words' rows merges.
  EXECUTE format('SELECT count(*), coalesce(sum(least(n, $2)), 0) FROM (
      SELECT n FROM admin_search_words WHERE list = %L AND word ILIKE $1 LIMIT %s) w',
    p_list, p_max_words + 1) INTO words, word_rows USING p_pattern, p_need;
  by_words := p_pattern !~ '\s' AND words <= p_max_words;
  IF by_grams THEN
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
-- Migration 0025's check of a search's other ways of matching, now for a term of one or two
-- characters (which has no trigram, so a trigram index returns every row: a bitmap of 1,000,000
-- property names, each rechecked, 350 ms for reviews 'ra' on the scale seed): a way through a column
-- with kept grams (p_grams[i], keep_admin_search_column_grams) matches exactly when its gram sums above
-- zero, and any other is read as the planner likes, which stops at the first match. A
-- transaction-local set_config inside a function with a SET clause for the same setting holds until
-- the function returns.
DROP FUNCTION "admin_search_others_match"(text[], text);--> statement-breakpoint
CREATE FUNCTION "admin_search_others_match"("p_queries" text[], "p_grams" text[], "p_pattern" text) RETURNS boolean
  LANGUAGE plpgsql STABLE SET enable_seqscan = off SET enable_indexscan = off AS $$
DECLARE
  term_gram text := admin_search_gram_of(p_pattern);
  found boolean;
BEGIN
  IF term_gram IS NOT NULL THEN
    PERFORM set_config('enable_seqscan', 'on', true), set_config('enable_indexscan', 'on', true);
  END IF;
  FOR i IN 1 .. coalesce(array_length(p_queries, 1), 0) LOOP
    IF term_gram IS NOT NULL AND p_grams[i] IS NOT NULL THEN
      SELECT coalesce(sum(g.n), 0) > 0 INTO found FROM admin_search_grams g
       WHERE g.list = p_grams[i] AND g.gram = term_gram;
    ELSE
      EXECUTE 'SELECT EXISTS (' || p_queries[i] || ')' INTO found USING p_pattern;
    END IF;
    IF found THEN
      RETURN true;
    END IF;
  END LOOP;
  RETURN false;
END
$$;--> statement-breakpoint
SELECT rebuild_admin_search_grams();
