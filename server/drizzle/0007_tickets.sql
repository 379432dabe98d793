CREATE TABLE "ticket_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_user_id" integer,
	"author_type" smallint NOT NULL,
	"author_account_key" text,
	"author_account_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_messages_author_type_check" CHECK ("ticket_messages"."author_type" in (1, 3))
);
--> statement-breakpoint
CREATE TABLE "ticket_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "ticket_subjects_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "ticket_tag_links" (
	"ticket_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "ticket_tag_links_ticket_id_tag_id_pk" PRIMARY KEY("ticket_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "ticket_tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_user_id" integer NOT NULL,
	"author_account_key" text,
	"author_account_id" integer,
	"subject_id" integer NOT NULL,
	"sub_subject" text NOT NULL,
	"sub_subject_key" text GENERATED ALWAYS AS (translate(lower("tickets"."sub_subject"), 'ёЁ', 'ее')) STORED NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"comment" text,
	"auto_close_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"review_rating" smallint,
	"review_comment" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status_id" in (1, 2, 3)),
	CONSTRAINT "tickets_review_rating_check" CHECK ("tickets"."review_rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tag_links" ADD CONSTRAINT "ticket_tag_links_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tag_links" ADD CONSTRAINT "ticket_tag_links_tag_id_ticket_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."ticket_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_subject_id_ticket_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."ticket_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_messages_ticket_idx" ON "ticket_messages" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ticket_tag_links_tag_idx" ON "ticket_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_status_created_idx" ON "tickets" USING btree ("status_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_subject_idx" ON "tickets" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "tickets_author_idx" ON "tickets" USING btree ("author_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tickets_sub_subject_key_trgm_idx" ON "tickets" USING gin ("sub_subject_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_auto_close_idx" ON "tickets" USING btree ("auto_close_at") WHERE "tickets"."auto_close_at" is not null and "tickets"."status_id" <> 3;