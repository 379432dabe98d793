CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "update_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer NOT NULL,
	"exception" text,
	"rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "students_group_idx";--> statement-breakpoint
DROP INDEX "login_events_at_idx";--> statement-breakpoint
CREATE INDEX "update_reports_created_idx" ON "update_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "students_group_free_idx" ON "students" USING btree ("group_id","is_free");--> statement-breakpoint
CREATE INDEX "students_record_book_idx" ON "students" USING btree (lower("record_book_code") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_surname_trgm_idx" ON "users" USING gin (lower("surname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_surname_name_idx" ON "users" USING btree ("surname","name","id");--> statement-breakpoint
CREATE INDEX "login_events_at_user_idx" ON "login_events" USING btree ("at","user_id");--> statement-breakpoint
ALTER TABLE "edu_forms" ADD CONSTRAINT "edu_forms_name_unique" UNIQUE("name");--> statement-breakpoint
ALTER TABLE "edu_levels" ADD CONSTRAINT "edu_levels_name_unique" UNIQUE("name");--> statement-breakpoint
ALTER TABLE "employee_departments" ADD CONSTRAINT "employee_departments_name_unique" UNIQUE("name");--> statement-breakpoint
ALTER TABLE "institutes" ADD CONSTRAINT "institutes_name_unique" UNIQUE("name");--> statement-breakpoint
ALTER TABLE "kafedras" ADD CONSTRAINT "kafedras_institute_name_key" UNIQUE("institute_id","name");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_speciality_name_key" UNIQUE("speciality_id","name");--> statement-breakpoint
ALTER TABLE "specialities" ADD CONSTRAINT "specialities_code_unique" UNIQUE("code");