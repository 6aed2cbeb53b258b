-- The emails with capitals, by their lowered form, for a users search sorted by email
-- (docs/decisions/066-email-order-read-as-bytes.md). In a database that sorts as bytes, the lower-case
-- emails of a range of users_email_lower_prefix_idx (migration 0050) come in the list's order, and the
-- page reads only its first rows of it. The emails with capitals sort elsewhere: this partial index holds
-- them alone (none written since sign-up lower-cases every email), so the page finds and sorts them
-- without reading the range. It includes the email and the id, so the page reads the index alone.
CREATE INDEX "users_email_capitals_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops) INCLUDE ("email", "id") WHERE "email" <> lower("email");
