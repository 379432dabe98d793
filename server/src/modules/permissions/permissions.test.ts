import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { notifyStrings } from '@portal/contract';
import { queryRows } from '../../db/client';
import { bearer, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';

const uuids = { candidate: '' };

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const manager = await f.user('manager@test.local');
  await f.employee(manager.id, { permissions: ['notification_manager'] });
  const candidate = await f.user('candidate@test.local', { surname: 'Кандидатова' });
  const employee = await f.employee(candidate.id);
  uuids.candidate = employee.uuid;
  await f.admin((await f.user('admin@test.local')).id);
  await f.employee((await f.user('plain@test.local')).id);
});

const as = async (login: string) => bearer(await loginToken(ctx.app, login));
const change = async (login: string, action: 'add' | 'remove', body: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/permissions/${action}`, headers: await as(login), payload: body });
const managers = async () =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/account/admin/employees',
      headers: await as('admin@test.local'),
      payload: { permissions: ['notification_manager'] },
    })
  )
    .json()
    .result.map((e: { uuid: string }) => e.uuid);

describe('managers through the permission calls (001 §7)', () => {
  it(
    'a manager adds a manager (listed by the employees call), a ' +
      'duplicate is refused under the field, and removes them again',
    async () => {
      const body = { permission_key: 'notification_manager', account_uuid: uuids.candidate };
      const added = await change('manager@test.local', 'add', body);
      expect(added.statusCode).toBe(200);
      expect(added.json().result).toEqual(body);
      expect(await managers()).toContain(uuids.candidate);

      const again = await change('admin@test.local', 'add', body);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({
        message: 'Такой сотрудник уже является менеджером',
        errors: { account_uuid: ['Такой сотрудник уже является менеджером'] },
      });

      expect((await change('manager@test.local', 'remove', body)).statusCode).toBe(200);
      expect(await managers()).not.toContain(uuids.candidate);
      expect((await change('manager@test.local', 'remove', body)).json().errors.account_uuid).toEqual([
        notifyStrings.notManager,
      ]);

      const audit = await queryRows<{ action: string }>(
        ctx.database.db,
        sql`select action from audit_log where action like 'permission_%' order by id`,
      );
      expect(audit.map((a) => a.action)).toEqual(['permission_add', 'permission_remove']);
    },
  );

  it('a manager cannot give a permission they do not hold; an admin can', async () => {
    const body = { permission_key: 'poll_manager', account_uuid: uuids.candidate };
    const res = await change('manager@test.local', 'add', body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(notifyStrings.permissionNotYours);
    expect((await change('admin@test.local', 'add', body)).statusCode).toBe(200);
  });

  it('refuses an unknown employee under the field, a bad uuid, and callers who are not managers', async () => {
    const unknown = await change('admin@test.local', 'add', {
      permission_key: 'notification_manager',
      account_uuid: '00000000-0000-4000-8000-0000000000ff',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.account_uuid).toEqual([notifyStrings.employeeNotFound]);
    expect(
      (await change('admin@test.local', 'add', { permission_key: 'notification_manager', account_uuid: 'x' }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await change('plain@test.local', 'add', {
          permission_key: 'notification_manager',
          account_uuid: uuids.candidate,
        })
      ).statusCode,
    ).toBe(403);
  });
});
