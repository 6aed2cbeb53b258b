CREATE TABLE "moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" uuid NOT NULL,
	"object_label" text NOT NULL,
	"reason" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_log_action_check" CHECK (action IN ('REVIEW_APPROVE', 'REVIEW_REJECT', 'REVIEW_RESET_PENDING', 'REVIEW_DELETE', 'REPORT_DISMISS', 'REPORT_DELETE_REVIEW', 'USER_ACTIVATE', 'USER_DEACTIVATE', 'USER_EDIT', 'PROPERTY_CREATE', 'PROPERTY_EDIT', 'PROPERTY_DELETE')),
	CONSTRAINT "moderation_log_object_type_check" CHECK (object_type IN ('REVIEW', 'REPORT', 'USER', 'PROPERTY')),
	CONSTRAINT "moderation_log_reason_check" CHECK (reason IS NULL OR reason IN ('PERSONAL_INFORMATION', 'OFFENSIVE_LANGUAGE', 'NOT_ABOUT_TENANCY', 'DUPLICATE', 'SPAM', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "recent_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "recent_rating" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "recent_as_of" date;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "helpful_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rejection_note" text;--> statement-breakpoint
CREATE INDEX "moderation_log_created_at_id_idx" ON "moderation_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_log_action_id_idx" ON "moderation_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "moderation_log_actor_name_id_idx" ON "moderation_log" USING btree ("actor_name","id");--> statement-breakpoint
CREATE INDEX "moderation_log_object_type_id_idx" ON "moderation_log" USING btree ("object_type","id");--> statement-breakpoint
CREATE INDEX "moderation_log_object_label_id_idx" ON "moderation_log" USING btree ("object_label","id");--> statement-breakpoint
CREATE INDEX "moderation_log_actor_created_idx" ON "moderation_log" USING btree ("actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_log_action_created_idx" ON "moderation_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "moderation_log_label_trgm_idx" ON "moderation_log" USING gin ("object_label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "moderation_log_actor_name_trgm_idx" ON "moderation_log" USING gin ("actor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_property_recent_idx" ON "reviews" USING btree ("property_id","created_at","id") WHERE status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "reviews_property_helpful_idx" ON "reviews" USING btree ("property_id","helpful_score","id") WHERE status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "reviews_property_rating_high_idx" ON "reviews" USING btree ("property_id","overall_rating","created_at","id") WHERE status = 'APPROVED';--> statement-breakpoint
CREATE INDEX "reviews_property_rating_low_idx" ON "reviews" USING btree ("property_id","overall_rating","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'APPROVED';--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rejection_reason_check" CHECK (rejection_reason IS NULL OR rejection_reason IN ('PERSONAL_INFORMATION', 'OFFENSIVE_LANGUAGE', 'NOT_ABOUT_TENANCY', 'DUPLICATE', 'SPAM', 'OTHER'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rejection_only_when_rejected_check" CHECK (status = 'REJECTED' OR rejection_reason IS NULL);--> statement-breakpoint

-- ---------------------------------------------------------------------------------------------------
-- Hand-written below (drizzle-kit models neither triggers nor backfills); keep when regenerating.
-- ---------------------------------------------------------------------------------------------------

-- The moderation log is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks (issue 21).
CREATE FUNCTION "moderation_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'moderation_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "moderation_log_no_update_delete" BEFORE UPDATE OR DELETE ON "moderation_log"
  FOR EACH ROW EXECUTE FUNCTION "moderation_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "moderation_log_no_truncate" BEFORE TRUNCATE ON "moderation_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "moderation_log_append_only"();--> statement-breakpoint

-- "Most helpful" rank (docs/decisions/012-helpful-ordering.md): log10(1 + likes) + age term, one year
-- of recency worth a factor of ten in likes. Set on insert and whenever likes_count or created_at changes.
CREATE FUNCTION "reviews_set_helpful_score"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."helpful_score" := log(1 + NEW."likes_count") + extract(epoch FROM NEW."created_at") / 31557600.0;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_helpful_score" BEFORE INSERT OR UPDATE OF "likes_count", "created_at" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "reviews_set_helpful_score"();--> statement-breakpoint
UPDATE "reviews" SET "helpful_score" = log(1 + "likes_count") + extract(epoch FROM "created_at") / 31557600.0;
