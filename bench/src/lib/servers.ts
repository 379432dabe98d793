import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// The portal as production runs it: the compiled server (built first when it is missing or stale).
const PORTAL = 'scripts/run.mjs';

export interface Running {
  url: string;
  /** The server's process id (its memory is read from /proc). */
  pid: number;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, seconds = 60) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function start(
  script: string,
  port: number,
  env: Record<string, string>,
  healthPath: string,
  seconds = 60,
): Promise<Running> {
  // BENCH_CPU_PROF=<dir>: the portal writes a V8 CPU profile of the run there when it stops.
  const profile =
    process.env.BENCH_CPU_PROF && script === PORTAL
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [];
  const command = script === PORTAL ? [script, 'main'] : ['--import', 'tsx', script];
  const child = spawn(process.execPath, [...profile, ...command], {
    // BENCH_PORTAL_ROOT=<checkout>: the portal of another checkout (another commit, built there), to compare.
    cwd: script === PORTAL ? (process.env.BENCH_PORTAL_ROOT ?? root) : root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  return waitFor(url + healthPath, child, seconds).then(() => ({
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  }));
}

/** The portal as it runs in production, in its own process, on the given database. */
export const startPortal = (databaseUrl: string, port: number, poolSize = 10, env: Record<string, string> = {}) =>
  start(
    PORTAL,
    port,
    { DATABASE_URL: databaseUrl, DEMO_DATA: '0', DATABASE_POOL_SIZE: String(poolSize), ...env },
    '/api/health',
  );

/** The baseline: bare Fastify answering `SELECT 1` through a `pg` pool of the same size. */
export const startBaseline = (databaseUrl: string, port: number, poolSize = 10) =>
  start(
    'bench/src/baseline.ts',
    port,
    { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(poolSize) },
    '/select-1',
  );

/**
 * The portal as `npm start` runs it on a fresh machine: the embedded database in `dataDir`, filled
 * with the demo university at the first start (which takes a while: up to 3 minutes allowed).
 */
export const startDemoPortal = (dataDir: string, port: number) =>
  start(PORTAL, port, { DATA_DIR: dataDir, DEMO_DATA: '1' }, '/api/health', 180);
