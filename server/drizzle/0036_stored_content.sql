CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_chunks" (
	"object_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_chunks_object_id_seq_pk" PRIMARY KEY("object_id","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_objects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"key" text,
	"size" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_chunks" ADD CONSTRAINT "stored_chunks_object_id_stored_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."stored_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stored_objects_store_key_idx" ON "stored_objects" USING btree ("store","key");--> statement-breakpoint
CREATE INDEX "stored_objects_unnamed_idx" ON "stored_objects" USING btree ("created_at") WHERE key is null;--> statement-breakpoint
-- Uploads and exports are mostly compressed already (images, PDF, the zip of docx and xlsx): kept out of line as they are.
ALTER TABLE "stored_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
