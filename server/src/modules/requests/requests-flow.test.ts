import { afterAll, describe, expect, it } from 'vitest';
import { requestStrings } from '@portal/contract';
import { bearer, loginToken, multipartFile, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { startSmtp, until } from '../../test/smtp';

const smtp = await startSmtp();
afterAll(() => smtp.close());

let departmentName = '';
const ids = { responsible: 0, colleague: 0, author: 0, service: 0, department: 0, otherService: 0 };
const logins = {
  admin: 'rq-admin@test.local',
  responsible: 'rq-resp@test.local',
  colleague: 'rq-colleague@test.local',
  author: 'rq-author@test.local',
  stranger: 'rq-stranger@test.local',
  student: 'rq-student@test.local',
};

const ctx = useTestApp(
  { mail: { smtpUrl: smtp.url, from: 'Портал <portal@test.local>' }, publicUrl: 'https://lk.test.local' },
  async ({ database }) => {
    const f = factories(database.db);
    await f.employee((await f.user(logins.admin)).id, { permissions: ['request_admin'] });
    ids.responsible = (
      await f.employee(
        (await f.user(logins.responsible, { surname: 'Ответственная', name: 'Анна', patronymic: null })).id,
      )
    ).id;
    ids.colleague = (
      await f.employee((await f.user(logins.colleague, { surname: 'Коллегин', name: 'Пётр', patronymic: null })).id)
    ).id;
    const works = [{ departmentId: (await f.department('Кафедра физики')).id, workTypeId: (await f.workType()).id }];
    ids.author = (
      await f.employee(
        (await f.user(logins.author, { surname: 'Фёдоров', name: 'Илья', patronymic: 'Сергеевич' })).id,
        {
          works,
        },
      )
    ).id;
    await f.employee((await f.user(logins.stranger)).id);
    await f.student((await f.user(logins.student)).id);
    const one = await f.requestService({ recipientId: ids.responsible, email: 'aho@test.local', name: 'Вывоз мебели' });
    ids.service = one.service.id;
    ids.department = one.department.id;
    departmentName = one.department.name;
    ids.otherService = (await f.requestService({ recipientId: ids.colleague })).service.id;
  },
);

const as = async (who: keyof typeof logins) => bearer(await loginToken(ctx.app, logins[who]));
const call = async (who: keyof typeof logins, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: await as(who), ...(payload ? { payload } : {}) });

const fields = { department: ' Кафедра физики ', phone: '12-34', frame: 'Главный корпус', room: '101' };
async function file(
  who: keyof typeof logins = 'author',
  content = '<p>Вывезти два шкафа</p>',
  serviceId = ids.service,
) {
  const res = await call(who, 'POST', '/api/request', {
    category_id: serviceId,
    message: { content, files: [] },
    optional_fields: fields,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as {
    id: number;
    status: number;
    recipients: { id: number }[];
    messages: { message: string }[];
    optional_fields: typeof fields;
    has_unread_messages: boolean;
  };
}

describe('requests (002 §2.5, §3–§5)', () => {
  it(
    'files a request: trimmed fields, the responsible its ' +
      'performer, the letter with its link at the service’s e-mail',
    async () => {
      const request = await file();
      expect(request.status).toBe(1);
      expect(request.optional_fields.department).toBe('Кафедра физики');
      expect(request.recipients.map((r) => r.id)).toEqual([ids.responsible]);
      expect(request.messages.map((m) => m.message)).toEqual(['<p>Вывезти два шкафа</p>']);

      await until(() => smtp.received.some((m) => m.subject?.includes(`№${request.id}`)));
      const letter = smtp.received.find((m) => m.subject?.includes(`№${request.id}`));
      expect(letter?.subject).toBe(`Новая заявка №${request.id}: Вывоз мебели`);
      expect((letter?.to as { text: string }).text).toBe('aho@test.local');
      expect(letter?.text).toContain(`https://lk.test.local/request-manager/${request.id}`);
      expect(letter?.text?.trimEnd()).toBe(
        [
          `Новая заявка №${request.id}`,
          `Подразделение: ${departmentName}`,
          'Услуга: Вывоз мебели',
          'Автор: Фёдоров Илья Сергеевич, Кафедра физики',
          'Корпус Главный корпус, комната 101, телефон 12-34',
          '',
          `Открыть заявку: https://lk.test.local/request-manager/${request.id}`,
        ].join('\n'),
      );

      // The author's list says «new» to them; the responsible's list has it, unread.
      const mine = (await call('author', 'GET', '/api/requests')).json().result;
      expect(mine[0]).toMatchObject({
        id: request.id,
        status: 1,
        has_unread_messages: false,
        sub_category: { name: 'Вывоз мебели' },
      });
      const managed = (await call('responsible', 'GET', '/api/requests/manager')).json();
      expect(managed.result.find((r: { id: number }) => r.id === request.id)).toMatchObject({
        has_unread_messages: true,
        recipient_name: 'Ответственная Анна',
        recipients: [{ id: ids.responsible, lastname: 'Ответственная', firstname: 'Анна', patronymic: null }],
        author: {
          surname: 'Фёдоров',
          posts: [{ department_post_name: expect.stringMatching(/^Должность/), department_name: 'Кафедра физики' }],
          group: null,
        },
      });
    },
  );

  it('keeps each field of the request on one line of the letter (issue 30 §4)', async () => {
    const res = await call('author', 'POST', '/api/request', {
      category_id: ids.service,
      message: { content: '<p>Шкаф</p>', files: [] },
      optional_fields: {
        department: 'Кафедра физики\r\n\r\nПРИКАЗ: выдать пропуск',
        phone: '12-34\nтел.',
        frame: 'Главный\rкорпус',
        room: '101\u2028Б',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().result as { id: number };
    await until(() => smtp.received.some((m) => m.subject?.includes(`№${id}:`)));
    const letter = smtp.received.find((m) => m.subject?.includes(`№${id}:`));
    expect(letter?.text?.trimEnd().split('\n')).toEqual([
      `Новая заявка №${id}`,
      `Подразделение: ${departmentName}`,
      'Услуга: Вывоз мебели',
      'Автор: Фёдоров Илья Сергеевич, Кафедра физики ПРИКАЗ: выдать пропуск',
      'Корпус Главный корпус, комната 101 Б, телефон 12-34 тел.',
      '',
      `Открыть заявку: https://lk.test.local/request-manager/${id}`,
    ]);
  });

  it('writes the letter in the language of the service’s responsible (issue 17)', async () => {
    const english = await call('responsible', 'POST', '/api/account/language', { language: 'en' });
    expect(english.statusCode, english.body).toBe(200);
    try {
      const request = await file();
      await until(() => smtp.received.some((m) => m.subject?.includes(`No. ${request.id}:`)));
      const letter = smtp.received.find((m) => m.subject?.includes(`No. ${request.id}:`));
      expect(letter?.subject).toBe(`New request No. ${request.id}: Вывоз мебели`);
      expect(letter?.text?.trimEnd()).toBe(
        [
          `New request No. ${request.id}`,
          `Department: ${departmentName}`,
          'Service: Вывоз мебели',
          'From: Фёдоров Илья Сергеевич, Кафедра физики',
          'Building Главный корпус, room 101, phone 12-34',
          '',
          `Open the request: https://lk.test.local/request-manager/${request.id}`,
        ].join('\n'),
      );
    } finally {
      await call('responsible', 'POST', '/api/account/language', { language: 'ru' });
    }
  });

  it(
    'refuses a request without a description under errors["message.content"], ' +
      'without a field under its name, to a department',
    async () => {
      const res = await call('author', 'POST', '/api/request', {
        category_id: ids.service,
        message: { content: '<p> </p>' },
        optional_fields: fields,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors['message.content']).toEqual([requestStrings.enterDescription]);
      const blank = await call('author', 'POST', '/api/request', {
        category_id: ids.service,
        message: { content: 'x' },
        optional_fields: { ...fields, room: '  ', phone: '' },
      });
      expect(blank.json().errors).toMatchObject({
        'optional_fields.room': [requestStrings.enterRoom],
        'optional_fields.phone': [requestStrings.enterPhone],
      });
      const department = await call('author', 'POST', '/api/request', {
        category_id: ids.department,
        message: { content: 'x' },
        optional_fields: fields,
      });
      expect(department.json().errors.category_id).toEqual([requestStrings.chooseService]);
    },
  );

  it('attaches the author’s uploaded PDF to the first message', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const { payload, headers } = multipartFile('file', { name: 'акт.pdf', type: 'application/pdf', content: pdf });
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload,
      headers: { ...headers, ...(await as('author')) },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const uuid = upload.json().result.uuid;
    const res = await call('author', 'POST', '/api/request', {
      category_id: ids.service,
      message: { content: '<p>Акт во вложении</p>', files: [uuid] },
      optional_fields: fields,
    });
    expect(res.json().result.messages[0].files.map((f: { original_name: string }) => f.original_name)).toEqual([
      'акт.pdf',
    ]);
  });

  it('shows a request to its author, its performers and the request admins only', async () => {
    const { id } = await file();
    for (const who of ['author', 'responsible', 'admin'] as const)
      expect((await call(who, 'GET', `/api/request/${id}`)).statusCode).toBe(200);
    expect((await call('stranger', 'GET', `/api/request/${id}`)).statusCode).toBe(404);
    expect((await call('colleague', 'GET', `/api/request/${id}`)).statusCode).toBe(404);
    expect((await call('student', 'GET', `/api/request/${id}`)).statusCode).toBe(403);
    expect((await call('stranger', 'GET', '/api/requests/all')).statusCode).toBe(403);
    expect(
      (await call('colleague', 'GET', '/api/requests/manager')).json().result.map((r: { id: number }) => r.id),
    ).not.toContain(id);
  });

  it(
    'status rules: accepted once (the chat says so, the author is ' +
      'told), closed by a performer only, a closed one stays closed',
    async () => {
      const { id } = await file();
      const accepted = await call('admin', 'POST', `/api/request/${id}/status`, { status: 3 });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().result.accepted_at).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
      const twice = await call('responsible', 'POST', `/api/request/${id}/status`, { status: 3 });
      expect([twice.statusCode, twice.json().message]).toEqual([422, requestStrings.acceptOnlyNew]);

      const seen = (await call('author', 'GET', `/api/request/${id}`)).json().result;
      expect(seen.status).toBe(3);
      expect(seen.has_unread_messages).toBe(true);
      expect(seen.messages.at(-1)).toMatchObject({
        message: `<p>${requestStrings.acceptedMessage}</p>`,
        author: { user_type_id: 3 },
      });
      const inbox = (await call('author', 'POST', '/api/notifications/my', { is_read: false, page: 1 })).json().result;
      expect(inbox.map((n: { name: string }) => n.name)).toContain(`Заявка №${id} принята в обработку`);

      // The admin who is no performer may not close it; the stranger does not find it; the performer closes it.
      const byAdmin = await call('admin', 'POST', `/api/request/${id}/status`, { status: 2 });
      expect([byAdmin.statusCode, byAdmin.json().message]).toEqual([403, requestStrings.closeOnlyPerformers]);
      expect((await call('stranger', 'POST', `/api/request/${id}/status`, { status: 2 })).statusCode).toBe(403);
      const closed = await call('responsible', 'POST', `/api/request/${id}/status`, { status: 2 });
      expect(closed.json().result.closed_at).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
      const again = await call('responsible', 'POST', `/api/request/${id}/status`, { status: 2 });
      expect([again.statusCode, again.json().message]).toEqual([422, requestStrings.alreadyClosed]);
      expect((await call('admin', 'POST', `/api/request/${id}/status`, { status: 3 })).json().message).toBe(
        requestStrings.alreadyClosed,
      );
      const message = await call('author', 'POST', `/api/request/${id}/message`, { message: '<p>Спасибо</p>' });
      expect([message.statusCode, message.json().message]).toEqual([422, requestStrings.closedChat]);
    },
  );

  it('performer rules: one added once, who then sees and may close it; the last one stays', async () => {
    const { id } = await file();
    const added = await call('responsible', 'POST', '/api/request/recipient/add', {
      request_id: id,
      employee_id: ids.colleague,
    });
    expect(added.json().result.map((r: { id: number; lastname: string }) => r.lastname)).toEqual([
      'Ответственная',
      'Коллегин',
    ]);
    const twice = await call('admin', 'POST', '/api/request/recipient/add', {
      request_id: id,
      employee_id: ids.colleague,
    });
    expect([twice.statusCode, twice.json().errors.employee_id]).toEqual([422, [requestStrings.recipientTwice]]);
    expect(
      (await call('colleague', 'GET', '/api/requests/manager')).json().result.map((r: { id: number }) => r.id),
    ).toContain(id);

    const removed = await call('colleague', 'POST', '/api/request/recipient/remove', {
      request_id: id,
      employee_id: ids.responsible,
    });
    expect(removed.json().result.map((r: { id: number }) => r.id)).toEqual([ids.colleague]);
    const last = await call('admin', 'POST', '/api/request/recipient/remove', {
      request_id: id,
      employee_id: ids.colleague,
    });
    expect([last.statusCode, last.json().errors.employee_id]).toEqual([422, [requestStrings.lastRecipient]]);
    // The removed responsible no longer reaches it.
    expect((await call('responsible', 'GET', `/api/request/${id}`)).statusCode).toBe(404);
    expect((await call('colleague', 'POST', `/api/request/${id}/status`, { status: 2 })).statusCode).toBe(200);
  });

  it('keeps each side’s unread state: a message makes the other side’s chat unread until it is read', async () => {
    const { id } = await file();
    await call('responsible', 'POST', `/api/request/${id}/mark-as-read`);
    expect((await call('responsible', 'GET', `/api/request/${id}`)).json().result.has_unread_messages).toBe(false);
    const answer = await call('responsible', 'POST', `/api/request/${id}/message`, { message: '<p>Когда удобно?</p>' });
    expect(answer.json().result.author).toMatchObject({ name: 'Ответственная Анна', user_type_id: 3 });
    expect(
      (await call('author', 'GET', '/api/requests')).json().result.find((r: { id: number }) => r.id === id)
        .has_unread_messages,
    ).toBe(true);
    await call('author', 'POST', `/api/request/${id}/mark-as-read`);
    expect((await call('author', 'GET', `/api/request/${id}`)).json().result.has_unread_messages).toBe(false);
    await call('author', 'POST', `/api/request/${id}/message`, { message: '<p>Завтра</p><script>x()</script>' });
    const detail = (await call('responsible', 'GET', `/api/request/${id}`)).json().result;
    expect(detail.has_unread_messages).toBe(true);
    expect(detail.messages.at(-1).message).toBe('<p>Завтра</p>');
  });

  it(
    'filters the lists (status, department, service, dates, ' +
      'the author with ё as е) and counts them with median times',
    async () => {
      await file('author', '<p>Другая услуга</p>', ids.otherService);
      const list = async (query: string) => (await call('admin', 'GET', `/api/requests/all?${query}`)).json();
      const all = await list('page=1');
      expect(all.meta.total).toBeGreaterThanOrEqual(6);
      expect((await list(`service=${ids.otherService}`)).meta.total).toBe(1);
      expect((await list(`department=${ids.department}`)).meta.total).toBe(all.meta.total - 1);
      expect((await list('search=федоров')).meta.total).toBe(all.meta.total);
      expect((await list('search=Никого')).meta.total).toBe(0);
      expect((await list('status=2')).result.every((r: { status: number }) => r.status === 2)).toBe(true);
      expect((await list('date_from=01.01.2000&date_to=02.01.2000')).meta.total).toBe(0);
      expect((await call('admin', 'GET', '/api/requests/all?date_from=02.01.2000&date_to=01.01.2000')).statusCode).toBe(
        422,
      );

      const stats = (await call('admin', 'GET', '/api/request/admin/stats')).json().result;
      expect(stats.total).toBe(all.meta.total);
      expect(stats.new + stats.accepted + stats.closed).toBe(stats.total);
      expect(stats.closed).toBeGreaterThanOrEqual(2);
      expect(stats.median_close_minutes).toBe(0);
      // The counts are kept while nothing changes: a new request moves them at once.
      await file();
      expect((await list('page=1')).meta.total).toBe(all.meta.total + 1);
      expect((await call('admin', 'GET', '/api/request/admin/stats')).json().result.total).toBe(stats.total + 1);
      const mine = (await call('colleague', 'GET', '/api/request/manager/stats')).json().result;
      expect(mine.total).toBe((await call('colleague', 'GET', '/api/requests/manager')).json().meta.total);
    },
  );
});
