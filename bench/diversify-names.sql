-- The scale seed gives its 200,000 users 400 full names (20 first names by 20 last names), which
-- flatters every users search path keyed on distinct names (admin_search_values, the first-name skip
-- scan) as 10 review titles flattered the review paths (bench/diversify-titles.sql). Run on the same
-- COPY of the scale database after diversify-titles.sql, it gives each user a second given name of 50
-- ('Priya Devi', 'Wei Ming'): 20,000 distinct full names, about 10 users each. Property names keep the
-- seed's repetition (issue 22 asks for estate and developer names with much repetition).
--
--   psql -h 127.0.0.1 -U postgres ht_scale_titles -f bench/diversify-names.sql
--   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ht_scale_titles BENCH_ONLY="admin-get-all-users.*'" \
--     BENCH_DURATION=3 node --import tsx bench/api.ts
\timing on
SET session_replication_role = replica;
UPDATE users SET first_name = first_name || ' ' ||
  (ARRAY['Devi','Ming','Kumar','Hui','Lakshmi','Jie','Rani','Ling','Raj','Xin','Bala','Yan','Prakash','Mei',
         'Shree','Hao','Ganesh','Qing','Latha','Kai','Mohan','Fang','Suresh','Yi','Vani','Jun','Anand','Lin',
         'Meena','Hong','Krishna','Wen','Sundari','Chen','Gopal','Li','Uma','Rong','Vijay','Ting','Saroja','Bin',
         'Hari','Jing','Padma','Long','Arun','Xiu','Kamala','Tao'])[1 + abs(hashtext(id::text || 'g')) % 50]
WHERE role = 'USER';
SET session_replication_role = origin;
\ir rebuild-users-search.sql
SELECT list, count(*) AS distinct_values, sum(n) AS rows FROM admin_search_values GROUP BY list ORDER BY list;
