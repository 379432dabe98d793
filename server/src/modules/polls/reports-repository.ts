import { and, count, desc, eq, sql } from 'drizzle-orm';
import { REPORT_STATUS } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import { pollReports as reports } from '../../db/schema';

/** A respondent as the report lists one, with their answers by question id. */
export interface ReportRespondent {
  user_id: number;
  surname: string;
  name: string;
  patronymic: string | null;
  email: string | null;
  /** The student's groups, or else the employee's departments, comma-joined. */
  unit: string | null;
  finished_at: Date | string;
  answers: Record<string, { v: number[]; c: string | null }> | null;
}

/** The reports of polls and the respondents they list. */
export function pollReportsRepository(db: DbOrTx) {
  return {
    async page(pollId: number, limit: number, offset: number) {
      const where = eq(reports.pollId, pollId);
      const [rows, [total]] = await Promise.all([
        db.select().from(reports).where(where).orderBy(desc(reports.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(reports).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async byId(pollId: number, id: number) {
      const [row] = await db
        .select()
        .from(reports)
        .where(and(eq(reports.pollId, pollId), eq(reports.id, id)));
      return row;
    },

    async insert(pollId: number, createdBy: number) {
      const [row] = await db.insert(reports).values({ pollId, createdBy }).returning();
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

    /** Respondents with a user id above `after`, `limit` of them in user id order, each with their answers. */
    respondents: (pollId: number, after: number, limit: number) =>
      queryRows<ReportRespondent>(
        db,
        sql`select r.user_id, u.surname, u.name, u.patronymic, u.email, r.finished_at,
              coalesce(
                (select string_agg(g.name, ', ' order by g.name) from students s join groups g on g.id = s.group_id where s.user_id = r.user_id),
                (select string_agg(distinct d.name, ', ') from employees e join employee_works w on w.employee_id = e.id join employee_departments d on d.id = w.department_id where e.user_id = r.user_id)
              ) as unit,
              (select jsonb_object_agg(a.question_id, jsonb_build_object('v', a.variant_ids, 'c', a.custom_answer))
                 from poll_answers a where a.poll_id = r.poll_id and a.user_id = r.user_id) as answers
            from poll_results r join users u on u.id = r.user_id
            where r.poll_id = ${pollId}::int and r.user_id > ${after}::int
            order by r.user_id limit ${limit}::int`,
      ),
  };
}
