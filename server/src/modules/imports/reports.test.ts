import { describe, expect, it } from 'vitest';
import { bearer, json, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { importRepository } from './repository';
import { importService } from './service';
import { csv, student, studentColumns } from './test-files';

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  await f.admin((await f.user('admin@reports.local')).id);
  await f.student((await f.user('student@reports.local')).id);
  const repo = importRepository(database.db);
  // 23 older runs, a day apart, then a real success and a real failure.
  for (let i = 23; i >= 1; i--) {
    await repo.insertReport({
      name: `Сотрудники (старый ${i}.csv)`,
      kind: 'employees',
      status: 0,
      createdAt: new Date(Date.now() - i * 86_400_000),
      rows: 10,
      created: 1,
    });
  }
  const service = importService(database.db);
  await service.importFile('students', 'students.csv', csv([student(1)], { columns: studentColumns }));
  await service.importFile('students', 'broken.csv', csv([student(2, { group: '' })], { columns: studentColumns }));
});

const page = async (query: string, login = 'admin@reports.local') =>
  ctx.app.inject({
    url: `/api/account/admin/report/update${query}`,
    headers: bearer(await loginToken(ctx.app, login)),
  });

describe('GET /api/account/admin/report/update', () => {
  it('answers a page of reports, newest first, in the envelope with the pagination meta', async () => {
    const res = await page('');
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.success).toBe(true);
    expect(body.meta).toEqual({ total: 25, per_page: 20, current_page: 1, last_page: 2 });
    expect(body.result).toHaveLength(20);
    expect(Object.keys(body.result[0]).sort()).toEqual(['created_at', 'exception', 'id', 'name', 'status']);
    expect(body.result[0]).toMatchObject({
      name: 'Студенты (broken.csv)',
      status: 1,
      exception: 'Строка 2: не указана группа (group)',
    });
    expect(body.result[1]).toMatchObject({ name: 'Студенты (students.csv)', status: 0, exception: null });
    expect(body.result[2].name).toBe('Сотрудники (старый 1.csv)');
    expect(Date.parse(body.result[0].created_at)).toBeGreaterThan(Date.parse(body.result[2].created_at));
  });

  it('pages: the second page has the oldest five', async () => {
    const body = json(await page('?page=2'));
    expect(body.meta).toEqual({ total: 25, per_page: 20, current_page: 2, last_page: 2 });
    expect(body.result.map((r: { name: string }) => r.name)).toEqual(
      [19, 20, 21, 22, 23].map((i) => `Сотрудники (старый ${i}.csv)`),
    );
    expect(json(await page('?page=3')).result).toEqual([]);
  });

  it('validates the page and refuses non-admins', async () => {
    expect((await page('?page=0')).statusCode).toBe(422);
    expect((await page('?page=abc')).statusCode).toBe(422);
    expect((await page('', 'student@reports.local')).statusCode).toBe(403);
  });
});
