CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"sha256" text NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"original_name" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_kind" text,
	"attached_id" integer,
	"attached_at" timestamp with time zone,
	CONSTRAINT "files_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "files_attached_idx" ON "files" USING btree ("attached_kind","attached_id");--> statement-breakpoint
CREATE INDEX "files_unattached_created_idx" ON "files" USING btree ("created_at") WHERE attached_kind is null;