ALTER TABLE "audit_log" ADD COLUMN "on_behalf_of_user_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD COLUMN "impersonated_by" integer;--> statement-breakpoint
ALTER TABLE "poll_results" ADD COLUMN "impersonated_by" integer;--> statement-breakpoint
ALTER TABLE "request_messages" ADD COLUMN "impersonated_by" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_on_behalf_of_user_id_users_id_fk" FOREIGN KEY ("on_behalf_of_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD CONSTRAINT "ticket_messages_impersonated_by_users_id_fk" FOREIGN KEY ("impersonated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_results" ADD CONSTRAINT "poll_results_impersonated_by_users_id_fk" FOREIGN KEY ("impersonated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_impersonated_by_users_id_fk" FOREIGN KEY ("impersonated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_on_behalf_of_at_idx" ON "audit_log" USING btree ("on_behalf_of_user_id","at") WHERE "audit_log"."on_behalf_of_user_id" is not null;--> statement-breakpoint
CREATE INDEX "ticket_messages_impersonated_by_idx" ON "ticket_messages" USING btree ("impersonated_by") WHERE "ticket_messages"."impersonated_by" is not null;--> statement-breakpoint
CREATE INDEX "poll_results_impersonated_by_idx" ON "poll_results" USING btree ("impersonated_by") WHERE "poll_results"."impersonated_by" is not null;--> statement-breakpoint
CREATE INDEX "request_messages_impersonated_by_idx" ON "request_messages" USING btree ("impersonated_by") WHERE "request_messages"."impersonated_by" is not null;