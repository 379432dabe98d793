import type { pollResultsBody } from '@portal/contract';
import {
  POLL_PAGE_SIZE,
  type AudienceFilter,
  type MyPollItem,
  type PaginationMeta,
  type PendingWorksheet,
  type PollStatus,
  type PollResult,
  type PollToTake,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError, notFound, unprocessable } from '../../lib/http-error';
import { offsetOf, pageMeta } from '../../lib/paging';
import type { Auth } from '../../plugins/auth';
import { audienceUsers, isInAudience } from '../audience';
import { batchCalls } from '../../lib/batch-calls';
import { markNotificationsReadAbout, type UnreadCountCache } from '../notifications';
import { pollsRepository, type PollRow, type QuestionRow, type ResultToSave } from './repository';
import { audienceOfPoll } from './service';
import { t } from '../../i18n';

type Answers = z.output<typeof pollResultsBody>['answers'];

const toTake = (r: PollRow, questions: QuestionRow[], answered: boolean): PollToTake => ({
  uuid: r.uuid,
  name: r.name,
  description: r.description,
  status: r.status,
  questions: questions.map((q) => ({
    id: q.id,
    text: q.text,
    description: q.description,
    answer_type: q.answerType,
    variants: q.variants,
    allow_custom: q.allowCustom,
    is_required: q.required,
  })),
  answered,
});

const refused = (message: string, status = 422) => new HttpError(status, message, { answers: [message] });

/**
 * Checks every answer against its question (002 §5, issue 13): a question of this poll, once; a
 * variant of that question, one for a one-variant question; own text only where allowed (a text
 * question's answer is its text); every required question answered. Answers the rows to store.
 */
export function checkedAnswers(questions: QuestionRow[], answers: Answers) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  const rows: { questionId: number; variantIds: number[]; customAnswer: string | null }[] = [];
  for (const answer of answers) {
    const question = byId.get(answer.q_id);
    if (!question) throw refused(t('api:polls.unknownQuestion'));
    if (seen.has(question.id)) throw refused(t('api:polls.repeatedAnswer'));
    seen.add(question.id);
    const variants = [...new Set(answer.variant_ids)];
    const own = new Set(question.variants.map((v) => v.id));
    if (question.answerType === 'text' ? variants.length > 0 : variants.some((v) => !own.has(v)))
      throw refused(t('api:polls.wrongVariant'));
    if (question.answerType === 'one_variant' && variants.length > 1) throw refused(t('api:polls.oneVariant'));
    if (answer.custom_answer !== null && question.answerType !== 'text' && !question.allowCustom)
      throw refused(t('api:polls.noCustom'));
    // A one-variant question answered with the person's own text has no variant besides.
    if (question.answerType === 'one_variant' && variants.length > 0 && answer.custom_answer !== null)
      throw refused(t('api:polls.oneVariant'));
    if (variants.length === 0 && answer.custom_answer === null) continue;
    rows.push({ questionId: question.id, variantIds: variants, customAnswer: answer.custom_answer });
  }
  const answered = new Set(rows.map((r) => r.questionId));
  if (questions.some((q) => q.required && !answered.has(q.id))) throw refused(t('api:polls.answerRequired'));
  return rows;
}

/**
 * What answering needs of a published poll; its questions and audience never change while it is
 * that publication (only a reset to a draft lets them change, and a reset poll opened again is
 * another publication). Its answers are stored by group commit: those submitted together, one
 * statement, which stores nothing when the poll is no longer this publication.
 */
interface PublishedPoll {
  id: number;
  uuid: string;
  publication: string;
  audience: AudienceFilter;
  questions: QuestionRow[];
  save: (
    submission: ResultToSave,
  ) => Promise<{ status: PollStatus | null; current: boolean; member: boolean; finishedAt: Date | null }>;
}
/** Submissions written in one statement at most, and such statements at once (per poll and instance). */
const SAVE_BATCH_MAX = 250;
const SAVE_BATCHES_AT_ONCE = 2;
const PUBLISHED_CACHE_MAX = 500;

/** Taking polls (002): the open polls of the user's audiences, one finished answer a person. */
export function takingService(db: Db, counts?: UnreadCountCache) {
  // By number and by uuid. Only published polls are kept: their content is fixed (the editor
  // refuses changes), and whether one is still open is asked by the statement that stores. The
  // loading is kept too, so that the first hundreds answering at once load the poll once.
  const published = new Map<string, Promise<PublishedPoll | null>>();
  const load = async (ref: number | string): Promise<PublishedPoll | null> => {
    const row = await pollsRepository(db).byRef(ref);
    const audience = row && audienceOfPoll(row);
    if (!row || row.status === 'draft' || !audience || row.publication === null) return null;
    const publication = row.publication;
    const members = audienceUsers(audience);
    const save = batchCalls(
      (batch: ResultToSave[]) => pollsRepository(db).saveResultsChecked(row.id, publication, members, batch),
      { maxBatch: SAVE_BATCH_MAX, concurrency: SAVE_BATCHES_AT_ONCE, keyOf: (s) => s.userId },
    );
    const questions = await pollsRepository(db).questions(row.id);
    return { id: row.id, uuid: row.uuid, publication, audience, questions, save };
  };
  const publishedPoll = (ref: number | string): Promise<PublishedPoll | null> => {
    const known = published.get(String(ref));
    if (known) return known;
    if (published.size >= PUBLISHED_CACHE_MAX) published.clear();
    const loading = load(ref);
    published.set(String(ref), loading);
    // A draft, a poll not found or a failed load is asked again next time; a published one is kept by its other name
    // too.
    void loading.then(
      (poll) => {
        if (!poll) published.delete(String(ref));
        else published.set(typeof ref === 'number' ? poll.uuid : String(poll.id), loading);
      },
      () => published.delete(String(ref)),
    );
    return loading;
  };
  /** Forgets a poll kept from an earlier publication (it was reset since), by both its names. */
  const forget = (poll: PublishedPoll) => {
    published.delete(String(poll.id));
    published.delete(poll.uuid);
  };
  /** Whether the kept poll is no longer the poll's publication: reset since, perhaps opened again. */
  const outdated = async (poll: PublishedPoll) =>
    (await pollsRepository(db).byRef(poll.id))?.publication !== poll.publication;

  /** A poll the user may see: published, and the user in its audience now; «Опрос недоступен» otherwise. */
  const reachable = async (auth: Auth, ref: number | string) => {
    const row = await pollsRepository(db).byRef(ref);
    if (!row || row.status === 'draft') throw notFound(t('api:polls.notAvailable'));
    const audience = audienceOfPoll(row);
    if (!audience || !(await isInAudience(db, audience, auth.userId)))
      throw new HttpError(403, t('api:polls.notAvailable'));
    return row;
  };

  /** The open polls whose audience has the user and that the user has not finished. */
  const toAnswer = async (auth: Auth, which: (row: PollRow) => boolean = () => true) => {
    const open = (await pollsRepository(db).open()).filter(which);
    const answered = await pollsRepository(db).answeredAmong(
      open.map((p) => p.id),
      auth.userId,
    );
    const mine: PollRow[] = [];
    for (const row of open) {
      const audience = audienceOfPoll(row);
      if (!answered.has(row.id) && audience && (await isInAudience(db, audience, auth.userId))) mine.push(row);
    }
    return mine;
  };

  /**
   * Stores the answers once, while the poll is open and the user in its audience: one statement
   * checks both and writes (500 people answering at once is the case to be fast for); the
   * reasons of a refusal are sorted out after. A poll kept from before a reset is forgotten and
   * the answers tried once more against the poll as it is now.
   */
  const submit = async (auth: Auth, ref: number | string, answers: Answers, again = true): Promise<PollResult> => {
    const poll = await publishedPoll(ref);
    if (!poll) throw notFound(t('api:polls.notAvailable'));
    let rows: ReturnType<typeof checkedAnswers>;
    try {
      rows = checkedAnswers(poll.questions, answers);
    } catch (err) {
      if (again && (await outdated(poll))) {
        forget(poll);
        return submit(auth, ref, answers, false);
      }
      // Someone outside the audience learns nothing of the questions' rules.
      if (!(await isInAudience(db, poll.audience, auth.userId))) throw new HttpError(403, t('api:polls.notAvailable'));
      throw err;
    }
    const saved = await poll.save({ userId: auth.userId, impersonatedBy: auth.impersonatorUserId, answers: rows });
    if (saved.finishedAt) {
      // The poll's «Новый опрос: …» has been dealt with: read.
      await markNotificationsReadAbout(db, auth.userId, { poll_uuid: poll.uuid }, counts);
      return { uuid: poll.uuid, finished_at: saved.finishedAt.toISOString() };
    }
    if (!saved.current) {
      forget(poll);
      if (again) return submit(auth, ref, answers, false);
      throw notFound(t('api:polls.notAvailable'));
    }
    if (!saved.member) throw new HttpError(403, t('api:polls.notAvailable'));
    if (saved.status !== 'open') throw unprocessable(t('api:polls.closed'));
    throw unprocessable(t('api:polls.alreadyAnswered'));
  };

  return {
    /** «Пройти»: the polls the user has to answer. */
    async list(auth: Auth, page: number): Promise<{ items: MyPollItem[]; meta: PaginationMeta }> {
      const mine = await toAnswer(auth);
      const items = mine.slice(offsetOf(page, POLL_PAGE_SIZE), offsetOf(page, POLL_PAGE_SIZE) + POLL_PAGE_SIZE);
      return {
        items: items.map((r) => ({
          uuid: r.uuid,
          name: r.name,
          description: r.description,
          status: r.status,
          is_worksheet: r.isWorksheet,
        })),
        meta: pageMeta(mine.length, POLL_PAGE_SIZE, page),
      };
    },

    /** The worksheets to offer after sign-in (README decision 9): those of the polls to answer. */
    async pendingWorksheets(auth: Auth): Promise<PendingWorksheet[]> {
      const mine = await toAnswer(auth, (row) => row.isWorksheet);
      return mine.map((r) => ({ uuid: r.uuid, name: r.name, description: r.description }));
    },

    async get(auth: Auth, ref: number | string) {
      const row = await reachable(auth, ref);
      const repo = pollsRepository(db);
      return toTake(row, await repo.questions(row.id), await repo.hasAnswered(row.id, auth.userId));
    },

    submit: (auth: Auth, ref: number | string, answers: Answers) => submit(auth, ref, answers),
  };
}
