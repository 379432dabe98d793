ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "language" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('ru', 'en'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_language_check" CHECK ("sessions"."language" in ('ru', 'en'));