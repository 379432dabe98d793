import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { REPORT_STATUS } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { reports, type ReportKindName } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;
export type { ReportKindName };

/** The reports of every kind, each kind's of one owner at a time. */
export function reportsRepository(db: DbOrTx) {
  const ofOwner = (kind: ReportKindName, ownerId: number) => and(eq(reports.kind, kind), eq(reports.ownerId, ownerId));

  return {
    /** A page of an owner's reports, newest first. */
    async page(kind: ReportKindName, ownerId: number, limit: number, offset: number) {
      const where = ofOwner(kind, ownerId);
      const [rows, [total]] = await Promise.all([
        db.select().from(reports).where(where).orderBy(desc(reports.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(reports).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** An owner's report: none when the id is another owner's. */
    async ofOwner(kind: ReportKindName, ownerId: number, id: number): Promise<ReportRow | undefined> {
      const [row] = await db
        .select()
        .from(reports)
        .where(and(ofOwner(kind, ownerId), eq(reports.id, id)));
      return row;
    },

    /** A report by its kind and id (its job's). */
    async byId(kind: ReportKindName, id: number): Promise<ReportRow | undefined> {
      const [row] = await db
        .select()
        .from(reports)
        .where(and(eq(reports.kind, kind), eq(reports.id, id)));
      return row;
    },

    async insert(kind: ReportKindName, ownerId: number, createdBy: number): Promise<ReportRow> {
      const [row] = await db.insert(reports).values({ kind, ownerId, createdBy }).returning();
      return row!;
    },

    /** Deletes an owner's reports (a poll reset to a draft); answers the files they had. */
    async removeOfOwner(kind: ReportKindName, ownerId: number): Promise<{ fileHash: string | null }[]> {
      return db.delete(reports).where(ofOwner(kind, ownerId)).returning({ fileHash: reports.fileHash });
    },

    /** The hashes among `hashes` a report still names. */
    async hashesInUse(hashes: string[]): Promise<Set<string>> {
      if (!hashes.length) return new Set();
      const rows = await db
        .selectDistinct({ hash: reports.fileHash })
        .from(reports)
        .where(inArray(reports.fileHash, hashes));
      return new Set(rows.flatMap((r) => (r.hash ? [r.hash] : [])));
    },

    /** Ready with its file, or failed without one; only while it is being written (a second run changes nothing). */
    async finish(kind: ReportKindName, id: number, file: { hash: string; size: number } | null) {
      await db
        .update(reports)
        .set({
          status: file ? REPORT_STATUS.ready : REPORT_STATUS.failed,
          fileHash: file?.hash ?? null,
          fileSize: file?.size ?? null,
          finishedAt: sql`now()`,
        })
        .where(and(eq(reports.kind, kind), eq(reports.id, id), eq(reports.status, REPORT_STATUS.running)));
    },
  };
}

/**
 * The person columns of a report's row for the user `userId` (an expression of the caller's
 * query, which joins `users` as `u`): surname, name, patronymic, email, and `unit`: the student's
 * groups, or else the employee's departments, comma-joined (ReportPerson).
 */
export const personColumns = (userId: SQL) =>
  sql`u.surname, u.name, u.patronymic, u.email,
    coalesce(
      (select string_agg(g.name, ', ' order by g.name) from students s join groups g on g.id = s.group_id where
      s.user_id = ${userId}),
      (select string_agg(distinct d.name, ', ') from employees e join employee_works w on w.employee_id = e.id join
      employee_departments d on d.id = w.department_id where e.user_id = ${userId})
    ) as unit`;
