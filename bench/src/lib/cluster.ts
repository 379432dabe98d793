import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  answers,
  freePort,
  isRunning,
  nginxUrl,
  repoRoot,
  startAndWait,
  writeState,
  type ClusterState,
  type ProcessName,
} from '../../../e2e/cluster/cluster';
import { trustingFetch } from '../../../e2e/cluster/client';
import { NGINX, nginxTest, renderForCluster } from '../../../e2e/cluster/nginx';

/**
 * The production recipe of deploy/ on this machine, from the pieces of the cluster test's harness
 * (e2e/cluster): nginx with deploy/nginx.conf rendered by its renderer (HTTPS with a self-signed
 * certificate, HTTP/2, the built web app's precompressed files) in front of server instances.
 */
export interface BenchCluster {
  /** nginx: `https://127.0.0.1:<port>`. */
  url: string;
  /** The certificate nginx serves (PEM), for clients to trust. */
  ca: Buffer;
  state: ClusterState;
  stop(): Promise<void>;
}

/** A self-signed certificate for 127.0.0.1 in `<root>/tls/`, where the harness's renderer looks for it. */
function selfSignedCertificate(root: string): string {
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
  return certificate;
}

const key = () => randomBytes(36).toString('base64url');

const builtWeb = join(repoRoot, 'web/dist');

/**
 * A cluster's folder (certificate, web root, logs) and description. `ports` are the instances' (A and B: the same
 * port twice puts one instance behind both of the recipe's `instance` lines) and the worker's metrics port; `webDist`
 * the build nginx serves.
 */
async function prepare(
  databaseUrl: string,
  ports: { a: number; b: number; worker: number },
  webDist = builtWeb,
): Promise<ClusterState> {
  const root = mkdtempSync(join(tmpdir(), 'portal-bench-cluster-'));
  const certificate = selfSignedCertificate(root);
  // The built web app as deploy/deploy-web.mjs puts it where nginx serves it (an API-only load needs none).
  const webRoot = join(root, 'web');
  if (existsSync(join(webDist, 'index.html'))) {
    execFileSync(process.execPath, [join(repoRoot, 'deploy/deploy-web.mjs'), webDist, webRoot]);
  } else mkdirSync(webRoot);
  const https = await freePort();
  const entry = (name: ProcessName, port: number) => ({
    entry: name === 'a' || name === 'b' ? ('main' as const) : ('worker' as const),
    port,
    pid: null,
    log: join(root, `${name}.log`),
  });
  const state: ClusterState = {
    root,
    databaseName: new URL(databaseUrl).pathname.slice(1),
    databaseUrl,
    certificate,
    webRoot,
    // deploy/portal.env.example and instance.env.example, for this machine.
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '10',
      DATA_DIR: join(root, 'data'),
      FILE_LINK_SECRET: key(),
      WIFI_PASSWORD_SECRET: key(),
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      PUBLIC_URL: `https://127.0.0.1:${https}`,
      WEB_DIST: webRoot,
      JOBS_WORKERS: '0',
      SHUTDOWN_DRAIN_SECONDS: '5',
      METRICS_TOKEN: key(),
      DEMO_DATA: '0',
    },
    processes: {
      a: entry('a', ports.a),
      b: entry('b', ports.b),
      worker: entry('worker', ports.worker),
      worker2: entry('worker2', 0),
    },
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
  return state;
}

/** nginx with deploy/nginx.conf rendered for the cluster, started and answering `/api/health`. */
async function startNginx(state: ClusterState): Promise<void> {
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

/** Ends nginx and the cluster's processes (SIGTERM: the instances drain as in a restart) and removes its folder. */
async function stopAll(state: ClusterState, keep = process.env.CLUSTER_KEEP === '1') {
  // nginx's master ends its workers on SIGTERM.
  const pids = [state.nginx.pid, ...Object.values(state.processes).map((p) => p.pid)].filter(isRunning);
  for (const pid of pids) process.kill(pid!, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (pids.some(isRunning) && Date.now() < deadline) await sleep(100);
  for (const pid of pids.filter(isRunning)) process.kill(pid!, 'SIGKILL');
  if (keep) console.log(`cluster kept: ${state.root}`);
  else rmSync(state.root, { recursive: true, force: true });
}

const describe = (state: ClusterState): BenchCluster => ({
  url: nginxUrl(state),
  ca: readFileSync(state.certificate),
  state,
  stop: () => stopAll(state),
});

/**
 * Two server instances from the built server (`JOBS_WORKERS=0`) and one job worker on `databaseUrl` (migrated and
 * filled already: `DEMO_DATA=0`), with nginx in front. `env` is added to every process's settings.
 */
export async function startCluster(databaseUrl: string, env: Record<string, string> = {}): Promise<BenchCluster> {
  // The built server is checked once here (server-build.mjs rebuilds a stale one), not by three processes at once.
  execFileSync(process.execPath, ['-e', "import('./scripts/server-build.mjs').then((m) => m.serverEntry('main'))"], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const state = await prepare(databaseUrl, { a: await freePort(), b: await freePort(), worker: await freePort() });
  Object.assign(state.env, env);
  writeState(state);
  try {
    await Promise.all([startAndWait(state, 'a'), startAndWait(state, 'b'), startAndWait(state, 'worker')]);
    await startNginx(state);
  } catch (err) {
    await stopAll(state);
    throw err;
  }
  return describe(state);
}

/**
 * nginx alone with the recipe, in front of a server already listening on `port` (both `instance` lines), serving the
 * web app built in `webDist`.
 */
export async function nginxInFront(port: number, webDist = builtWeb): Promise<BenchCluster> {
  const state = await prepare('postgres://unused/none', { a: port, b: port, worker: 0 }, webDist);
  try {
    await startNginx(state);
  } catch (err) {
    await stopAll(state);
    throw err;
  }
  return describe(state);
}
