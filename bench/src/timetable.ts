// The timetable at scale (issue 15 §5): a group's two weeks and the search at 50 connections beside
// the bare baseline, and the demo university's semester import on PostgreSQL.
// npm run bench:timetable -- [--students 6000] [--employees 1200] [--connections 50] [--seconds 10]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connectPostgres } from '../../server/src/db/client';
import { importService } from '../../server/src/modules/imports/service';
import { toCsv } from '../../server/src/modules/imports/write-csv';
import { demoTimetableRules } from '../../server/src/lib/academic-calendar';
import { planUniversity } from '../../server/src/seed/plan';
import { demoTimetableOf } from '../../server/src/seed/timetable';
import { benchDatabase, serverUrl, sizeOf } from './lib/database';
import { load, loadBaseline, report, type LoadResult } from './lib/load';
import { startBaseline, startPortal } from './lib/servers';
import { employeeToken } from './lib/sessions';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '6000' },
    employees: { type: 'string', default: '1200' },
    seed: { type: 'string', default: '20261126' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const size = sizeOf(values);

const databaseUrl = await benchDatabase(serverUrl, size);

/**
 * The semester's file of the same university, imported again as a registrar would: its lessons replaced in one
 * transaction.
 */
async function timeImport() {
  const now = new Date();
  const table = demoTimetableOf(planUniversity({ ...size, now }), size.seed, now);
  const bytes = new TextEncoder().encode(toCsv(table));
  const database = connectPostgres(databaseUrl, 4);
  try {
    const outcome = await importService(database.db, undefined, {
      rules: demoTimetableRules,
      timeZone: 'Europe/Moscow',
      publicUrl: 'http://localhost:3000',
    }).importFile('timetable', 'semester.csv', bytes);
    if (!outcome.counts) throw new Error(outcome.exception ?? 'the import failed');
    return { rows: table.rows.length, mb: bytes.length / 1e6, seconds: outcome.seconds, counts: outcome.counts };
  } finally {
    await database.close();
  }
}

async function sample() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const groups = (
      await client.query<{ id: number }>(
        'select distinct timetable_id as id from groups where timetable_id is not null order by 1',
      )
    ).rows.map((r) => r.id);
    const [lessons] = (await client.query<{ n: string }>('select count(*) n from lessons')).rows;
    return { groups, lessons: Number(lessons!.n) };
  } finally {
    await client.end();
  }
}

const imported = await timeImport();
console.log(
  `Импорт семестра: ${imported.rows} правил (${imported.mb.toFixed(1)} МБ CSV) → ` +
    `${imported.counts.created + imported.counts.unchanged} занятий за ${imported.seconds} с ` +
    `(новых ${imported.counts.created}, отменённых или изменённых ` +
    `${imported.counts.updated}, без изменений ${imported.counts.unchanged})`,
);
const { groups, lessons } = await sample();
const token = await employeeToken(databaseUrl, 'request_admin');
const [baseline, portal] = await Promise.all([startBaseline(databaseUrl, 3993), startPortal(databaseUrl, 3994)]);
const headers = { authorization: `Bearer ${token}` };
const searches = ['ивт', 'иванов', 'г-3', 'петр', 'а-1', 'смирн', 'пи-2', 'кузнец', 'б-20', 'ёлк'];

try {
  const week = (i: number) => ({ headers, path: `/api/timetable/1/${groups[i % groups.length]}` });
  const search = (i: number) => ({
    headers,
    path: `/api/timetable/search?search=${encodeURIComponent(searches[i % searches.length]!)}`,
  });
  await load({ name: 'warm-up', url: `${baseline.url}/select-1`, connections, seconds: 2 });
  await load({ name: 'warm-up', url: `${portal.url}/api/timetable/1`, connections, seconds: 2, request: week });
  const base = await loadBaseline(baseline, connections, seconds, { cpu: false });
  const results: LoadResult[] = [
    await load({
      name: 'GET /api/timetable/1/{group} (every group in turn)',
      url: `${portal.url}/api/timetable/1`,
      connections,
      seconds,
      request: week,
    }),
    await load({
      name: 'GET /api/timetable/search (ten searches in turn)',
      url: `${portal.url}/api/timetable/search`,
      connections,
      seconds,
      request: search,
    }),
  ];
  console.log(
    `\n${groups.length} groups, ${lessons} lessons, ${connections} ` +
      `connections, ${seconds} s each, PostgreSQL at ${new URL(serverUrl).host}`,
  );
  report(results, base);
} finally {
  await Promise.all([baseline.stop(), portal.stop()]);
}
