import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../server/src/seed/demo-logins';
import { freePort } from '../../server/src/test/free-port';
import { trustingFetch } from './client';
import { describeCluster, nginxUrl, startAndWait, stopCluster, type ClusterState } from './cluster';
import { expect, signIn, test as clusterTest } from './fixtures';
import { startNginx } from './nginx';
import { networkQuiet, trackRequests } from '../tests/helpers';

const MAINTENANCE = { success: false, maintenance: true, message: 'Ведутся технические работы. Попробуйте позже.' };

/**
 * Maintenance behind the recipe's nginx, beside the cluster the other tests use (not restarted for it): an instance
 * with MAINTENANCE_MODE=1 on the cluster's database behind an nginx of its own with deploy/nginx.conf. The instance
 * stands on both of the recipe's `instance` lines: nginx keeps the failures and the down time of each line apart, as
 * for two instances, and one starts in half the time. Stopped with SIGINT (no drain): nothing is in flight.
 */
const test = clusterTest.extend<{ inMaintenance: ClusterState }>({
  inMaintenance: async ({ cluster }, use, testInfo) => {
    const port = await freePort();
    const inMaintenance = await describeCluster({
      databaseUrl: cluster.databaseUrl,
      ports: { a: port, b: port },
      parent: cluster.root,
      prefix: 'maintenance-',
      webRoot: cluster.webRoot,
      env: { MAINTENANCE_MODE: '1', DATABASE_POOL_SIZE: '2' },
    });
    try {
      await startAndWait(inMaintenance, 'a');
      await startNginx(inMaintenance);
      await use(inMaintenance);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) {
        for (const log of [inMaintenance.processes.a.log, join(inMaintenance.nginx.prefix, 'error.log')]) {
          if (existsSync(log)) console.log(`\n--- ${log}, its end ---\n${readFileSync(log, 'utf8').slice(-3000)}`);
        }
      }
      await stopCluster(inMaintenance, 'SIGINT');
    }
  },
});

test('maintenance behind nginx: every call, however many, answers the flagged 503, and the web app says so', async ({
  inMaintenance,
  via,
  page,
}) => {
  const token = (await signIn(via.nginx, DEMO_LOGINS.student)).api_token;
  const get = trustingFetch(inMaintenance);
  const base = nginxUrl(inMaintenance);
  const call = async (path: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const res = await get(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
        ...(init.token && { authorization: `Bearer ${init.token}` }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { path, status: res.status, body: (await res.json()) as unknown };
  };
  // Reads (nginx would retry them) and writes of a signed-in tab and of the sign-in, 40 within a second: far more than
  // max_fails (3) for each instance line within fail_timeout (10 s).
  const answers = [];
  for (let round = 0; round < 4; round++) {
    answers.push(
      ...(await Promise.all([
        call('/api/config'),
        call('/api/config'),
        call('/api/notifications/my/unread/count', { token }),
        call('/api/notifications/my/unread/count', { token }),
        call('/api/tickets/my', { token }),
        call('/api/accounts', { token }),
        call('/api/my/polls', { token }),
        call('/api/notifications/my/mark-all-as-read', { method: 'POST', body: {}, token }),
        call('/api/login', { method: 'POST', body: { login: DEMO_LOGINS.student, password: DEMO_PASSWORD } }),
        call('/api/config'),
      ])),
    );
  }
  expect(answers).toEqual(answers.map(({ path }) => ({ path, status: 503, body: MAINTENANCE })));
  // Each answered by the first instance nginx asked: no 503 retried on the other, none counted as its failure.
  const logged = () =>
    readFileSync(join(inMaintenance.nginx.prefix, 'access.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes(' /api/') && !line.includes(' /api/health '));
  await expect.poll(() => logged().length).toBe(answers.length);
  expect(logged().filter((line) => !/ 503 \d+ [\d.]+ "[\d.:]+" "503" /.test(line))).toEqual([]);
  expect(readFileSync(join(inMaintenance.nginx.prefix, 'error.log'), 'utf8')).not.toContain('no live upstreams');

  // A person signing in gets the maintenance notice, not «Портал временно недоступен».
  await page.goto(`${base}/`);
  await page.getByLabel('Корпоративная почта').fill(DEMO_LOGINS.student);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('checkbox', { name: /согласие на обработку персональных данных/ }).check();
  trackRequests(page);
  await page.getByLabel('Пароль', { exact: true }).press('Enter');
  // Said once, by the form (its error under the fields), not again by a notice of the app's. A notice would load
  // its container's code first: the network is let settle, then the texts are counted once, not awaited (a notice
  // closes itself after 4 s, which a retrying count would wait for).
  await expect(page.getByRole('alert').filter({ hasText: MAINTENANCE.message })).toBeVisible();
  await networkQuiet(page);
  expect(await page.getByText(MAINTENANCE.message).count()).toBe(1);
  expect(await page.getByText('Технические работы', { exact: true }).count()).toBe(0);
  await expect(page.getByText(/Портал временно недоступен/)).toHaveCount(0);
});
