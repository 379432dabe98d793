import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { PollQuestion, PollStatus } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { pollQuestions, pollResults, polls, pollVariants } from '../../db/schema';
import type { PollValues } from './repository';

/** A poll written: a draft created and saved with its questions, then opened and closed. */
export function pollEditingRepository(db: DbOrTx) {
  return {
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

    /** An open or closed poll made a draft again (the reset); false when it was not in `from` (any more). */
    async reset(id: number, from: PollStatus): Promise<boolean> {
      const rows = await db
        .update(polls)
        .set({ status: 'draft', openedAt: null, closedAt: null, audienceTotal: null })
        .where(and(eq(polls.id, id), eq(polls.status, from)))
        .returning({ id: polls.id });
      return rows.length > 0;
    },

    /** Deletes a poll's finished answers (their answers to each question go with them); answers how many. */
    async removeResults(pollId: number): Promise<number> {
      const [found] = await db.select({ n: count() }).from(pollResults).where(eq(pollResults.pollId, pollId));
      await db.delete(pollResults).where(eq(pollResults.pollId, pollId));
      return found?.n ?? 0;
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
  };
}
