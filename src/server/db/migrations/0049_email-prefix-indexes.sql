-- The emails' prefixes and domains in btree order (docs/decisions/064-email-floors.md): the users' emails
-- and the reports' copies of their reporters' emails, each whole and from its domain (the part after the
-- first '@'), with text_pattern_ops so a LIKE prefix reads a range whatever the database's collation. The
-- rows whose email or domain starts with a search term are some of those containing it: counted up to the
-- cap through these indexes they floor the email way's total, where counting its matches read every
-- email holding the term by ILIKE ('scale.test', every reporter's domain on the scale seed: 6-9 ms of a
-- 10 ms request). A domain index includes the email so the count reads the index alone.
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_domain_idx" ON "users" USING btree (split_part("email", '@', 2) text_pattern_ops) INCLUDE ("email");--> statement-breakpoint
CREATE INDEX "review_reports_reporter_email_prefix_idx" ON "review_reports" USING btree ("reporter_email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "review_reports_reporter_email_domain_idx" ON "review_reports" USING btree (split_part("reporter_email", '@', 2) text_pattern_ops) INCLUDE ("reporter_email");
