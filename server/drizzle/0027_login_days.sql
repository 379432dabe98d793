CREATE TABLE "login_day_stamps" (
	"day" date PRIMARY KEY NOT NULL,
	"stamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_days" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "login_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "login_days_zone" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_days" ADD CONSTRAINT "login_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_days_user_day_idx" ON "login_days" USING btree ("user_id","day");--> statement-breakpoint
CREATE SEQUENCE login_day_stamp_seq;--> statement-breakpoint
CREATE FUNCTION record_login_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO login_days (day, user_id)
  SELECT DISTINCT (e.at AT TIME ZONE z.time_zone)::date, e.user_id FROM new_login_events e CROSS JOIN login_days_zone z
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER login_events_days AFTER INSERT ON login_events REFERENCING NEW TABLE AS new_login_events FOR EACH STATEMENT EXECUTE FUNCTION record_login_days();--> statement-breakpoint
CREATE FUNCTION stamp_login_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO login_day_stamps (day, stamp)
  SELECT d.day, nextval('login_day_stamp_seq') FROM (SELECT DISTINCT day FROM new_login_days) d
  ON CONFLICT (day) DO UPDATE SET stamp = excluded.stamp;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER login_days_stamp AFTER INSERT ON login_days REFERENCING NEW TABLE AS new_login_days FOR EACH STATEMENT EXECUTE FUNCTION stamp_login_days();
