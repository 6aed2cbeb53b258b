-- Admin searches sorted by another key than the searched value (decision 030). Properties: a matching
-- name's rows are read from one index holding every sort key, index-only, and sorted there, instead of
-- fetched from the heap (21,882 'emerald' properties: 140-190 ms at page 1,000). It replaces the plain
-- (name, id) index, which it serves as well; drizzle-kit cannot declare INCLUDE, so it lives here only
-- (the schema's comment points to it). Reports: one (reason, key, id) descent per matching reason.
CREATE INDEX "properties_name_id_keys_idx" ON "properties" USING btree ("name","id") INCLUDE ("created_at","property_type","overall_rating","review_count","is_active");--> statement-breakpoint
DROP INDEX "properties_name_id_idx";--> statement-breakpoint
CREATE INDEX "review_reports_reason_created_at_id_idx" ON "review_reports" USING btree ("reason","created_at","id");--> statement-breakpoint
CREATE INDEX "review_reports_reason_status_id_idx" ON "review_reports" USING btree ("reason","status","id");
