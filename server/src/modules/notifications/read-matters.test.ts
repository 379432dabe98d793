import { describe, expect, it } from 'vitest';
import { bearer, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';

/** Issue 29 §18: a notification is read once its matter is dealt with, and «Прочитать все» reads them all. */
const ids = { group: 0, other: 0 };

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  ids.group = (await f.group()).id;
  for (const login of ['voter@test.local', 'classmate@test.local']) {
    const u = await f.user(login);
    await f.student(u.id, ids.group);
  }
  const manager = await f.user('polls@test.local');
  await f.employee(manager.id, { permissions: ['poll_manager'] });
  const reader = await f.user('reader@test.local');
  await f.student(reader.id);
  const other = await f.user('other@test.local');
  ids.other = other.id;
  await f.student(other.id);
  for (let i = 0; i < 12; i++) await f.notification([reader.id, other.id], { name: `Новость ${i + 1}` });
});

const as = async (login: string) => bearer(await loginToken(ctx.app, login));
const post = (headers: Record<string, string>, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const count = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ url: '/api/notifications/my/unread/count', headers })).json().result.count as number;
const unreadNames = async (headers: Record<string, string>) =>
  ((await post(headers, '/api/notifications/my', { is_read: false, page: 1 })).json().result as { name: string }[]).map(
    (n) => n.name,
  );

const pollBody = (name: string) => ({
  name,
  description: 'Коротко',
  comment: '',
  questions: [
    {
      id: -1,
      text: 'Удобно ли расписание?',
      required: true,
      answer: {
        type: 'one_variant',
        variants: [
          { id: -11, text: 'Да' },
          { id: -12, text: 'Нет' },
        ],
      },
    },
  ],
  respondent_type: 'student',
  filter: { groups: [ids.group] },
});

describe('notifications read with their matter (issue 29 §18)', () => {
  it('answering the poll of «Новый опрос: …» marks that invitation read, the classmate’s stays', async () => {
    const manager = await as('polls@test.local');
    const created = (await post(manager, '/api/polls', pollBody('Расписание'))).json().result;
    const opened = await post(manager, `/api/polls/${created.uuid}`, { ...pollBody('Расписание'), status: 'open' });
    expect(opened.statusCode).toBe(200);
    const poll = opened.json().result;
    const [voter, classmate] = await Promise.all([as('voter@test.local'), as('classmate@test.local')]);
    // The invitations are written by a job.
    for (const h of [voter, classmate])
      await waitFor(async () => (await unreadNames(h)).includes('Новый опрос: Расписание'), {
        interval: 100,
        what: 'the invitation',
      });
    const before = await count(voter);
    const q = poll.questions[0];
    const answered = await post(voter, `/api/my/polls/${poll.uuid}/results`, {
      answers: [{ q_id: q.id, variant_ids: [q.answer.variants[0].id] }],
    });
    expect(answered.statusCode).toBe(200);
    expect(await count(voter)).toBe(before - 1);
    expect(await unreadNames(voter)).not.toContain('Новый опрос: Расписание');
    expect(await unreadNames(classmate)).toContain('Новый опрос: Расписание');
  });

  it('«Прочитать все» marks every own unread notification read, nobody else’s', async () => {
    const reader = await as('reader@test.local');
    const other = await as('other@test.local');
    expect(await count(reader)).toBe(12);
    const res = await post(reader, '/api/notifications/my/mark-all-as-read');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, result: { marked: 12, count: 0 } });
    expect(await count(reader)).toBe(0);
    expect(await unreadNames(reader)).toEqual([]);
    const read = (await post(reader, '/api/notifications/my', { is_read: true, page: 2 })).json();
    expect(read.meta.total).toBe(12);
    // Again: nothing left; the other recipient's copies are untouched.
    expect((await post(reader, '/api/notifications/my/mark-all-as-read')).json().result).toEqual({
      marked: 0,
      count: 0,
    });
    expect(await count(other)).toBe(12);
  });
});
