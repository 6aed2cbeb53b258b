-- Real review titles rarely repeat; bench/seed-scale.sql gives 3 M reviews 10 titles, which flatters
-- every search path keyed on distinct titles (admin_search_values, the title skip scan). Run on a COPY
-- of the scale database (it rewrites 2.4 M titles), it appends a word and a number to 80 % of titles:
-- 760,000 distinct review titles, 'deposit' in 76,000 of them. About 10 minutes here: the words'
-- value postings (migration 0022) take about 80 s of it, the review word rows (0023) about 200 s.
--
--   createdb -h 127.0.0.1 -U postgres -T ht_bench_scale ht_scale_titles
--   psql -h 127.0.0.1 -U postgres ht_scale_titles -f bench/diversify-titles.sql
--   SEARCH=deposit DATABASE_URL=postgres://postgres@127.0.0.1:5432/ht_scale_titles \
--     node --import tsx bench/admin-lists-explain.ts reviews
\timing on
-- The reviews' 28 secondary indexes make the UPDATE take over 20 minutes: dropped and rebuilt around it.
CREATE TEMP TABLE review_index_defs AS
  SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'reviews' AND indexname <> 'reviews_pkey';
DO $$ DECLARE i record; BEGIN
  FOR i IN SELECT indexname FROM review_index_defs LOOP EXECUTE format('DROP INDEX %I', i.indexname); END LOOP;
END $$;
SET session_replication_role = replica;
UPDATE reviews SET title = title || ', ' ||
  (ARRAY['sadly','honestly','overall','mostly','really','truly','quite','very','rather','simply','clearly',
         'frankly','fairly','largely','oddly','plainly','sorely','surely','totally','wholly'])[1 + abs(hashtext(id::text)) % 20]
  || ' ' || (abs(hashtext(id::text || 'x')) % 5000)
WHERE abs(hashtext(id::text)) % 5 <> 0;
-- The reports keep a copy of their review's title (migration 0045), which the triggers off above would
-- have rewritten.
UPDATE review_reports r SET review_title = v.title FROM reviews v
WHERE v.id = r.review_id AND r.review_title IS DISTINCT FROM v.title;
SET session_replication_role = origin;
SET maintenance_work_mem = '1GB';
DO $$ DECLARE i record; BEGIN
  FOR i IN SELECT indexdef FROM review_index_defs LOOP EXECUTE i.indexdef; END LOOP;
END $$;
SELECT rebuild_admin_search_values();
VACUUM ANALYZE reviews;
VACUUM ANALYZE review_reports;
VACUUM ANALYZE admin_search_values;
VACUUM ANALYZE admin_search_words;
VACUUM ANALYZE admin_search_value_words;
VACUUM ANALYZE admin_review_words;
SELECT list, count(*) AS distinct_values, sum(n) AS rows FROM admin_search_values GROUP BY list ORDER BY list;
