-- Fills an empty, migrated HomeTruths database with admin-list scale data, set-based:
-- 200,000 users, 1,000,000 properties, 1,500,000 reviews, 100,000 reports.
-- Ids are md5(kind || n)::uuid, so rows can point at random rows of another table without a join.
-- psql -v ON_ERROR_STOP=1 -f bench/admin-lists-seed.sql "$DATABASE_URL"
\timing on
SET synchronous_commit = off;

INSERT INTO users (id, first_name, last_name, email, role, is_active, is_verified, created_at)
SELECT md5('u' || n)::uuid,
       (ARRAY['Wei','Priya','Arjun','Mei','Rahul','Siti','Ahmad','Ananya','Jun','Kavya','Li','Ravi','Nur','Vikram','Hui','Deepa','Tan','Rohan','Aisha','Ming'])[1 + n % 20] || CASE WHEN n % 7 = 0 THEN 'n' ELSE '' END,
       (ARRAY['Tan','Lim','Sharma','Patel','Ng','Wong','Kumar','Reddy','Lee','Chua','Iyer','Goh','Singh','Teo','Nair','Ong','Gupta','Koh','Menon','Yeo'])[1 + (n / 20) % 20] || (n % 97),
       'user' || n || '@example.test',
       CASE WHEN n % 1000 = 0 THEN 'ADMIN' ELSE 'USER' END,
       n % 10 <> 0, n % 2 = 0,
       timestamptz '2022-01-01' + (n * 7919 % 200000) * interval '7 minutes'
FROM generate_series(1::bigint, 200000) n;

INSERT INTO properties (id, slug, name, address, property_type, apartment_name, normalized_name, street_name,
                        pincode, country, is_active, overall_rating, review_count, created_at)
SELECT md5('p' || n)::uuid, 'p-' || n, nm, n || ' ' || st || ', ' || pc, pt, nm, lower(replace(nm, ' ', '')) || n, st, pc,
       CASE WHEN n % 3 = 0 THEN 'India' ELSE 'Singapore' END,
       n % 20 <> 0, round(((n * 37) % 51) / 10.0, 1), (n * 13) % 40,
       timestamptz '2020-01-01' + (n * 104729 % 1000000) * interval '2 minutes'
FROM (
  SELECT n,
         (ARRAY['Marina','Godrej','Emerald','Orchard','Sobha','Prestige','Bedok','Tampines','Punggol','Lodha','Skyline','Parkview','Riverside','Hillcrest','Sunrise','Palm','Lakeview','Green','Royal','Pearl'])[1 + n % 20]
         || ' ' || (ARRAY['Bay','Residences','Tower','Heights','Gardens','Court','Vista','Point','Park','Towers','Suites','Grove'])[1 + (n / 20) % 12]
         || CASE WHEN n % 5 = 0 THEN ' ' || (n % 300) ELSE '' END AS nm,
         (ARRAY['Orchard Road','MG Road','Bedok North Ave','Tampines St 81','Brigade Road','Linking Road','Punggol Field','Bukit Timah Road','Powai','Whitefield'])[1 + n % 10] AS st,
         lpad(((n * 7) % 999999)::text, 6, '0') AS pc,
         (ARRAY['CONDO','HDB','STANDALONE_HOUSE','CO_LIVING_SPACE'])[1 + n % 4] AS pt
  FROM generate_series(1::bigint, 1000000) n
) s;

INSERT INTO reviews (id, user_id, property_id, status, title, body, overall_rating, is_anonymous, created_at, updated_at)
SELECT md5('r' || n)::uuid,
       md5('u' || (1 + (n * 7907) % 200000))::uuid,
       md5('p' || (1 + (n * 15485863::bigint) % 1000000))::uuid,
       CASE WHEN n % 100 < 80 THEN 'APPROVED' WHEN n % 100 < 92 THEN 'PENDING' ELSE 'REJECTED' END,
       (ARRAY['Great place','Noisy neighbours','Mould in the bathroom','Helpful agent','Deposit not returned','Quiet and clean','Pests everywhere','Good value','Landlord slow to repair','Lovely view'])[1 + n % 10]
         || ' ' || (n % 1000),
       'A review body.', 1 + n % 5, n % 5 = 0,
       timestamptz '2021-01-01' + (n * 1299709::bigint % 1500000) * interval '1 minute',
       timestamptz '2021-01-01' + (n * 1299709::bigint % 1500000) * interval '1 minute'
FROM generate_series(1::bigint, 1500000) n;

INSERT INTO review_reports (id, review_id, user_id, reason, status, created_at)
SELECT md5('rr' || n)::uuid,
       md5('r' || (1 + (n * 104723::bigint) % 1500000))::uuid,
       md5('u' || (1 + (n * 31) % 200000))::uuid,
       (ARRAY['This property is no longer available','I am the owner and didn''t authorize this listing','I am the agent and wish to remove it','Duplicate or incorrect listing','Other (please specify)','Spam','Offensive language'])[1 + n % 7],
       CASE WHEN n % 10 < 7 THEN 'PENDING' WHEN n % 10 < 9 THEN 'RESOLVED_DISMISSED' ELSE 'RESOLVED_REVIEW_DELETED' END,
       timestamptz '2023-01-01' + (n * 7753 % 100000) * interval '5 minutes'
FROM generate_series(1::bigint, 100000) n
ON CONFLICT DO NOTHING;

VACUUM ANALYZE users;
VACUUM ANALYZE properties;
VACUUM ANALYZE reviews;
VACUUM ANALYZE review_reports;
