import { and, asc, count, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AudienceFilter, PollQuestion, PollStatus } from '@portal/contract';
import { queryRows, type DbOrTx } from '../../db/client';
import { pollAnswers, pollQuestions, pollResults, polls, pollVariants, users } from '../../db/schema';

const columns = {
  id: polls.id,
  uuid: polls.uuid,
  name: polls.name,
  description: polls.description,
  comment: polls.comment,
  status: polls.status,
  respondentType: polls.respondentType,
  filter: polls.filter,
  exData: polls.exData,
  isWorksheet: polls.isWorksheet,
  audienceTotal: polls.audienceTotal,
  createdAt: polls.createdAt,
  openedAt: polls.openedAt,
  closedAt: polls.closedAt,
  authorSurname: users.surname,
  authorName: users.name,
  authorPatronymic: users.patronymic,
  /** Finished answers (the primary key's index). */
  completed: sql<number>`(select count(*)::int from ${pollResults} r where r.poll_id = ${polls.id})`,
};
export type PollRow = Awaited<ReturnType<ReturnType<typeof pollsRepository>['byRef']>> & object;

/** A question with its variants, in their order. */
export interface QuestionRow {
  id: number;
  text: string;
  description: string | null;
  required: boolean;
  answerType: PollQuestion['answer']['type'];
  allowCustom: boolean;
  variants: { id: number; text: string }[];
}

/** What a draft's save writes besides its questions. */
export interface PollValues {
  name: string;
  description: string;
  comment: string;
  exData: Record<string, unknown>;
  isWorksheet: boolean;
  closesAt: Date | null;
  respondentType: AudienceFilter['type'] | null;
  filter: Record<string, unknown> | null;
}

/** A person's finished answers, as the answer rules left them. */
export interface ResultToSave {
  userId: number;
  answers: { questionId: number; variantIds: number[]; customAnswer: string | null }[];
}

/** A poll by its number or its uuid. */
const byRefCondition = (ref: number | string) => (typeof ref === 'number' ? eq(polls.id, ref) : eq(polls.uuid, ref));

export function pollsRepository(db: DbOrTx) {
  const select = () => db.select(columns).from(polls).leftJoin(users, eq(users.id, polls.createdBy));

  return {
    async page(limit: number, offset: number) {
      const [rows, [total]] = await Promise.all([
        select().orderBy(desc(polls.createdAt), desc(polls.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(polls),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A page of the published worksheets (/anketa), newest first. */
    async worksheetPage(limit: number, offset: number) {
      const published = and(eq(polls.isWorksheet, true), ne(polls.status, 'draft'));
      const [rows, [total]] = await Promise.all([
        select().where(published).orderBy(desc(polls.openedAt), desc(polls.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(polls).where(published),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async byRef(ref: number | string) {
      const [row] = await select().where(byRefCondition(ref));
      return row;
    },

    /** The open polls, oldest first (the polls to take are among them). */
    open: () => select().where(eq(polls.status, 'open')).orderBy(asc(polls.openedAt), asc(polls.id)),

    async questions(pollId: number): Promise<QuestionRow[]> {
      const questions = await db
        .select({
          id: pollQuestions.id,
          text: pollQuestions.text,
          description: pollQuestions.description,
          required: pollQuestions.required,
          answerType: pollQuestions.answerType,
          allowCustom: pollQuestions.allowCustom,
        })
        .from(pollQuestions)
        .where(eq(pollQuestions.pollId, pollId))
        .orderBy(asc(pollQuestions.position), asc(pollQuestions.id));
      if (!questions.length) return [];
      const variants = await db
        .select({ id: pollVariants.id, questionId: pollVariants.questionId, text: pollVariants.text })
        .from(pollVariants)
        .where(
          inArray(
            pollVariants.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(pollVariants.position), asc(pollVariants.id));
      return questions.map((q) => ({
        ...q,
        variants: variants.filter((v) => v.questionId === q.id).map(({ id, text }) => ({ id, text })),
      }));
    },

    async insert(values: PollValues & { createdBy: number | null }): Promise<number> {
      const [row] = await db.insert(polls).values(values).returning({ id: polls.id });
      return row!.id;
    },

    /** Changes a draft; false when it is not one (any more). */
    async updateDraft(id: number, values: PollValues): Promise<boolean> {
      const rows = await db
        .update(polls)
        .set(values)
        .where(and(eq(polls.id, id), eq(polls.status, 'draft')))
        .returning({ id: polls.id });
      return rows.length > 0;
    },

    /** A draft's questions as saved: the old ones go (a draft has no answers), these are written in order. */
    async replaceQuestions(pollId: number, questions: PollQuestion[]) {
      await db.delete(pollQuestions).where(eq(pollQuestions.pollId, pollId));
      if (!questions.length) return;
      const inserted = await db
        .insert(pollQuestions)
        .values(
          questions.map((q, position) => ({
            pollId,
            position,
            text: q.text,
            description: q.description,
            required: q.required,
            answerType: q.answer.type,
            allowCustom: q.answer.allow_custom,
          })),
        )
        .returning({ id: pollQuestions.id, position: pollQuestions.position });
      const variants = inserted.flatMap(({ id, position }) =>
        questions[position]!.answer.variants.map((v, i) => ({ questionId: id, position: i, text: v.text })),
      );
      if (variants.length) await db.insert(pollVariants).values(variants);
    },

    /** Moves a poll from one status to another; false when it was not in `from` (any more). */
    async setStatus(id: number, from: PollStatus, to: PollStatus, audienceTotal?: number): Promise<boolean> {
      const rows = await db
        .update(polls)
        .set({
          status: to,
          ...(to === 'open' ? { openedAt: sql`now()`, audienceTotal } : {}),
          ...(to === 'close' ? { closedAt: sql`now()` } : {}),
        })
        .where(and(eq(polls.id, id), eq(polls.status, from)))
        .returning({ id: polls.id });
      return rows.length > 0;
    },

    /** Closes the open polls whose closing date has come; answers their ids. */
    async closeDue(now: Date): Promise<number[]> {
      const rows = await db
        .update(polls)
        .set({ status: 'close', closedAt: sql`now()` })
        .where(and(eq(polls.status, 'open'), lte(polls.closesAt, now)))
        .returning({ id: polls.id });
      return rows.map((r) => r.id);
    },

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
     * if the poll is open and its audience has the person now, once a person: one row a user.
     * Answers for each, in order, what it found: the poll's status, whether the person is in the
     * audience, and the finish time when it stored them (null: nothing was written for them).
     */
    async saveResultsChecked(pollId: number, audience: SQL, submissions: readonly ResultToSave[]) {
      const input = submissions.map((s, n) => ({
        n,
        user_id: s.userId,
        answers: s.answers.map((a) => ({
          question_id: a.questionId,
          variant_ids: a.variantIds,
          custom_answer: a.customAnswer,
        })),
      }));
      const rows = await queryRows<{
        n: number;
        status: PollStatus | null;
        member: boolean;
        finished_at: Date | string | null;
      }>(
        db,
        sql`with input as (
              select * from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as i(n int, user_id int, answers
              jsonb)
            ), ok as (
              select (select status from ${polls} where id = ${pollId}::int) as status
            ), members as (
              select i.n, i.user_id, i.answers, exists (select 1 from (${audience}) a where a.user_id = i.user_id) as
              member from input i
            ), result as (
              insert into ${pollResults} (poll_id, user_id)
              select ${pollId}::int, m.user_id from members m, ok where ok.status = 'open' and m.member
              on conflict do nothing
              returning user_id, finished_at
            ), answers as (
              insert into ${pollAnswers} (poll_id, user_id, question_id, variant_ids, custom_answer)
              select ${pollId}::int, m.user_id, a.question_id, a.variant_ids, a.custom_answer
              from members m join result r on r.user_id = m.user_id,
                jsonb_to_recordset(m.answers) as a(question_id int, variant_ids int[], custom_answer text)
            )
            select m.n, ok.status, m.member, r.finished_at from members m cross join ok left join result r on
            r.user_id = m.user_id order by m.n`,
      );
      return rows.map((row) => ({
        status: row.status,
        member: row.member,
        finishedAt: row.finished_at ? new Date(row.finished_at) : null,
      }));
    },
  };
}
