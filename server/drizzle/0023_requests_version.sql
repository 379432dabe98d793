CREATE TABLE "requests_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "requests_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION bump_requests_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE requests_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER requests_version_requests AFTER INSERT OR DELETE OR UPDATE OF status, accepted_at, closed_at, category_id, kind, created_at ON requests FOR EACH STATEMENT EXECUTE FUNCTION bump_requests_version();--> statement-breakpoint
CREATE TRIGGER requests_version_truncate AFTER TRUNCATE ON requests FOR EACH STATEMENT EXECUTE FUNCTION bump_requests_version();--> statement-breakpoint
CREATE TRIGGER requests_version_recipients AFTER INSERT OR DELETE OR UPDATE ON request_recipients FOR EACH STATEMENT EXECUTE FUNCTION bump_requests_version();
