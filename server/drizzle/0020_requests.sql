CREATE TABLE "request_recipients" (
	"request_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_recipients_request_id_employee_id_pk" PRIMARY KEY("request_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_user_id" integer NOT NULL,
	"author_employee_id" integer,
	"category_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"department" text NOT NULL,
	"phone" text NOT NULL,
	"frame" text NOT NULL,
	"room" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"unread_by_author" boolean DEFAULT false NOT NULL,
	"unread_by_performers" boolean DEFAULT true NOT NULL,
	CONSTRAINT "requests_status_check" CHECK ("requests"."status" in (1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "request_recipients" ADD CONSTRAINT "request_recipients_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_recipients" ADD CONSTRAINT "request_recipients_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_author_employee_id_employees_id_fk" FOREIGN KEY ("author_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_category_id_request_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."request_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_recipients_employee_idx" ON "request_recipients" USING btree ("employee_id","request_id");--> statement-breakpoint
CREATE INDEX "requests_created_idx" ON "requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "requests_status_created_idx" ON "requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "requests_category_idx" ON "requests" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "requests_author_idx" ON "requests" USING btree ("author_user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "is_request_manager";