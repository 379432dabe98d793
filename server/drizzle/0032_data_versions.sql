-- The three version counters of migrations 0003, 0023 and 0025 become rows of one table, bumped by
-- one trigger function whose argument names the row; every bump is NOTIFYed on `<name>_version`
-- with the new number (0026 did so for the timetable only). The triggers watch what they watched.
CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version")
  SELECT 'directory', version FROM directory_version WHERE id = 1
  UNION ALL SELECT 'requests', version FROM requests_version WHERE id = 1
  UNION ALL SELECT 'timetable', version FROM timetable_version WHERE id = 1;--> statement-breakpoint
CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  UPDATE data_versions SET version = version + 1 WHERE name = TG_ARGV[0] RETURNING version INTO bumped;
  PERFORM pg_notify(TG_ARGV[0] || '_version', bumped::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP FUNCTION bump_directory_version() CASCADE;--> statement-breakpoint
DROP FUNCTION bump_requests_version() CASCADE;--> statement-breakpoint
DROP FUNCTION bump_timetable_version() CASCADE;--> statement-breakpoint
DROP TABLE "directory_version" CASCADE;--> statement-breakpoint
DROP TABLE "requests_version" CASCADE;--> statement-breakpoint
DROP TABLE "timetable_version" CASCADE;--> statement-breakpoint
CREATE TRIGGER students_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON students FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');--> statement-breakpoint
CREATE TRIGGER groups_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON groups FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');--> statement-breakpoint
CREATE TRIGGER kafedras_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON kafedras FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');--> statement-breakpoint
CREATE TRIGGER institutes_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON institutes FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');--> statement-breakpoint
CREATE TRIGGER profiles_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');--> statement-breakpoint
CREATE TRIGGER specialities_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON specialities FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');--> statement-breakpoint
CREATE TRIGGER courses_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');--> statement-breakpoint
CREATE TRIGGER edu_forms_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON edu_forms FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');--> statement-breakpoint
CREATE TRIGGER edu_levels_directory_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON edu_levels FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('directory');--> statement-breakpoint
CREATE TRIGGER requests_version_requests AFTER INSERT OR DELETE OR UPDATE OF status, accepted_at, closed_at, category_id, kind, created_at ON requests FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('requests');--> statement-breakpoint
CREATE TRIGGER requests_version_truncate AFTER TRUNCATE ON requests FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('requests');--> statement-breakpoint
CREATE TRIGGER requests_version_recipients AFTER INSERT OR DELETE OR UPDATE ON request_recipients FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('requests');--> statement-breakpoint
CREATE TRIGGER timetable_version_lessons AFTER INSERT OR DELETE OR UPDATE ON lessons FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('timetable');--> statement-breakpoint
CREATE TRIGGER timetable_version_lessons_truncate AFTER TRUNCATE ON lessons FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('timetable');--> statement-breakpoint
CREATE TRIGGER timetable_version_rooms AFTER INSERT OR DELETE OR UPDATE ON rooms FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('timetable');--> statement-breakpoint
CREATE TRIGGER timetable_version_subjects AFTER INSERT OR DELETE OR UPDATE ON subjects FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('timetable');--> statement-breakpoint
CREATE TRIGGER timetable_version_lesson_types AFTER INSERT OR DELETE OR UPDATE ON lesson_types FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('timetable');--> statement-breakpoint
CREATE TRIGGER timetable_version_groups AFTER INSERT OR DELETE OR UPDATE OF name, timetable_id ON groups FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('timetable');--> statement-breakpoint
CREATE TRIGGER timetable_version_employees AFTER INSERT OR DELETE OR UPDATE OF timetable_id, user_id ON employees FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('timetable');--> statement-breakpoint
CREATE TRIGGER timetable_version_employee_works AFTER INSERT OR DELETE OR UPDATE ON employee_works FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('timetable');--> statement-breakpoint
CREATE TRIGGER timetable_version_posts AFTER UPDATE OF name ON posts FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('timetable');--> statement-breakpoint
CREATE TRIGGER timetable_version_users AFTER UPDATE OF surname, name, patronymic ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version('timetable');
