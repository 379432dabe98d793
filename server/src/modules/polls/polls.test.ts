import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { POLL_DESCRIPTION_MAX, pollStrings } from '@portal/contract';
import { queryRows } from '../../db/client';
import { bearer, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';
import { pollsRepository } from './repository';

const ids = { groupA: 0, groupB: 0, studentA: 0, studentB: 0 };

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  ids.groupA = (await f.group()).id;
  ids.groupB = (await f.group()).id;
  for (const [login, group] of [
    ['a1@test.local', ids.groupA],
    ['a2@test.local', ids.groupA],
    ['b1@test.local', ids.groupB],
  ] as const) {
    const u = await f.user(login);
    await f.student(u.id, group);
  }
  const manager = await f.user('manager@test.local', { surname: 'Петрова', name: 'Анна', patronymic: 'Сергеевна' });
  await f.employee(manager.id, { permissions: ['poll_manager'] });
  const plain = await f.user('plain@test.local');
  await f.employee(plain.id);
});

const as = async (login: string) => bearer(await loginToken(ctx.app, login));
const post = (headers: Record<string, string>, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload ?? {} });
const get = (headers: Record<string, string>, url: string) => ctx.app.inject({ method: 'GET', url, headers });

/** A poll of all three kinds of question, for group A. */
const body = (name = 'Столовая', group = ids.groupA) => ({
  name: `  ${name}  `,
  description: 'Что вы думаете о столовой?',
  comment: 'Для отдела питания',
  questions: [
    {
      id: -1,
      text: 'Как часто вы там едите?',
      required: true,
      answer: {
        type: 'one_variant',
        variants: [
          { id: -11, text: 'Каждый день' },
          { id: -12, text: 'Редко' },
        ],
      },
    },
    {
      id: -2,
      text: 'Что берёте?',
      required: false,
      answer: {
        type: 'many_variant',
        allow_custom: true,
        variants: [
          { id: -21, text: 'Суп' },
          { id: -22, text: 'Салат' },
        ],
      },
    },
    { id: -3, text: 'Что изменить?', required: false, answer: { type: 'text' } },
  ],
  respondent_type: 'student',
  filter: { groups: [group] },
});

async function published(name: string) {
  const manager = await as('manager@test.local');
  const created = (await post(manager, '/api/polls', body(name))).json().result;
  const res = await post(manager, `/api/polls/${created.uuid}`, { ...body(name), status: 'open' });
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

const storedAnswers = async (pollId: number) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select ((select count(*) from poll_results where poll_id = ${pollId}::int) + (select count(*) from
          poll_answers where poll_id = ${pollId}::int))::int as n`,
    )
  )[0]!.n;

/** The field errors of a poll the manager's POST /api/polls refuses with 422. */
const refusedAs = async (login: string) => {
  const manager = await as(login);
  return async (payload: object) => {
    const res = await post(manager, '/api/polls', payload);
    expect(res.statusCode).toBe(422);
    return res.json().errors as Record<string, string[]>;
  };
};

describe('the poll editor (001 §3, §5, §7)', () => {
  it(
    'creates a draft: trimmed name, questions in order with ' + 'new ids, the audience as respondent_type and filter',
    async () => {
      const manager = await as('manager@test.local');
      const res = await post(manager, '/api/polls', body());
      expect(res.statusCode).toBe(200);
      const poll = res.json().result;
      expect(poll).toMatchObject({
        name: 'Столовая',
        status: 'draft',
        respondent_type: 'student',
        filter: { groups: [ids.groupA] },
        completed: 0,
        audience_total: null,
        created_by: { surname: 'Петрова' },
      });
      expect(poll.questions.map((q: { text: string }) => q.text)).toEqual([
        'Как часто вы там едите?',
        'Что берёте?',
        'Что изменить?',
      ]);
      expect(poll.questions.every((q: { id: number }) => q.id > 0)).toBe(true);
      expect(poll.questions[1].answer).toMatchObject({
        type: 'many_variant',
        allow_custom: true,
        variants: [{ text: 'Суп' }, { text: 'Салат' }],
      });
      expect(poll.questions[2].answer).toEqual({ type: 'text', allow_custom: false, variants: [] });
      // By number or by uuid.
      expect((await get(manager, `/api/polls/${poll.uuid}`)).json().result.id).toBe(poll.id);
      const list = (await get(manager, '/api/polls?page=1')).json();
      expect(list.result[0]).toMatchObject({ id: poll.id, name: 'Столовая', status: 'draft', completed: 0 });
      expect(list.meta).toMatchObject({ current_page: 1 });
    },
  );

  it(
    'refuses an empty name, a question without text or variants, ' +
      'no questions, twice the same id: under their fields',
    async () => {
      const errorsOf = await refusedAs('manager@test.local');
      expect((await errorsOf({ ...body(), name: '   ' })).name).toEqual([pollStrings.required]);
      expect(Object.values(await errorsOf({ ...body(), questions: [] })).flat()).toContain(pollStrings.noQuestions);
      const noText = await errorsOf({ ...body(), questions: [{ id: -1, text: ' ', answer: { type: 'text' } }] });
      expect(Object.values(noText).flat()).toContain(pollStrings.required);
      const noVariants = await errorsOf({
        ...body(),
        questions: [{ id: -1, text: 'Вопрос', answer: { type: 'one_variant', variants: [] } }],
      });
      expect(Object.values(noVariants).flat()).toContain(pollStrings.noVariants);
      const twice = await errorsOf({
        ...body(),
        questions: [
          { id: -1, text: 'А', answer: { type: 'text' } },
          { id: -1, text: 'Б', answer: { type: 'text' } },
        ],
      });
      expect(Object.values(twice).flat()).toContain(pollStrings.duplicateQuestion);
    },
  );

  it(
    'publishes to the audience as it is now: the count, «Новый опрос: …» ' +
      'in each member’s inbox; then the content cannot change, only the status',
    async () => {
      const poll = await published('Библиотека');
      expect(poll).toMatchObject({ status: 'open', audience_total: 2 });
      const student = await as('a1@test.local');
      // The invitations are written by a job, every member's at once.
      await waitFor(async () => (await get(student, '/api/notifications/my/unread/count')).json().result.count > 0, {
        interval: 100,
        what: 'the invitation',
      });
      const inbox = (await post(student, '/api/notifications/my', { is_read: false, page: 1 })).json().result as {
        name: string;
        content: string;
      }[];
      const invitation = inbox.find((n) => n.name === 'Новый опрос: Библиотека');
      expect(invitation?.content).toContain(`href="/polls_passage/${poll.uuid}"`);
      const other = await as('b1@test.local');
      expect((await get(other, '/api/notifications/my/unread/count')).json().result.count).toBe(0);

      const manager = await as('manager@test.local');
      const changed = await post(manager, `/api/polls/${poll.id}`, {
        ...body('Библиотека'),
        name: 'Другое',
        status: 'open',
      });
      expect(changed.statusCode).toBe(422);
      expect(changed.json().message).toBe(pollStrings.notEditable);
      // The loaded poll sent back with status close: closed.
      const closed = await post(manager, `/api/polls/${poll.id}`, { ...poll, status: 'close' });
      expect(closed.statusCode).toBe(200);
      expect(closed.json().result).toMatchObject({ status: 'close' });
      expect((await post(manager, `/api/polls/${poll.id}`, { ...poll, status: 'open' })).statusCode).toBe(422);
    },
  );

  it('closes an open poll when its closing date has come (the job’s query), not before', async () => {
    const manager = await as('manager@test.local');
    const closesAt = new Date(Date.now() + 60_000).toISOString();
    const created = (
      await post(manager, '/api/polls', { ...body('Выборы старосты'), ex_data: { closes_at: closesAt } })
    ).json().result;
    expect(created.ex_data.closes_at).toBe(closesAt);
    await post(manager, `/api/polls/${created.id}`, {
      ...body('Выборы старосты'),
      ex_data: { closes_at: closesAt },
      status: 'open',
    });
    expect(await pollsRepository(ctx.database.db).closeDue(new Date())).not.toContain(created.id);
    expect(await pollsRepository(ctx.database.db).closeDue(new Date(Date.now() + 120_000))).toContain(created.id);
    expect((await get(manager, `/api/polls/${created.id}`)).json().result).toMatchObject({ status: 'close' });
  });

  it('refuses to publish without an audience or to nobody', async () => {
    const manager = await as('manager@test.local');
    const noAudience = (await post(manager, '/api/polls', { ...body(), respondent_type: null, filter: null })).json()
      .result;
    const res = await post(manager, `/api/polls/${noAudience.id}`, {
      ...body(),
      respondent_type: null,
      filter: null,
      status: 'open',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(pollStrings.noAudience);
    const nobody = (
      await post(manager, '/api/polls', { ...body(), filter: { groups: [ids.groupA], ids: [999_999] } })
    ).json().result;
    const empty = await post(manager, `/api/polls/${nobody.id}`, {
      ...body(),
      filter: { groups: [ids.groupA], ids: [999_999] },
      status: 'open',
    });
    expect(empty.json().message).toBe(pollStrings.audienceEmpty);
    expect((await get(manager, `/api/polls/${nobody.id}`)).json().result.status).toBe('draft');
  });
});

describe('the editor’s field errors and list (issue 29 §2, §3)', () => {
  it(
    'answers the errors of questions under `questions` beside `questions.N.text`, the description’s under ' +
      '`description`; no questions under `questions`',
    async () => {
      const manager = await as('manager@test.local');
      const errorsOf = await refusedAs('manager@test.local');
      const noText = await errorsOf({
        ...body(),
        description: 'д'.repeat(POLL_DESCRIPTION_MAX + 1),
        questions: [
          { id: -1, text: 'Вопрос', answer: { type: 'text' } },
          { id: -2, text: ' ', answer: { type: 'text' } },
          { id: -3, text: 'Без вариантов', answer: { type: 'one_variant', variants: [] } },
        ],
      });
      expect(noText['questions.1.text']).toEqual([pollStrings.required]);
      expect(noText['questions.2.answer.variants']).toEqual([pollStrings.noVariants]);
      expect(noText.questions).toEqual([pollStrings.required, pollStrings.noVariants]);
      expect(noText.description).toHaveLength(1);
      expect(await errorsOf({ ...body(), questions: [] })).toEqual({ questions: [pollStrings.noQuestions] });
      // The update answers the same.
      const draft = (await post(manager, '/api/polls', body())).json().result;
      const res = await post(manager, `/api/polls/${draft.id}`, { ...body(), questions: [{ id: -1, text: '' }] });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.questions).toContain(pollStrings.required);
    },
  );

  it('answers the page of polls with its meta flat and under meta.pagination (002 §7)', async () => {
    const manager = await as('manager@test.local');
    await post(manager, '/api/polls', body('Для списка'));
    const res = await get(manager, '/api/polls?page=1');
    expect(res.statusCode).toBe(200);
    const { meta } = res.json();
    expect(meta.total).toBeGreaterThan(0);
    const flat = { total: meta.total, per_page: 20, current_page: 1, last_page: Math.ceil(meta.total / 20) };
    expect(meta).toEqual({ ...flat, pagination: flat });
  });
});

describe('resetting a poll to a draft (001 §3–§4: «draft on reset», issue 29 §1)', () => {
  const auditOf = (pollId: number) =>
    queryRows<{ action: string; actor: string; details: Record<string, unknown> }>(
      ctx.database.db,
      sql`select a.action, u.email as actor, a.details from audit_log a join users u on u.id = a.actor_user_id
          where a.details->>'poll_id' = ${String(pollId)}`,
    );

  it(
    'makes an open poll a draft again: its answers and reports deleted, the reset audited; then it is edited, ' +
      'published again and answered anew',
    async () => {
      const poll = await published('Сбрасываемый');
      const [q1] = poll.questions;
      const a1 = await as('a1@test.local');
      const first = { answers: [{ q_id: q1.id, variant_ids: [q1.answer.variants[0].id] }] };
      expect((await post(a1, `/api/my/polls/${poll.uuid}/results`, first)).statusCode).toBe(200);
      const manager = await as('manager@test.local');
      const report = (await post(manager, `/api/polls/${poll.uuid}/reports/generate`)).json().result;
      const file = `/api/polls/${poll.uuid}/reports/${report.id}`;
      await waitFor(async () => (await get(manager, file)).statusCode === 200, {
        timeout: 15_000,
        interval: 100,
        what: 'the report written',
      });
      const loaded = (await get(manager, `/api/polls/${poll.id}`)).json().result;
      expect(loaded.completed).toBe(1);

      // The reset changes nothing else: a changed name with it is refused.
      const changed = await post(manager, `/api/polls/${poll.id}`, { ...loaded, name: 'Другое', status: 'draft' });
      expect(changed.statusCode).toBe(422);
      expect(changed.json().message).toBe(pollStrings.notEditable);
      expect(await storedAnswers(poll.id)).toBeGreaterThan(0);

      const reset = await post(manager, `/api/polls/${poll.id}`, { ...loaded, status: 'draft' });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().result).toMatchObject({
        status: 'draft',
        completed: 0,
        audience_total: null,
        opened_at: null,
        closed_at: null,
        name: 'Сбрасываемый',
      });
      expect(await storedAnswers(poll.id)).toBe(0);
      expect((await get(manager, `/api/polls/${poll.id}/reports?page=1`)).json().result).toEqual([]);
      expect((await get(manager, file)).statusCode).toBe(404);
      const audit = await auditOf(poll.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: 'poll_reset',
        actor: 'manager@test.local',
        details: { poll_id: poll.id, from: 'open', answers: 1, reports: 1 },
      });
      // A draft: respondents cannot reach it, answers are refused.
      expect((await get(a1, `/api/my/polls/${poll.uuid}`)).statusCode).toBe(404);
      expect((await post(a1, `/api/my/polls/${poll.uuid}/results`, first)).statusCode).toBe(404);

      // Editable again: a question changed, published again; the person answers the new questions.
      const edited = body('Сбрасываемый снова');
      edited.questions[0]!.text = 'Как часто вы там обедаете?';
      const saved = await post(manager, `/api/polls/${poll.id}`, { ...edited, status: 'open' });
      expect(saved.statusCode).toBe(200);
      const again = saved.json().result;
      expect(again).toMatchObject({ status: 'open', name: 'Сбрасываемый снова', audience_total: 2 });
      // Answers to the old questions (a page left open) are refused, not stored.
      expect((await post(a1, `/api/my/polls/${poll.uuid}/results`, first)).statusCode).toBe(422);
      const [n1] = again.questions;
      const answer = { answers: [{ q_id: n1.id, variant_ids: [n1.answer.variants[1].id] }] };
      const taken = await post(a1, `/api/my/polls/${poll.uuid}/results`, answer);
      expect(taken.statusCode).toBe(200);
      expect((await get(manager, `/api/polls/${poll.id}`)).json().result.completed).toBe(1);
    },
  );

  it('resets a closed poll too; a draft stays a draft; respondents cannot reset', async () => {
    const poll = await published('Закрытый и сброшенный');
    const manager = await as('manager@test.local');
    const closed = (await post(manager, `/api/polls/${poll.id}`, { ...poll, status: 'close' })).json().result;
    expect(closed.status).toBe('close');
    expect(
      (await post(await as('a1@test.local'), `/api/polls/${poll.id}`, { ...closed, status: 'draft' })).statusCode,
    ).toBe(403);
    const reset = await post(manager, `/api/polls/${poll.uuid}`, { ...closed, status: 'draft' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().result).toMatchObject({ status: 'draft', completed: 0 });
    expect((await auditOf(poll.id)).map((a) => a.details.from)).toEqual(['close']);
    const draftAgain = await post(manager, `/api/polls/${poll.id}`, { ...closed, status: 'draft' });
    expect(draftAgain.statusCode).toBe(200);
    expect(await auditOf(poll.id)).toHaveLength(1);
  });
});

describe('poll results (issue 13 §5)', () => {
  it(
    'counts the answers against the audience, each variant’s ' + 'choosers, and pages the own texts without names',
    async () => {
      const poll = await published('Итоги');
      const [q1, q2, q3] = poll.questions;
      await post(await as('a1@test.local'), `/api/my/polls/${poll.uuid}/results`, {
        answers: [
          { q_id: q1.id, variant_ids: [q1.answer.variants[0].id] },
          { q_id: q2.id, variant_ids: [q2.answer.variants[0].id, q2.answer.variants[1].id] },
          { q_id: q3.id, custom_answer: 'Первое' },
        ],
      });
      await post(await as('a2@test.local'), `/api/my/polls/${poll.uuid}/results`, {
        answers: [
          { q_id: q1.id, variant_ids: [q1.answer.variants[0].id] },
          { q_id: q2.id, custom_answer: 'Компот' },
          { q_id: q3.id, custom_answer: 'Второе' },
        ],
      });
      const manager = await as('manager@test.local');
      const results = (await get(manager, `/api/polls/${poll.uuid}/results`)).json().result;
      expect(results).toMatchObject({ completed: 2, audience_total: 2 });
      expect(results.questions[0]).toMatchObject({ answered: 2, texts: 0, variants: [{ count: 2 }, { count: 0 }] });
      expect(results.questions[1]).toMatchObject({ answered: 2, texts: 1, variants: [{ count: 1 }, { count: 1 }] });
      expect(results.questions[2]).toMatchObject({ answer_type: 'text', answered: 2, texts: 2 });
      const texts = (await get(manager, `/api/polls/${poll.id}/results/${q3.id}/texts?page=1`)).json();
      expect(texts.result.map((t: { text: string }) => t.text).sort()).toEqual(['Второе', 'Первое']);
      expect(Object.keys(texts.result[0]).sort()).toEqual(['finished_at', 'text']);
      expect(texts.meta).toMatchObject({ total: 2 });
      expect((await get(manager, `/api/polls/${poll.id}/results/999999/texts`)).statusCode).toBe(404);
      expect((await get(await as('a1@test.local'), `/api/polls/${poll.id}/results`)).statusCode).toBe(403);
    },
  );
});

describe('the worksheet (/anketa, README decision 9)', () => {
  it(
    'is offered to its audience until filled in; /anketa ' + 'counts it per institute and group and lists who has not',
    async () => {
      const manager = await as('manager@test.local');
      const worksheet = {
        ...body('Анкета первокурсника'),
        ex_data: { is_worksheet: true },
        filter: { groups: [ids.groupA, ids.groupB] },
      };
      const created = (await post(manager, '/api/polls', worksheet)).json().result;
      const pending = async (login: string) =>
        (await get(await as(login), '/api/my/worksheets')).json().result.map((w: { name: string }) => w.name);
      // A draft is offered to nobody and is not among /anketa's worksheets.
      expect(await pending('a1@test.local')).not.toContain('Анкета первокурсника');
      expect((await get(manager, `/api/worksheets/${created.uuid}/completion`)).statusCode).toBe(404);
      const poll = (await post(manager, `/api/polls/${created.uuid}`, { ...worksheet, status: 'open' })).json().result;
      expect(await pending('a1@test.local')).toContain('Анкета первокурсника');
      expect(await pending('b1@test.local')).toContain('Анкета первокурсника');
      expect((await get(await as('plain@test.local'), '/api/my/worksheets')).json().result).toEqual([]);

      const [q1] = poll.questions;
      const answered = await post(await as('a1@test.local'), `/api/my/polls/${poll.uuid}/results`, {
        answers: [{ q_id: q1.id, variant_ids: [q1.answer.variants[0].id] }],
      });
      expect(answered.statusCode).toBe(200);
      expect(await pending('a1@test.local')).not.toContain('Анкета первокурсника');

      const list = (await get(manager, '/api/worksheets?page=1')).json();
      expect(list.result.find((w: { uuid: string }) => w.uuid === poll.uuid)).toMatchObject({
        name: 'Анкета первокурсника',
        status: 'open',
        respondent_type: 'student',
        audience_total: 3,
        completed: 1,
      });
      expect(list.result.every((w: { name: string }) => w.name !== 'Столовая')).toBe(true);

      const perInstitute = (await get(manager, `/api/worksheets/${poll.uuid}/completion`)).json().result;
      expect(perInstitute).toMatchObject({ level: 'institute', total: 3, completed: 1 });
      expect(
        perInstitute.units.map((u: { total: number; completed: number }) => [u.total, u.completed]).sort(),
      ).toEqual([
        [1, 0],
        [2, 1],
      ]);
      const instituteA = perInstitute.units.find((u: { total: number }) => u.total === 2).id;
      const perGroup = (await get(manager, `/api/worksheets/${poll.uuid}/completion?institute=${instituteA}`)).json()
        .result;
      expect(perGroup).toMatchObject({
        level: 'group',
        total: 2,
        completed: 1,
        units: [{ id: ids.groupA, total: 2, completed: 1 }],
      });

      const missing = (await get(manager, `/api/worksheets/${poll.uuid}/missing?page=1`)).json();
      expect(missing.meta).toMatchObject({ total: 2 });
      expect(missing.result.map((p: { email: string }) => p.email).sort()).toEqual(['a2@test.local', 'b1@test.local']);
      expect(missing.result[0].units).toHaveLength(1);
      const ofGroupB = (await get(manager, `/api/worksheets/${poll.uuid}/missing?page=1&unit=${ids.groupB}`)).json()
        .result;
      expect(ofGroupB.map((p: { email: string }) => p.email)).toEqual(['b1@test.local']);
      const ofInstituteA = (
        await get(manager, `/api/worksheets/${poll.uuid}/missing?page=1&institute=${instituteA}`)
      ).json().result;
      expect(ofInstituteA.map((p: { email: string }) => p.email)).toEqual(['a2@test.local']);

      // A poll that is not a worksheet is not one here.
      const plainPoll = await published('Не анкета');
      expect((await get(manager, `/api/worksheets/${plainPoll.uuid}/missing`)).statusCode).toBe(404);
      expect((await get(await as('a1@test.local'), '/api/worksheets')).statusCode).toBe(403);
    },
  );
});

describe('poll reports (001 §2 «Poll reports»)', () => {
  it(
    'writes an xlsx of the answers (a job): listed while it runs, then ' +
      'ready with its file; a row per respondent, a column per question',
    async () => {
      const poll = await published('Отчетный');
      const [q1, q2, q3] = poll.questions;
      await post(await as('a1@test.local'), `/api/my/polls/${poll.uuid}/results`, {
        answers: [
          { q_id: q1.id, variant_ids: [q1.answer.variants[0].id] },
          { q_id: q2.id, variant_ids: [q2.answer.variants[1].id], custom_answer: 'Компот' },
          { q_id: q3.id, custom_answer: 'Больше салатов' },
        ],
      });
      const manager = await as('manager@test.local');
      const created = (await post(manager, `/api/polls/${poll.uuid}/reports/generate`)).json().result;
      expect(created).toMatchObject({ status: 1, file: null });
      const ready = await waitFor(
        async () => {
          const [latest] = (await get(manager, `/api/polls/${poll.id}/reports?page=1`)).json().result as {
            id: number;
            status: number;
            file: string | null;
          }[];
          return latest?.status !== 1 && latest;
        },
        { timeout: 15_000, interval: 100, what: 'the report written' },
      );
      expect(ready).toMatchObject({ id: created.id, status: 3, file: `/api/polls/${poll.uuid}/reports/${created.id}` });
      const file = await get(manager, ready!.file!);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).getCell(1).value).toBe('Отчетный');
      expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['Комментарий', 'Для отдела питания']);
      expect((sheet.getRow(4).values as unknown[]).slice(1)).toEqual([
        'ФИО',
        'E-mail',
        'Группа / подразделение',
        'Дата ответа',
        'Как часто вы там едите?',
        'Что берёте?',
        'Что изменить?',
      ]);
      const row = (sheet.getRow(5).values as unknown[]).slice(1);
      expect(row[1]).toBe('a1@test.local');
      expect(row.slice(4)).toEqual(['Каждый день', 'Салат; Компот', 'Больше салатов']);
      expect(sheet.actualRowCount).toBe(4);
      // Another poll's report is not this one's; students cannot reach it.
      expect((await get(manager, `/api/polls/999999/reports/${created.id}`)).statusCode).toBe(404);
      expect((await get(await as('a1@test.local'), ready!.file!)).statusCode).toBe(403);
    },
  );
});

describe('taking a poll (002)', () => {
  it(
    'stores answers sent at the same moment each once, in one batch ' +
      'or several: the same person twice gets «Вы уже прошли этот опрос»',
    async () => {
      const poll = await published('Одновременно');
      const [q1] = poll.questions;
      const answer = { answers: [{ q_id: q1.id, variant_ids: [q1.answer.variants[1].id] }] };
      const [a1, a2, b1] = await Promise.all(['a1@test.local', 'a2@test.local', 'b1@test.local'].map(as));
      const replies = await Promise.all(
        [a1, a2, a1, b1, a2].map((h) => post(h!, `/api/my/polls/${poll.uuid}/results`, answer)),
      );
      // Each person's two: one stored, whichever came first, the other refused; b1 is not in the audience.
      const codes = replies.map((r) => r.statusCode);
      expect([codes[0], codes[2]].sort()).toEqual([200, 422]);
      expect([codes[1], codes[4]].sort()).toEqual([200, 422]);
      expect(codes[3]).toBe(403);
      expect(replies.filter((r) => r.statusCode === 422).map((r) => r.json().message)).toEqual([
        pollStrings.alreadyAnswered,
        pollStrings.alreadyAnswered,
      ]);
      expect(await storedAnswers(poll.id)).toBe(4);
    },
  );

  it(
    'lists the open polls of the user’s audience, not the ' +
      'others’; outside the audience it is «Опрос недоступен» (403)',
    async () => {
      const poll = await published('Спорт');
      const a1 = await as('a1@test.local');
      expect((await get(a1, '/api/my/polls?page=1')).json().result.map((p: { uuid: string }) => p.uuid)).toContain(
        poll.uuid,
      );
      const taken = (await get(a1, `/api/my/polls/${poll.uuid}`)).json().result;
      expect(taken).toMatchObject({ uuid: poll.uuid, name: 'Спорт', status: 'open', answered: false });
      expect(taken.questions[0]).toMatchObject({ answer_type: 'one_variant', is_required: true, allow_custom: false });
      expect(taken.questions[0].variants.map((v: { text: string }) => v.text)).toEqual(['Каждый день', 'Редко']);

      const b1 = await as('b1@test.local');
      expect((await get(b1, '/api/my/polls?page=1')).json().result.map((p: { uuid: string }) => p.uuid)).not.toContain(
        poll.uuid,
      );
      const refused = await get(b1, `/api/my/polls/${poll.uuid}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(pollStrings.notAvailable);
      expect((await post(b1, `/api/my/polls/${poll.uuid}/results`, { answers: [] })).statusCode).toBe(403);
      // A plain employee is no student of the group either.
      expect((await get(await as('plain@test.local'), `/api/my/polls/${poll.uuid}`)).statusCode).toBe(403);
    },
  );

  it(
    'stores a valid answer once: the result and each answered ' +
      'question; the poll leaves the list and counts as completed',
    async () => {
      const poll = await published('Общежитие');
      const [q1, q2, q3] = poll.questions;
      const a1 = await as('a1@test.local');
      const res = await post(a1, `/api/my/polls/${poll.uuid}/results`, {
        answers: [
          { q_id: q1.id, variant_ids: [q1.answer.variants[1].id] },
          { q_id: q2.id, variant_ids: [q2.answer.variants[0].id], custom_answer: '  Компот ' },
          { q_id: q3.id, custom_answer: '' },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.uuid).toBe(poll.uuid);
      const rows = await queryRows<{ question_id: number; variant_ids: number[]; custom_answer: string | null }>(
        ctx.database.db,
        sql`select question_id, variant_ids, custom_answer from poll_answers where poll_id = ${poll.id}::int order by
          question_id`,
      );
      expect(rows).toEqual([
        { question_id: q1.id, variant_ids: [q1.answer.variants[1].id], custom_answer: null },
        { question_id: q2.id, variant_ids: [q2.answer.variants[0].id], custom_answer: 'Компот' },
      ]);
      expect((await get(a1, '/api/my/polls?page=1')).json().result.map((p: { uuid: string }) => p.uuid)).not.toContain(
        poll.uuid,
      );
      expect((await get(a1, `/api/my/polls/${poll.uuid}`)).json().result.answered).toBe(true);
      expect((await get(await as('manager@test.local'), `/api/polls/${poll.id}`)).json().result.completed).toBe(1);

      // A second submission: refused, nothing more stored.
      const again = await post(a1, `/api/my/polls/${poll.uuid}/results`, {
        answers: [{ q_id: q1.id, variant_ids: [q1.answer.variants[0].id] }],
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe(pollStrings.alreadyAnswered);
      expect(await storedAnswers(poll.id)).toBe(3);
    },
  );

  it(
    'refuses, storing nothing: another question’s variant, own text where not allowed, ' +
      'a missing required answer, 1,501 characters, two variants for one, a closed poll',
    async () => {
      const poll = await published('Расписание');
      const [q1, q2, q3] = poll.questions;
      const a2 = await as('a2@test.local');
      const tries: [object, string][] = [
        [{ answers: [{ q_id: q1.id, variant_ids: [q2.answer.variants[0].id] }] }, pollStrings.wrongVariant],
        [
          { answers: [{ q_id: q1.id, variant_ids: [q1.answer.variants[0].id], custom_answer: 'Своё' }] },
          pollStrings.noCustom,
        ],
        [{ answers: [{ q_id: q1.id, custom_answer: 'Своё' }] }, pollStrings.noCustom],
        [{ answers: [{ q_id: q2.id, variant_ids: [q2.answer.variants[0].id] }] }, pollStrings.answerRequired],
        [
          {
            answers: [
              { q_id: q1.id, variant_ids: [q1.answer.variants[0].id] },
              { q_id: q3.id, custom_answer: 'я'.repeat(1501) },
            ],
          },
          'Не больше 1500 символов',
        ],
        [
          { answers: [{ q_id: q1.id, variant_ids: q1.answer.variants.map((v: { id: number }) => v.id) }] },
          pollStrings.oneVariant,
        ],
        [
          {
            answers: [
              { q_id: q1.id, variant_ids: [q1.answer.variants[0].id] },
              { q_id: q1.id, variant_ids: [q1.answer.variants[0].id] },
            ],
          },
          pollStrings.repeatedAnswer,
        ],
        [{ answers: [{ q_id: 999_999, variant_ids: [] }] }, pollStrings.unknownQuestion],
        [{ answers: [{ q_id: q3.id, variant_ids: [q1.answer.variants[0].id] }] }, pollStrings.wrongVariant],
      ];
      for (const [payload, message] of tries) {
        const res = await post(a2, `/api/my/polls/${poll.uuid}/results`, payload);
        expect(res.statusCode, message).toBe(422);
        expect(JSON.stringify(res.json()), message).toContain(message);
      }
      // 1,500 characters are fine.
      const ok = await post(a2, `/api/my/polls/${poll.uuid}/results`, {
        answers: [
          { q_id: q1.id, variant_ids: [q1.answer.variants[0].id] },
          { q_id: q3.id, custom_answer: 'я'.repeat(1500) },
        ],
      });
      expect(ok.statusCode).toBe(200);
      expect(await storedAnswers(poll.id)).toBe(3);

      // Closed: the poll says so and takes nothing.
      const manager = await as('manager@test.local');
      await post(manager, `/api/polls/${poll.id}`, { ...body('Расписание'), status: 'close' });
      const a1 = await as('a1@test.local');
      expect((await get(a1, `/api/my/polls/${poll.uuid}`)).json().result.status).toBe('close');
      const late = await post(a1, `/api/my/polls/${poll.uuid}/results`, {
        answers: [{ q_id: q1.id, variant_ids: [q1.answer.variants[0].id] }],
      });
      expect(late.statusCode).toBe(422);
      expect(late.json().message).toBe(pollStrings.closed);
      expect(await storedAnswers(poll.id)).toBe(3);
    },
  );

  it('keeps drafts hidden from respondents: «Опрос недоступен» (404)', async () => {
    const manager = await as('manager@test.local');
    const draft = (await post(manager, '/api/polls', body('Черновик'))).json().result;
    const res = await get(await as('a1@test.local'), `/api/my/polls/${draft.uuid}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(pollStrings.notAvailable);
  });
});
