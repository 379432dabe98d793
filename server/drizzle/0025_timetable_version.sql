CREATE TABLE "timetable_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "timetable_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION bump_timetable_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE timetable_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER timetable_version_lessons AFTER INSERT OR DELETE OR UPDATE ON lessons FOR EACH STATEMENT EXECUTE FUNCTION bump_timetable_version();--> statement-breakpoint
CREATE TRIGGER timetable_version_lessons_truncate AFTER TRUNCATE ON lessons FOR EACH STATEMENT EXECUTE FUNCTION bump_timetable_version();--> statement-breakpoint
CREATE TRIGGER timetable_version_rooms AFTER INSERT OR DELETE OR UPDATE ON rooms FOR EACH STATEMENT EXECUTE FUNCTION bump_timetable_version();--> statement-breakpoint
CREATE TRIGGER timetable_version_subjects AFTER INSERT OR DELETE OR UPDATE ON subjects FOR EACH STATEMENT EXECUTE FUNCTION bump_timetable_version();--> statement-breakpoint
CREATE TRIGGER timetable_version_lesson_types AFTER INSERT OR DELETE OR UPDATE ON lesson_types FOR EACH STATEMENT EXECUTE FUNCTION bump_timetable_version();--> statement-breakpoint
CREATE TRIGGER timetable_version_groups AFTER INSERT OR DELETE OR UPDATE OF name, timetable_id ON groups FOR EACH STATEMENT EXECUTE FUNCTION bump_timetable_version();--> statement-breakpoint
CREATE TRIGGER timetable_version_employees AFTER INSERT OR DELETE OR UPDATE OF timetable_id, user_id ON employees FOR EACH STATEMENT EXECUTE FUNCTION bump_timetable_version();--> statement-breakpoint
CREATE TRIGGER timetable_version_employee_works AFTER INSERT OR DELETE OR UPDATE ON employee_works FOR EACH STATEMENT EXECUTE FUNCTION bump_timetable_version();--> statement-breakpoint
CREATE TRIGGER timetable_version_posts AFTER UPDATE OF name ON posts FOR EACH STATEMENT EXECUTE FUNCTION bump_timetable_version();--> statement-breakpoint
CREATE TRIGGER timetable_version_users AFTER UPDATE OF surname, name, patronymic ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_timetable_version();
