-- The scale seed's 200,000 users hold 400 full names of 40 words, and diversify-names.sql's copy 20,001
-- of 90: a search term is then in a handful of name words. Real names are a wide vocabulary: here
-- each user's first and last name are two to three syllables of 55 ('Prishmi Kuvinta'), about 124,000
-- distinct name words and 199,940 distinct full names, so 'priya' is in 88 words (258 users), 'kum' in
-- 351 and 'ra' in 13,940. Run on a COPY of the scale database:
--
--   createdb -h 127.0.0.1 -U postgres -T ht_bench_scale ht_scale_wide
--   psql -h 127.0.0.1 -U postgres ht_scale_wide -f bench/diversify-names-wide.sql
--   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ht_scale_wide node --import tsx bench/plan-cache.ts
\timing on
SET session_replication_role = replica;
WITH s AS (SELECT ARRAY['ra','jesh','su','resh','pri','ya','lak','shmi','ku','mar','an','and','vi','jay','de','ga',
  'nesh','mo','han','wei','ming','li','tan','chen','hui','sri','ni','va','sa','ran','dee','pa','ka','la','ma','na',
  'ta','ha','bh','ar','un','ish','it','ee','oo','ai','vin','kri','sh','na','thi','ru','pa','lo','ke'] AS a)
UPDATE users SET
  first_name = initcap((SELECT a[1 + abs(hashtext(id::text || 'a')) % 55] || a[1 + abs(hashtext(id::text || 'b')) % 55]
     || CASE WHEN abs(hashtext(id::text || 'c')) % 3 = 0 THEN a[1 + abs(hashtext(id::text || 'd')) % 55] ELSE '' END FROM s)),
  last_name = initcap((SELECT a[1 + abs(hashtext(id::text || 'e')) % 55] || a[1 + abs(hashtext(id::text || 'f')) % 55]
     || a[1 + abs(hashtext(id::text || 'g')) % 55] FROM s))
WHERE role = 'USER';
SET session_replication_role = origin;
\ir rebuild-users-search.sql
SELECT count(*) AS words FROM admin_search_words WHERE list = 'users';
SELECT list, count(*) AS distinct_values, sum(n) AS rows FROM admin_search_values GROUP BY list ORDER BY list;
