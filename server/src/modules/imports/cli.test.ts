import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/testing';
import { migratedPgliteDir } from '../../test/database';
import { asc } from 'drizzle-orm';
import { openPglite } from '../../db/client';
import { updateReports } from '../../db/schema';
import { csv, student, studentColumns } from './test-files';

/** `npm run import` as a process, on an embedded database in a folder of its own. */
const dir = mkdtempSync(join(tmpdir(), 'portal-import-'));
beforeAll(() => migratedPgliteDir(join(dir, 'data', 'pg')));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const cli = (...args: string[]) => runCli('import', args, { DATA_DIR: join(dir, 'data'), DATABASE_URL: '' });

const file = (name: string, bytes: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

describe('npm run import', () => {
  it('imports a file, prints the summary and exits 0', { timeout: 60_000 }, async () => {
    const path = file('students.csv', csv([student(1), student(2)], { columns: studentColumns }));
    const { code, stdout } = await cli('students', path);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      /Обновлено: Студенты \(students\.csv\) за [\d.]+ с — 2 строки; людей новых: 2, изменённых: 0, без изменений: 0\./,
    );
  });

  it('prints the rows of a refused file and exits non-zero', { timeout: 60_000 }, async () => {
    const path = file('broken.csv', csv([student(3), student(4, { group: '' })], { columns: studentColumns }));
    const { code, stderr } = await cli('students', path);
    expect(code).toBe(1);
    expect(stderr).toContain(
      'Не обновлено: Студенты (broken.csv). Данные не изменены.\nСтрока 3: не указана группа (group)',
    );
  });

  it('wrote an update report for both runs', async () => {
    const database = await openPglite(join(dir, 'data', 'pg'));
    try {
      const reports = await database.db.select().from(updateReports).orderBy(asc(updateReports.id));
      expect(reports.map((r) => [r.name, r.status, r.created])).toEqual([
        ['Студенты (students.csv)', 0, 2],
        ['Студенты (broken.csv)', 1, 0],
      ]);
    } finally {
      await database.close();
    }
  });

  it('explains wrong arguments in Russian', { timeout: 60_000 }, async () => {
    const missing = await cli('students', join(dir, 'nothing.csv'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`Файл не найден: ${join(dir, 'nothing.csv')}`);
    const kind = await cli('teachers', 'x.csv');
    expect(kind.code).toBe(1);
    expect(kind.stderr).toContain('Неизвестный вид данных «teachers»: нужно students, employees или timetable.');
    expect(kind.stderr).toContain('Использование: npm run import -- <students|employees|timetable> <файл>');
  });
});
