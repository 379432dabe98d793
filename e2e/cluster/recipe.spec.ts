import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployWeb } from '../../deploy/deploy-web.mjs';
import { repoRoot } from './cluster';
import { expect, test } from './fixtures';
import { nginxTemplate, nginxTest, renderNginxConf } from './nginx';

/** The recipe's files as an installation takes them: nginx's config, the systemd units, the web deploy. */

test('nginx -t accepts deploy/nginx.conf as rendered for the cluster, and every marked line was rendered', ({
  cluster,
}) => {
  const checked = nginxTest(cluster);
  expect(checked.output).toContain('syntax is ok');
  expect(checked.output).toContain('test is successful');
  expect(checked.status).toBe(0);
  const rendered = readFileSync(cluster.nginx.conf, 'utf8');
  expect(rendered).not.toContain('/srv/portal');
  expect(rendered).not.toContain('127.0.0.1:3001');
  expect(rendered).toContain(`listen 127.0.0.1:${cluster.nginx.https} ssl http2;`);
  // A marked line the renderer is given no value for is refused, not left as it is.
  expect(() => renderNginxConf(readFileSync(nginxTemplate, 'utf8'), { user: ['root'] })).toThrow(/no value/);
});

test('systemd-analyze verify accepts the units (an instance of portal@ and the worker)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-units-'));
  try {
    // What `verify` checks of a path is that ExecStart's program exists: this machine's node and checkout.
    for (const unit of ['portal@.service', 'portal-worker.service']) {
      const text = readFileSync(join(repoRoot, 'deploy', unit), 'utf8')
        .replaceAll('/usr/bin/node', process.execPath)
        .replaceAll('/opt/portal', repoRoot.replace(/\/$/, ''));
      writeFileSync(join(dir, unit), text);
    }
    const run = spawnSync(
      '/usr/bin/systemd-analyze',
      ['verify', join(dir, 'portal@3001.service'), join(dir, 'portal-worker.service')],
      { encoding: 'utf8' },
    );
    // Warnings (an unknown key, a missing program) fail it too.
    expect(run.stderr + run.stdout).toBe('');
    expect(run.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('deploy-web.mjs keeps an earlier build’s assets for a day after a later build came, then removes them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
  const build = (name: string, assets: string[], index: string) => {
    const out = join(dir, name);
    mkdirSync(join(out, 'assets'), { recursive: true });
    for (const asset of assets) writeFileSync(join(out, 'assets', asset), asset);
    writeFileSync(join(out, 'index.html'), index);
    return out;
  };
  try {
    const served = join(dir, 'served');
    const hour = 3_600_000;
    const start = Date.now();
    deployWeb(build('one', ['main-1.js', 'shared.js'], 'one'), served, { now: start });
    writeFileSync(join(served, 'index.html.br'), 'a compressed copy the next build does not have');
    const second = deployWeb(build('two', ['main-2.js', 'shared.js'], 'two'), served, { now: start + hour });
    expect(second).toEqual({ added: ['assets/main-2.js'], deleted: ['index.html.br'] });
    expect(readFileSync(join(served, 'index.html'), 'utf8')).toBe('two');
    // Within the day after build two came, build one's files stay.
    deployWeb(build('three', ['main-3.js', 'shared.js'], 'three'), served, { now: start + 20 * hour });
    expect(existsSync(join(served, 'assets/main-1.js'))).toBe(true);
    // A day after build two came: build one's own file goes, two's stays (three came less than a day ago).
    const later = deployWeb(join(dir, 'three'), served, { now: start + 26 * hour });
    expect(later.deleted).toEqual(['assets/main-1.js']);
    expect(existsSync(join(served, 'assets/main-2.js'))).toBe(true);
    expect(existsSync(join(served, 'assets/shared.js'))).toBe(true);
    // --keep-hours 0: only the current build's.
    expect(deployWeb(join(dir, 'three'), served, { now: start + 27 * hour, keepHours: 0 }).deleted).toEqual([
      'assets/main-2.js',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
