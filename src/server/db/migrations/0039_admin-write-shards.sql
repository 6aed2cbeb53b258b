-- A writing transaction claims a shard of admin_list_counts and admin_search_grams for itself
-- (docs/decisions/053-claimed-write-shards.md). The shard was the backend's pid modulo 16: two backends
-- whose pids agree there shared rows, and a transaction bumps them in several calls (a deleted user's
-- reviews, then the user's own grams), each in key order but not all together, so two such writers
-- could deadlock (seen: a user and a property deleted at once, pids 31202 and 31186). The first bump of
-- a transaction takes a transaction-level advisory lock on the first free shard from pid % 16 on and
-- keeps that shard until it ends; with every shard held by a running writer, it shares its pid's as
-- before.
CREATE FUNCTION "admin_write_shard"() RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  claimed text := current_setting('hometruths.admin_write_shard', true);
  base int := pg_backend_pid() % 16;
  shard int := base;
BEGIN
  IF claimed IS NOT NULL AND claimed <> '' THEN
    RETURN claimed::int;
  END IF;
  FOR i IN 0 .. 15 LOOP
    IF pg_try_advisory_xact_lock(20261129, (base + i) % 16) THEN
      shard := (base + i) % 16;
      EXIT;
    END IF;
  END LOOP;
  PERFORM set_config('hometruths.admin_write_shard', shard::text, true);
  RETURN shard;
END
$$;--> statement-breakpoint
-- Migration 0020's bump, in the transaction's claimed shard.
CREATE OR REPLACE FUNCTION "bump_admin_list_counts"(l text[], d bigint[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO admin_list_counts AS c (list, shard, n)
  SELECT x.l, s.shard, sum(x.d) FROM (SELECT admin_write_shard() AS shard) s, unnest(l, d) AS x(l, d)
   GROUP BY x.l, s.shard HAVING sum(x.d) <> 0 ORDER BY x.l COLLATE "C"
  ON CONFLICT (list, shard) DO UPDATE SET n = c.n + excluded.n
$$;--> statement-breakpoint
-- Migration 0026's bump, in the transaction's claimed shard.
CREATE OR REPLACE FUNCTION "bump_admin_search_grams"(l text[], v text[], d int[], e int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO admin_search_grams AS s (list, gram, shard, n, value_count)
  SELECT x.l, g, w.shard, sum(x.d), sum(x.e)
    FROM (SELECT admin_write_shard() AS shard) w, unnest(l, v, d, e) AS x(l, v, d, e), unnest(admin_search_grams_of(x.v)) AS g
   GROUP BY x.l, g, w.shard HAVING sum(x.d) <> 0 OR sum(x.e) <> 0 ORDER BY x.l COLLATE "C", g COLLATE "C"
  ON CONFLICT (list, gram, shard) DO UPDATE SET n = s.n + excluded.n, value_count = s.value_count + excluded.value_count
$$;
