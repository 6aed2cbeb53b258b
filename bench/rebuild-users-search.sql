-- The users' searched values, their words, grams and word rows, rebuilt after a bench script renamed the
-- users (diversify-names.sql, diversify-names-wide.sql include it with \ir).
-- rebuild_admin_search_values() would also rebuild the reviews' 20 M word rows, which the names do
-- not touch.
DELETE FROM admin_search_values WHERE list = 'users';
INSERT INTO admin_search_values (list, value, n)
SELECT 'users', first_name || ' ' || last_name, count(*) FROM users GROUP BY 2;
DELETE FROM admin_search_words WHERE list = 'users';
DELETE FROM admin_search_value_words WHERE list = 'users';
INSERT INTO admin_search_value_words (list, word, value)
SELECT s.list, w, s.value FROM admin_search_values s, unnest(admin_search_words_of(s.value)) AS w WHERE s.list = 'users';
INSERT INTO admin_search_words (list, word, n, value_count)
SELECT s.list, w, sum(s.n), count(*) FROM admin_search_values s, unnest(admin_search_words_of(s.value)) AS w
 WHERE s.list = 'users' GROUP BY s.list, w;
-- Their grams (migration 0026), in shard 0 as rebuild_admin_search_grams() puts them.
DELETE FROM admin_search_grams WHERE list = 'users';
INSERT INTO admin_search_grams (list, gram, shard, n, value_count)
SELECT s.list, g, 0, sum(s.n), count(*) FROM admin_search_values s, unnest(admin_search_grams_of(s.value)) AS g
 WHERE s.list = 'users' GROUP BY s.list, g;
-- The grams of the reviews' authors' names, counted in reviews (migration 0032).
DELETE FROM admin_search_grams WHERE list IN ('reviews.author_name', 'anonymous.author_name');
INSERT INTO admin_search_grams (list, gram, shard, n, value_count) SELECT * FROM review_author_grams();
-- The reports' copies of their reporter's name and email (migration 0029), which the renames' triggers did not keep.
UPDATE review_reports r SET reporter_name = u.first_name || ' ' || u.last_name, reporter_email = u.email
  FROM users u WHERE u.id = r.user_id;
-- The grams kept per status of the anonymous reviews' authors and of the reports' reporters (migration 0035).
DELETE FROM admin_search_grams WHERE list LIKE '%@%';
INSERT INTO admin_search_grams (list, gram, shard, n, value_count) SELECT * FROM status_grams();
VACUUM ANALYZE review_reports;
-- The users' word rows (migration 0024) again.
SELECT rebuild_admin_user_words();
VACUUM ANALYZE users;
VACUUM ANALYZE admin_search_values;
VACUUM ANALYZE admin_search_words;
VACUUM ANALYZE admin_search_value_words;
VACUUM ANALYZE admin_search_grams;
VACUUM ANALYZE admin_user_words;
