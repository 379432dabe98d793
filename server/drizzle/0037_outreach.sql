CREATE TABLE "sessions_seen" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_copies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"notification_id" integer,
	"digest_day" date,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "mail_copies_state_check" CHECK ("mail_copies"."state" in ('queued', 'sent', 'skipped', 'failed')),
	CONSTRAINT "mail_copies_what_check" CHECK (("mail_copies"."notification_id" is null) <> ("mail_copies"."digest_day" is null))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_kinds" text[] NOT NULL,
	"push_kinds" text[] NOT NULL,
	"email_mode" text DEFAULT 'each' NOT NULL,
	"low_vision" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_email_mode_check" CHECK ("user_preferences"."email_mode" in ('each', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" "inet";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text GENERATED ALWAYS AS (case when extra_data ? 'poll_uuid' then 'polls' when extra_data ? 'timetable' then 'timetable'
          when extra_data ?| array['ticket_id', 'request_id'] then 'answers' else 'notifications' end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "copies_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions_seen" ADD CONSTRAINT "sessions_seen_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_copies" ADD CONSTRAINT "mail_copies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_copies" ADD CONSTRAINT "mail_copies_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_copies_notification_user_idx" ON "mail_copies" USING btree ("notification_id","user_id") WHERE "mail_copies"."notification_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_copies_digest_idx" ON "mail_copies" USING btree ("user_id","digest_day") WHERE "mail_copies"."digest_day" is not null;--> statement-breakpoint
CREATE INDEX "mail_copies_due_idx" ON "mail_copies" USING btree ("due_at") WHERE "mail_copies"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_copies_user_idx" ON "mail_copies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "notifications_copies_due_idx" ON "notifications" USING btree ("id") WHERE "notifications"."copies_due";