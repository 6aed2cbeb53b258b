DROP INDEX "admin_search_values_trgm_idx";--> statement-breakpoint
CREATE INDEX "admin_search_values_users_trgm_idx" ON "admin_search_values" USING gin ("value" gin_trgm_ops) WHERE list = 'users';--> statement-breakpoint
CREATE INDEX "admin_search_values_properties_trgm_idx" ON "admin_search_values" USING gin ("value" gin_trgm_ops) WHERE list = 'properties';--> statement-breakpoint
CREATE INDEX "admin_search_values_reviews_trgm_idx" ON "admin_search_values" USING gin ("value" gin_trgm_ops) WHERE list = 'reviews';--> statement-breakpoint
CREATE INDEX "admin_search_values_anonymous_trgm_idx" ON "admin_search_values" USING gin ("value" gin_trgm_ops) WHERE list = 'anonymous';--> statement-breakpoint
CREATE INDEX "admin_search_values_reports_trgm_idx" ON "admin_search_values" USING gin ("value" gin_trgm_ops) WHERE list = 'reports';