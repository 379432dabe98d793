import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_PNG_BASE64, LIBRARY_RESOURCES, type UniversitySettings } from '@portal/contract';
import { buildApp, type App } from '../../app';
import { connectPostgres, type Database } from '../../db/client';
import { bearer, loginToken, testConfig, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';
import { demoUniversity, loadUniversityFile } from './settings';

const ownHelp = {
  offices: [
    {
      name: 'Служба поддержки',
      address: 'Корпус Б, кабинет 12',
      hours: 'круглосуточно',
      phone: null,
      email: 'help@poly.example',
    },
  ],
  feedback_url: 'https://poly.example/feedback',
};
const dir = mkdtempSync(join(tmpdir(), 'university-'));
const file = join(dir, 'university.json');
// A file of before issue 33: the library's links as a map by key.
writeFileSync(
  file,
  JSON.stringify({
    name: 'Политехнический университет',
    email: { webmail_url: 'https://mail.poly.example' },
    library_links: { lan: 'https://lan.poly.example' },
    sign_in_help: ownHelp,
  }),
);

const ctx = useTestApp({ universityFile: file }, async ({ database }) => {
  const f = factories(database.db);
  await f.employee((await f.user('u-employee@test.local')).id);
  await f.student((await f.user('u-student@test.local')).id);
  await f.admin((await f.user('u-admin@test.local')).id);
});

/** A second server instance on the same database (on PostgreSQL, with a connection of its own). */
let second: App;
let secondDatabase: Database | null = null;
beforeAll(async () => {
  const url = (ctx.database.driver as { url?: string }).url;
  secondDatabase = url ? connectPostgres(url, 2) : null;
  second = await buildApp({
    config: testConfig({ universityFile: null }),
    database: secondDatabase ?? ctx.database,
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
});

const as = async (app: App, login: string) => bearer(await loginToken(app, login));
const get = async (app: App, url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url, headers });
  return { status: res.statusCode, result: res.json().result, body: res.json() };
};
const save = (app: App, headers: Record<string, string>, settings: unknown) =>
  app.inject({ method: 'POST', url: '/api/university/settings', headers, payload: settings as object });

describe('the university’s settings (issues 15 §4, 33)', () => {
  it('start from the file’s values over the demo’s: info to the signed-in, library links to staff', async () => {
    const employee = await as(ctx.app, 'u-employee@test.local');
    const { result: info } = await get(ctx.app, '/api/university', employee);
    expect(info.name).toBe('Политехнический университет');
    expect(info.email.webmail_url).toBe('https://mail.poly.example');
    expect(info.email.office365_url).toBe(demoUniversity.email.office365_url);
    expect(info.digital_services).toHaveLength(2);
    expect(info.library_resources.map((r: { key: string }) => r.key)).toEqual([...LIBRARY_RESOURCES]);
    expect(info).not.toHaveProperty('library_links');
    expect(info).not.toHaveProperty('sign_in_help');
    const { result: library } = await get(ctx.app, '/api/library', employee);
    expect(Object.keys(library)).toEqual([...LIBRARY_RESOURCES]);
    expect(library.lan).toBe('https://lan.poly.example');
    const student = await as(ctx.app, 'u-student@test.local');
    expect((await get(ctx.app, '/api/library', student)).status).toBe(403);
    const { result: config } = await get(ctx.app, '/api/config');
    expect(config.help).toEqual(ownHelp);
    expect(config.university).toEqual({ name: 'Политехнический университет', short_name: 'ТУ', logo_url: null });
  });

  it('are the admins’: read and saved by them only, every link http(s)', async () => {
    const employee = await as(ctx.app, 'u-employee@test.local');
    expect((await get(ctx.app, '/api/university/settings', employee)).status).toBe(403);
    expect((await save(ctx.app, employee, demoUniversity)).statusCode).toBe(403);
    const admin = await as(ctx.app, 'u-admin@test.local');
    const { result } = await get(ctx.app, '/api/university/settings', admin);
    const bad = structuredClone(result.settings as UniversitySettings);
    bad.library_resources[0]!.url = 'javascript:alert(1)';
    bad.sidebar_links.push({ account_key: 'student', name: 'Файлы', icon: 'file', url: 'ftp://files.example' });
    const refused = await save(ctx.app, admin, bad);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors['library_resources.0.url']).toEqual([
      'Ожидается ссылка, начинающаяся с http:// или https://',
    ]);
    expect(refused.json().errors['sidebar_links.2.url']).toBeDefined();
    const pretending = {
      ...(result.settings as UniversitySettings),
      logo: `data:image/png;base64,${'QUJD'.repeat(8)}`,
    };
    const notImage = await save(ctx.app, admin, pretending);
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.logo).toEqual(['Логотип — изображение PNG, JPEG или WebP до 256 КБ']);
  });

  it('saved on one instance are what every instance answers at once, with audit entry and sidebar links', async () => {
    const admin = await as(ctx.app, 'u-admin@test.local');
    const employee = await as(second, 'u-employee@test.local');
    // The second instance has read them once: it answers from memory until they change.
    expect((await get(second, '/api/university', employee)).result.name).toBe('Политехнический университет');
    const { result } = await get(ctx.app, '/api/university/settings', admin);
    const settings = structuredClone(result.settings as UniversitySettings);
    settings.library_resources[2] = {
      key: 'lan',
      name: 'ЭБС «Лань» (новая)',
      description: 'Учебники',
      url: 'https://lan.new.example',
    };
    settings.library_resources.push({
      key: 'rusneb',
      name: 'НЭБ',
      description: 'Национальная библиотека',
      url: 'https://rusneb.ru',
    });
    settings.sign_in_help.offices[0]!.hours = 'пн–пт 8:00–20:00';
    settings.sidebar_links = [
      { account_key: 'employee', name: 'Корпоративный портал', icon: 'news', url: 'https://portal.poly.example' },
      { account_key: 'student', name: 'Сайт', icon: 'world', url: 'https://poly.example' },
    ];
    settings.logo = `data:image/png;base64,${EXAMPLE_PNG_BASE64}`;
    const saved = await save(ctx.app, admin, settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result.updated_by.full_name).toMatch(/\S/);

    await waitFor(async () => (await get(second, '/api/library', employee)).result.rusneb === 'https://rusneb.ru', {
      what: 'the second instance’s library links',
    });
    const { result: library } = await get(second, '/api/library', employee);
    expect(library.lan).toBe('https://lan.new.example');
    const { result: info } = await get(second, '/api/university', employee);
    expect(info.library_resources[2].name).toBe('ЭБС «Лань» (новая)');
    const { result: config } = await get(second, '/api/config');
    expect(config.help.offices[0].hours).toBe('пн–пт 8:00–20:00');
    expect(config.university.logo_url).toMatch(/^\/api\/university\/logo\?v=\d+$/);
    const logo = await second.inject({ url: config.university.logo_url });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(Buffer.from(EXAMPLE_PNG_BASE64, 'base64'))).toBe(true);

    // The employee's user_info carries the employee's entries only.
    const { result: accounts } = await get(second, '/api/accounts', employee);
    expect(accounts.user_info.sidebar_links).toEqual([settings.sidebar_links[0]]);

    const log = await get(ctx.app, '/api/account/admin/audit-log?action=university_settings', admin);
    expect(log.body.result[0].action_name).toBe('Изменение настроек университета');
    expect(log.body.result[0].details.changed).toEqual(
      expect.arrayContaining(['logo', 'sign_in_help.offices', 'library_resources', 'sidebar_links']),
    );
  });

  it('refuses a file that is not JSON or not of the shape, saying where', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{ name: ');
    expect(() => loadUniversityFile(bad)).toThrow(/UNIVERSITY_FILE: не удалось прочитать/);
    writeFileSync(bad, JSON.stringify({ email: { webmail_url: 'не адрес', activation_hours: 0 } }));
    expect(() => loadUniversityFile(bad)).toThrow(
      /email\.webmail_url.*email\.activation_hours|email\.activation_hours.*email\.webmail_url/,
    );
    expect(loadUniversityFile(null)).toBe(demoUniversity);
  });
});
