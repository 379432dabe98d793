import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PollStatus } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import { pollAnswers, pollResults, polls } from '../../db/schema';

/** A person's finished answers, as the answer rules left them. */
export interface ResultToSave {
  userId: number;
  /** The admin who answered signed in as the person; null: the person in person. */
  impersonatedBy: number | null;
  answers: { questionId: number; variantIds: number[]; customAnswer: string | null }[];
}

/** A poll taken: who has answered, and the finished answers stored. */
export function pollTakingRepository(db: DbOrTx) {
  return {
    async hasAnswered(pollId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(pollResults)
        .where(and(eq(pollResults.pollId, pollId), eq(pollResults.userId, userId)));
      return (row?.n ?? 0) > 0;
    },

    /** The polls among `ids` this user has finished. */
    async answeredAmong(ids: number[], userId: number): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ pollId: pollResults.pollId })
        .from(pollResults)
        .where(and(inArray(pollResults.pollId, ids), eq(pollResults.userId, userId)));
      return new Set(rows.map((r) => r.pollId));
    },

    /**
     * Stores finished answers of several people in one statement (a batch of group commit), each
     * if the poll is open as the publication `publication` (not reset since: its questions and
     * audience are the caller's) and its audience has the person now, once a person: one row a
     * user. The poll's row is shared-locked, so a reset waits for the answers and deletes them too.
     * Answers for each, in order, what it found: the poll's status, whether it is that publication,
     * whether the person is in the audience, and the finish time when it stored them (null: nothing
     * was written for them).
     */
    async saveResultsChecked(pollId: number, publication: string, audience: SQL, submissions: readonly ResultToSave[]) {
      const input = submissions.map((s, n) => ({
        n,
        user_id: s.userId,
        impersonated_by: s.impersonatedBy,
        answers: s.answers.map((a) => ({
          question_id: a.questionId,
          variant_ids: a.variantIds,
          custom_answer: a.customAnswer,
        })),
      }));
      const rows = await queryRows<{
        n: number;
        status: PollStatus | null;
        current: boolean | null;
        member: boolean;
        finished_at: Date | string | null;
      }>(
        db,
        sql`with input as (
              select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as i(n int, user_id int,
              impersonated_by int, answers jsonb)
            ), poll as (
              select status, (floor(extract(epoch from opened_at) * 1000000))::bigint::text = ${publication}::text as
              current from ${polls} where id = ${pollId}::int for share
            ), ok as (
              select (select status from poll) as status, coalesce((select current from poll), false) as current
            ), members as (
              select i.n, i.user_id, i.impersonated_by, i.answers,
                exists (select 1 from (${audience}) a where a.user_id = i.user_id) as member
              from input i
            ), result as (
              insert into ${pollResults} (poll_id, user_id, impersonated_by)
              select ${pollId}::int, m.user_id, m.impersonated_by from members m, ok
              where ok.status = 'open' and ok.current and m.member
              on conflict do nothing
              returning user_id, finished_at
            ), answers as (
              insert into ${pollAnswers} (poll_id, user_id, question_id, variant_ids, custom_answer)
              select ${pollId}::int, m.user_id, a.question_id, a.variant_ids, a.custom_answer
              from members m join result r on r.user_id = m.user_id,
                jsonb_to_recordset(m.answers) as a(question_id int, variant_ids int[], custom_answer text)
            )
            select m.n, ok.status, ok.current, m.member, r.finished_at from members m cross join ok
            left join result r on r.user_id = m.user_id order by m.n`,
      );
      return rows.map((row) => ({
        status: row.status,
        current: row.current === true,
        member: row.member,
        finishedAt: row.finished_at ? new Date(row.finished_at) : null,
      }));
    },
  };
}
