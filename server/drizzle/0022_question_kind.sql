DROP INDEX "requests_created_idx";--> statement-breakpoint
DROP INDEX "requests_status_created_idx";--> statement-breakpoint
DROP INDEX "request_categories_parent_idx";--> statement-breakpoint
ALTER TABLE "request_categories" ADD COLUMN "kind" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "author_student_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "kind" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_author_student_id_students_id_fk" FOREIGN KEY ("author_student_id") REFERENCES "public"."students"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_kind_created_idx" ON "requests" USING btree ("kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "requests_kind_status_created_idx" ON "requests" USING btree ("kind","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "request_categories_parent_idx" ON "request_categories" USING btree ("kind","parent_id","order","id");--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "is_question_manager";--> statement-breakpoint
ALTER TABLE "request_categories" ADD CONSTRAINT "request_categories_kind_check" CHECK ("request_categories"."kind" in ('request', 'question'));--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_kind_check" CHECK ("requests"."kind" in ('request', 'question'));