import { describe, expect, it } from 'vitest';
import { requestStrings } from '@portal/contract';
import { bearer, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';

const ids = { responsible: 0, other: 0 };

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const admin = await f.user('requests-admin@test.local');
  await f.employee(admin.id, { permissions: ['request_admin'] });
  const responsible = await f.user('aho@test.local', { surname: 'Ёлкина', name: 'Мария', patronymic: 'Петровна' });
  ids.responsible = (await f.employee(responsible.id)).id;
  ids.other = (await f.employee((await f.user('plain@test.local')).id)).id;
});

const as = async (login: string) => bearer(await loginToken(ctx.app, login));
const save = async (payload: object, login = 'requests-admin@test.local') =>
  ctx.app.inject({ method: 'POST', url: '/api/request/category', headers: await as(login), payload });
const list = async (query = '', login = 'plain@test.local') =>
  (await ctx.app.inject({ url: `/api/request/category${query}`, headers: await as(login) })).json();

describe('departments and services (002 §3 «Request category or service», §5 «Service editing»)', () => {
  it('creates a department and its services with a responsible; every employee lists them in their order', async () => {
    const department = await save({
      name: '  Хозяйственный отдел ',
      recipient_id: ids.responsible,
      recipient_email: 'aho@test.local',
      order: 2,
    });
    expect(department.statusCode).toBe(200);
    const departmentId = department.json().result.id as number;
    await save({ name: 'Учебный отдел', recipient_id: ids.other, order: 1 });
    await save({
      name: 'Вывоз мебели',
      parent_id: departmentId,
      recipient_id: ids.responsible,
      description: 'Из аудиторий и кабинетов',
      order: 2,
    });
    await save({ name: 'Ремонт окон', parent_id: departmentId, recipient_id: ids.other, order: 1 });

    const departments = await list();
    expect(departments.success).toBe(true);
    expect(departments.result.map((c: { name: string }) => c.name)).toEqual(['Учебный отдел', 'Хозяйственный отдел']);
    expect(departments.result[1]).toEqual({
      id: departmentId,
      name: 'Хозяйственный отдел',
      parent_id: null,
      description: null,
      recipient_id: ids.responsible,
      recipient: { id: ids.responsible, surname: 'Ёлкина', name: 'Мария', patronymic: 'Петровна' },
      recipient_email: 'aho@test.local',
      order: 2,
    });
    const services = await list(`?parent_id=${departmentId}`);
    expect(services.result.map((c: { name: string; parent_id: number }) => [c.name, c.parent_id])).toEqual([
      ['Ремонт окон', departmentId],
      ['Вывоз мебели', departmentId],
    ]);

    // A change keeps the id; the department cannot become a service, nor a service have services.
    const changed = await save({ id: departmentId, name: 'АХО', recipient_id: ids.responsible, order: 2 });
    expect(changed.json().result).toEqual({ id: departmentId });
    expect((await list()).result.map((c: { name: string }) => c.name)).toContain('АХО');
    const [teaching] = (await list()).result as { id: number }[];
    expect(
      (await save({ id: departmentId, name: 'АХО', parent_id: teaching!.id, recipient_id: ids.responsible })).json()
        .errors.parent_id,
    ).toEqual([requestStrings.hasServices]);
    const [service] = (await list(`?parent_id=${departmentId}`)).result as { id: number }[];
    expect(
      (await save({ name: 'Под-услуга', parent_id: service!.id, recipient_id: ids.responsible })).json().errors
        .parent_id,
    ).toEqual([requestStrings.parentNotDepartment]);
  });

  it(
    'requires a name and a responsible, an e-mail that is ' + 'one and an employee that exists: under their fields',
    async () => {
      const errorsOf = async (payload: object) => {
        const res = await save(payload);
        expect(res.statusCode).toBe(422);
        return res.json().errors as Record<string, string[]>;
      };
      expect((await errorsOf({ name: '   ', recipient_id: ids.responsible })).name).toEqual([requestStrings.required]);
      expect((await errorsOf({ name: 'Отдел' })).recipient_id).toEqual([requestStrings.required]);
      expect(
        (await errorsOf({ name: 'Отдел', recipient_id: ids.responsible, recipient_email: 'не почта' })).recipient_email,
      ).toEqual([requestStrings.email]);
      expect((await errorsOf({ name: 'Отдел', recipient_id: 999_999 })).recipient_id).toEqual([
        requestStrings.recipientNotFound,
      ]);
      expect((await save({ id: 999_999, name: 'Отдел', recipient_id: ids.responsible })).statusCode).toBe(404);
    },
  );

  it(
    'makes a service’s responsible a request manager ' + '(is_request_manager in their account data), not others',
    async () => {
      const flag = async (login: string) => {
        const res = await ctx.app.inject({ url: '/api/accounts', headers: await as(login) });
        return (res.json().result.user_info.accounts as { key: string; data: { is_request_manager?: boolean } }[]).find(
          (a) => a.key === 'employee',
        )!.data.is_request_manager;
      };
      expect(await flag('requests-admin@test.local')).toBe(false);
      expect(await flag('aho@test.local')).toBe(true);
    },
  );

  it('lets only request admins save', async () => {
    expect((await save({ name: 'Самовольный отдел', recipient_id: ids.other }, 'plain@test.local')).statusCode).toBe(
      403,
    );
  });
});
