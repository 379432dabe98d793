-- Issue 33. The university's settings in one row (their changes bump data_versions' `university`
-- counter, NOTIFYed on university_version, so every instance reads them anew); users who left
-- (left_at) and whose personal data the retention job removed (anonymized_at).
CREATE TABLE "university_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "university_settings_one_row" CHECK ("university_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "university_settings" ADD CONSTRAINT "university_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_left_at_idx" ON "users" USING btree ("left_at") WHERE "users"."left_at" is not null;;--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('university', 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER university_settings_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON university_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('university');--> statement-breakpoint
-- A person who leaves is signed out everywhere at once: deleting the sessions NOTIFYs
-- portal_sessions (migration 0011), so every instance forgets them.
CREATE FUNCTION end_leaver_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_left_end_sessions AFTER UPDATE OF left_at ON users
  FOR EACH ROW WHEN (OLD.left_at IS NULL AND NEW.left_at IS NOT NULL)
  EXECUTE FUNCTION end_leaver_sessions();
