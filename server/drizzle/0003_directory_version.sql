CREATE TABLE "directory_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_surname_prefix_idx" ON "users" USING btree (lower("surname") text_pattern_ops);--> statement-breakpoint
INSERT INTO "directory_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION bump_directory_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE directory_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER students_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON students FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER groups_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON groups FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER kafedras_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON kafedras FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER institutes_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON institutes FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER profiles_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER specialities_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON specialities FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER courses_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER edu_forms_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON edu_forms FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();--> statement-breakpoint
CREATE TRIGGER edu_levels_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON edu_levels FOR EACH STATEMENT EXECUTE FUNCTION bump_directory_version();
