import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AudienceFilter, PollQuestion } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { pollQuestions, pollResults, polls, pollVariants, users } from '../../db/schema';
import { pollEditingRepository } from './editing-repository';
import { pollTakingRepository } from './taking-repository';

export type { ResultToSave } from './taking-repository';

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
  /**
   * Which publication this is: its opening time in microseconds, exact as text (a reset poll opened
   * again is another), null for a draft.
   */
  publication: sql<string | null>`(floor(extract(epoch from ${polls.openedAt}) * 1000000))::bigint::text`,
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

/** A poll by its number or its uuid. */
const byRefCondition = (ref: number | string) => (typeof ref === 'number' ? eq(polls.id, ref) : eq(polls.uuid, ref));

/**
 * The polls as listed and opened, with their questions; put together with their writing
 * (editing-repository.ts) and their taking (taking-repository.ts).
 */
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

    ...pollEditingRepository(db),
    ...pollTakingRepository(db),
  };
}
