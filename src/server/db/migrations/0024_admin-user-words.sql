CREATE TABLE "admin_user_words" (
	"word" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"is_active" boolean NOT NULL,
	"is_verified" boolean NOT NULL,
	CONSTRAINT "admin_user_words_word_created_at_user_id_pk" PRIMARY KEY("word","created_at","user_id")
);
--> statement-breakpoint
CREATE INDEX "admin_user_words_first_name_idx" ON "admin_user_words" USING btree ("word","first_name","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_words_last_name_idx" ON "admin_user_words" USING btree ("word","last_name","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_words_email_idx" ON "admin_user_words" USING btree ("word","email","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_words_role_idx" ON "admin_user_words" USING btree ("word","role","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_words_is_active_idx" ON "admin_user_words" USING btree ("word","is_active","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_words_is_verified_idx" ON "admin_user_words" USING btree ("word","is_verified","user_id");--> statement-breakpoint
CREATE INDEX "admin_user_words_user_idx" ON "admin_user_words" USING btree ("user_id");;--> statement-breakpoint
-- hand-written below this line (docs/decisions/040-admin-user-words.md)
-- A user's rows: one per word of their "first last" (admin_search_words_of, migration 0022), each with
-- the user's sort keys. A name change replaces them; a change of another sort key updates them in place.
CREATE FUNCTION "users_keep_admin_user_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND old.first_name = new.first_name AND old.last_name = new.last_name THEN
    IF (old.created_at, old.email, old.role, old.is_active, old.is_verified)
       IS DISTINCT FROM (new.created_at, new.email, new.role, new.is_active, new.is_verified) THEN
      UPDATE admin_user_words SET created_at = new.created_at, email = new.email, role = new.role,
             is_active = new.is_active, is_verified = new.is_verified
       WHERE user_id = new.id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM admin_user_words WHERE user_id = old.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO admin_user_words (word, user_id, created_at, first_name, last_name, email, role, is_active, is_verified)
    SELECT w, new.id, new.created_at, new.first_name, new.last_name, new.email, new.role, new.is_active, new.is_verified
      FROM unnest(admin_search_words_of(new.first_name || ' ' || new.last_name)) AS w;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_admin_user_words" AFTER INSERT OR DELETE OR UPDATE OF "first_name", "last_name", "created_at",
  "email", "role", "is_active", "is_verified" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_keep_admin_user_words"();--> statement-breakpoint
-- Every user's rows again (the seed's bulk load and a restore bypass the trigger), filled before the
-- secondary keys are built, as rebuild_admin_review_words() does.
CREATE FUNCTION "rebuild_admin_user_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DROP INDEX IF EXISTS admin_user_words_first_name_idx, admin_user_words_last_name_idx, admin_user_words_email_idx,
    admin_user_words_role_idx, admin_user_words_is_active_idx, admin_user_words_is_verified_idx, admin_user_words_user_idx;
  ALTER TABLE admin_user_words DROP CONSTRAINT IF EXISTS admin_user_words_word_created_at_user_id_pk;
  TRUNCATE admin_user_words;
  INSERT INTO admin_user_words (word, user_id, created_at, first_name, last_name, email, role, is_active, is_verified)
  SELECT w, u.id, u.created_at, u.first_name, u.last_name, u.email, u.role, u.is_active, u.is_verified
    FROM users u, unnest(admin_search_words_of(u.first_name || ' ' || u.last_name)) AS w;
  ALTER TABLE admin_user_words ADD CONSTRAINT admin_user_words_word_created_at_user_id_pk
    PRIMARY KEY (word, created_at, user_id);
  CREATE INDEX admin_user_words_first_name_idx ON admin_user_words (word, first_name, user_id);
  CREATE INDEX admin_user_words_last_name_idx ON admin_user_words (word, last_name, user_id);
  CREATE INDEX admin_user_words_email_idx ON admin_user_words (word, email, user_id);
  CREATE INDEX admin_user_words_role_idx ON admin_user_words (word, role, user_id);
  CREATE INDEX admin_user_words_is_active_idx ON admin_user_words (word, is_active, user_id);
  CREATE INDEX admin_user_words_is_verified_idx ON admin_user_words (word, is_verified, user_id);
  CREATE INDEX admin_user_words_user_idx ON admin_user_words (user_id);
END
$$;--> statement-breakpoint
-- Migration 0023's rebuild of the words, now with the users' rows.
CREATE OR REPLACE FUNCTION "rebuild_admin_search_words"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE admin_search_words, admin_search_value_words;
  INSERT INTO admin_search_value_words (list, word, value)
  SELECT s.list, w, s.value FROM admin_search_values s, unnest(admin_search_words_of(s.value)) AS w;
  INSERT INTO admin_search_words (list, word, n, value_count)
  SELECT s.list, w, sum(s.n), count(*) FROM admin_search_values s, unnest(admin_search_words_of(s.value)) AS w
   GROUP BY s.list, w;
  PERFORM rebuild_admin_review_words();
  PERFORM rebuild_admin_user_words();
END
$$;--> statement-breakpoint
SELECT rebuild_admin_user_words();
