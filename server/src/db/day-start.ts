import { sql, type SQL } from 'drizzle-orm';

/**
 * The moment a calendar day (YYYY-MM-DD) starts in the university's time zone, plus `days`: a
 * filter's «from» is `>= dayStart(from)`, its «to» `< dayStart(to, 1)`. The day and the zone are
 * parameters (or a prepared statement's placeholders).
 */
export const dayStart = (day: unknown, timeZone: unknown, days = 0): SQL =>
  sql`((${day}::date + ${days}::int)::timestamp at time zone ${timeZone}::text)`;
