import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The cluster of `npm run test:cluster`, as global-setup.ts starts it: two server instances (A, B)
 * and a job worker from the built server on one fresh PostgreSQL database, nginx in front with
 * deploy/nginx.conf. Its description lives in a file (PORTAL_CLUSTER names it), so that the tests
 * (in Playwright's worker processes) can stop and start its processes, and the teardown end them.
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

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
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
