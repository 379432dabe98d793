CREATE TABLE "poll_answers" (
	"poll_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"variant_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"custom_answer" text,
	CONSTRAINT "poll_answers_poll_id_user_id_question_id_pk" PRIMARY KEY("poll_id","user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "poll_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"text" text NOT NULL,
	"description" text,
	"required" boolean DEFAULT true NOT NULL,
	"answer_type" text NOT NULL,
	"allow_custom" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poll_results" (
	"poll_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_results_poll_id_user_id_pk" PRIMARY KEY("poll_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "poll_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"respondent_type" text,
	"filter" jsonb,
	"ex_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_worksheet" boolean DEFAULT false NOT NULL,
	"closes_at" timestamp with time zone,
	"audience_total" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_question_id_poll_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."poll_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_poll_id_user_id_poll_results_poll_id_user_id_fk" FOREIGN KEY ("poll_id","user_id") REFERENCES "public"."poll_results"("poll_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_questions" ADD CONSTRAINT "poll_questions_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_results" ADD CONSTRAINT "poll_results_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_results" ADD CONSTRAINT "poll_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_variants" ADD CONSTRAINT "poll_variants_question_id_poll_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."poll_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "poll_answers_question_idx" ON "poll_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "poll_questions_poll_idx" ON "poll_questions" USING btree ("poll_id","position");--> statement-breakpoint
CREATE INDEX "poll_variants_question_idx" ON "poll_variants" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "polls_uuid_idx" ON "polls" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "polls_created_idx" ON "polls" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "polls_open_idx" ON "polls" USING btree ("id") WHERE "polls"."status" = 'open';