import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  answers,
  freePort,
  nginxUrl,
  repoRoot,
  startAndWait,
  STATE_VARIABLE,
  writeState,
  type ClusterState,
  type ProcessName,
} from './cluster';
import { trustingFetch } from './client';
import { NGINX, nginxTest, renderForCluster } from './nginx';

/** The PostgreSQL server the cluster's database is made on (a new one each run, dropped after). */
export const POSTGRES = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const key = () => randomBytes(36).toString('base64url');

/**
 * Starts the cluster once for all the tests: a fresh database (migrated and given a small demo
 * university by instance A's start), instances A and B from the built server, one job worker, the
 * built web app put where nginx serves it by deploy/deploy-web.mjs, and nginx with deploy/nginx.conf
 * rendered for them with a self-signed certificate.
 */
export default async function globalSetup() {
  for (const built of ['web/dist/index.html', 'server/dist/main.js']) {
    if (!existsSync(join(repoRoot, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  // The built server is checked once here (server-build.mjs rebuilds a stale one), not by three processes at once.
  execFileSync(process.execPath, ['-e', "import('./scripts/server-build.mjs').then((m) => m.serverEntry('main'))"], {
    cwd: repoRoot,
    stdio: 'inherit',
  });

  const root = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  const databaseName = `portal_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(POSTGRES), { pathname: `/${databaseName}` }).toString();

  mkdirSync(join(root, 'tls'));
  const certificate = join(root, 'tls/cert.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    join(root, 'tls/key.pem'),
    '-out',
    certificate,
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr.toString()}`);

  const webRoot = join(root, 'web');
  execFileSync(process.execPath, [join(repoRoot, 'deploy/deploy-web.mjs'), join(repoRoot, 'web/dist'), webRoot], {
    stdio: 'inherit',
  });

  const ports = { a: await freePort(), b: await freePort(), worker: await freePort(), worker2: await freePort() };
  const https = await freePort();
  const processes = Object.fromEntries(
    (Object.keys(ports) as ProcessName[]).map((name) => [
      name,
      {
        entry: name === 'a' || name === 'b' ? 'main' : 'worker',
        port: ports[name],
        pid: null,
        log: join(root, `${name}.log`),
      },
    ]),
  ) as ClusterState['processes'];
  const state: ClusterState = {
    root,
    databaseName,
    databaseUrl,
    certificate,
    webRoot,
    // deploy/portal.env.example's settings, for this cluster.
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
      // One shared DATA_DIR and the same keys, as several instances on one machine have them.
      DATA_DIR: join(root, 'data'),
      FILE_LINK_SECRET: key(),
      WIFI_PASSWORD_SECRET: key(),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      PUBLIC_URL: `https://127.0.0.1:${https}`,
      WEB_DIST: webRoot,
      JOBS_WORKERS: '0',
      JOBS_POLL_SECONDS: '0.5',
      JOBS_SUPERVISE_SECONDS: '2',
      SHUTDOWN_DRAIN_SECONDS: '5',
      METRICS_TOKEN: key(),
      DEMO_DATA: '1',
      DEMO_STUDENTS: '300',
      DEMO_EMPLOYEES: '80',
      LOG_LEVEL: 'info',
    },
    processes,
    nginx: {
      pid: null,
      https,
      http: await freePort(),
      prefix: join(root, 'nginx'),
      conf: join(root, 'nginx/nginx.conf'),
      log: join(root, 'nginx.log'),
    },
  };
  mkdirSync(state.nginx.prefix);
  writeState(state);
  process.env[STATE_VARIABLE] = join(root, 'cluster.json');
  console.log(`cluster: ${root}, database ${databaseName}`);

  // A migrates the empty database and loads the demo once; then B and the worker start beside it.
  await startAndWait(state, 'a');
  await Promise.all([startAndWait(state, 'b'), startAndWait(state, 'worker')]);

  renderForCluster(state);
  const checked = nginxTest(state);
  if (checked.status !== 0) throw new Error(`nginx -t: ${checked.output}`);
  const log = openSync(state.nginx.log, 'a');
  const nginx = spawn(NGINX, ['-p', `${state.nginx.prefix}/`, '-c', state.nginx.conf, '-g', 'daemon off;'], {
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  state.nginx.pid = nginx.pid ?? null;
  writeState(state);
  await answers(`${nginxUrl(state)}/api/health`, { seconds: 20, get: trustingFetch(state) }).catch((err: Error) => {
    throw new Error(`${err.message}: ${readFileSync(state.nginx.log, 'utf8')}`);
  });
}
