import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openPglite, type Database } from '../db/client';
import { filesOf } from '../modules/files';
import { csv, student, studentColumns } from '../modules/imports/test-files';
import { importService } from '../modules/imports';
import { bearer, testConfig } from '../test/app';
import { migratedPgliteDir } from '../test/database';
import { factories } from '../test/factories';
import { runCli } from './testing';

/**
 * `npm run backup` and `npm run restore` as processes: a portal with people, a session, update
 * reports and an uploaded file is copied, restored into a fresh folder, and the app over the
 * restored folder answers the same. The embedded database only (PostgreSQL has pg_dump).
 */
const root = mkdtempSync(join(tmpdir(), 'portal-backup-'));
const source = join(root, 'source');
const restored = join(root, 'restored');
const file = join(root, 'portal.tar.gz');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const slow = { timeout: 240_000 };
const run = (name: 'backup' | 'restore', dataDir: string, args: string[]) =>
  runCli(name, args, { DATABASE_URL: '', DATA_DIR: dataDir });
const config = (dataDir: string) => testConfig({ dataDir, fileLinkSecret: null });

async function withApp<T>(dataDir: string, fn: (app: App, database: Database) => Promise<T>): Promise<T> {
  const database = await openPglite(join(dataDir, 'pg'));
  await database.migrate();
  const app = await buildApp({ config: config(dataDir), database });
  await app.ready();
  try {
    return await fn(app, database);
  } finally {
    await app.close();
    await database.close();
  }
}

const state = { token: '', hash: '', answers: {} as Record<string, unknown> };

/** What the admin's session sees: the user, the update reports, the students. */
async function whatTheAdminSees(app: App) {
  const headers = bearer(state.token);
  const accounts = await app.inject({ method: 'GET', url: '/api/accounts', headers });
  expect(accounts.statusCode).toBe(200);
  const reports = await app.inject({ method: 'GET', url: '/api/account/admin/report/update', headers });
  const students = await app.inject({
    method: 'POST',
    url: '/api/account/admin/students',
    headers,
    payload: { page: 1, per_page: 50 },
  });
  return {
    user: accounts.json().result.user_info.email,
    reports: reports.json().result,
    students: students.json().result.map((s: { surname: string; name: string }) => `${s.surname} ${s.name}`),
  };
}

// The PostgreSQL run of the suite has nothing to add here: these commands work on the embedded database only.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('npm run backup and npm run restore', () => {
  beforeAll(() => migratedPgliteDir(join(source, 'pg')));
  it(
    'copies a portal with data and restores it into a fresh folder: the same people, session and reports',
    slow,
    async () => {
      await withApp(source, async (app, database) => {
        const f = factories(database.db);
        const boss = await f.user('boss@uni.ru');
        const account = await f.admin(boss.id);
        state.token = await f.session(boss.id, { key: 'admin', id: account.id });
        const importer = importService(database.db);
        expect(
          (
            await importer.importFile(
              'students',
              'students.csv',
              csv([student(1), student(2), student(3)], { columns: studentColumns }),
            )
          ).counts?.created,
        ).toBe(3);
        expect(
          (
            await importer.importFile(
              'students',
              'broken.csv',
              csv([student(4, { group: '' })], { columns: studentColumns }),
            )
          ).counts,
        ).toBeNull();
        // filesOf also makes the file links' key and keeps it in secrets/.
        state.hash = (
          await (await filesOf(config(source), database)).storage.put(Readable.from([Buffer.from('приложенный файл')]))
        ).hash;
        state.answers = await whatTheAdminSees(app);
      });
      expect((state.answers.students as string[]).length).toBe(3);
      expect((state.answers.reports as unknown[]).length).toBe(2);

      const backup = await run('backup', source, [file]);
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`Копия записана: ${file}`);
      expect(backup.stdout).toContain(
        'В ней: база данных, файлы, ключи (secrets), центр сертификации ' +
          'Wi-Fi; в базе пользователей 4, сеансов 1, отчётов обновлений 2.',
      );

      const restore = await run('restore', restored, [file]);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain(`Восстановлено в ${restored} из копии от `);

      expect(await withApp(restored, whatTheAdminSees)).toEqual(state.answers);
      const stored = join('files', state.hash.slice(0, 2), state.hash.slice(2, 4), state.hash);
      expect(readFileSync(join(restored, stored), 'utf8')).toBe('приложенный файл');
      for (const kept of [
        join('secrets', 'file-links.key'),
        join('secrets', 'wifi-passwords.key'),
        join('wifi', 'ca.key'),
      ]) {
        expect(readFileSync(join(restored, kept), 'utf8')).toBe(readFileSync(join(source, kept), 'utf8'));
      }
    },
  );

  it('does not overwrite a database without --force, and with it moves the old one aside', slow, async () => {
    const refused = await run('restore', restored, [file]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `В DATA_DIR уже есть данные (${join(restored, 'pg')}, ${join(restored, 'files')}, ` +
        `${join(restored, 'secrets')}, ${join(restored, 'wifi')}): восстановление их не заменяет.`,
    );
    const forced = await run('restore', restored, [file, '--force']);
    expect(forced.code).toBe(0);
    const aside = /Прежние данные перенесены в (\S+) /.exec(forced.stdout)?.[1];
    expect(aside).toMatch(/before-restore-/);
    expect(readFileSync(join(aside!, 'secrets', 'file-links.key'), 'utf8')).toBe(
      readFileSync(join(source, 'secrets', 'file-links.key'), 'utf8'),
    );
  });

  it('refuses a file that is not a backup, a damaged one, and an existing target file', slow, async () => {
    const fresh = join(root, 'empty');
    const text = join(root, 'notes.txt');
    writeFileSync(text, 'не копия');
    const notBackup = await run('restore', fresh, [text]);
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toContain(
      `Файл ${text} — не копия портала (npm run backup) или повреждён: ничего не восстановлено.`,
    );
    const cut = join(root, 'cut.tar.gz');
    writeFileSync(cut, readFileSync(file).subarray(0, 200_000));
    const damaged = await run('restore', fresh, [cut]);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain(`Файл ${cut} — не копия портала (npm run backup) или повреждён`);
    const exists = await run('backup', source, [file]);
    expect(exists.code).toBe(1);
    expect(exists.stderr).toContain(`Файл ${file} уже есть: копия его не заменяет, укажите другое имя.`);
    const onPostgres = await runCli('backup', [join(root, 'x.tar.gz')], {
      DATABASE_URL: 'postgres://portal:secret@db.example:5432/portal',
      DATA_DIR: fresh,
    });
    expect(onPostgres.code).toBe(1);
    expect(onPostgres.stderr).toContain('pg_dump -Fc -f portal.dump "$DATABASE_URL"');
    expect(onPostgres.stderr).not.toContain('secret@');
    expect(onPostgres.stderr).toContain('Загруженные файлы, отчёты, ключи ссылок и паролей Wi-Fi хранятся в этой базе');
    const filesInFolder = await runCli('backup', [join(root, 'x.tar.gz')], {
      DATABASE_URL: 'postgres://portal:secret@db.example:5432/portal',
      DATA_DIR: fresh,
      FILES_STORE: 'fs',
    });
    expect(filesInFolder.stderr).toContain(`— в папке ${join(fresh, 'files')}: копируйте её отдельно.`);
  });
});
