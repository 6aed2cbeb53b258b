-- Hand-written (drizzle-kit does not model functions): the triggers of migration 0013 moved the old
-- value's count, then the new one's, so two edits swapping the same two values (A to B and B to A)
-- locked the two admin_search_values rows in opposite orders and could deadlock (40P01). Now a row's
-- changes are netted per (list, value) and applied in one fixed order, list then value (byte order),
-- so any two writers of a row each take the rows they share in the same order
-- (docs/decisions/025-admin-deep-pages-and-lock-order.md).
CREATE FUNCTION "bump_admin_search_values"(l text[], v text[], d int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT x.l, x.v, sum(x.d)::int AS d FROM unnest(l, v, d) AS x(l, v, d)
     GROUP BY x.l, x.v ORDER BY x.l COLLATE "C", x.v COLLATE "C"
  LOOP
    PERFORM bump_admin_search_value(c.l, c.v, c.d);
  END LOOP;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "users_keep_admin_search_values"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l text[] := '{}';
  v text[] := '{}';
  d int[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' AND (old.first_name || ' ' || old.last_name) = (new.first_name || ' ' || new.last_name) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    l := l || 'users'::text; v := v || (old.first_name || ' ' || old.last_name); d := d || -1;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    l := l || 'users'::text; v := v || (new.first_name || ' ' || new.last_name); d := d || 1;
  END IF;
  PERFORM bump_admin_search_values(l, v, d);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "properties_keep_admin_search_values"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l text[] := '{}';
  v text[] := '{}';
  d int[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' AND old.name = new.name THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    l := l || 'properties'::text; v := v || old.name; d := d || -1;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    l := l || 'properties'::text; v := v || new.name; d := d || 1;
  END IF;
  PERFORM bump_admin_search_values(l, v, d);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Every review's title counts in 'reviews', an anonymous review's also in 'anonymous'.
CREATE OR REPLACE FUNCTION "reviews_keep_admin_search_values"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l text[] := '{}';
  v text[] := '{}';
  d int[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' AND old.title = new.title AND old.is_anonymous = new.is_anonymous THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    l := l || 'reviews'::text; v := v || old.title; d := d || -1;
    IF old.is_anonymous THEN
      l := l || 'anonymous'::text; v := v || old.title; d := d || -1;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    l := l || 'reviews'::text; v := v || new.title; d := d || 1;
    IF new.is_anonymous THEN
      l := l || 'anonymous'::text; v := v || new.title; d := d || 1;
    END IF;
  END IF;
  PERFORM bump_admin_search_values(l, v, d);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "review_reports_keep_admin_search_values"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l text[] := '{}';
  v text[] := '{}';
  d int[] := '{}';
BEGIN
  IF TG_OP = 'UPDATE' AND old.reason = new.reason THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    l := l || 'reports'::text; v := v || old.reason; d := d || -1;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    l := l || 'reports'::text; v := v || new.reason; d := d || 1;
  END IF;
  PERFORM bump_admin_search_values(l, v, d);
  RETURN NULL;
END
$$;
