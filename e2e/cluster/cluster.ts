import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../server/src/test/free-port';

/**
 * The cluster of `npm run test:cluster`, as global-setup.ts starts it: two server instances (A, B)
 * and a job worker from the built server on one fresh PostgreSQL database, nginx in front with
 * deploy/nginx.conf. Its description lives in a file (PORTAL_CLUSTER names it), so that the tests
 * (in Playwright's worker processes) can stop and start its processes, and the teardown end them.
 * The same pieces start the benchmarks' clusters (bench/src/lib/cluster.ts).
 */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const STATE_VARIABLE = 'PORTAL_CLUSTER';

export type ProcessName = 'a' | 'b' | 'worker' | 'worker2';

type Getter = (url: string, init: { headers: Record<string, string> }) => Promise<{ ok: boolean }>;

export interface ProcessEntry {
  /** `node scripts/run.mjs <entry>`. */
  entry: 'main' | 'worker';
  /** The instance's port, or the worker's metrics port. */
  port: number;
  pid: number | null;
  log: string;
}

export interface ClusterState {
  /** The temporary folder: logs, DATA_DIR, the web root, nginx's files. */
  root: string;
  databaseName: string;
  databaseUrl: string;
  /** The self-signed certificate nginx serves (PEM), to be trusted by the tests' clients. */
  certificate: string;
  webRoot: string;
  /** The environment of every portal process (portal.env's part). */
  env: Record<string, string>;
  processes: Record<ProcessName, ProcessEntry>;
  nginx: { pid: number | null; https: number; http: number; prefix: string; conf: string; log: string };
}

export function readState(): ClusterState {
  const path = process.env[STATE_VARIABLE];
  if (!path || !existsSync(path)) throw new Error(`${STATE_VARIABLE} names no cluster: run npm run test:cluster`);
  return JSON.parse(readFileSync(path, 'utf8')) as ClusterState;
}

export function writeState(state: ClusterState): void {
  writeFileSync(join(state.root, 'cluster.json'), JSON.stringify(state, null, 2));
}

/** The address of nginx (HTTPS, HTTP/2) and of an instance directly (plain HTTP). */
export const nginxUrl = (state: ClusterState) => `https://127.0.0.1:${state.nginx.https}`;
export const instanceUrl = (state: ClusterState, name: 'a' | 'b') => `http://127.0.0.1:${state.processes[name].port}`;

export interface ClusterOptions {
  /** The database every process uses (made and filled by the caller, or by the first instance's start). */
  databaseUrl: string;
  /** Settings of every process on top of the recipe's (deploy/portal.env.example's, for this machine). */
  env?: Record<string, string>;
  /** The processes' ports (an instance's, a worker's metrics port); the others get free ones. */
  ports?: Partial<Record<ProcessName, number>>;
  /** The cluster's folder is made in `parent` (the system's temporary folder), named `prefix` and a suffix. */
  parent?: string;
  prefix?: string;
  /** The web root nginx serves and the instances' WEB_DIST: `<folder>/web` (empty), or another cluster's. */
  webRoot?: string;
}

/**
 * A cluster's folder and description, written to its folder; nothing started. Its processes get the settings of
 * deploy/portal.env.example for this machine and `env` on top; the ports not given are free ones.
 */
export async function describeCluster(options: ClusterOptions): Promise<ClusterState> {
  const { databaseUrl, env = {}, ports = {}, parent = tmpdir(), prefix = 'portal-cluster-' } = options;
  const root = mkdtempSync(join(parent, prefix));
  const webRoot = options.webRoot ?? join(root, 'web');
  const https = await freePort();
  const processes = {} as ClusterState['processes'];
  for (const name of ['a', 'b', 'worker', 'worker2'] as const) {
    const entry = name === 'a' || name === 'b' ? 'main' : 'worker';
    processes[name] = { entry, port: ports[name] ?? (await freePort()), pid: null, log: join(root, `${name}.log`) };
  }
  const state: ClusterState = {
    root,
    databaseName: new URL(databaseUrl).pathname.slice(1),
    databaseUrl,
    certificate: join(root, 'tls/cert.pem'),
    webRoot,
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      PUBLIC_URL: `https://127.0.0.1:${https}`,
      WEB_DIST: webRoot,
      JOBS_WORKERS: '0',
      SHUTDOWN_DRAIN_SECONDS: '5',
      METRICS_TOKEN: randomBytes(36).toString('base64url'),
      ...env,
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
  if (!options.webRoot) mkdirSync(webRoot);
  writeState(state);
  return state;
}

/** Rebuilds the server when it is older than its sources (scripts/server-build.mjs): once here, not by each process. */
export function checkBuiltServer(): void {
  execFileSync(process.execPath, ['-e', "import('./scripts/server-build.mjs').then((m) => m.serverEntry('main'))"], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

export function isRunning(pid: number | null): boolean {
  if (pid === null) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A process's own DATA_DIR: with DATABASE_URL nothing is written there (shared-state.spec checks). */
export const dataDir = (state: ClusterState, name: ProcessName) => join(state.root, `data-${name}`);

/** Starts a portal process, `node scripts/run.mjs <entry>` with the cluster's settings; its output goes to its log. */
export function startProcess(state: ClusterState, name: ProcessName, extra: Record<string, string> = {}): number {
  const entry = state.processes[name];
  const log = openSync(entry.log, 'a');
  const port = entry.entry === 'main' ? { PORT: String(entry.port) } : { WORKER_METRICS_PORT: String(entry.port) };
  // A DATA_DIR of its own and no key in the settings: files, exports and keys are in the database they share.
  const own = { ...port, DATA_DIR: dataDir(state, name) };
  const child = spawn(process.execPath, [join(repoRoot, 'scripts/run.mjs'), entry.entry], {
    cwd: repoRoot,
    env: { ...process.env, ...state.env, ...own, ...extra },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  entry.pid = child.pid ?? null;
  writeState(state);
  return entry.pid!;
}

/** Waits until `url` answers 200 (an instance's health, a worker's metrics, nginx). */
export async function answers(
  url: string,
  {
    headers = {},
    seconds = 90,
    get = fetch,
  }: { headers?: Record<string, string>; seconds?: number; get?: Getter } = {},
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await get(url, { headers })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Starts a process and waits until it serves (an instance's health, a worker's metrics). */
export async function startAndWait(state: ClusterState, name: ProcessName, extra: Record<string, string> = {}) {
  startProcess(state, name, extra);
  const { port, entry, log } = state.processes[name];
  const url = entry === 'main' ? `http://127.0.0.1:${port}/api/health` : `http://127.0.0.1:${port}/api/metrics`;
  await answers(url, { headers: { authorization: `Bearer ${state.env.METRICS_TOKEN}` } }).catch((err: Error) => {
    throw new Error(`${err.message}; its log ends:\n${readFileSync(log, 'utf8').slice(-3000)}`);
  });
}

/** Sends `signal` and waits until the process is gone. */
export async function stopProcess(state: ClusterState, name: ProcessName, signal: NodeJS.Signals, seconds = 30) {
  const entry = state.processes[name];
  if (!isRunning(entry.pid)) throw new Error(`${name} is not running`);
  process.kill(entry.pid!, signal);
  const deadline = Date.now() + seconds * 1000;
  while (isRunning(entry.pid)) {
    if (Date.now() > deadline) throw new Error(`${name} did not stop within ${seconds} s of ${signal}`);
    await sleep(100);
  }
  entry.pid = null;
  writeState(state);
}

/**
 * Ends nginx (SIGTERM: its master ends its workers; on SIGKILL they would stay) and the cluster's processes with
 * `signal` (SIGTERM drains an instance first), those left after `seconds` with SIGKILL, and removes the cluster's
 * folder (kept with CLUSTER_KEEP=1).
 */
export async function stopCluster(state: ClusterState, signal: NodeJS.Signals, seconds = 30): Promise<void> {
  const processes = Object.values(state.processes)
    .map((p) => p.pid)
    .filter(isRunning);
  if (isRunning(state.nginx.pid)) process.kill(state.nginx.pid!, 'SIGTERM');
  for (const pid of processes) process.kill(pid!, signal);
  const all = [state.nginx.pid, ...processes];
  const deadline = Date.now() + seconds * 1000;
  while (all.some(isRunning) && Date.now() < deadline) await sleep(50);
  for (const pid of all.filter(isRunning)) process.kill(pid!, 'SIGKILL');
  if (process.env.CLUSTER_KEEP === '1') console.log(`cluster kept: ${state.root}`);
  else rmSync(state.root, { recursive: true, force: true });
}

/** What a process wrote to its log since `from` (a length read before). */
export const logOf = (state: ClusterState, name: ProcessName, from = 0) =>
  readFileSync(state.processes[name].log, 'utf8').slice(from);

/** A query on the cluster's database. */
export async function query<T extends pg.QueryResultRow>(state: ClusterState, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: state.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * How many answers of `route` (a route pattern) the instance has given since it started, by its own metrics
 * (`http_request_duration_seconds_count`), read with the cluster's METRICS_TOKEN.
 */
export async function answered(state: ClusterState, name: 'a' | 'b', route: string): Promise<number> {
  const res = await fetch(`${instanceUrl(state, name)}/api/metrics`, {
    headers: { authorization: `Bearer ${state.env.METRICS_TOKEN}` },
  });
  if (!res.ok) return 0;
  const pattern = `http_request_duration_seconds_count{method="`;
  return (await res.text())
    .split('\n')
    .filter((line) => line.startsWith(pattern) && line.includes(`route="${route}"`) && line.includes('status_code="2'))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
