-- Every server instance keeps the sessions of tokens it saw lately (modules/auth/session-cache.ts).
-- Whatever changes or deletes a session row (sign-out, account switch, an admin's session taking
-- its impersonations with it, a user removed, the expired ones pruned) NOTIFYs their ids on
-- portal_sessions, so that every instance forgets them; at most 500 ids a notification (NOTIFY's
-- payload stays under 8,000 bytes).
CREATE FUNCTION notify_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_sessions', string_agg(id::text, ',')) FROM changed GROUP BY id / 500;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();--> statement-breakpoint
CREATE TRIGGER sessions_updated AFTER UPDATE ON sessions REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_sessions_changed();
