-- Every bump of the timetable's version is NOTIFYed with the new number (delivered at commit), so
-- each server instance keeps the version in memory instead of asking for it on every call.
CREATE OR REPLACE FUNCTION bump_timetable_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  UPDATE timetable_version SET version = version + 1 WHERE id = 1 RETURNING version INTO bumped;
  PERFORM pg_notify('timetable_version', bumped::text);
  RETURN NULL;
END
$$;
