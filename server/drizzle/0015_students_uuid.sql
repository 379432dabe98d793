ALTER TABLE "students" ADD COLUMN "uuid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_uuid_unique" UNIQUE("uuid");