-- A session works in one account of its user (account_key, account_id: plain columns, no foreign
-- key). When that account goes from the database (its admins, students or employees row deleted, or
-- given to another user, whoever does it: an operator in psql, an import, a user removed), the user's
-- sessions in it end at once: their deletion NOTIFYs portal_sessions (migration 0011), so every
-- server instance forgets them, and the next call with such a session answers 401. The user's
-- sessions in their other accounts go on; impersonations opened from an ended session end with it.
CREATE FUNCTION end_account_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.id = OLD.id AND NEW.user_id = OLD.user_id THEN
      RETURN NULL;
    END IF;
  END IF;
  DELETE FROM sessions WHERE user_id = OLD.user_id AND account_key = TG_ARGV[0] AND account_id = OLD.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER admins_end_sessions AFTER DELETE OR UPDATE OF id, user_id ON admins
  FOR EACH ROW EXECUTE FUNCTION end_account_sessions('admin');--> statement-breakpoint
CREATE TRIGGER students_end_sessions AFTER DELETE OR UPDATE OF id, user_id ON students
  FOR EACH ROW EXECUTE FUNCTION end_account_sessions('student');--> statement-breakpoint
CREATE TRIGGER employees_end_sessions AFTER DELETE OR UPDATE OF id, user_id ON employees
  FOR EACH ROW EXECUTE FUNCTION end_account_sessions('employee');
