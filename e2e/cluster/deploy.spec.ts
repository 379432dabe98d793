import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_LOGINS } from '../../server/src/seed/demo-logins';
import { nginxUrl, repoRoot } from './cluster';
import { expect, signIn, test } from './fixtures';
import { renamedBuild } from './new-build';
import { restart } from './restarts';

const deployWeb = (source: string, target: string, ...args: string[]) =>
  execFileSync(process.execPath, [join(repoRoot, 'deploy/deploy-web.mjs'), source, target, ...args], {
    encoding: 'utf8',
  });

test('a new build deploys without a blank page: an old tab keeps its screens, then is asked to reload', async ({
  page,
  cluster,
  via,
}) => {
  const token = (await signIn(via.nginx, DEMO_LOGINS.admin)).api_token;
  await page.addInitScript((t) => localStorage.setItem('api_token', t), token);
  const assets: { path: string; status: number }[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    if (path.startsWith('/assets/')) assets.push({ path, status: res.status() });
  });
  const heading = page.locator('header h1');
  const nav = page.getByRole('navigation', { name: 'Основная навигация' });

  // The tab of the build being served: the admin's home is the statistics.
  await page.goto(`${nginxUrl(cluster)}/`);
  await expect(heading).toHaveText('Статистика');
  const oldBuild = new Set(assets.map((a) => a.path));

  // A new release: its assets beside the old ones, its index.html last; the instances restarted one by one.
  const build = join(cluster.root, 'build-2');
  const renames = renamedBuild(join(repoRoot, 'web/dist'), build);
  expect(deployWeb(build, cluster.webRoot)).toMatch(/новых файлов [1-9]\d*, удалено старых 0/);
  await restart(cluster, 'a');
  await restart(cluster, 'b');

  // The old tab still opens a lazily loaded screen: its old chunks are there.
  const before = assets.length;
  await nav.getByRole('link', { name: 'Список студентов' }).click();
  await expect(heading).toHaveText('Список студентов');
  await expect(page.getByRole('table').first()).toBeVisible();
  const loaded = assets.slice(before);
  expect(loaded.some((a) => a.path.startsWith('/assets/StudentListPage-'))).toBe(true);
  expect(loaded.filter((a) => a.status !== 200 && a.status !== 304)).toEqual([]);
  expect(loaded.filter((a) => !renames.has(a.path.slice('/assets/'.length)))).toEqual([]);

  // A day later the old build's assets are gone: the next screen of the old tab says a new version is there.
  deployWeb(build, cluster.webRoot, '--keep-hours', '0');
  for (const path of oldBuild) expect(existsSync(join(cluster.webRoot, path))).toBe(false);
  await nav.getByRole('link', { name: 'Журнал действий' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Доступна новая версия портала' });
  await expect(notice).toBeVisible();
  await expect(page.getByText('Доступна новая версия портала')).toHaveCount(1);

  // «Обновить» loads the new build, and the screen opens.
  await notice.getByRole('button', { name: 'Обновить' }).click();
  await expect(heading).toHaveText('Журнал действий');
  await expect(page.getByText('Доступна новая версия портала')).toHaveCount(0);
  const renamed = new Set(renames.values());
  expect(assets.some((a) => a.path.startsWith('/assets/AuditLogPage-') && a.status === 200)).toBe(true);
  const afterReload = assets.filter((a) => a.status === 200 && renamed.has(a.path.slice('/assets/'.length)));
  expect(afterReload.length).toBeGreaterThan(0);
});
