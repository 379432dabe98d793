CREATE TABLE "login_failures" (
	"login" text NOT NULL,
	"ip" "inet" NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_login_ip_pk" PRIMARY KEY("login","ip")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_session_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "account_key" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "account_id" integer;--> statement-breakpoint
CREATE INDEX "login_failures_window_idx" ON "login_failures" USING btree ("window_start");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_session_id_sessions_id_fk" FOREIGN KEY ("impersonator_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_impersonator_session_idx" ON "sessions" USING btree ("impersonator_session_id");--> statement-breakpoint
-- Open sessions keep working in the account their user has now.
UPDATE "sessions" SET "account_key" = "users"."default_account_key", "account_id" = "users"."default_account_id" FROM "users" WHERE "users"."id" = "sessions"."user_id";--> statement-breakpoint
-- An impersonation opened before this migration has no parent session to end with: it ends now (it lasts an hour at most).
DELETE FROM "sessions" WHERE "impersonator_user_id" IS NOT NULL;
