CREATE TABLE "tenancy_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenancy_proofs_mime_check" CHECK (mime IN ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "tenancy_proofs_size_check" CHECK (size_bytes > 0)
);
--> statement-breakpoint
ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_action_check";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verification" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenancy_proofs" ADD CONSTRAINT "tenancy_proofs_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenancy_proofs_review_unique" ON "tenancy_proofs" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "tenancy_proofs_uploaded_at_idx" ON "tenancy_proofs" USING btree ("uploaded_at","id") WHERE review_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tenancy_proofs_detached_idx" ON "tenancy_proofs" USING btree ("id") WHERE review_id IS NULL;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_action_check" CHECK (action IN ('REVIEW_APPROVE', 'REVIEW_REJECT', 'REVIEW_RESET_PENDING', 'REVIEW_DELETE', 'REVIEW_VERIFY', 'REVIEW_VERIFY_DECLINE', 'REPORT_DISMISS', 'REPORT_DELETE_REVIEW', 'USER_ACTIVATE', 'USER_DEACTIVATE', 'USER_EDIT', 'PROPERTY_CREATE', 'PROPERTY_EDIT', 'PROPERTY_DELETE'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_verification_check" CHECK (verification IN ('NONE', 'PENDING', 'VERIFIED', 'DECLINED'));