import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/** The counters statement-level triggers bump (`bump_data_version`, migration 0032). */
export const dataVersionNames = ['directory', 'requests', 'timetable', 'university'] as const;
export type DataVersionName = (typeof dataVersionNames)[number];

/**
 * One row per kind of data a server keeps answers of in memory, counting its changes:
 * `directory` (the students and the structure they belong to: facet counts, statistics),
 * `requests` (a request filed, its status, dates or service changed, a performer added or removed:
 * counts and statistics), `timetable` (what a timetable shows) and `university` (the
 * university's settings). Each bump is NOTIFYed on the
 * channel `<name>_version` with the new number. A server keeps what it computed while the number
 * stays the same, so every server of several sees every change at once.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
