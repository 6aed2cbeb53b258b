-- The users' emails in two parts for a search sorted by email (docs/decisions/065-email-order-in-two-parts.md).
-- An email contains a term exactly when its lowered form starts with the lowered term or what follows its
-- first character contains it. The first part is a range of the lowered emails in btree order
-- (text_pattern_ops, whatever the database's collation), which includes the email and the id so the page
-- reads the index alone; it replaces migration 0049's index on the email as stored, so the email floor
-- counts emails with capitals too. The second part is a trigram index on the email after its first
-- character, which leaves out the emails holding the term only at their start: 'user12', the start of
-- 11,111 of the scale seed's 200,000 emails, is after the first character of none, where the trigram
-- index on the whole email sent the page to 3,006 heap pages to sort its 11,111 matches.
DROP INDEX IF EXISTS "users_email_prefix_idx";--> statement-breakpoint
CREATE INDEX "users_email_lower_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops) INCLUDE ("email", "id");--> statement-breakpoint
CREATE INDEX "users_email_after_first_trgm_idx" ON "users" USING gin (substr("email", 2) gin_trgm_ops);
