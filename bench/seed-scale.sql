-- Scale data for bench/seed-scale.ts, set-based. :scale is the number of properties (1,000,000 by
-- default); reviews are 3 x :scale, users :scale / 5. Ids are seed_uuid(kind || n) so rows can point
-- at rows of another table by number, without a join. Runs with session_replication_role = replica
-- (no per-row triggers or foreign-key checks: the data is consistent by construction) and with the
-- secondary indexes dropped; bench/seed-scale.ts recreates them afterwards.
--
-- Shape (issue 22): Singapore and Indian estate and developer names with much repetition, real
-- pincode prefixes, 39 % of properties without reviews and a long tail up to thousands, reviews
-- 80/12/8 % APPROVED/PENDING/REJECTED, 20 % anonymous, images, likes, reports.

-- @step ids
-- A valid RFC 9562 id (version 4, variant 10) from md5(kind || n): the API validates ids it is given.
CREATE FUNCTION seed_uuid(t text) RETURNS uuid LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT overlay(overlay(md5(t) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid
$$;

-- @step users
INSERT INTO users (id, first_name, last_name, email, password_hash, role, is_active, is_verified, created_at, updated_at)
SELECT seed_uuid('u' || n),
       (ARRAY['Wei','Priya','Arjun','Mei','Rahul','Siti','Ahmad','Ananya','Jun','Kavya','Li','Ravi','Nur','Vikram','Hui','Deepa','Tan','Rohan','Aisha','Ming'])[1 + n % 20],
       (ARRAY['Tan','Lim','Sharma','Patel','Ng','Wong','Kumar','Reddy','Lee','Chua','Iyer','Goh','Singh','Teo','Nair','Ong','Gupta','Koh','Menon','Yeo'])[1 + (n / 20) % 20],
       'user' || n || '@scale.test', NULL,
       CASE WHEN n % 5000 = 1 THEN 'ADMIN' ELSE 'USER' END,
       n % 50 <> 0, n % 4 <> 0,
       timestamptz '2019-01-01' + (n * 7919 % 200000) * interval '10 minutes',
       timestamptz '2019-01-01' + (n * 7919 % 200000) * interval '10 minutes'
FROM generate_series(1::bigint, greatest(:scale / 5, 1000)) n;

-- @step plan
-- One row per review number: which property (by its number), status, rating, likes, date. 39 % of
-- properties get none; every other property gets one, and the rest go to them on a square-law skew
-- (the first reviewed property gets about 0.13 % of them: thousands at 1M).
CREATE UNLOGGED TABLE seed_review_plan AS
WITH k AS (SELECT floor(:scale * 0.61)::bigint AS reviewed)
SELECT n,
       1 + (pk * 387419) % :scale AS prop,
       CASE WHEN n % 100 < 80 THEN 'APPROVED' WHEN n % 100 < 92 THEN 'PENDING' ELSE 'REJECTED' END AS status,
       (ARRAY[5,4,4,5,3,4,2,5,1,4,3,5,4,4,2,5,3,4,5,1])[1 + (n * 7) % 20]::smallint AS rating,
       n % 5 = 1 AS anon,
       -- Most reviews have no likes; a few have dozens.
       CASE WHEN n % 100 < 80 AND n % 10 = 3 THEN ((n * 2654435761) % 1000)::int * ((n * 2654435761) % 1000)::int / 40000 ELSE 0 END AS likes,
       now() - ((n * 1299709) % 2000000) * interval '1 minute' * 1.5 AS created_at
FROM (
  SELECT n,
         CASE WHEN n <= (SELECT reviewed FROM k) THEN n - 1
              ELSE floor((SELECT reviewed FROM k) * power(((n * 2654435761) % 1000003) / 1000003.0, 2))::bigint
         END AS pk
  FROM generate_series(1::bigint, 3 * :scale) n
) s;

-- @step aggregates
CREATE UNLOGGED TABLE seed_property_agg AS
SELECT prop,
       count(*)::int AS n, sum(rating)::int AS total,
       count(*) FILTER (WHERE rating = 1)::int AS c1, count(*) FILTER (WHERE rating = 2)::int AS c2,
       count(*) FILTER (WHERE rating = 3)::int AS c3, count(*) FILTER (WHERE rating = 4)::int AS c4,
       count(*) FILTER (WHERE rating = 5)::int AS c5,
       count(*) FILTER (WHERE created_at >= ((now() AT TIME ZONE 'UTC')::date - interval '12 months') AT TIME ZONE 'UTC')::int AS rn,
       coalesce(sum(rating) FILTER (WHERE created_at >= ((now() AT TIME ZONE 'UTC')::date - interval '12 months') AT TIME ZONE 'UTC'), 0)::int AS rtotal
FROM seed_review_plan WHERE status = 'APPROVED'
GROUP BY prop;
CREATE UNIQUE INDEX ON seed_property_agg (prop);

-- @step properties
INSERT INTO properties (id, slug, name, address, property_type, apartment_name, normalized_name, tower_or_block,
                        street_name, pincode, city, state_region, country, is_active, thumbnail_url,
                        overall_rating, review_count, rating_sum, rating1_count, rating2_count, rating3_count,
                        rating4_count, rating5_count, recent_review_count, recent_rating, recent_as_of,
                        created_at, updated_at)
SELECT seed_uuid('p' || s.n),
       regexp_replace(lower(s.nm), '[^a-z0-9]+', '-', 'g') || '-' || s.n,
       s.nm,
       concat_ws(', ', s.blk, s.st, s.city, s.pc),
       s.pt, s.nm, regexp_replace(lower(s.nm), '[^a-z0-9]', '', 'g'), s.blk, s.st, s.pc, s.city, s.region,
       s.country, s.n % 50 <> 0,
       CASE WHEN s.n % 10 < 3 THEN '/uploads/properties/scale-' || (s.n % 97) || '.webp' END,
       CASE WHEN coalesce(a.n, 0) = 0 THEN 0 ELSE round(a.total::numeric / a.n, 1)::double precision END,
       coalesce(a.n, 0), coalesce(a.total, 0), coalesce(a.c1, 0), coalesce(a.c2, 0), coalesce(a.c3, 0),
       coalesce(a.c4, 0), coalesce(a.c5, 0), coalesce(a.rn, 0),
       CASE WHEN coalesce(a.rn, 0) = 0 THEN 0 ELSE round(a.rtotal::numeric / a.rn, 1)::double precision END,
       (now() AT TIME ZONE 'UTC')::date,
       timestamptz '2019-01-01' + ((s.n * 104729) % 3500000) * interval '1 minute',
       timestamptz '2019-01-01' + ((s.n * 104729) % 3500000) * interval '1 minute'
FROM (
  SELECT n, sg,
         CASE WHEN sg THEN
                CASE WHEN n % 3 = 0
                     -- HDB blocks: 'Tampines GreenVerge', 'Punggol Waterway Terraces', ...
                     THEN (ARRAY['Tampines','Bedok','Punggol','Sengkang','Jurong West','Woodlands','Yishun','Ang Mo Kio','Toa Payoh','Clementi','Bukit Batok','Hougang','Pasir Ris','Bukit Panjang','Choa Chu Kang','Queenstown','Bishan','Serangoon','Geylang','Kallang'])[1 + (n / 3) % 20]
                          || ' ' || (ARRAY['Court','Green','Vista','Heights','Crest','Residences','Waterway Terraces','Spring','Grove','View','Ridge','Meadows'])[1 + (n / 60) % 12]
                     ELSE (ARRAY['Marina Bay','Orchard','Tiong Bahru','Keppel Bay','Sentosa Cove','River Valley','Holland','Novena','Newton','Tanjong Pagar','Bukit Timah','Pasir Panjang','Katong','Siglap','Mount Sophia','Robertson Quay'])[1 + (n / 3) % 16]
                          || ' ' || (ARRAY['Suites','Residences','Towers','Park','Point','Gardens','Regency','Parc','Edge','Collection','Lofts','One'])[1 + (n / 48) % 12]
                END
              ELSE (ARRAY['Godrej','Prestige','Sobha','Lodha','DLF','Brigade','Hiranandani','Oberoi','Mahindra','Tata','Puravankara','Shapoorji','Embassy','Salarpuria','Purva','Kolte Patil'])[1 + (n / 2) % 16]
                   || ' ' || (ARRAY['Emerald','Lakeside','Meadows','Palm Grove','Heights','Splendour','Gardens','Enclave','Residency','Greens','Woods','Serenity','Orchid','Towers','Park','Vista','Horizon','Sapphire','Crest','Elements'])[1 + (n / 32) % 20]
         END
         -- Phases and wings make many names repeat with a small suffix.
         || CASE WHEN n % 7 = 0 THEN ' Phase ' || (1 + n % 4) WHEN n % 11 = 0 THEN ' II' ELSE '' END AS nm,
         CASE WHEN sg THEN 'Blk ' || (100 + n % 900) ELSE 'Tower ' || chr(65 + (n % 8)::int) END AS blk,
         CASE WHEN sg THEN (ARRAY['Tampines St 81','Bedok North Ave 3','Punggol Field','Orchard Road','Bukit Timah Road','River Valley Road','Jurong West St 52','Woodlands Drive 14','Ang Mo Kio Ave 10','Marine Parade Road'])[1 + n % 10]
              ELSE (ARRAY['Whitefield Main Road','Sarjapur Road','Powai Hiranandani Gardens','Golf Course Road','Linking Road','Old Madras Road','Hinjewadi Phase 1','Gachibowli','OMR Thoraipakkam','Sector 150'])[1 + n % 10]
         END AS st,
         CASE WHEN sg THEN 'Singapore'
              ELSE (ARRAY['Bengaluru','Bengaluru','Mumbai','Gurugram','Mumbai','Bengaluru','Pune','Hyderabad','Chennai','Noida'])[1 + n % 10] END AS city,
         CASE WHEN sg THEN NULL
              ELSE (ARRAY['Karnataka','Karnataka','Maharashtra','Haryana','Maharashtra','Karnataka','Maharashtra','Telangana','Tamil Nadu','Uttar Pradesh'])[1 + n % 10] END AS region,
         CASE WHEN sg THEN 'Singapore' ELSE 'India' END AS country,
         -- Real prefixes: Singapore postal sectors; Indian city PIN prefixes.
         CASE WHEN sg THEN (ARRAY['52','46','82','23','26','24','64','73','56','44'])[1 + n % 10] || lpad(((n * 7) % 10000)::text, 4, '0')
              ELSE (ARRAY['560','560','400','122','400','560','411','500','600','201'])[1 + n % 10] || lpad(((n * 13) % 1000)::text, 3, '0') END AS pc,
         CASE WHEN sg AND n % 3 = 0 THEN 'HDB'
              ELSE (ARRAY['CONDO','CONDO','CONDO','STANDALONE_HOUSE','CO_LIVING_SPACE','CONDO','HDB'])[1 + n % 7] END AS pt
  FROM (SELECT n, n % 20 < 9 AS sg FROM generate_series(1::bigint, :scale) n) g
) s
LEFT JOIN seed_property_agg a ON a.prop = s.n;

-- @step property_images
INSERT INTO property_images (id, property_id, image_url, thumb_url, position, created_at)
SELECT seed_uuid('pi' || n || '-' || i), seed_uuid('p' || n),
       '/uploads/properties/scale-' || (n % 97) || '-' || i || '.webp',
       '/uploads/properties/scale-' || (n % 97) || '-' || i || '-thumb.webp', i, now()
FROM generate_series(1::bigint, :scale) n, generate_series(0, 2) i
WHERE n % 10 < 3 AND i <= n % 3;

-- @step reviews
INSERT INTO reviews (id, user_id, property_id, status, title, body, overall_rating, is_anonymous, stay_start_date,
                     stay_end_date, stayed_with, cleanliness_rating, responsiveness_rating, likes_count,
                     helpful_score, rejection_reason, created_at, updated_at)
SELECT seed_uuid('r' || n),
       seed_uuid('u' || (1 + (n * 7907) % greatest(:scale / 5, 1000))),
       seed_uuid('p' || prop),
       status,
       (ARRAY['Great place to live','Noisy neighbours at night','Mould in the bathroom','Helpful agent throughout','Deposit not returned','Quiet and clean','Pests in the kitchen','Good value for the area','Landlord slow to repair','Lovely view, thin walls'])[1 + n % 10],
       'We stayed here for about ' || (1 + n % 4) || ' years. ' ||
       (ARRAY['The estate is well kept and the lifts work. ','Water pressure is weak on the upper floors. ','The owner answered messages within a day. ','Getting the deposit back took three months. '])[1 + n % 4] ||
       'Overall ' || rating || ' stars.',
       rating, anon,
       (created_at - interval '2 years')::date, (created_at - interval '1 month')::date,
       (ARRAY['FAMILY','PARTNER','FRIENDS','SOLO'])[1 + n % 4], 1 + (n % 5)::int, 1 + ((n / 5) % 5)::int,
       likes, log(1 + likes) + extract(epoch FROM created_at) / 31557600.0,
       CASE WHEN status = 'REJECTED' THEN 'OTHER' END,
       created_at, created_at
FROM seed_review_plan;

-- @step user_review_counts
-- Each author's reviews and anonymous reviews (migration 0031), as the reviews' triggers would count them.
UPDATE users u SET reviews_written = c.n, anonymous_reviews_written = c.a
  FROM (SELECT user_id, count(*) AS n, count(*) FILTER (WHERE is_anonymous) AS a FROM reviews GROUP BY 1) c
 WHERE u.id = c.user_id;

-- @step review_images
INSERT INTO review_images (id, review_id, image_url, thumb_url, position, created_at)
SELECT seed_uuid('ri' || n || '-' || i), seed_uuid('r' || n),
       '/uploads/reviews/scale-' || (n % 89) || '-' || i || '.webp',
       '/uploads/reviews/scale-' || (n % 89) || '-' || i || '-thumb.webp', i, created_at
FROM seed_review_plan, generate_series(0, 1) i
WHERE n % 7 = 0 AND i <= n % 2;

-- @step review_likes
-- Distinct users per review: 7907 is prime and does not divide the user count.
INSERT INTO review_likes (review_id, user_id, created_at)
SELECT seed_uuid('r' || n), seed_uuid('u' || (1 + (n * 31 + j * 7907) % greatest(:scale / 5, 1000))), created_at
FROM seed_review_plan, generate_series(0, likes - 1) j
WHERE likes > 0;

-- @step review_reports
-- With the reporter's name and email (migration 0029) and the review's title (migration 0045) copied, as
-- their triggers would.
INSERT INTO review_reports (id, review_id, user_id, reporter_name, reporter_email, review_title, reason, status, created_at)
SELECT seed_uuid('rr' || n),
       v.id,
       u.id, u.first_name || ' ' || u.last_name, u.email, v.title,
       (ARRAY['This property is no longer available','Duplicate or incorrect listing','Spam','Offensive language','Other (please specify)'])[1 + n % 5],
       CASE WHEN n % 10 < 7 THEN 'PENDING' ELSE 'RESOLVED_DISMISSED' END,
       now() - (n % 100000) * interval '5 minutes'
FROM generate_series(1::bigint, greatest(:scale / 10, 100)) n
JOIN users u ON u.id = seed_uuid('u' || (1 + (n * 31) % greatest(:scale / 5, 1000)))
JOIN reviews v ON v.id = seed_uuid('r' || (1 + (n * 104723) % (3 * :scale)));

-- @step cleanup
DROP TABLE seed_review_plan;
DROP TABLE seed_property_agg;
DROP FUNCTION seed_uuid(text);
