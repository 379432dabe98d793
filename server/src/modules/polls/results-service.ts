import { POLL_TEXTS_PAGE_SIZE, type PaginationMeta, type PollResults } from '@portal/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { offsetOf, pageMeta } from '../../lib/paging';
import { pollsRepository } from './repository';
import { pollResultsRepository } from './results-repository';
import { t } from '../../i18n';

/** A poll's results (issue 13 §5): counted answers, and the own texts a page at a time. */
export function pollResultsService(db: Db) {
  const pollOf = async (ref: number | string) => {
    const row = await pollsRepository(db).byRef(ref);
    if (!row) throw notFound(t('api:polls.notFound'));
    return row;
  };

  return {
    async results(ref: number | string): Promise<PollResults> {
      const poll = await pollOf(ref);
      const repo = pollResultsRepository(db);
      const [questions, perQuestion, perVariant] = await Promise.all([
        pollsRepository(db).questions(poll.id),
        repo.perQuestion(poll.id),
        repo.perVariant(poll.id),
      ]);
      const byQuestion = new Map(perQuestion.map((q) => [q.question_id, q]));
      const byVariant = new Map(perVariant.map((v) => [v.variant_id, v.count]));
      return {
        completed: poll.completed,
        audience_total: poll.audienceTotal,
        questions: questions.map((q) => ({
          id: q.id,
          text: q.text,
          answer_type: q.answerType,
          answered: byQuestion.get(q.id)?.answered ?? 0,
          variants: q.variants.map((v) => ({ id: v.id, text: v.text, count: byVariant.get(v.id) ?? 0 })),
          texts: byQuestion.get(q.id)?.texts ?? 0,
        })),
      };
    },

    async texts(
      ref: number | string,
      questionId: number,
      page: number,
    ): Promise<{ items: { text: string; finished_at: string }[]; meta: PaginationMeta }> {
      const poll = await pollOf(ref);
      const questions = await pollsRepository(db).questions(poll.id);
      if (!questions.some((q) => q.id === questionId)) throw notFound(t('api:polls.unknownQuestion'));
      const { rows, total } = await pollResultsRepository(db).texts(
        poll.id,
        questionId,
        POLL_TEXTS_PAGE_SIZE,
        offsetOf(page, POLL_TEXTS_PAGE_SIZE),
      );
      return {
        items: rows.map((r) => ({ text: r.text, finished_at: new Date(r.finished_at).toISOString() })),
        meta: pageMeta(total, POLL_TEXTS_PAGE_SIZE, page),
      };
    },
  };
}
