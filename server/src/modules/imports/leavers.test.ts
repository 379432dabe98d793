import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions, tickets, users } from '../../db/schema';
import { queryRows } from '../../db/client';
import { bearer, json, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';
import { importService } from './service';
import { csv, employee, employeeColumns, student, studentColumns } from './test-files';

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  await f.admin((await f.user('admin@uni.test')).id);
});

const importStudents = (rows: Record<string, string>[], missing: 'keep' | 'deactivate' = 'keep') =>
  importService(ctx.database.db).importFile('students', 'students.csv', csv(rows, { columns: studentColumns }), {
    missing,
  });
const importEmployees = (rows: Record<string, string>[], missing: 'keep' | 'deactivate' = 'keep') =>
  importService(ctx.database.db).importFile('employees', 'employees.csv', csv(rows, { columns: employeeColumns }), {
    missing,
  });

const userOf = async (email: string) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const setPassword = (email: string) =>
  ctx.database.db.execute(sql`update users set password_hash = (select password_hash from users where email =
    'admin@uni.test') where email = ${email}`);
const signIn = (login: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { login, password: 'demo' } });
const adminToken = () => loginToken(ctx.app, 'admin@uni.test');

/** Students whose surname starts so, as the directory lists them to an admin (with or without the leavers). */
async function listed(search: string, includeLeft: boolean) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/admin/students',
    headers: bearer(await adminToken()),
    payload: { page: 1, filter: { search_string: search, include_left: includeLeft } },
  });
  return json<{ result: { name: string; left_at?: string | null }[]; meta: { total: number } }>(res);
}

describe('the import’s leavers (issue 33)', () => {
  it('a left_at in the students file: sign-in refused in clear Russian, sessions ended, tickets kept', async () => {
    const rows = [1, 2, 3].map((n) => student(n, { surname: 'Уходящев' }));
    const first = await importStudents(rows);
    expect(first.ok).toBe(true);
    await setPassword('student2@uni.test');
    const token = await loginToken(ctx.app, 'student2@uni.test');
    const f = factories(ctx.database.db);
    const leaver = await userOf('student2@uni.test');
    const ticket = await f.ticket(leaver.id, (await f.ticketSubject()).id);

    const second = await importStudents([rows[0]!, { ...rows[1]!, left_at: '01.09.2025' }, rows[2]!]);
    expect(second.exception).toBeNull();
    expect(second.ok).toBe(true);
    expect(second.counts?.leavers).toEqual({ left: 1, returned: 0 });
    const left = await userOf('student2@uni.test');
    expect(left.leftAt?.toISOString()).toBe('2025-08-31T21:00:00.000Z'); // the day in Moscow
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, leaver.id))).toEqual([]);
    // The instance forgets the session as soon as the NOTIFY of its deletion comes.
    await waitFor(
      async () => (await ctx.app.inject({ url: '/api/accounts', headers: bearer(token) })).statusCode === 401,
      { what: 'the leaver’s session refused' },
    );

    const refused = await signIn('student2@uni.test');
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(
      'Вход закрыт: по данным университета вы выбыли. ' +
        'Если это ошибка, обратитесь в дирекцию института или отдел кадров.',
    );
    // A wrong password is told as for anybody: the leaving is not revealed.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { login: 'student2@uni.test', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(422);
    expect((await ctx.database.db.select().from(tickets).where(eq(tickets.id, ticket.id))).length).toBe(1);

    // Out of the directory's list and its counts, there for an admin with «Показать выбывших».
    expect((await listed('Уходящев', false)).meta.total).toBe(2);
    const all = await listed('Уходящев', true);
    expect(all.meta.total).toBe(3);
    expect(all.result.find((s) => s.name === 'Студент2')?.left_at).toBe('2025-08-31T21:00:00.000Z');

    // Back in the file without left_at: back at the university.
    const third = await importStudents(rows);
    expect(third.counts?.leavers).toEqual({ left: 0, returned: 1 });
    expect((await userOf('student2@uni.test')).leftAt).toBeNull();
    expect((await signIn('student2@uni.test')).statusCode).toBe(200);
  });

  it('refuses a leaving day still to come', async () => {
    const outcome = await importStudents([student(9, { left_at: '2099-01-01' })]);
    expect(outcome.ok).toBe(false);
    expect(outcome.problems.join('\n')).toContain('Строка 2: дата выбытия 2099-01-01 (left_at) ещё не наступила');
  });

  it('--missing=deactivate: the missing ones leave, not one with an account of the other kind', async () => {
    const rows = [11, 12, 13].map((n) => student(n, { surname: 'Полнов', group: 'ПОЛ-25-1' }));
    rows[2] = { ...rows[2]!, email: 'both@uni.test' };
    expect((await importStudents(rows)).ok).toBe(true);
    expect((await importEmployees([employee(13, { email: 'both@uni.test' })])).ok).toBe(true);
    const everyone = await queryRows<{ external_id: string }>(ctx.database.db, sql`select external_id from students`);
    const kept = everyone.map((r) => r.external_id).filter((id) => id !== 'st-12' && id !== 'st-13');
    const full = [...kept.map((id) => student(Number(id.slice(3)), { surname: 'Уходящев' }))];
    const outcome = await importStudents(full, 'deactivate');
    expect(outcome.ok).toBe(true);
    expect(outcome.counts?.leavers?.left).toBe(1);
    expect((await userOf('student12@uni.test')).leftAt).not.toBeNull();
    expect((await userOf('both@uni.test')).leftAt).toBeNull(); // still an employee
    // A partial file (the default) leaves the missing ones alone (and the counts say nothing of leavers).
    const partial = await importStudents([student(11, { surname: 'Полнов', group: 'ПОЛ-25-1' })]);
    expect(partial.counts?.leavers).toBeUndefined();
    expect((await userOf('student1@uni.test')).leftAt).toBeNull();
  });
});
