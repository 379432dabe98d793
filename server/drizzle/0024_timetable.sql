CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"type" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "calendar_feeds_type_check" CHECK ("calendar_feeds"."type" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "lesson_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	CONSTRAINT "lesson_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"pair" smallint NOT NULL,
	"starts" text NOT NULL,
	"ends" text NOT NULL,
	"subject_id" integer NOT NULL,
	"type_ids" integer[] NOT NULL,
	"group_ids" integer[] NOT NULL,
	"teacher_ids" integer[] NOT NULL,
	"room_ids" integer[] NOT NULL,
	CONSTRAINT "lessons_times_check" CHECK ("lessons"."starts" ~ '^\d\d:\d\d$' and "lessons"."ends" ~ '^\d\d:\d\d$' and "lessons"."starts" < "lessons"."ends")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "rooms_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	CONSTRAINT "subjects_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lessons_day_idx" ON "lessons" USING btree ("day","pair");--> statement-breakpoint
CREATE INDEX "lessons_group_ids_idx" ON "lessons" USING gin ("group_ids");--> statement-breakpoint
CREATE INDEX "lessons_teacher_ids_idx" ON "lessons" USING gin ("teacher_ids");--> statement-breakpoint
CREATE INDEX "lessons_room_ids_idx" ON "lessons" USING gin ("room_ids");--> statement-breakpoint
CREATE INDEX "groups_timetable_idx" ON "groups" USING btree ("timetable_id");--> statement-breakpoint
CREATE INDEX "employees_timetable_idx" ON "employees" USING btree ("timetable_id");