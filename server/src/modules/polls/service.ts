import type { pollBody } from '@portal/contract';
import {
  DEFAULT_LANGUAGE,
  POLL_PAGE_SIZE,
  type AudienceFilter,
  type NestedPaginationMeta,
  type Poll,
  type PollListItem,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Jobs } from '../../jobs/jobs';
import { notFound, unprocessable } from '../../lib/http-error';
import { offsetOf, pageMeta } from '../../lib/paging';
import type { Auth } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { countAudience } from '../audience';
import type { FileStorage } from '../files';
import { queueAudienceNotification, sendNotificationJob } from '../notify';
import { removeOwnerReports, removeReportFiles } from '../reports';
import { pollsRepository, type PollRow, type PollValues, type QuestionRow } from './repository';
import { t, tIn } from '../../i18n';

type Body = z.output<typeof pollBody>;

/** Where a poll is taken (002 polls_passage/{uuid}). */
export const pollPassagePath = (uuid: string) => `/polls_passage/${uuid}`;

export const pollItem = (r: PollRow): PollListItem => ({
  id: r.id,
  uuid: r.uuid,
  name: r.name,
  status: r.status,
  ex_data: r.exData,
  respondent_type: r.respondentType,
  created_by:
    r.authorSurname === null
      ? null
      : { surname: r.authorSurname, name: r.authorName ?? '', patronymic: r.authorPatronymic },
  completed: r.completed,
  audience_total: r.audienceTotal,
  created_at: r.createdAt.toISOString(),
  opened_at: r.openedAt?.toISOString() ?? null,
  closed_at: r.closedAt?.toISOString() ?? null,
});

const fullPoll = (r: PollRow, questions: QuestionRow[]): Poll => ({
  ...pollItem(r),
  description: r.description,
  comment: r.comment,
  filter: r.filter,
  questions: questions.map((q) => ({
    id: q.id,
    text: q.text,
    description: q.description,
    required: q.required,
    answer: { type: q.answerType, allow_custom: q.allowCustom, variants: q.variants },
  })),
});

/** The audience stored with a poll, if it has one. */
export const audienceOfPoll = (r: Pick<PollRow, 'respondentType' | 'filter'>): AudienceFilter | null =>
  r.respondentType && r.filter ? ({ type: r.respondentType, data: r.filter } as AudienceFilter) : null;

const valuesOf = (body: Body): PollValues => {
  const closesAt = typeof body.ex_data.closes_at === 'string' ? new Date(body.ex_data.closes_at) : null;
  return {
    name: body.name,
    description: body.description,
    comment: body.comment,
    exData: body.ex_data,
    isWorksheet: body.ex_data.is_worksheet === true,
    closesAt,
    respondentType: body.audience?.type ?? null,
    filter: body.audience?.data ?? null,
  };
};

/**
 * What an edit may not change once a poll is published: its texts, questions, variants and
 * audience, compared by content (the editor sends the whole poll back with a new status).
 */
function contentOf(p: {
  name: string;
  description: string;
  comment: string;
  questions: {
    text: string;
    description: string | null;
    required: boolean;
    answer: { type: string; allow_custom: boolean; variants: { text: string }[] };
  }[];
  respondent_type: string | null;
  filter: unknown;
}) {
  return JSON.stringify([
    p.name,
    p.description,
    p.comment,
    p.questions.map((q) => [
      q.text,
      q.description ?? null,
      q.required,
      q.answer.type,
      q.answer.allow_custom,
      q.answer.variants.map((v) => v.text),
    ]),
    p.respondent_type,
    canonical(p.filter),
  ]);
}
/** A filter with its keys in order and its empty lists left out, so that equal audiences compare equal. */
function canonical(filter: unknown): unknown {
  if (!filter || typeof filter !== 'object') return null;
  const entries = Object.entries(filter as Record<string, unknown>).filter(
    ([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** The poll editor's calls (001 §7): admins and poll managers. */
export function pollsService(db: Db, jobs: Jobs, storage: FileStorage) {
  const read = async (ref: number | string) => {
    const row = await pollsRepository(db).byRef(ref);
    if (!row) throw notFound(t('api:polls.notFound'));
    return row;
  };
  const full = async (ref: number | string) => {
    const row = await read(ref);
    return fullPoll(row, await pollsRepository(db).questions(row.id));
  };

  /** Publishes a draft (001 §4): its audience counted now, refused when empty; «Новый опрос: …» goes to each member. */
  const publish = async (auth: Auth, id: number) => {
    const row = await read(id);
    const audience = audienceOfPoll(row);
    if (!audience) throw unprocessable(t('api:polls.noAudience'), { filter: [t('api:polls.noAudience')] });
    const total = await countAudience(db, audience);
    if (total === 0) throw unprocessable(t('api:polls.audienceEmpty'), { filter: [t('api:polls.audienceEmpty')] });
    await db.transaction(async (tx) => {
      if (!(await pollsRepository(tx).setStatus(id, 'draft', 'open', total)))
        throw unprocessable(t('api:polls.notEditable'));
      const link = pollPassagePath(row.uuid);
      // One notification for the whole audience, whatever each reads: in the portal's default language.
      const say = tIn(DEFAULT_LANGUAGE);
      await queueAudienceNotification(tx, jobs, {
        name: say('api:polls.newPollNotification', { name: row.name }),
        content:
          `<p>${escapeHtml(say('api:polls.newPollText', { name: row.name }))}</p>` +
          `<p><a href="${link}">${say('api:polls.takePoll')}</a></p>`,
        extraData: { filter: audience, poll_uuid: row.uuid },
        createdBy: auth.userId,
        total,
      });
    });
    jobs.wake(sendNotificationJob);
  };

  /**
   * «Сбросить опрос» (001 §3–§4: «draft on reset»): an open or closed poll is a draft again, its
   * answers and reports deleted and the reset audited, in one transaction; the reports' files go
   * after the commit.
   */
  const reset = async (auth: Auth, row: PollRow, ip: string | null) => {
    const hashes = await db.transaction(async (tx) => {
      const repo = pollsRepository(tx);
      if (row.status === 'draft' || !(await repo.reset(row.id, row.status)))
        throw unprocessable(t('api:polls.wrongTransition'), { status: [t('api:polls.wrongTransition')] });
      const answers = await repo.removeResults(row.id);
      const reports = await removeOwnerReports(tx, 'poll', row.id);
      await recordAudit(tx, {
        actorUserId: auth.userId,
        action: 'poll_reset',
        targetUserId: null,
        ip,
        details: {
          poll_id: row.id,
          poll_uuid: row.uuid,
          name: row.name,
          from: row.status,
          answers,
          reports: reports.count,
        },
      });
      return reports.hashes;
    });
    await removeReportFiles(db, storage, hashes);
  };

  /**
   * Moves a poll on as the saved body's status says: draft → open publishes, open → close ends,
   * open or close → draft resets.
   */
  const transition = async (auth: Auth, row: PollRow, to: Body['status'], ip: string | null) => {
    if (row.status === to) return;
    if (row.status === 'draft' && to === 'open') return publish(auth, row.id);
    if (to === 'draft') return reset(auth, row, ip);
    if (row.status === 'open' && to === 'close') {
      if (!(await pollsRepository(db).setStatus(row.id, 'open', 'close')))
        throw unprocessable(t('api:polls.wrongTransition'));
      return;
    }
    throw unprocessable(t('api:polls.wrongTransition'), { status: [t('api:polls.wrongTransition')] });
  };

  return {
    /** A page of polls; the meta flat, as every list's, and under `pagination` (002 §7). */
    async list(page: number): Promise<{ items: PollListItem[]; meta: NestedPaginationMeta }> {
      const { rows, total } = await pollsRepository(db).page(POLL_PAGE_SIZE, offsetOf(page, POLL_PAGE_SIZE));
      const meta = pageMeta(total, POLL_PAGE_SIZE, page);
      return { items: rows.map(pollItem), meta: { ...meta, pagination: meta } };
    },

    get: full,

    async create(auth: Auth, body: Body): Promise<Poll> {
      if (body.status === 'close')
        throw unprocessable(t('api:polls.wrongTransition'), { status: [t('api:polls.wrongTransition')] });
      const id = await db.transaction(async (tx) => {
        const created = await pollsRepository(tx).insert({ ...valuesOf(body), createdBy: auth.userId });
        await pollsRepository(tx).replaceQuestions(created, body.questions);
        return created;
      });
      if (body.status === 'open') await publish(auth, id);
      return full(id);
    },

    /**
     * Saves a draft, then moves it on as `status` says. A published or closed poll keeps its
     * content: a save that changes it is refused (001 §2), one that only changes the status is a
     * transition (status draft: the reset, audited from `ip`).
     */
    async update(auth: Auth, ref: number | string, body: Body, ip: string | null = null): Promise<Poll> {
      const row = await read(ref);
      if (row.status === 'draft' && body.status === 'close')
        throw unprocessable(t('api:polls.wrongTransition'), { status: [t('api:polls.wrongTransition')] });
      if (row.status === 'draft') {
        await db.transaction(async (tx) => {
          if (!(await pollsRepository(tx).updateDraft(row.id, valuesOf(body))))
            throw unprocessable(t('api:polls.notEditable'));
          await pollsRepository(tx).replaceQuestions(row.id, body.questions);
        });
      } else {
        const stored = fullPoll(row, await pollsRepository(db).questions(row.id));
        if (contentOf(stored) !== contentOf({ ...body, filter: body.audience?.data ?? null }))
          throw unprocessable(t('api:polls.notEditable'));
      }
      await transition(auth, await read(row.id), body.status, ip);
      return full(row.id);
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
