CREATE TABLE "review_duplicate_flags" (
	"review_id" uuid NOT NULL,
	"matched_review_id" uuid NOT NULL,
	"similarity" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_duplicate_flags_review_id_matched_review_id_pk" PRIMARY KEY("review_id","matched_review_id"),
	CONSTRAINT "review_duplicate_flags_not_self" CHECK (review_id <> matched_review_id)
);
--> statement-breakpoint
ALTER TABLE "review_duplicate_flags" ADD CONSTRAINT "review_duplicate_flags_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_duplicate_flags" ADD CONSTRAINT "review_duplicate_flags_matched_review_id_reviews_id_fk" FOREIGN KEY ("matched_review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_duplicate_flags_matched_idx" ON "review_duplicate_flags" USING btree ("matched_review_id");--> statement-breakpoint
CREATE INDEX "reviews_property_created_id_idx" ON "reviews" USING btree ("property_id","created_at","id");