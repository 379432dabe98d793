import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { updateReports } from '../../db/schema';

/** What a report is shown with (also within its import run). */
export const reportColumns = {
  id: updateReports.id,
  name: updateReports.name,
  createdAt: updateReports.createdAt,
  status: updateReports.status,
  exception: updateReports.exception,
};

/** The imports' update reports (update_reports): stored, read one by one and paged. */
export function importReportsRepository(db: DbOrTx) {
  return {
    async insertReport(values: typeof updateReports.$inferInsert) {
      const [row] = await db.insert(updateReports).values(values).returning({ id: updateReports.id });
      return row!.id;
    },

    async reportById(id: number) {
      const [row] = await db.select(reportColumns).from(updateReports).where(eq(updateReports.id, id));
      return row ?? null;
    },

    async reportsPage(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select(reportColumns)
          .from(updateReports)
          .orderBy(desc(updateReports.createdAt), desc(updateReports.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(updateReports),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
