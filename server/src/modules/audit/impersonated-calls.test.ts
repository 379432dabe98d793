import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/contract';
import { queryRows } from '../../db/client';
import { bearer, json, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';

const ids = { admin: 0, student: 0, employee: 0, employeeAccount: 0, subject: 0, service: 0 };

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const admin = await f.user('admin@acting.local', { surname: 'Иванов', name: 'Андрей', patronymic: 'Павлович' });
  await f.admin(admin.id);
  const student = await f.user('student@acting.local', { surname: 'Петрова', name: 'Мария', patronymic: 'Сергеевна' });
  await f.student(student.id);
  const employee = await f.user('employee@acting.local', { surname: 'Сидоров', name: 'Семён', patronymic: null });
  const account = await f.employee(employee.id);
  const subject = await f.ticketSubject();
  const { service } = await f.requestService({ recipientId: account.id });
  Object.assign(ids, {
    admin: admin.id,
    student: student.id,
    employee: employee.id,
    employeeAccount: account.id,
    subject: subject.id,
    service: service.id,
  });
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The admin signs in, then as `userId`: both tokens. */
async function impersonate(userId: number) {
  const admin = await loginToken(ctx.app, 'admin@acting.local');
  const res = await call(admin, 'GET', `/api/account/admin/user/${userId}/token`);
  expect(res.statusCode).toBe(200);
  return { admin, as: json<{ result: { token: string } }>(res).result.token };
}

async function auditLog(admin: string, query = '') {
  const res = await call(admin, 'GET', `/api/account/admin/audit-log?${query}`);
  expect(res.statusCode).toBe(200);
  return json<{ result: AuditEntry[] }>(res).result;
}

const impersonatedBy = (table: string, where: string) =>
  queryRows<{ impersonated_by: number | null }>(
    ctx.database.db,
    sql`select impersonated_by from ${sql.raw(table)} where ${sql.raw(where)}`,
  );

describe('what an admin signed in as a user does is the admin’s (issue 30 §3)', () => {
  it('a ticket, its message and a poll answer: each an entry naming the admin, on behalf of the user', async () => {
    const { admin, as } = await impersonate(ids.student);
    const opened = await call(as, 'POST', '/api/tickets', {
      subject_id: ids.subject,
      sub_subject: 'Не открывается расписание',
      message: '<p>Здравствуйте</p>',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const ticketId = json<{ result: { id: number } }>(opened).result.id;
    const message = await call(as, 'POST', `/api/tickets/${ticketId}/message`, {
      message: '<p>Ещё вопрос</p>',
      files: [],
    });
    expect(message.statusCode, message.body).toBe(200);

    const f = factories(ctx.database.db);
    const poll = await f.poll({ name: 'Опрос от имени', status: 'open', audience: { type: 'student', data: {} } });
    const taken = json<{ result: { questions: { id: number; variants: { id: number }[] }[] } }>(
      await call(as, 'GET', `/api/my/polls/${poll.uuid}`),
    ).result;
    const [question] = taken.questions;
    const answered = await call(as, 'POST', `/api/my/polls/${poll.uuid}/results`, {
      answers: [{ q_id: question!.id, variant_ids: [question!.variants[0]!.id] }],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    // A read leaves no entry (a GET, or a POST search), a refused write neither.
    expect((await call(as, 'GET', '/api/tickets/my')).statusCode).toBe(200);
    expect((await call(as, 'POST', '/api/notifications/my', { is_read: false, page: 1 })).statusCode).toBe(200);
    expect((await call(as, 'POST', '/api/tickets', { subject_id: ids.subject })).statusCode).toBe(422);

    const entries = (await auditLog(admin, 'action=impersonated_call')).filter(
      (e) => e.on_behalf_of?.id === ids.student,
    );
    expect(entries.map((e) => e.details)).toEqual([
      {
        call: 'submitPollResults',
        section: 'Опросы: прохождение',
        method: 'POST',
        path: `/api/my/polls/${poll.uuid}/results`,
      },
      {
        call: 'postTicketMessage',
        section: 'Служба поддержки',
        method: 'POST',
        path: `/api/tickets/${ticketId}/message`,
      },
      { call: 'createTicket', section: 'Служба поддержки', method: 'POST', path: '/api/tickets' },
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        action_name: 'Действие от имени пользователя',
        actor: { id: ids.admin, full_name: 'Иванов Андрей Павлович' },
        on_behalf_of: { id: ids.student, full_name: 'Петрова Мария Сергеевна' },
        target: null,
      });
    }
    // The message and the answer keep the admin who wrote them; the user's own do not.
    expect(await impersonatedBy('ticket_messages', `ticket_id = ${ticketId}`)).toEqual([
      { impersonated_by: ids.admin },
      { impersonated_by: ids.admin },
    ]);
    expect(await impersonatedBy('poll_results', `poll_id = ${poll.id}`)).toEqual([{ impersonated_by: ids.admin }]);
    const own = await loginToken(ctx.app, 'student@acting.local');
    expect((await call(own, 'POST', `/api/tickets/${ticketId}/message`, { message: 'Сама' })).statusCode).toBe(200);
    expect(await impersonatedBy('ticket_messages', `ticket_id = ${ticketId} order by id desc limit 1`)).toEqual([
      { impersonated_by: null },
    ]);
  });

  it('a request: the entry, and the request’s first message keeps the admin', async () => {
    const { admin, as } = await impersonate(ids.employee);
    const res = await call(as, 'POST', '/api/request', {
      category_id: ids.service,
      message: { content: '<p>Нужен стол</p>', files: [] },
      optional_fields: { department: 'Кафедра', phone: '1234', frame: 'Главный', room: '101' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const requestId = json<{ result: { id: number } }>(res).result.id;
    expect(await impersonatedBy('request_messages', `request_id = ${requestId}`)).toEqual([
      { impersonated_by: ids.admin },
    ]);
    const [entry] = await auditLog(admin, `user_id=${ids.employee}`);
    expect(entry).toMatchObject({
      action: 'impersonated_call',
      actor: { id: ids.admin },
      on_behalf_of: { id: ids.employee, full_name: 'Сидоров Семён' },
      details: { call: 'createRequest', method: 'POST', path: '/api/request' },
    });
    // Found by the admin's name as well as by the user's.
    const byAdmin = await auditLog(admin, `search_string=${encodeURIComponent('иванов андрей')}`);
    expect(byAdmin.some((e) => e.id === entry!.id)).toBe(true);
  });

  it('signing out ends the admin’s own session too; «return to the admin» ends only the impersonation', async () => {
    const first = await impersonate(ids.student);
    expect((await call(first.as, 'POST', '/api/account/impersonation/end')).statusCode).toBe(200);
    expect((await call(first.as, 'GET', '/api/accounts')).statusCode).toBe(401);
    expect((await call(first.admin, 'GET', '/api/accounts')).statusCode).toBe(200);
    // In one's own session there is nothing to return from: it stays.
    expect((await call(first.admin, 'POST', '/api/account/impersonation/end')).statusCode).toBe(200);
    expect((await call(first.admin, 'GET', '/api/accounts')).statusCode).toBe(200);

    const second = await impersonate(ids.student);
    expect((await call(second.as, 'POST', '/api/logout')).statusCode).toBe(200);
    expect((await call(second.as, 'GET', '/api/accounts')).statusCode).toBe(401);
    expect((await call(second.admin, 'GET', '/api/accounts')).statusCode).toBe(401);
  });
});
