CREATE TABLE "reports" (
	"kind" text NOT NULL,
	"id" serial NOT NULL,
	"owner_id" integer NOT NULL,
	"created_by" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"file_hash" text,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reports_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_owner_idx" ON "reports" USING btree ("kind","owner_id","id");--> statement-breakpoint
-- The reports of both old tables, with their ids: the links already given out name them.
INSERT INTO "reports" ("kind", "id", "owner_id", "created_by", "status", "file_hash", "file_size", "created_at", "finished_at")
	SELECT 'notification', "id", "notification_id", "created_by", "status", "file_hash", "file_size", "created_at", "finished_at" FROM "notification_reports";--> statement-breakpoint
INSERT INTO "reports" ("kind", "id", "owner_id", "created_by", "status", "file_hash", "file_size", "created_at", "finished_at")
	SELECT 'poll', "id", "poll_id", "created_by", "status", "file_hash", "file_size", "created_at", "finished_at" FROM "poll_reports";--> statement-breakpoint
-- New reports are numbered after the highest of both.
SELECT setval(pg_get_serial_sequence('"reports"', 'id'), coalesce((SELECT max("id") FROM "reports"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "notification_reports" CASCADE;--> statement-breakpoint
DROP TABLE "poll_reports" CASCADE;
