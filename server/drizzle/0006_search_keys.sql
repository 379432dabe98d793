DROP INDEX "students_group_free_idx";--> statement-breakpoint
DROP INDEX "users_surname_trgm_idx";--> statement-breakpoint
DROP INDEX "users_surname_prefix_idx";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "sort_key" text COLLATE "C" DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "surname_key" text GENERATED ALWAYS AS (translate(lower("users"."surname"), 'ёЁ', 'ее')) STORED NOT NULL;--> statement-breakpoint
-- A person's full name as the student list is sorted: lower-cased, ё as е (searchKey of
-- server/src/db/search-text.ts, the same expression).
CREATE FUNCTION person_sort_key(surname text, name text, patronymic text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate(lower(surname || ' ' || name || coalesce(' ' || patronymic, '')), 'ёЁ', 'ее') $$;--> statement-breakpoint
-- students.sort_key follows the student's user: set when a student is written with a user…
CREATE FUNCTION students_sort_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_key := coalesce((SELECT person_sort_key(u.surname, u.name, u.patronymic) FROM users u WHERE u.id = NEW.user_id), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER students_sort_key BEFORE INSERT OR UPDATE OF user_id ON students FOR EACH ROW EXECUTE FUNCTION students_sort_key();--> statement-breakpoint
-- …and when a user's names change. Once per statement (an import renames many at once), and only
-- when a name did change: an update of students, even of no row, bumps directory_version.
CREATE FUNCTION users_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_users n JOIN old_users o ON o.id = n.id
    WHERE (n.surname, n.name, n.patronymic) IS DISTINCT FROM (o.surname, o.name, o.patronymic)
  ) THEN
    UPDATE students s SET sort_key = person_sort_key(n.surname, n.name, n.patronymic)
    FROM new_users n
    WHERE s.user_id = n.id AND s.sort_key IS DISTINCT FROM person_sort_key(n.surname, n.name, n.patronymic);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_sort_keys AFTER UPDATE ON users REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users FOR EACH STATEMENT EXECUTE FUNCTION users_sort_keys();--> statement-breakpoint
UPDATE "students" s SET "sort_key" = person_sort_key(u.surname, u.name, u.patronymic) FROM "users" u WHERE u.id = s.user_id;--> statement-breakpoint
CREATE INDEX "students_sort_idx" ON "students" USING btree ("sort_key","id","group_id","is_free");--> statement-breakpoint
CREATE INDEX "students_group_sort_idx" ON "students" USING btree ("group_id","is_free","sort_key","id");--> statement-breakpoint
CREATE INDEX "users_surname_key_trgm_idx" ON "users" USING gin ("surname_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_surname_key_prefix_idx" ON "users" USING btree ("surname_key" text_pattern_ops);--> statement-breakpoint
-- Statistics for the new columns and indexes (the planner picks the surname search by them).
ANALYZE "users", "students";
