CREATE TABLE "revoked_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_handoffs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"binding_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revoked_sessions" ADD CONSTRAINT "revoked_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_handoffs" ADD CONSTRAINT "sign_in_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_sessions_expires_at_idx" ON "revoked_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "revoked_sessions_user_id_idx" ON "revoked_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_handoffs_expires_at_idx" ON "sign_in_handoffs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_handoffs_user_id_idx" ON "sign_in_handoffs" USING btree ("user_id");