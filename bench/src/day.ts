// A day of term (issue: bench:day): people come, sign in and do what a morning brings, through nginx (HTTPS, HTTP/2)
// in front of two server instances and a job worker on PostgreSQL, as deploy/ runs the portal. Keeps a steady number
// of people present, finds the most the machine holds with every call's p95 under 200 ms and no error, then holds
// that for `minutes`. See bench/README.md.
// npm run bench:day -- [--quick] [--minutes 5] [--stay 10] [--start 1000] [--people N] [--students 30000]
//   [--employees 3000] [--addresses 64]
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { trustingFetch } from '../../e2e/cluster/client';
import { adminCaller } from './lib/admin-call';
import { Calls, type CallRecord } from './lib/calls';
import { startCluster } from './lib/cluster';
import { benchDatabase, serverUrl, sizeOf } from './lib/database';
import { load } from './lib/load';
import { morningPeople, visit, type Morning, type Person } from './lib/morning';
import { startBaseline } from './lib/servers';
import { sqlOn } from './lib/sql';
import { adminToken, sessionsFor } from './lib/sessions';
import { openStudentPoll, type OpenPoll } from './lib/student-poll';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    minutes: { type: 'string' },
    stay: { type: 'string', default: '10' },
    start: { type: 'string', default: '1000' },
    people: { type: 'string' },
    students: { type: 'string', default: '30000' },
    employees: { type: 'string', default: '3000' },
    seed: { type: 'string', default: '20261128' },
    addresses: { type: 'string', default: '64' },
  },
});
const cores = availableParallelism();
const levelSeconds = values.quick ? 30 : 60;
const holdMinutes = Number(values.minutes ?? (values.quick ? 1 : 5));
const stayMs = Number(values.stay) * 60_000;
/** Latencies are read after the first seconds of a level (errors are counted from its start). */
const SETTLE_MS = 5_000;
const P95_LIMIT_MS = 200;
/** A p95 of fewer calls is their slowest one: such a kind is shown but its p95 not judged (its errors are). */
const JUDGED_FROM = 20;
const POLL_NAME = 'Утренний опрос (нагрузка)';

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const machine =
  `${cores} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ` +
  `${process.versions.node}`;
const loadBefore = loadAverage();

const databaseUrl = await benchDatabase(serverUrl, sizeOf(values));
const sql = sqlOn(databaseUrl);
const people = await morningPeople(databaseUrl);
const [subject] = await sql<{ id: number; version: string }>(
  'select (select id from ticket_subjects order by id limit 1) as id, version() as version',
);
// The polls of earlier runs (and their answers) go: each level publishes its own.
await sql('delete from polls where name like $1', [`${POLL_NAME}%`]);

// The baseline first, alone: the bare Fastify + pg `SELECT 1`, direct over HTTP/1.1 with autocannon.
const baselinePort = 3997;
const baseline = await startBaseline(databaseUrl, baselinePort);
let base: Awaited<ReturnType<typeof load>>;
try {
  await load({ name: 'warm-up', url: `${baseline.url}/select-1`, connections: 10, seconds: 2 });
  base = await load({ name: 'baseline', url: `${baseline.url}/select-1`, connections: 10, seconds: 10 });
} finally {
  await baseline.stop();
}

console.log('Кластер: nginx, два экземпляра сервера (JOBS_WORKERS=0) и npm run worker…');
const cluster = await startCluster(databaseUrl);
const calls = new Calls(cluster.url, cluster.ca, Number(values.addresses));
const adminFetch = trustingFetch(cluster.state);
const admin = `Bearer ${await adminToken(databaseUrl)}`;
const adminCall = adminCaller(cluster.url, { authorization: admin }, adminFetch);

interface KindFigures {
  kind: string;
  calls: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}
interface LevelResult {
  people: number;
  seconds: number;
  callsPerSecond: number;
  signInsPerSecond: number;
  kinds: KindFigures[];
  errors: number;
  /** Every kind's p95 under the limit and no error. */
  held: boolean;
  loadAfter: string;
  failures: string[];
  /** Calls sent again after nginx's GOAWAY (lib/calls.ts). */
  resent: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function figures(records: CallRecord[], from: number, to: number): KindFigures[] {
  const kinds = [...new Set(records.map((r) => r.kind))];
  const seconds = (to - from) / 1000;
  return kinds.map((kind) => {
    const mine = records.filter((r) => r.kind === kind);
    const timed = mine
      .filter((r) => r.started >= from)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    return {
      kind,
      calls: timed.length,
      perSecond: timed.length / seconds,
      p50: percentile(timed, 50),
      p95: percentile(timed, 95),
      p99: percentile(timed, 99),
      errors: mine.filter((r) => !r.ok).length,
    };
  });
}

let cursor = 0;
const nextPerson = (): Person => people[cursor++ % people.length]!;
let poll = null as OpenPoll | null;
let pollNumber = 0;

/**
 * `n` people present for `seconds`: at the start each is somewhere in their stay (spread evenly over it, signed in
 * already: their sessions made in SQL), so the load is steady from the first second; whoever's stay ends is replaced
 * by the next person, who signs in.
 */
async function level(n: number, seconds: number): Promise<LevelResult> {
  await poll?.close();
  poll = await openStudentPoll(adminCall, `${POLL_NAME} ${++pollNumber}`);
  const present = Array.from({ length: n }, nextPerson);
  const tokens = await sessionsFor(
    databaseUrl,
    present.map((p) => p.userId),
  );
  calls.reset();
  const started = performance.now();
  const m: Morning = { calls, stayMs, deadline: started + seconds * 1000, poll, ticketSubjectId: subject!.id };
  const address = (p: Person) => p.userId % calls.addresses;
  await Promise.all(
    present.map(async (person, k) => {
      await visit(m, person, address(person), ((k + Math.random()) / n) * stayMs, tokens[k]);
      while (performance.now() < m.deadline) {
        const next = nextPerson();
        await visit(m, next, address(next));
      }
    }),
  );
  const kinds = figures(calls.records, started + SETTLE_MS, m.deadline);
  const errors = kinds.reduce((sum, k) => sum + k.errors, 0);
  const perSecond = (kind?: string) =>
    kinds.filter((k) => kind === undefined || k.kind === kind).reduce((sum, k) => sum + k.perSecond, 0);
  return {
    people: n,
    seconds,
    callsPerSecond: perSecond(),
    signInsPerSecond: perSecond('sign-in'),
    kinds,
    errors,
    held: errors === 0 && kinds.every((k) => k.calls < JUDGED_FROM || k.p95 < P95_LIMIT_MS),
    loadAfter: loadAverage(),
    failures: [...calls.failures.entries()].flatMap(([kind, f]) => f.samples.map((s) => `${kind} (${f.count}): ${s}`)),
    resent: calls.resent,
  };
}

const ms = (n: number) => n.toFixed(1);
function printLevel(r: LevelResult) {
  const worst = [...r.kinds].filter((k) => k.calls >= JUDGED_FROM).sort((a, b) => b.p95 - a.p95)[0];
  const worstP95 = worst ? `${ms(worst.p95)} ms (${worst.kind})` : '—';
  console.log(
    `  ${String(r.people).padStart(6)} people, ${r.seconds} s: ${r.callsPerSecond.toFixed(0)} calls/s, ` +
      `${r.signInsPerSecond.toFixed(1)} sign-ins/s, worst p95 ${worstP95}, ` +
      `errors ${r.errors}${r.resent ? ` (${r.resent} sent again after GOAWAY)` : ''}; ` +
      `load average after ${r.loadAfter} → ${r.held ? 'held' : 'NOT held'}`,
  );
  for (const f of r.failures) console.log(`      ${f}`);
}

const cap = Math.floor(people.length / 2);
const round = (n: number) => Math.max(50, Math.round(n / 50) * 50);
let best: number | null;
try {
  console.log(`\nbench:day — ${machine}; load average before: ${loadBefore}`);
  console.log(
    `Through nginx ${cluster.url} (HTTPS, HTTP/2) to two instances and a worker; PostgreSQL ` +
      `${subject!.version.split(' ').slice(0, 2).join(' ')} at ${new URL(serverUrl).host}, ` +
      `${people.length} people who can sign in.`,
  );
  console.log(
    `The load generator runs on this same machine (this process): ${calls.addresses} client addresses, ` +
      `one HTTP/2 connection each. A person stays ${values.stay} min from their sign-in.`,
  );
  console.log('\nWarm-up (not judged):');
  printLevel(await level(round(Number(values.start) / 2), 30));

  if (values.people) best = Number(values.people);
  else {
    console.log(
      `\nSearch (${levelSeconds} s a level; held: no error, and the p95 of every kind of call made ` +
        `${JUDGED_FROM} times or more under ${P95_LIMIT_MS} ms):`,
    );
    let pass: number | null = null;
    let fail: number | null = null;
    let n = round(Number(values.start));
    for (let i = 0; i < 8; i++) {
      const r = await level(n, levelSeconds);
      printLevel(r);
      if (r.held) pass = n;
      else fail = n;
      if (pass === null) n = round(n / 2);
      else if (fail === null) n = Math.min(cap, n * 2);
      else n = round((pass + fail) / 2);
      const narrow = pass !== null && fail !== null && fail - pass <= Math.max(100, fail * 0.15);
      if (narrow || n === pass || n === fail || (pass === null && n <= 50)) break;
    }
    best = pass;
  }
  if (best === null) throw new Error('Даже наименьший уровень не выдержан');

  console.log(`\nHold: ${best} people present for ${holdMinutes} min…`);
  const hold = await level(best, holdMinutes * 60);
  printLevel(hold);
  console.log(
    `\n${'call'.padEnd(16)} ${'calls'.padStart(8)} ${'per s'.padStart(7)} ${'p50 ms'.padStart(8)} ` +
      `${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
  );
  for (const k of hold.kinds) {
    console.log(
      `${k.kind.padEnd(16)} ${String(k.calls).padStart(8)} ${k.perSecond.toFixed(1).padStart(7)} ` +
        `${ms(k.p50).padStart(8)} ${ms(k.p95).padStart(8)} ${ms(k.p99).padStart(8)} ${String(k.errors).padStart(7)}` +
        (k.calls < JUDGED_FROM ? '  (too few to judge)' : ''),
    );
  }
  console.log(
    `\n${hold.held ? 'Held' : 'NOT held'}: ${best} people present, ${hold.callsPerSecond.toFixed(0)} calls/s ` +
      `(${hold.signInsPerSecond.toFixed(1)} sign-ins/s) → ${(best / cores).toFixed(0)} people per core, ` +
      `${(hold.callsPerSecond / cores).toFixed(0)} calls/s per core (${cores} cores: os.availableParallelism()).`,
  );
  console.log(
    `Baseline (bare Fastify + pg SELECT 1, direct to it over HTTP/1.1, autocannon 10 connections, 10 s, before the ` +
      `cluster started): ${base.rps.toFixed(0)} req/s, p95 ${ms(base.p95)} ms.`,
  );
  console.log(
    `Load average before ${loadBefore}, after ${loadAverage()}. The load generator shared the machine's cores.`,
  );
} finally {
  await poll?.close().catch(() => undefined);
  await calls.close();
  await cluster.stop();
}
