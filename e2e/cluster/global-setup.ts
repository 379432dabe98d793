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

/** The cluster's description: its folder, database, ports and the settings of its processes (nothing started). */
async function describeCluster(): Promise<ClusterState> {
  const root = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  const databaseName = `portal_cluster_${randomBytes(6).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(POSTGRES), { pathname: `/${databaseName}` }).toString();
  const webRoot = join(root, 'web');
  const https = await freePort();
  const names: ProcessName[] = ['a', 'b', 'worker', 'worker2'];
  const processes = {} as ClusterState['processes'];
  for (const name of names) {
    const entry = name === 'a' || name === 'b' ? 'main' : 'worker';
    processes[name] = { entry, port: await freePort(), pid: null, log: join(root, `${name}.log`) };
  }
  return {
    root,
    databaseName,
    databaseUrl,
    certificate: join(root, 'tls/cert.pem'),
    webRoot,
    // deploy/portal.env.example's settings, for this cluster.
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '5',
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
}

/** A self-signed certificate for localhost and 127.0.0.1, made by openssl. */
function makeCertificate(state: ClusterState) {
  mkdirSync(join(state.root, 'tls'));
  const subject = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'];
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', ...subject],
    ...['-keyout', join(state.root, 'tls/key.pem'), '-out', state.certificate],
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr.toString()}`);
}

async function startNginx(state: ClusterState) {
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

/**
 * Starts the cluster once for all the tests: a fresh database (migrated and given a small demo
 * university by instance A's start), instances A and B from the built server, one job worker, the
 * built web app put where nginx serves it by deploy/deploy-web.mjs, and nginx with deploy/nginx.conf
 * rendered for them with a self-signed certificate. Its description is written first, so that the
 * teardown removes whatever was made when a step fails.
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

  const state = await describeCluster();
  mkdirSync(state.nginx.prefix);
  writeState(state);
  process.env[STATE_VARIABLE] = join(state.root, 'cluster.json');
  console.log(`cluster: ${state.root}, database ${state.databaseName}`);

  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${state.databaseName}`);
  await admin.end();
  makeCertificate(state);
  execFileSync(process.execPath, [join(repoRoot, 'deploy/deploy-web.mjs'), join(repoRoot, 'web/dist'), state.webRoot], {
    stdio: 'inherit',
  });

  // A migrates the empty database and loads the demo once; then B and the worker start beside it.
  await startAndWait(state, 'a');
  await Promise.all([startAndWait(state, 'b'), startAndWait(state, 'worker')]);
  await startNginx(state);
}
