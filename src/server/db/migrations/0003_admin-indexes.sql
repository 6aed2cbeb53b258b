-- Report history (hand-written, drizzle-kit does not model triggers): a deleted review leaves its
-- reports in place. Before the row goes, its open reports are closed as RESOLVED_REVIEW_DELETED and every
-- report of it keeps a copy of its title; the foreign key then sets review_id to NULL. This covers every
-- way a review is deleted: an admin resolve or delete, the author, and a property delete cascading.
ALTER TABLE "review_reports" DROP CONSTRAINT "review_reports_review_id_reviews_id_fk";
--> statement-breakpoint
DROP INDEX "reviews_user_created_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";--> statement-breakpoint
ALTER TABLE "review_reports" ALTER COLUMN "review_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "review_reports" ADD COLUMN "review_title" text;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_created_at_id_idx" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "properties_name_id_idx" ON "properties" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "properties_type_id_idx" ON "properties" USING btree ("property_type","id");--> statement-breakpoint
CREATE INDEX "properties_overall_rating_id_idx" ON "properties" USING btree ("overall_rating","id");--> statement-breakpoint
CREATE INDEX "properties_review_count_id_idx" ON "properties" USING btree ("review_count","id");--> statement-breakpoint
CREATE INDEX "properties_is_active_id_idx" ON "properties" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "review_reports_user_idx" ON "review_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "review_reports_created_at_id_idx" ON "review_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "review_reports_reason_id_idx" ON "review_reports" USING btree ("reason","id");--> statement-breakpoint
CREATE INDEX "review_reports_status_id_idx" ON "review_reports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "review_reports_reason_trgm_idx" ON "review_reports" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "review_reports_review_title_trgm_idx" ON "review_reports" USING gin ("review_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_user_created_id_idx" ON "reviews" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_created_at_id_idx" ON "reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_title_id_idx" ON "reviews" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "reviews_status_id_idx" ON "reviews" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "reviews_overall_rating_id_idx" ON "reviews" USING btree ("overall_rating","id");--> statement-breakpoint
CREATE INDEX "reviews_anon_created_at_id_idx" ON "reviews" USING btree ("created_at","id") WHERE is_anonymous;--> statement-breakpoint
CREATE INDEX "reviews_anon_title_id_idx" ON "reviews" USING btree ("title","id") WHERE is_anonymous;--> statement-breakpoint
CREATE INDEX "reviews_anon_status_id_idx" ON "reviews" USING btree ("status","id") WHERE is_anonymous;--> statement-breakpoint
CREATE INDEX "reviews_anon_overall_rating_id_idx" ON "reviews" USING btree ("overall_rating","id") WHERE is_anonymous;--> statement-breakpoint
CREATE INDEX "reviews_title_trgm_idx" ON "reviews" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_id_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_first_name_id_idx" ON "users" USING btree ("first_name","id");--> statement-breakpoint
CREATE INDEX "users_last_name_id_idx" ON "users" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "users_email_id_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_is_active_id_idx" ON "users" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "users_is_verified_id_idx" ON "users" USING btree ("is_verified","id");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION "review_reports_keep_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "review_reports"
     SET "review_title" = OLD."title",
         "status" = CASE WHEN "status" = 'PENDING' THEN 'RESOLVED_REVIEW_DELETED' ELSE "status" END,
         "resolved_at" = CASE WHEN "status" = 'PENDING' THEN now() ELSE "resolved_at" END
   WHERE "review_id" = OLD."id";
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_keep_report_history" BEFORE DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "review_reports_keep_history"();
