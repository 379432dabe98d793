import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PNG_BASE64, MAX_IMPORT_BYTES } from '@portal/contract';
import { employeeDepartments, employees, groups, importRuns, students, updateReports, users } from '../../db/schema';
import { bearer, json, loginToken, multipartFile, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';
import { applyImportRun } from './apply';
import { csv, employee, student, studentColumns } from './test-files';

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  await f.admin((await f.user('admin@upload.local')).id);
  await f.admin((await f.user('english@upload.local')).id);
  await f.student((await f.user('student@upload.local')).id);
  await f.employee((await f.user('employee@upload.local')).id);
});

const example = (name: string) => readFileSync(join(import.meta.dirname, 'examples', name));
const employeesFile = example('employees.csv');
/** People in a file: its distinct external ids (the first column). */
const peopleIn = (file: Buffer) =>
  new Set(
    file
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(',')[0]),
  ).size;

async function upload(
  fields: Record<string, string>,
  file: { name: string; content: Buffer; type?: string } | null,
  login = 'admin@upload.local',
) {
  const headers = login ? bearer(await loginToken(ctx.app, login)) : {};
  if (!file) {
    return ctx.app.inject({ method: 'POST', url: '/api/account/admin/import', headers, payload: fields });
  }
  const body = multipartFile('file', { name: file.name, type: file.type ?? 'text/csv', content: file.content }, fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/account/admin/import',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** What the database holds of the account data: nothing of it may change in a dry run. */
async function snapshot() {
  const db = ctx.database.db;
  const n = async (
    table:
      | typeof users
      | typeof employees
      | typeof students
      | typeof employeeDepartments
      | typeof groups
      | typeof updateReports
      | typeof importRuns,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    users: await n(users),
    employees: await n(employees),
    students: await n(students),
    departments: await n(employeeDepartments),
    groups: await n(groups),
    reports: await n(updateReports),
    runs: await n(importRuns),
  };
}

/** Follows a run as the screen does until it ends. */
async function finished(id: number) {
  const token = await loginToken(ctx.app, 'admin@upload.local');
  return waitFor(
    async () => {
      const res = await ctx.app.inject({ url: `/api/account/admin/import/${id}`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const run = json(res).result;
      return (run.status === 'done' || run.status === 'failed') && run;
    },
    { timeout: 30_000, interval: 100, what: `import run ${id} ended` },
  );
}

describe('POST /api/account/admin/import (dry run)', () => {
  it('answers what the employees file would do, people and structure, and changes nothing', async () => {
    const before = await snapshot();
    const res = await upload({ kind: 'employees', dry_run: '1' }, { name: 'employees.csv', content: employeesFile });
    expect(res.statusCode).toBe(200);
    const { result } = json(res);
    expect(result.dry_run).toBe(true);
    expect(result.run).toBeNull();
    expect(result.check.ok).toBe(true);
    expect(result.check.problems).toEqual([]);
    const people = peopleIn(employeesFile);
    expect(result.check.counts.rows).toBe(employeesFile.toString('utf8').trim().split('\n').length - 1);
    expect(result.check.counts.people).toEqual({ created: people, updated: 0, unchanged: 0 });
    expect(result.check.counts.structure.created).toBeGreaterThan(0);
    expect(result.check.counts.structure.updated).toBe(0);
    // Rolled back, and no update report: a check is not a run.
    expect(await snapshot()).toEqual(before);
  });

  it('answers the row problems of a refused file in Russian, and changes nothing', async () => {
    const before = await snapshot();
    const file = csv([student(1), student(2, { group: '' }), student(3, { gender: 'x' })], { columns: studentColumns });
    const res = await upload({ kind: 'students', dry_run: '1' }, { name: 'students.csv', content: file });
    expect(res.statusCode).toBe(200);
    expect(json(res).result.check).toEqual({
      ok: false,
      counts: null,
      problems: ['Строка 3: не указана группа (group)', expect.stringMatching(/^Строка 4: .*пол/)],
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/account/admin/import (apply) and GET …/import/:id', () => {
  it('runs the file as a job that ends in its update report, with the counts the dry run gave', async () => {
    const file = csv([student(11), student(12), student(13, { group: 'ИВТ-24-2' })], { columns: studentColumns });
    const check = json(await upload({ kind: 'students', dry_run: '1' }, { name: 'first-year.csv', content: file }))
      .result.check;
    expect(check.counts.people).toEqual({ created: 3, updated: 0, unchanged: 0 });
    // institute, kafedra, speciality, profile, form, level, course, two groups (the test's first student brought some)
    const { structure } = check.counts;
    expect(structure.created).toBeGreaterThan(0);
    expect(structure).toEqual({ created: structure.created, updated: 0, unchanged: 9 - structure.created });

    const res = await upload({ kind: 'students', dry_run: '0' }, { name: 'first-year.csv', content: file });
    expect(res.statusCode).toBe(200);
    const { run } = json(res).result;
    expect(run).toMatchObject({ kind: 'students', file_name: 'first-year.csv', counts: null, report: null });
    expect(['queued', 'running', 'done']).toContain(run.status);

    const done = await finished(run.id);
    expect(done.status).toBe('done');
    expect(done.counts).toEqual(check.counts);
    expect(done.report).toMatchObject({ name: 'Студенты (first-year.csv)', status: 0, exception: null });
    // The report is the one the list shows first, with what the CLI's report keeps.
    const token = await loginToken(ctx.app, 'admin@upload.local');
    const [latest] = json(
      await ctx.app.inject({ url: '/api/account/admin/report/update', headers: bearer(token) }),
    ).result;
    expect(latest).toEqual(done.report);
    const [stored] = await ctx.database.db
      .select()
      .from(updateReports)
      .orderBy(updateReports.id)
      .limit(1)
      .offset((await snapshot()).reports - 1);
    expect(stored).toMatchObject({ rows: 3, created: 3, updated: 0 });
    // The file is not kept once the run ended.
    const [kept] = await ctx.database.db.select({ content: importRuns.content }).from(importRuns);
    expect(kept?.content).toBeNull();

    // The same file again: everyone and everything unchanged; one student moved: one changed.
    const again = json(await upload({ kind: 'students', dry_run: '1' }, { name: 'first-year.csv', content: file }))
      .result.check.counts;
    expect(again).toEqual({
      rows: 3,
      people: { created: 0, updated: 0, unchanged: 3 },
      structure: { created: 0, updated: 0, unchanged: 9 },
    });
    const moved = csv(
      [student(11, { course: '3' }), student(12, { course: '3' }), student(13, { group: 'ИВТ-24-2' })],
      { columns: studentColumns },
    );
    const changed = json(await upload({ kind: 'students', dry_run: '1' }, { name: 'moved.csv', content: moved })).result
      .check;
    // ИВТ-24-1 moved up to course 3: the group changed (and course 3 is named too), its students did not.
    expect(changed.counts.people).toEqual({ created: 0, updated: 0, unchanged: 3 });
    expect(changed.counts.structure.updated).toBe(1);
    expect(changed.counts.structure.created + changed.counts.structure.unchanged).toBe(9);
  });

  it('is idempotent: the job of a run that ended does nothing', async () => {
    const file = csv([employee(1)]);
    const { run } = json(await upload({ kind: 'employees', dry_run: '0' }, { name: 'one.csv', content: file })).result;
    await finished(run.id);
    const before = await snapshot();
    await applyImportRun(ctx.database.db, ctx.app.log, run.id, 0);
    expect(await snapshot()).toEqual(before);
  });

  it('a refused file ends its run failed, its report saying why in Russian', async () => {
    const file = csv([employee(2, { post: '' })]);
    const { run } = json(await upload({ kind: 'employees', dry_run: '0' }, { name: 'bad.csv', content: file })).result;
    const done = await finished(run.id);
    expect(done.status).toBe('failed');
    expect(done.counts).toBeNull();
    expect(done.report).toMatchObject({ name: 'Сотрудники (bad.csv)', status: 1 });
    expect(done.report.exception).toMatch(/^Строка 2: /);
  });

  it('checks and reports in the language of the admin who uploads: the report the job writes later too', async () => {
    const token = await loginToken(ctx.app, 'english@upload.local');
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/language',
      payload: { language: 'en' },
      headers: bearer(token),
    });
    expect(chosen.statusCode).toBe(200);
    const file = csv([employee(4), employee(5, { email: 'employee4@uni.test' })]);
    const said =
      'Row 3: e-mail employee4@uni.test is already given in row 2 for another person (Сидорова Сотрудник4 Ивановна)';
    const check = json(
      await upload({ kind: 'employees', dry_run: '1' }, { name: 'twice.csv', content: file }, 'english@upload.local'),
    ).result.check;
    expect(check).toMatchObject({ ok: false, problems: [said] });
    const { run } = json(
      await upload({ kind: 'employees', dry_run: '0' }, { name: 'twice.csv', content: file }, 'english@upload.local'),
    ).result;
    const done = await finished(run.id);
    expect(done.status).toBe('failed');
    expect(done.report.exception).toBe(said);
    // The report is named in the admin's language too (the one the CLI writes, in Russian).
    expect(done.report.name).toBe('Employees (twice.csv)');
    // The same file from an admin who reads Russian: the spec's words.
    const russian = json(await upload({ kind: 'employees', dry_run: '1' }, { name: 'twice.csv', content: file })).result
      .check;
    expect(russian.problems).toEqual([
      'Строка 3: e-mail employee4@uni.test уже указан в строке 2 у другого человека (Сидорова Сотрудник4 Ивановна)',
    ]);

    // A row's own problems, a cell missing or wrong: the format's messages, said in each admin's language.
    const rows = csv([student(21), student(22, { surname: '' }), student(23, { is_free: 'x' })], {
      columns: studentColumns,
    });
    const englishRows = json(
      await upload({ kind: 'students', dry_run: '1' }, { name: 'rows.csv', content: rows }, 'english@upload.local'),
    ).result.check;
    expect(englishRows).toEqual({
      ok: false,
      counts: null,
      problems: [
        'Row 3: the surname is missing (surname)',
        'Row 4: wrong value of is_free “x”: expected 1 (state-funded) or 0 (fee-paying)',
      ],
    });
    const russianRows = json(await upload({ kind: 'students', dry_run: '1' }, { name: 'rows.csv', content: rows }))
      .result.check;
    expect(russianRows.problems).toEqual([
      'Строка 3: не указана фамилия (surname)',
      'Строка 4: неверное значение is_free «x»: нужно 1 (бюджет) или 0 (платно)',
    ]);
  });

  it('answers 404 for a run it does not have', async () => {
    const res = await ctx.app.inject({
      url: '/api/account/admin/import/999999',
      headers: bearer(await loginToken(ctx.app, 'admin@upload.local')),
    });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ success: false, message: 'Загрузка не найдена.' });
  });
});

describe('refusals', () => {
  const refused = async (res: Awaited<ReturnType<typeof upload>>, status: number, message: RegExp) => {
    expect(res.statusCode).toBe(status);
    expect(json(res).success).toBe(false);
    expect(json(res).message).toMatch(message);
    expect(res.body).not.toMatch(/at .*\.ts|select |insert /i);
  };

  it('refuses a kind other than students or employees, and a missing dry_run', async () => {
    const file = { name: 'x.csv', content: csv([employee(3)]) };
    await refused(await upload({ kind: 'timetable', dry_run: '1' }, file), 422, /студенты или сотрудники/);
    await refused(await upload({ dry_run: '1' }, file), 422, /студенты или сотрудники/);
    await refused(await upload({ kind: 'employees' }, file), 422, /проверить файл или загрузить/);
    await refused(await upload({ kind: 'employees', dry_run: 'yes' }, file), 422, /проверить файл или загрузить/);
  });

  it('refuses what is not a CSV or XLSX file by its content, whatever its name, and no file at all', async () => {
    const before = await snapshot();
    await refused(
      await upload(
        { kind: 'employees', dry_run: '0' },
        { name: 'employees.csv', type: 'text/csv', content: Buffer.from(EXAMPLE_PNG_BASE64, 'base64') },
      ),
      422,
      /двоичные данные/,
    );
    await refused(
      await upload(
        { kind: 'employees', dry_run: '0' },
        { name: 'old.xlsx', content: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(100)]) },
      ),
      422,
      /XLS/,
    );
    await refused(
      await upload(
        { kind: 'employees', dry_run: '0' },
        { name: 'cp1251.csv', content: Buffer.from([0x49, 0x44, 0x0a, 0xcf, 0xe5, 0xf2, 0xf0, 0xee, 0xe2]) },
      ),
      422,
      /UTF-8/,
    );
    await refused(
      await upload({ kind: 'employees', dry_run: '0' }, { name: 'empty.csv', content: Buffer.alloc(0) }),
      422,
      /пуст/,
    );
    await refused(await upload({ kind: 'employees', dry_run: '0' }, null), 422, /Выберите файл/);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a file over the limit with 413', async () => {
    const big = Buffer.alloc(MAX_IMPORT_BYTES + 1, 0x61);
    await refused(
      await upload({ kind: 'students', dry_run: '1' }, { name: 'big.csv', content: big }),
      413,
      /Слишком большой файл/,
    );
  });

  it('is for admins only', async () => {
    const file = { name: 'employees.csv', content: employeesFile };
    expect((await upload({ kind: 'employees', dry_run: '1' }, file, 'student@upload.local')).statusCode).toBe(403);
    expect((await upload({ kind: 'employees', dry_run: '0' }, file, 'employee@upload.local')).statusCode).toBe(403);
    expect((await upload({ kind: 'employees', dry_run: '1' }, file, '')).statusCode).toBe(401);
    const run = await ctx.app.inject({
      url: '/api/account/admin/import/1',
      headers: bearer(await loginToken(ctx.app, 'employee@upload.local')),
    });
    expect(run.statusCode).toBe(403);
  });
});
