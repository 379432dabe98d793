import { and, count, desc, eq, sql } from 'drizzle-orm';
import { REPORT_STATUS } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import { notificationReports as reports } from '../../db/schema';

/** A recipient as the report lists one. */
export interface ReportRecipient {
  user_id: number;
  surname: string;
  name: string;
  patronymic: string | null;
  email: string | null;
  /** The student's groups, or else the employee's departments, comma-joined. */
  unit: string | null;
  read_at: Date | null;
}

/** The reports of notifications and the recipients they list. */
export function reportsRepository(db: DbOrTx) {
  return {
    async page(notificationId: number, limit: number, offset: number) {
      const where = eq(reports.notificationId, notificationId);
      const [rows, [total]] = await Promise.all([
        db.select().from(reports).where(where).orderBy(desc(reports.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(reports).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async byId(notificationId: number, id: number) {
      const [row] = await db
        .select()
        .from(reports)
        .where(and(eq(reports.notificationId, notificationId), eq(reports.id, id)));
      return row;
    },

    async insert(notificationId: number, createdBy: number) {
      const [row] = await db.insert(reports).values({ notificationId, createdBy }).returning();
      return row!;
    },

    async finish(id: number, file: { hash: string; size: number } | null) {
      await db
        .update(reports)
        .set({
          status: file ? REPORT_STATUS.ready : REPORT_STATUS.failed,
          fileHash: file?.hash ?? null,
          fileSize: file?.size ?? null,
          finishedAt: sql`now()`,
        })
        .where(and(eq(reports.id, id), eq(reports.status, REPORT_STATUS.running)));
    },

    /** Recipients with a user id above `after`, `limit` of them in user id order. */
    recipients: (notificationId: number, after: number, limit: number) =>
      queryRows<ReportRecipient>(
        db,
        sql`select r.user_id, u.surname, u.name, u.patronymic, u.email, r.read_at,
              coalesce(
                (select string_agg(g.name, ', ' order by g.name) from students s join groups g on g.id = s.group_id where s.user_id = r.user_id),
                (select string_agg(distinct d.name, ', ') from employees e join employee_works w on w.employee_id = e.id join employee_departments d on d.id = w.department_id where e.user_id = r.user_id)
              ) as unit
            from notification_recipients r join users u on u.id = r.user_id
            where r.notification_id = ${notificationId}::int and r.user_id > ${after}::int
            order by r.user_id limit ${limit}::int`,
      ),
  };
}
