CREATE TABLE "request_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"description" text,
	"recipient_id" integer,
	"recipient_email" text,
	"order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_categories_not_own_parent" CHECK ("request_categories"."parent_id" is distinct from "request_categories"."id")
);
--> statement-breakpoint
ALTER TABLE "request_categories" ADD CONSTRAINT "request_categories_recipient_id_employees_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_categories" ADD CONSTRAINT "request_categories_parent_id_request_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."request_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_categories_parent_idx" ON "request_categories" USING btree ("parent_id","order","id");--> statement-breakpoint
CREATE INDEX "request_categories_recipient_idx" ON "request_categories" USING btree ("recipient_id");