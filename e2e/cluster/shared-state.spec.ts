import { existsSync, readdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  authEndpoints,
  notifyEndpoints,
  REPORT_STATUS,
  statisticsEndpoints,
  XLSX_MEDIA_TYPE,
  type StudentAccount,
} from '@portal/contract';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../server/src/seed/demo-logins';
import { apiAs } from '../tests/api';
import { png } from '../tests/files';
import { dataDir, nginxUrl, type ProcessName } from './cluster';
import { expect, signIn, test } from './fixtures';

/**
 * What one instance made, another serves: the instances share the database, and in it the keys and the files.
 * A person signs in through nginx; the calls "through A" and "through B" go straight to each
 * instance's port.
 */

/** Signs in through the form, as a person does; answers the session's token. */
async function signInThroughForm(page: Page, base: string, login: string): Promise<string> {
  await page.goto(`${base}/`);
  await page.getByLabel('Корпоративная почта').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
  await expect(page.getByRole('button', { name: /^[А-ЯЁ][а-яё-]+ [А-ЯЁ]\.( [А-ЯЁ]\.)?$/ })).toBeVisible();
  return (await page.evaluate(() => localStorage.getItem('api_token')))!;
}

/** A GET with the session's bearer token: the answer's status, type and bytes. */
async function download(way: APIRequestContext, url: string, token?: string) {
  const res = await way.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: res.status(), type: res.headers()['content-type'] ?? '', body: await res.body() };
}

test('signed in through nginx on HTTP/2: a file, an export and a report made on one instance open on another', async ({
  page,
  cluster,
  via,
}) => {
  const token = await signInThroughForm(page, nginxUrl(cluster), DEMO_LOGINS.admin);
  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (entry) => [new URL(entry.name).pathname, (entry as PerformanceResourceTiming).nextHopProtocol] as const,
    ),
  );
  expect(protocols.find(([path]) => path === '/')?.[1]).toBe('h2');
  expect(protocols.filter(([path]) => path.startsWith('/api/')).map(([, protocol]) => protocol)).toContain('h2');
  expect(protocols.filter(([, protocol]) => protocol !== 'h2')).toEqual([]);

  // A file uploaded through A opens through B by its signed link.
  const image = png(64);
  const upload = await via.a.post('/api/file/upload', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'схема.png', mimeType: 'image/png', buffer: image } },
  });
  expect(upload.status()).toBe(200);
  const file = (await upload.json()).result as { src: string };
  const opened = await download(via.b, file.src);
  expect(opened.status).toBe(200);
  expect(opened.type).toContain('image/png');
  expect(opened.body.equals(image)).toBe(true);

  // The login statistics' export made on A downloads through B.
  const link = await apiAs(via.a, { token }, statisticsEndpoints.export, {
    query: { start_login: '2026-01-01', end_login: '2026-12-31', key: 'percent', order: 'desc' },
  });
  const exported = await download(via.b, link.url);
  expect(exported.status).toBe(200);
  expect(exported.type).toContain(XLSX_MEDIA_TYPE);
  expect(exported.body.subarray(0, 2).toString()).toBe('PK');

  // A notification sent on A; its report, made by the job worker, downloads through A and through B.
  const { accounts } = await apiAs(
    via.a,
    { token: (await signIn(via.a, DEMO_LOGINS.student)).api_token },
    authEndpoints.accounts,
    {},
  ).then((answer) => answer.user_info);
  const group = accounts.find((a): a is StudentAccount => a.key === 'student')!.data.group!;
  const draft = await apiAs(via.a, { token }, notifyEndpoints.create, {
    body: {
      name: `Отчёт в кластере ${Date.now()}`,
      content: '<p>Проверка отчёта</p>',
      extra_data: { filter: { type: 'student', data: { groups: [group.id] } } },
    },
  });
  await apiAs(via.a, { token }, notifyEndpoints.send, { params: { id: draft.id } });
  await expect
    .poll(async () => (await apiAs(via.b, { token }, notifyEndpoints.get, { params: { id: draft.id } })).status, {
      timeout: 30_000,
    })
    .toBe('sent');
  const report = await apiAs(via.a, { token }, notifyEndpoints.createReport, { params: { id: draft.id } });
  await expect
    .poll(
      async () =>
        (await apiAs(via.b, { token }, notifyEndpoints.reports, { params: { id: draft.id }, query: { page: 1 } }))
          .items[0]?.status,
      { timeout: 30_000 },
    )
    .toBe(REPORT_STATUS.ready);
  const reportUrl = `/api/notifications/${draft.id}/reports/${report.id}`;
  const fromA = await download(via.a, reportUrl, token);
  const fromB = await download(via.b, reportUrl, token);
  for (const got of [fromA, fromB]) {
    expect(got.status).toBe(200);
    expect(got.type).toContain(XLSX_MEDIA_TYPE);
  }
  expect(fromA.body.equals(fromB.body)).toBe(true);

  // Each process has a DATA_DIR of its own and no key in its settings: nothing of the above was written there.
  const written = (name: ProcessName) =>
    (existsSync(dataDir(cluster, name))
      ? readdirSync(dataDir(cluster, name), { recursive: true, withFileTypes: true })
      : []
    )
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  for (const name of ['a', 'b', 'worker'] as const) expect(written(name)).toEqual([]);
});
