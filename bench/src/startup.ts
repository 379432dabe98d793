// The server's start and idle memory (issue 16 §2, issue 31 §5): `npm start` (the compiled server,
// run in the start script's own process) on the embedded database and on PostgreSQL, each with the
// demo university already loaded: the time from the command to the first healthy answer, and the
// resident memory of every process of the command 5 s after that answer and again after `idle`
// seconds (by then V8's memory reducer has given back the young generation grown at the start).
// npm run bench:startup -- [--starts 3] [--idle 30]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { benchDatabase, serverUrl } from './lib/database';

const { values } = parseArgs({
  options: { starts: { type: 'string', default: '3' }, idle: { type: 'string', default: '30' } },
});
const starts = Number(values.starts);
const idleSeconds = Number(values.idle);
const root = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = '/tmp/portal-bench-startup';
const PORT = 3461;

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
    const rss = () => tree(child.pid!).reduce((sum, pid) => sum + rssMiB(pid), 0);
    await new Promise((r) => setTimeout(r, 5_000));
    const soon = rss();
    await new Promise((r) => setTimeout(r, Math.max(0, idleSeconds - 5) * 1000));
    return { startMs, soon, idle: rss(), processes: tree(child.pid!).length };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (!existsSync(`${root}web/dist/index.html`)) throw new Error('Build the web app first: npm run build');
spawnSync(process.execPath, ['server/build.mjs'], { cwd: root, stdio: 'inherit' });
const command = ['scripts/start.mjs'];
const databases: Record<string, Record<string, string>> = {
  embedded: { DATA_DIR: dataDir, DEMO_DATA: '1' },
  PostgreSQL: {
    DATABASE_URL: await benchDatabase(serverUrl, { students: 6000, employees: 1200, seed: 20261121 }),
    DEMO_DATA: '0',
  },
};
if (!existsSync(`${dataDir}/pg`)) {
  console.log('Загрузка демо-университета во встроенную базу (первый запуск)…');
  await once(command, databases.embedded!, 600);
}

console.log(`\n${starts} starts each; the demo university (6,000 students, 1,200 employees) loaded\n`);
console.log(`database      start p50 ms   start max ms   RSS MiB at 5 s   RSS MiB at ${idleSeconds} s   processes`);
for (const [database, env] of Object.entries(databases)) {
  const runs = [];
  for (let i = 0; i < starts; i++) runs.push(await once(command, env, 120));
  const line = [
    database.padEnd(11),
    median(runs.map((r) => r.startMs))
      .toFixed(0)
      .padStart(13),
    Math.max(...runs.map((r) => r.startMs))
      .toFixed(0)
      .padStart(14),
    median(runs.map((r) => r.soon))
      .toFixed(0)
      .padStart(16),
    median(runs.map((r) => r.idle))
      .toFixed(0)
      .padStart(17),
    String(median(runs.map((r) => r.processes))).padStart(11),
  ];
  console.log(line.join(' '));
}
