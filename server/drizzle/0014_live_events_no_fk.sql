ALTER TABLE "live_events" DROP CONSTRAINT IF EXISTS "live_events_user_id_users_id_fk";
