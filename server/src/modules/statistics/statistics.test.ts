import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { InstituteStatistics } from '@portal/contract';
import { loginEvents } from '../../db/schema';
import { bearer, json, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { todayIn } from '../../lib/days';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-stats-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Two institutes; Moscow time (UTC+3): 2026-11-10 begins at 2026-11-09T21:00Z. */
const ctx = useTestApp({ dataDir, timeZone: 'Europe/Moscow' }, async ({ database }) => {
  const f = factories(database.db);
  await f.admin((await f.user('admin@stats.local')).id);
  await f.employee((await f.user('employee@stats.local')).id);
  const a = await f.group('А-1');
  const b = await f.group('Б-1');
  const at = (iso: string) => new Date(iso);
  const people: [number, string[]][] = [
    [a.id, ['2026-11-09T21:00:00Z', '2026-11-10T08:00:00Z']], // first minute of the 10th in Moscow, twice: one student
    [a.id, ['2026-11-09T20:59:59Z']], // the 9th in Moscow: outside
    [a.id, []],
    [b.id, ['2026-11-12T20:59:59Z']], // last second of the 12th in Moscow
    [b.id, ['2026-11-12T21:00:00Z']], // the 13th: outside
  ];
  let n = 0;
  for (const [groupId, logins] of people) {
    const user = await f.user(`s${++n}@stats.local`, { surname: `Студент${n}` });
    await f.student(user.id, groupId);
    for (const iso of logins)
      await database.db.insert(loginEvents).values({ userId: user.id, accountKey: 'student', at: at(iso) });
  }
});
const admin = async () => bearer(await loginToken(ctx.app, 'admin@stats.local'));
const stats = async (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/account/admin/statistics?${query}`, headers: await admin() });

describe('login statistics', () => {
  it('counts distinct students who signed in within the days, per institute and kafedra', async () => {
    const res = await stats('start_login=2026-11-10&end_login=2026-11-12');
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body.result).toHaveLength(1);
    expect(body.result[0]).toMatchObject({ start_login: '2026-11-10', end_login: '2026-11-12' });
    const data = body.result[0].data as InstituteStatistics[];
    const a = data.find((i) => i.kafedra.some((k) => k.total === 3))!;
    const b = data.find((i) => i.kafedra.some((k) => k.total === 2))!;
    expect(a).toMatchObject({ total: 3, active: 1 });
    expect(b).toMatchObject({ total: 2, active: 1 });
    expect(a.kafedra).toEqual([
      {
        id: expect.any(Number),
        name: expect.stringContaining('Кафедра тестов'),
        short_name: expect.any(String),
        total: 3,
        active: 1,
      },
    ]);
    expect(Object.keys(a).sort()).toEqual(['active', 'id', 'kafedra', 'name', 'short_name', 'total']);
  });

  it('takes day.month.year too, and a one-day range', async () => {
    const data = json(await stats('start_login=13.11.2026&end_login=13.11.2026')).result[0]
      .data as InstituteStatistics[];
    expect(data.reduce((s, i) => s + i.active, 0)).toBe(1);
  });

  it('refuses bad or reversed dates in Russian', async () => {
    const bad = await stats('start_login=2026-02-30&end_login=2026-03-01');
    expect(bad.statusCode).toBe(422);
    expect(json(bad).success).toBe(false);
    const reversed = await stats('start_login=2026-11-12&end_login=2026-11-10');
    expect(reversed.statusCode).toBe(422);
    expect(JSON.stringify(json(reversed).errors)).toContain('Начало периода позже его конца');
    expect((await stats('start_login=2026-11-10')).statusCode).toBe(422);
  });

  it('exports the table to an xlsx file behind an unguessable link', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/admin/statistics/export?start_login=2026-11-10&end_login=2026-11-12&key=total&order=desc',
      headers: await admin(),
    });
    expect(res.statusCode).toBe(200);
    const { url, name } = json(res).result;
    expect(name).toBe('Статистика входов 2026-11-10 — 2026-11-12.xlsx');
    expect(url).toMatch(/^\/api\/exports\/[a-f0-9]{32}\//);
    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Институт / кафедра', 'Всего', 'Вошли в ЛК', 'Студентов %']);
    // Sorted by total, descending: the institute of 3 students first, its kafedra under it.
    expect((sheet.getRow(2).values as unknown[]).slice(2)).toEqual([3, 1, 33.3]);
    expect((sheet.getRow(3).values as unknown[]).slice(2)).toEqual([3, 1, 33.3]);
    expect((sheet.getRow(4).values as unknown[]).slice(2)).toEqual([2, 1, 50]);
    const texts = sheet.getColumn(1).values.filter((v): v is string => typeof v === 'string');
    expect(texts).toContain('Период: 10.11.2026 — 12.11.2026');

    const forged = await ctx.app.inject({ method: 'GET', url: `/api/exports/${'0'.repeat(32)}/x.xlsx` });
    expect(forged.statusCode).toBe(404);
    expect(json(forged).message).toContain('Файл не найден');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/exports/..%2F..%2Fetc/x.xlsx' })).statusCode).toBe(404);
  });

  it(
    "counts today's sign-ins at once, in a range kept " + 'before them; a student of past days and today once',
    async () => {
      const today = todayIn('Europe/Moscow');
      const active = async (start: string, end: string) =>
        (json(await stats(`start_login=${start}&end_login=${end}`)).result[0].data as InstituteStatistics[]).reduce(
          (sum, i) => sum + i.active,
          0,
        );
      expect(await active('2026-11-10', today)).toBe(3);
      expect(await active(today, today)).toBe(0);
      await loginToken(ctx.app, 's3@stats.local');
      expect(await active('2026-11-10', today)).toBe(4);
      expect(await active(today, today)).toBe(1);
      await loginToken(ctx.app, 's1@stats.local');
      expect(await active('2026-11-10', today)).toBe(4);
      expect(await active(today, today)).toBe(2);
      expect(await active('2026-11-10', '2026-11-12')).toBe(2);
      expect(await active('2099-01-01', '2099-01-31')).toBe(0);
    },
  );

  it('is for admins only', async () => {
    const employee = bearer(await loginToken(ctx.app, 'employee@stats.local'));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/admin/statistics?start_login=2026-11-10&end_login=2026-11-12',
      headers: employee,
    });
    expect(res.statusCode).toBe(403);
  });
});
