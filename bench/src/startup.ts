// The server's start and idle memory (issue 16 §2): `npm start` as it was (a wrapper process that
// runs the TypeScript sources through tsx) beside the compiled server (`npm run build`, run in the
// start script's own process), on the embedded database and on PostgreSQL, each with the demo
// university already loaded: the time from the command to the first healthy answer, and the
// resident memory of every process of the command after it has been idle.
// npm run bench:startup -- [--starts 3] [--idle 10]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { benchDatabase } from './lib/database';

const { values } = parseArgs({
  options: { starts: { type: 'string', default: '3' }, idle: { type: 'string', default: '10' } },
});
const starts = Number(values.starts);
const idleSeconds = Number(values.idle);
const root = fileURLToPath(new URL('../../', import.meta.url));
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dataDir = '/tmp/portal-bench-startup';
const PORT = 3461;

/** How `npm start` ran the server before the compiled build (scripts/start.mjs of 2026-11-24). */
const tsxStart = `const { spawn } = require('node:child_process');
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { stdio: 'inherit' });
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => server.kill(s));
server.on('exit', (code) => process.exit(code ?? 0));`;
const modes = {
  'tsx (before)': ['-e', tsxStart],
  'compiled (after)': ['scripts/start.mjs'],
};

/** Every process of a tree: the root and its descendants, by the parent ids in /proc. */
function tree(rootPid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) for (const [pid, parent] of parents) if (parent === pids[i]) pids.push(pid);
  return pids;
}
const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function healthy(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the server did not become healthy in time');
}

async function once(args: string[], env: Record<string, string>, seconds: number) {
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await healthy(Date.now() + seconds * 1000);
    const startMs = performance.now() - began;
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const pids = tree(child.pid!);
    return { startMs, rss: pids.reduce((sum, pid) => sum + rssMiB(pid), 0), processes: pids.length };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (!existsSync(`${root}web/dist/index.html`)) throw new Error('Build the web app first: npm run build');
spawnSync(process.execPath, ['server/build.mjs'], { cwd: root, stdio: 'inherit' });
const databases: Record<string, Record<string, string>> = {
  embedded: { DATA_DIR: dataDir, DEMO_DATA: '1' },
  PostgreSQL: {
    DATABASE_URL: await benchDatabase(serverUrl, { students: 6000, employees: 1200, seed: 20261121 }),
    DEMO_DATA: '0',
  },
};
if (!existsSync(`${dataDir}/pg`)) {
  console.log('Загрузка демо-университета во встроенную базу (первый запуск)…');
  await once(modes['compiled (after)'], databases.embedded!, 600);
}

console.log(
  `\n${starts} starts each, memory after ${idleSeconds} s idle; ` +
    `the demo university (6,000 students, 1,200 employees) loaded\n`,
);
console.log('database    how                  start p50 ms   start max ms   RSS MiB   processes');
for (const [database, env] of Object.entries(databases)) {
  for (const [mode, args] of Object.entries(modes)) {
    const runs = [];
    for (let i = 0; i < starts; i++) runs.push(await once(args, env, 120));
    const line = [
      database.padEnd(11),
      mode.padEnd(20),
      median(runs.map((r) => r.startMs))
        .toFixed(0)
        .padStart(13),
      Math.max(...runs.map((r) => r.startMs))
        .toFixed(0)
        .padStart(14),
      median(runs.map((r) => r.rss))
        .toFixed(0)
        .padStart(9),
      String(median(runs.map((r) => r.processes))).padStart(11),
    ];
    console.log(line.join(' '));
  }
}
