CREATE INDEX "reviews_anon_title_trgm_idx" ON "reviews" USING gin ("title" gin_trgm_ops) WHERE is_anonymous;--> statement-breakpoint
CREATE INDEX "reviews_anon_user_idx" ON "reviews" USING btree ("user_id","id") WHERE is_anonymous;--> statement-breakpoint
CREATE INDEX "reviews_anon_property_idx" ON "reviews" USING btree ("property_id","id") WHERE is_anonymous;