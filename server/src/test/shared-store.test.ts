import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_PNG_BASE64 } from '@portal/contract';
import { buildApp, type App } from '../app';
import { connectPostgres, type Database } from '../db/client';
import { bearer, loginToken, multipartFile, testConfig } from './app';
import { freshDatabase } from './database';
import { factories } from './factories';
import { waitFor } from './wait';

/**
 * Two server instances on one PostgreSQL database with DATABASE_URL (files, exports, keys and the
 * Wi-Fi CA kept in the database), each with an empty DATA_DIR of its own, started together: what
 * one makes, the other serves, and neither writes a file into its DATA_DIR. Skipped without
 * TEST_DATABASE_URL (the embedded database belongs to one process).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const dirs = [mkdtempSync(join(tmpdir(), 'portal-one-')), mkdtempSync(join(tmpdir(), 'portal-two-'))] as const;
let databases: Database[] = [];
let one: App;
let two: App;
const people = { group: 0 };

beforeAll(async () => {
  if (!serverUrl) return;
  const first = await freshDatabase();
  const url = (first.driver as { url: string }).url;
  databases = [first, connectPostgres(url, 5)];
  const f = factories(first.db);
  people.group = (await f.group()).id;
  await f.student((await f.user('student@shared.local')).id, people.group);
  await f.admin((await f.user('admin@shared.local')).id);
  await f.employee((await f.user('manager@shared.local')).id, { permissions: ['notification_manager'] });
  await f.employee((await f.user('k.ivanova@shared.local')).id);
  const start = async (dataDir: string, database: Database) => {
    const app = await buildApp({ config: testConfig({ dataDir, databaseUrl: url, filesStore: 'database' }), database });
    await app.ready();
    return app;
  };
  // Started together: they agree on the keys and the Wi-Fi CA each would make.
  [one, two] = await Promise.all([start(dirs[0], databases[0]!), start(dirs[1], databases[1]!)]);
}, 120_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
  for (const database of databases) await database.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const as = async (login: string) => bearer(await loginToken(one, login));
const png = Buffer.from(EXAMPLE_PNG_BASE64, 'base64');

async function upload(app: App, content: Buffer) {
  const { payload, headers } = multipartFile('file', { name: 'фото.png', type: 'image/png', content });
  const res = await app.inject({
    method: 'POST',
    url: '/api/file/upload',
    payload,
    headers: { ...headers, ...(await as('student@shared.local')) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as { uuid: string; src: string };
}

const rowsOf = async (xlsx: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  return book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
};

/** The certificates of a Wi-Fi PKCS#12: the employee's, and the CA's (the self-signed one). */
function certificatesOf(der: Buffer, password: string) {
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der.toString('binary')), password);
  const bag = forge.pki.oids.certBag!;
  const certs = (p12.getBags({ bagType: bag })[bag] ?? []).map((b) => b.cert!);
  const ca = certs.find((c) => c.isIssuer(c))!;
  return { ca, own: certs.find((c) => c !== ca)! };
}

describe.skipIf(!serverUrl)('two instances on one PostgreSQL database (DATABASE_URL)', () => {
  it('serve each other’s uploads by each other’s signed links', async () => {
    for (const [from, to] of [
      [one, two],
      [two, one],
    ] as const) {
      const content = Buffer.concat([png, Buffer.from(`${Math.random()}`)]);
      const file = await upload(from, content);
      const res = await to.inject({ url: file.src });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(content)).toBe(true);
    }
  });

  it('download a statistics export made by the other', async () => {
    const res = await one.inject({
      url: '/api/account/admin/statistics/export?start_login=2026-11-10&end_login=2026-11-12',
      headers: await as('admin@shared.local'),
    });
    expect(res.statusCode).toBe(200);
    const file = await two.inject({ url: res.json().result.url });
    expect(file.statusCode).toBe(200);
    expect((await rowsOf(file.rawPayload))[0]).toEqual([
      undefined,
      'Институт / кафедра',
      'Всего',
      'Вошли в ЛК',
      'Студентов %',
    ]);
  });

  it('download a notification report the other’s job wrote', async () => {
    const headers = await as('manager@shared.local');
    const draft = {
      name: 'Общее собрание',
      content: '<p>В среду</p>',
      extra_data: { filter: { type: 'student', data: { groups: [people.group] } } },
    };
    const created = await one.inject({ method: 'POST', url: '/api/notifications/create', headers, payload: draft });
    const id = created.json().result.id as number;
    await one.inject({ method: 'POST', url: `/api/notifications/${id}/send`, headers, payload: {} });
    await waitFor(
      async () => (await two.inject({ url: `/api/notifications/${id}`, headers })).json().result.status === 'sent',
      { timeout: 15_000, interval: 100, what: 'the notification sent' },
    );
    const report = await one.inject({ method: 'POST', url: `/api/notifications/${id}/report`, headers, payload: {} });
    const reportId = report.json().result.id as number;
    await waitFor(
      async () =>
        (await two.inject({ url: `/api/notifications/${id}/reports`, headers })).json().result[0].status === 3,
      { timeout: 15_000, interval: 100, what: 'the report written' },
    );
    for (const app of [one, two]) {
      const file = await app.inject({ url: `/api/notifications/${id}/reports/${reportId}`, headers });
      expect(file.statusCode).toBe(200);
      expect((await rowsOf(file.rawPayload)).map((row) => row[2])).toContain('student@shared.local');
    }
  });

  it('give an employee the same Wi-Fi password and certificates from the same CA', async () => {
    const token = await loginToken(one, 'k.ivanova@shared.local');
    const [first, second] = await Promise.all(
      [one, two].map(async (app) => {
        const { password } = (await app.inject({ url: '/api/wifi', headers: bearer(token) })).json().result;
        const file = await app.inject({ url: `/api/wifi/file?name=crtandroid&at=${encodeURIComponent(token)}` });
        expect(file.statusCode).toBe(200);
        return { password: password as string, ...certificatesOf(file.rawPayload, password as string) };
      }),
    );
    expect(second!.password).toBe(first!.password);
    expect(forge.pki.certificateToPem(second!.ca)).toBe(forge.pki.certificateToPem(first!.ca));
    expect(first!.ca.verify(second!.own)).toBe(true);
  });

  it('write no file into their DATA_DIRs', () => {
    for (const dir of dirs) expect(readdirSync(dir, { recursive: true })).toEqual([]);
  });
});
