CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"review_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"property_type" text DEFAULT 'CONDO' NOT NULL,
	"apartment_name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"unit_number" text,
	"tower_or_block" text,
	"street_name" text NOT NULL,
	"pincode" text NOT NULL,
	"city" text,
	"state_region" text,
	"country" text NOT NULL,
	"owner_name" text,
	"owner_id" text,
	"agent_name" text,
	"agent_id" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"thumbnail_url" text,
	"overall_rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating1_count" integer DEFAULT 0 NOT NULL,
	"rating2_count" integer DEFAULT 0 NOT NULL,
	"rating3_count" integer DEFAULT 0 NOT NULL,
	"rating4_count" integer DEFAULT 0 NOT NULL,
	"rating5_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_type_check" CHECK (property_type IN ('CONDO', 'HDB', 'STANDALONE_HOUSE', 'CO_LIVING_SPACE')),
	CONSTRAINT "properties_review_count_check" CHECK (review_count >= 0),
	CONSTRAINT "properties_overall_rating_check" CHECK (overall_rating BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"thumb_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"thumb_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_likes" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_likes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_status_check" CHECK (status IN ('PENDING', 'RESOLVED_DISMISSED', 'RESOLVED_REVIEW_DELETED'))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"overall_rating" smallint NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"stay_start_date" date,
	"stay_end_date" date,
	"stayed_with" text,
	"unit_number" text,
	"tower_or_block" text,
	"owner_name" text,
	"owner_id" text,
	"agent_name" text,
	"agent_id" text,
	"responsiveness_rating" smallint,
	"deposit_fairness_rating" smallint,
	"agent_honesty_rating" smallint,
	"agent_helpfulness_rating" smallint,
	"agent_professionalism_rating" smallint,
	"condition_on_move_in_rating" smallint,
	"cleanliness_rating" smallint,
	"privacy_rating" text,
	"noise_level" text,
	"pest_issue" text,
	"repairs_done" text,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_status_check" CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "reviews_overall_rating_check" CHECK (overall_rating BETWEEN 1 AND 5),
	CONSTRAINT "reviews_responsiveness_check" CHECK (responsiveness_rating IS NULL OR responsiveness_rating BETWEEN 1 AND 5),
	CONSTRAINT "reviews_deposit_fairness_check" CHECK (deposit_fairness_rating IS NULL OR deposit_fairness_rating BETWEEN 1 AND 5),
	CONSTRAINT "reviews_agent_honesty_check" CHECK (agent_honesty_rating IS NULL OR agent_honesty_rating BETWEEN 1 AND 5),
	CONSTRAINT "reviews_agent_helpfulness_check" CHECK (agent_helpfulness_rating IS NULL OR agent_helpfulness_rating BETWEEN 1 AND 5),
	CONSTRAINT "reviews_agent_professionalism_check" CHECK (agent_professionalism_rating IS NULL OR agent_professionalism_rating BETWEEN 1 AND 5),
	CONSTRAINT "reviews_condition_check" CHECK (condition_on_move_in_rating IS NULL OR condition_on_move_in_rating BETWEEN 1 AND 5),
	CONSTRAINT "reviews_cleanliness_check" CHECK (cleanliness_rating IS NULL OR cleanliness_rating BETWEEN 1 AND 5),
	CONSTRAINT "reviews_stayed_with_check" CHECK (stayed_with IS NULL OR stayed_with IN ('FAMILY', 'PARTNER', 'FRIENDS', 'SOLO')),
	CONSTRAINT "reviews_privacy_check" CHECK (privacy_rating IS NULL OR privacy_rating IN ('YES', 'NO', 'SOMETIMES')),
	CONSTRAINT "reviews_noise_check" CHECK (noise_level IS NULL OR noise_level IN ('QUIET', 'MODERATE', 'NOISY')),
	CONSTRAINT "reviews_pest_check" CHECK (pest_issue IS NULL OR pest_issue IN ('NONE', 'MINOR_ISSUES', 'SERIOUS_PROBLEM')),
	CONSTRAINT "reviews_repairs_check" CHECK (repairs_done IS NULL OR repairs_done IN ('PROMPT_AND_EFFECTIVE', 'SLOW_OR_INCOMPLETE', 'NONE_NEEDED')),
	CONSTRAINT "reviews_stay_dates_check" CHECK (stay_start_date IS NULL OR stay_end_date IS NULL OR stay_end_date >= stay_start_date),
	CONSTRAINT "reviews_likes_count_check" CHECK (likes_count >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text DEFAULT 'USER' NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_social_login" boolean DEFAULT false NOT NULL,
	"google_sub" text,
	"token_version" integer DEFAULT 0 NOT NULL,
	"profile_image_url" text,
	"phone_number" text,
	"address" text,
	"country" text,
	"state_region" text,
	"city" text,
	"zip_code" text,
	"about" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK (role IN ('USER', 'ADMIN'))
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_codes_purpose_check" CHECK (purpose IN ('VERIFY_EMAIL', 'RESET_PASSWORD', 'ADMIN_OTP')),
	CONSTRAINT "verification_codes_attempts_check" CHECK (attempts >= 0)
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_likes" ADD CONSTRAINT "review_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_slug_unique" ON "properties" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "properties_name_trgm_idx" ON "properties" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_address_trgm_idx" ON "properties" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_pincode_prefix_idx" ON "properties" USING btree ("pincode" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "properties_type_created_idx" ON "properties" USING btree ("property_type","created_at");--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_match_idx" ON "properties" USING btree ("country","pincode","normalized_name");--> statement-breakpoint
CREATE INDEX "property_images_property_idx" ON "property_images" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "review_images_review_idx" ON "review_images" USING btree ("review_id","position");--> statement-breakpoint
CREATE INDEX "review_likes_user_idx" ON "review_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_open_unique" ON "review_reports" USING btree ("review_id","user_id") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "review_reports_status_created_idx" ON "review_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_property_status_created_idx" ON "reviews" USING btree ("property_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_created_idx" ON "reviews" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reviews_anonymous_created_idx" ON "reviews" USING btree ("is_anonymous","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_unique" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose_idx" ON "verification_codes" USING btree ("user_id","purpose");