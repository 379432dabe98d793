ALTER TABLE "notifications" ADD COLUMN "personal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Support's answers so far: each names its ticket.
UPDATE "notifications" SET "personal" = true WHERE "extra_data" ? 'ticket_id';--> statement-breakpoint
CREATE INDEX "notifications_managed_idx" ON "notifications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "notifications"."personal";