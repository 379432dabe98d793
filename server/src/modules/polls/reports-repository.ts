import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { personColumns, type ReportPerson } from '../reports';

/** A respondent as the report lists one, with their answers by question id. */
export interface ReportRespondent extends ReportPerson {
  finished_at: Date | string;
  answers: Record<string, { v: number[]; c: string | null }> | null;
}

/** A poll's respondents with a user id above `after`, `limit` of them in user id order, each with their answers. */
export const reportRespondents = (db: DbOrTx, pollId: number, after: number, limit: number) =>
  queryRows<ReportRespondent>(
    db,
    sql`select r.user_id, ${personColumns(sql`r.user_id`)}, r.finished_at,
          (select jsonb_object_agg(a.question_id, jsonb_build_object('v', a.variant_ids, 'c', a.custom_answer))
             from poll_answers a where a.poll_id = r.poll_id and a.user_id = r.user_id) as answers
        from poll_results r join users u on u.id = r.user_id
        where r.poll_id = ${pollId}::int and r.user_id > ${after}::int
        order by r.user_id limit ${limit}::int`,
  );
