-- The grams of the properties' names and the users' "first last" indexed (docs/decisions/044-admin-source-grams.md):
-- a review or report search of one or two characters reaches a property or author through them, where
-- their trigram indexes returned every row for such a term.
CREATE INDEX "users_full_name_grams_idx" ON "users" USING gin (admin_search_grams_of(("first_name" || ' ' || "last_name")));--> statement-breakpoint
CREATE INDEX "properties_name_grams_idx" ON "properties" USING gin (admin_search_grams_of("name"));