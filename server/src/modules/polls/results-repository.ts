import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

/** The counts of a poll's answers, for its results page. */
export function pollResultsRepository(db: DbOrTx) {
  return {
    /** Per question: those who answered it and those who wrote their own text. */
    perQuestion: (pollId: number) =>
      queryRows<{ question_id: number; answered: number; texts: number }>(
        db,
        sql`select q.id as question_id, count(a.question_id)::int as answered, count(a.custom_answer)::int as texts
            from poll_questions q left join poll_answers a on a.question_id = q.id and a.poll_id = q.poll_id
            where q.poll_id = ${pollId}::int group by q.id`,
      ),

    /** Per variant: those who chose it. */
    perVariant: (pollId: number) =>
      queryRows<{ variant_id: number; count: number }>(
        db,
        sql`select v as variant_id, count(*)::int as count from poll_answers a, unnest(a.variant_ids) v where
            a.poll_id = ${pollId}::int group by v`,
      ),

    /** A page of a question's own-text answers, newest first (no names: the page shows what was said). */
    async texts(pollId: number, questionId: number, limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        queryRows<{ text: string; finished_at: Date | string }>(
          db,
          sql`select a.custom_answer as text, r.finished_at from poll_answers a
              join poll_results r on r.poll_id = a.poll_id and r.user_id = a.user_id
              where a.poll_id = ${pollId}::int and a.question_id = ${questionId}::int and a.custom_answer is not null
              order by r.finished_at desc, a.user_id desc limit ${limit}::int offset ${offset}::int`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from poll_answers where poll_id = ${pollId}::int and question_id =
              ${questionId}::int and custom_answer is not null`,
        ),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
