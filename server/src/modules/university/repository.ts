import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataVersionReader } from '../../db/data-versions';
import { universitySettingsRow, users } from '../../db/schema';

/** The one row of the university's settings, with who wrote it last. */
export interface SettingsRow {
  settings: unknown;
  updatedAt: Date | null;
  updatedBy: { id: number; fullName: string } | null;
}

/** `university_settings` (migration 0038): one row; every write bumps the `university` version (NOTIFYed). */
export function universityRepository(db: DbOrTx) {
  return {
    version: dataVersionReader(db, 'university'),

    async read(): Promise<SettingsRow | null> {
      const [row] = await db
        .select({
          settings: universitySettingsRow.settings,
          updatedAt: universitySettingsRow.updatedAt,
          updatedById: universitySettingsRow.updatedBy,
          updatedByName: sql<
            string | null
          >`concat_ws(' ', ${users.surname}, ${users.name}, nullif(${users.patronymic}, ''))`,
        })
        .from(universitySettingsRow)
        .leftJoin(users, eq(users.id, universitySettingsRow.updatedBy))
        .where(eq(universitySettingsRow.id, 1));
      if (!row) return null;
      return {
        settings: row.settings,
        updatedAt: row.updatedAt,
        updatedBy: row.updatedById === null ? null : { id: row.updatedById, fullName: row.updatedByName ?? '' },
      };
    },

    /** A new installation's first values; another instance that wrote them first wins. */
    async seed(settings: Record<string, unknown>): Promise<void> {
      await db.insert(universitySettingsRow).values({ id: 1, settings }).onConflictDoNothing();
    },

    /** The stored value, locked until the transaction ends (two admins saving at once: one after the other). */
    async locked(): Promise<unknown> {
      const [row] = await db
        .select({ settings: universitySettingsRow.settings })
        .from(universitySettingsRow)
        .where(eq(universitySettingsRow.id, 1))
        .for('update');
      return row?.settings;
    },

    async write(settings: Record<string, unknown>, userId: number): Promise<void> {
      await db
        .insert(universitySettingsRow)
        .values({ id: 1, settings, updatedBy: userId })
        .onConflictDoUpdate({
          target: universitySettingsRow.id,
          set: { settings, updatedBy: userId, updatedAt: sql`now()` },
        });
    },
  };
}
