import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { notifyStrings } from '@portal/contract';
import { queryRows } from '../../db/client';
import { bearer, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';
import { sendPersonalNotification } from '../notifications';
import { deliverNotification } from './deliver';

const ids = { groupA: 0, groupB: 0, studentsA: [] as number[], twiceUser: 0, managerUser: 0 };

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  ids.groupA = (await f.group()).id;
  ids.groupB = (await f.group()).id;
  for (let i = 0; i < 3; i++) {
    const u = await f.user(`a${i}@test.local`);
    await f.student(u.id, ids.groupA);
    ids.studentsA.push(u.id);
  }
  // One person with two student accounts in the group: one recipient.
  const twice = await f.user('twice@test.local');
  await f.student(twice.id, ids.groupA);
  await f.student(twice.id, ids.groupA);
  ids.twiceUser = twice.id;
  const b = await f.user('b@test.local');
  await f.student(b.id, ids.groupB);
  const manager = await f.user('manager@test.local', { surname: 'Петрова', name: 'Анна', patronymic: 'Сергеевна' });
  await f.employee(manager.id, { permissions: ['notification_manager'] });
  ids.managerUser = manager.id;
  const plain = await f.user('plain@test.local');
  await f.employee(plain.id);
  const admin = await f.user('admin@test.local');
  await f.admin(admin.id);
});

const as = async (login: string) => bearer(await loginToken(ctx.app, login));
const post = (headers: Record<string, string>, url: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload ?? {} });
const draft = (groups: number[], name = 'Собрание') => ({
  name,
  content: '<p><strong>Важно</strong>: собрание в <a href="https://example.org">аудитории</a>.</p><script>x()</script>',
  extra_data: { filter: { type: 'student', data: { groups } } },
});

const sentWithin = (headers: Record<string, string>, id: number) =>
  waitFor(
    async () => {
      const n = (await ctx.app.inject({ url: `/api/notifications/${id}`, headers })).json().result;
      return n.status === 'sent' && n;
    },
    { timeout: 15_000, interval: 100, what: `notification ${id} sent` },
  );

describe('the notifications back office (001 §7)', () => {
  it(
    'creates a draft with sanitised content and the manager ' + 'as author; lists it newest first with a dash for read',
    async () => {
      const headers = await as('manager@test.local');
      const res = await post(headers, '/api/notifications/create', draft([ids.groupA], 'Черновик 1'));
      expect(res.statusCode).toBe(200);
      const n = res.json().result;
      expect(n).toMatchObject({
        name: 'Черновик 1',
        status: 'draft',
        is_hidden: false,
        sent_at: null,
        read: null,
        created_by: { surname: 'Петрова', name: 'Анна', patronymic: 'Сергеевна' },
      });
      expect(n.content).toContain('<strong>Важно</strong>');
      expect(n.content).toContain('href="https://example.org"');
      expect(n.content).not.toContain('script');
      expect(n.extra_data).toEqual({ filter: { type: 'student', data: { groups: [ids.groupA] } } });

      const list = (await post(headers, '/api/notifications', { page: 1 })).json();
      expect(list.result[0]).toMatchObject({ id: n.id, name: 'Черновик 1', status: 'draft', read: null });
      expect(list.result[0].content).toBeUndefined();
      expect(list.meta).toMatchObject({ current_page: 1, per_page: 20 });
    },
  );

  it(
    'leaves the portal’s personal notifications (support’s ' + 'answers) out of the list and refuses them by id',
    async () => {
      const headers = await as('manager@test.local');
      const personal = await sendPersonalNotification(ctx.database.db, {
        userIds: [ids.managerUser],
        name: 'Новый ответ в обращении #1',
        content: '<p>Ответ</p>',
        createdBy: null,
        extraData: { ticket_id: 1 },
      });
      const list = (await post(headers, '/api/notifications', { page: 1 })).json();
      expect(list.result.map((n: { id: number }) => n.id)).not.toContain(personal);
      expect((await ctx.app.inject({ url: `/api/notifications/${personal}`, headers })).statusCode).toBe(404);
      expect((await post(headers, `/api/notifications/${personal}/hide`)).statusCode).toBe(404);
    },
  );

  it(
    'refuses an empty name or content under the field, ' + '«Обязательное поле»; a link other than http(s) is dropped',
    async () => {
      const headers = await as('admin@test.local');
      const res = await post(headers, '/api/notifications/create', {
        name: '   ',
        content: '<p> </p>',
        extra_data: null,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.name).toEqual([notifyStrings.required]);
      const blank = await post(headers, '/api/notifications/create', { name: 'Имя', content: '<p> </p>' });
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors.content).toEqual([notifyStrings.required]);
      const js = (
        await post(headers, '/api/notifications/create', {
          name: 'Имя',
          content: '<p><a href="javascript:alert(1)">ссылка</a></p>',
        })
      ).json().result;
      expect(js.content).not.toContain('javascript');
    },
  );

  it(
    'sends to the audience as it is now, each person once; answers the ' +
      'count at once; then sent with read counts; no second send or edit',
    async () => {
      const headers = await as('manager@test.local');
      const n = (await post(headers, '/api/notifications/create', draft([ids.groupA], 'Рассылка группе А'))).json()
        .result;
      const sent = await post(headers, `/api/notifications/${n.id}/send`);
      expect(sent.statusCode).toBe(200);
      // Three students and one person with two student accounts: four people.
      expect(sent.json().result).toEqual({ read: { read: 0, total: 4 }, sent_at: expect.any(String) });

      const done = await sentWithin(headers, n.id);
      expect(done).toMatchObject({ status: 'sent', read: { read: 0, total: 4 }, sent_at: sent.json().result.sent_at });
      const rows = await queryRows<{ user_id: number }>(
        ctx.database.db,
        sql`select user_id from notification_recipients where notification_id = ${n.id} order by user_id`,
      );
      expect(rows.map((r) => r.user_id)).toEqual([...ids.studentsA, ids.twiceUser].sort((a, b) => a - b));

      // A student of the group has it in the inbox, unread; reading it moves the count.
      const student = await as('a0@test.local');
      expect(
        (await ctx.app.inject({ url: '/api/notifications/my/unread/count', headers: student })).json().result.count,
      ).toBe(1);
      await post(student, '/api/notifications/my/mark-as-read', { ids: [n.id] });
      expect((await ctx.app.inject({ url: `/api/notifications/${n.id}`, headers })).json().result.read).toEqual({
        read: 1,
        total: 4,
      });

      expect((await post(headers, `/api/notifications/${n.id}/send`)).json()).toMatchObject({
        success: false,
        message: notifyStrings.notDraft,
      });
      const edit = await post(headers, `/api/notifications/${n.id}/update`, draft([ids.groupB]));
      expect(edit.statusCode).toBe(422);
      expect(edit.json().message).toBe(notifyStrings.notDraft);

      const audit = await queryRows<{ action: string; actor_user_id: number }>(
        ctx.database.db,
        sql`select action, actor_user_id from audit_log where details->>'notification_id' = ${String(n.id)}`,
      );
      expect(audit).toEqual([{ action: 'notification_send', actor_user_id: ids.managerUser }]);
    },
  );

  it('refuses to send to nobody with the spec’s message, and without an audience', async () => {
    const headers = await as('admin@test.local');
    const empty = (await post(headers, '/api/notifications/create', draft([999_999], 'Никому'))).json().result;
    const res = await post(headers, `/api/notifications/${empty.id}/send`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Невозможно отправить уведомление, так как количество пользователей 0.');
    expect((await ctx.app.inject({ url: `/api/notifications/${empty.id}`, headers })).json().result.status).toBe(
      'draft',
    );
    const none = (
      await post(headers, '/api/notifications/create', { name: 'Без получателей', content: '<p>Текст</p>' })
    ).json().result;
    expect((await post(headers, `/api/notifications/${none.id}/send`)).json().message).toBe(notifyStrings.noAudience);
    expect((await ctx.app.inject({ url: '/api/notifications/999999', headers })).statusCode).toBe(404);
  });

  it('edits a draft; a copy is a new draft', async () => {
    const headers = await as('manager@test.local');
    const n = (await post(headers, '/api/notifications/create', draft([ids.groupA], 'Первое'))).json().result;
    const edited = await post(headers, `/api/notifications/${n.id}/update`, draft([ids.groupB], 'Второе'));
    expect(edited.json().result).toMatchObject({
      id: n.id,
      name: 'Второе',
      extra_data: { filter: { type: 'student', data: { groups: [ids.groupB] } } },
    });
  });

  it('copies any notification as a new draft «Копия …», a long name cut to its limit (issue 29)', async () => {
    const admin = await as('admin@test.local');
    const original = (await post(admin, '/api/notifications/create', draft([ids.groupA], 'Собрание старост'))).json()
      .result;
    await post(admin, `/api/notifications/${original.id}/send`);
    const headers = await as('manager@test.local');
    const copy = await post(headers, `/api/notifications/${original.id}/copy`);
    expect(copy.statusCode).toBe(200);
    expect(copy.json().result).toMatchObject({
      name: 'Копия Собрание старост',
      content: original.content,
      status: 'draft',
      read: null,
      extra_data: original.extra_data,
      created_by: { surname: 'Петрова' },
    });
    expect(copy.json().result.id).not.toBe(original.id);

    const long = (await post(headers, '/api/notifications/create', draft([ids.groupA], 'Д'.repeat(255)))).json().result;
    const longCopy = await post(headers, `/api/notifications/${long.id}/copy`);
    expect(longCopy.statusCode).toBe(200);
    expect(longCopy.json().result.name).toBe(`Копия ${'Д'.repeat(249)}`);
    // A character outside the BMP on the limit is left out whole, not halved.
    const emoji = (
      await post(headers, '/api/notifications/create', draft([ids.groupA], `${'Д'.repeat(248)}😀 хвост`))
    ).json().result;
    expect((await post(headers, `/api/notifications/${emoji.id}/copy`)).json().result.name).toBe(
      `Копия ${'Д'.repeat(248)}`,
    );
    expect((await post(headers, '/api/notifications/999999/copy')).statusCode).toBe(404);
  });

  it(
    'hides a sent one from every inbox and unread count ' + 'at once, shows it again; a draft cannot be hidden',
    async () => {
      const headers = await as('admin@test.local');
      const n = (await post(headers, '/api/notifications/create', draft([ids.groupB], 'Скрываемое'))).json().result;
      await post(headers, `/api/notifications/${n.id}/send`);
      await sentWithin(headers, n.id);
      const student = await as('b@test.local');
      const count = async () =>
        (await ctx.app.inject({ url: '/api/notifications/my/unread/count', headers: student })).json().result.count;
      expect(await count()).toBe(1);
      expect((await post(headers, `/api/notifications/${n.id}/hide`)).json().result).toMatchObject({
        id: n.id,
        is_hidden: true,
      });
      expect(await count()).toBe(0);
      expect((await post(student, '/api/notifications/my', { is_read: false })).json().result).toEqual([]);
      expect((await post(headers, `/api/notifications/${n.id}/show`)).json().result.is_hidden).toBe(false);
      expect(await count()).toBe(1);
      const d = (await post(headers, '/api/notifications/create', draft([ids.groupB], 'Черновик'))).json().result;
      expect((await post(headers, `/api/notifications/${d.id}/hide`)).json().message).toBe(notifyStrings.notSent);
    },
  );

  it('a send stopped halfway and run again writes every recipient exactly once, then it is sent', async () => {
    const f = factories(ctx.database.db);
    const group = await f.group();
    const users: number[] = [];
    for (let i = 0; i < 7; i++) {
      const u = await f.user(`batch${i}@test.local`);
      await f.student(u.id, group.id);
      users.push(u.id);
    }
    const n = await f.notification([], { name: 'По частям', status: 'sending' });
    await ctx.database.db.execute(
      sql`update notifications set extra_data =
          ${JSON.stringify({ filter: { type: 'student', data: { groups: [group.id] } } })}::jsonb, recipients_total =
          7 where id = ${n.id}`,
    );

    // The worker dies after its second batch of three.
    const crash = (batch: number) => {
      if (batch === 2) throw new Error('killed');
    };
    await expect(deliverNotification(ctx.database.db, n.id, { batch: 3, afterBatch: crash })).rejects.toThrow('killed');
    const half = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from notification_recipients where notification_id = ${n.id}`,
    );
    expect(half[0]!.n).toBe(6);
    const headers = await as('admin@test.local');
    expect((await ctx.app.inject({ url: `/api/notifications/${n.id}`, headers })).json().result.status).toBe('sending');

    expect(await deliverNotification(ctx.database.db, n.id, { batch: 3 })).toBe(true);
    const rows = await queryRows<{ user_id: number; times: number }>(
      ctx.database.db,
      sql`select user_id, count(*)::int as times from notification_recipients where notification_id = ${n.id} group by
          user_id order by user_id`,
    );
    expect(rows).toEqual(users.map((u) => ({ user_id: u, times: 1 })));
    expect((await ctx.app.inject({ url: `/api/notifications/${n.id}`, headers })).json().result).toMatchObject({
      status: 'sent',
      read: { read: 0, total: 7 },
    });
    // A third run (the job again) changes nothing.
    expect(await deliverNotification(ctx.database.db, n.id, { batch: 3 })).toBe(false);
  });

  it(
    'writes a report of the recipients (a job), listed while it ' +
      'runs and then ready; its xlsx lists each one, read or not',
    async () => {
      const headers = await as('manager@test.local');
      const n = (await post(headers, '/api/notifications/create', draft([ids.groupA], 'С отчетом'))).json().result;
      await post(headers, `/api/notifications/${n.id}/send`);
      await sentWithin(headers, n.id);
      await post(await as('a1@test.local'), '/api/notifications/my/mark-as-read', { ids: [n.id] });

      expect((await ctx.app.inject({ url: `/api/notifications/${n.id}/reports`, headers })).json()).toMatchObject({
        result: [],
        meta: { total: 0 },
      });
      const created = await post(headers, `/api/notifications/${n.id}/report`);
      expect(created.json().result).toMatchObject({
        id: expect.any(Number),
        status: 1,
        created_at: expect.any(String),
      });
      const reportId = created.json().result.id;
      const status = await waitFor(
        async () => {
          const [report] = (await ctx.app.inject({ url: `/api/notifications/${n.id}/reports?page=1`, headers })).json()
            .result;
          return report.status !== 1 && report.status;
        },
        { timeout: 15_000, interval: 100, what: 'the report written' },
      );
      expect(status).toBe(3);

      const file = await ctx.app.inject({ url: `/api/notifications/${n.id}/reports/${reportId}`, headers });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const rows = book.worksheets[0]!.getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1));
      expect(rows[0]).toEqual(['ФИО', 'E-mail', 'Группа / подразделение', 'Прочитано', 'Когда прочитано']);
      expect(rows).toHaveLength(5);
      const read = rows.find((r) => r[1] === 'a1@test.local')!;
      expect(read[3]).toBe('Да');
      expect(read[4]).toMatch(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/);
      const unread = rows.find((r) => r[1] === 'a0@test.local')!;
      expect(unread[3]).toBe('Нет');
      expect(unread[4] ?? '').toBe('');
      const [group] = await queryRows<{ name: string }>(
        ctx.database.db,
        sql`select name from groups where id = ${ids.groupA}`,
      );
      expect(unread[2]).toBe(group!.name);
      expect(unread[0]).toBe('Иванов Иван Иванович');

      expect((await ctx.app.inject({ url: `/api/notifications/${n.id}/reports/999999`, headers })).statusCode).toBe(
        404,
      );
      const other = (await post(headers, '/api/notifications/create', draft([ids.groupA], 'Другое'))).json().result;
      expect(
        (await ctx.app.inject({ url: `/api/notifications/${other.id}/reports/${reportId}`, headers })).statusCode,
      ).toBe(404);
      expect((await post(headers, '/api/notifications/999999/report')).statusCode).toBe(404);
    },
  );

  it('refuses a plain employee and a student on every call (403)', async () => {
    for (const login of ['plain@test.local', 'b@test.local']) {
      const headers = await as(login);
      for (const [method, url] of [
        ['POST', '/api/notifications'],
        ['GET', '/api/notifications/1'],
        ['POST', '/api/notifications/create'],
        ['POST', '/api/notifications/1/update'],
        ['POST', '/api/notifications/1/send'],
        ['POST', '/api/notifications/1/copy'],
        ['POST', '/api/notifications/1/hide'],
        ['POST', '/api/notifications/1/show'],
        ['GET', '/api/notifications/1/reports'],
        ['POST', '/api/notifications/1/report'],
        ['GET', '/api/notifications/1/reports/1'],
        ['POST', '/api/permissions/add'],
        ['POST', '/api/permissions/remove'],
      ] as const) {
        const res = await ctx.app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
        expect(res.statusCode, `${login} ${method} ${url}`).toBe(403);
      }
    }
  });
});
