CREATE INDEX "reviews_title_overall_rating_id_idx" ON "reviews" USING btree ("title","overall_rating","id");--> statement-breakpoint
CREATE INDEX "reviews_title_status_id_idx" ON "reviews" USING btree ("title","status","id");--> statement-breakpoint
CREATE INDEX "reviews_anon_title_overall_rating_id_idx" ON "reviews" USING btree ("title","overall_rating","id") WHERE is_anonymous;--> statement-breakpoint
CREATE INDEX "reviews_anon_title_status_id_idx" ON "reviews" USING btree ("title","status","id") WHERE is_anonymous;