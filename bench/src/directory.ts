// The student directory at a large university: the list, the faceted filter and the count.
// npm run bench:directory -- [--students 50000] [--employees 5000] [--connections 10] [--seconds 10]
//   [--only list|facets|count]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchDatabase, serverUrl, sizeOf } from './lib/database';
import { load, loadBaseline, report, type LoadResult } from './lib/load';
import { pick } from './lib/rotation';
import { startBaseline, startPortal } from './lib/servers';
import { adminToken } from './lib/sessions';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '50000' },
    employees: { type: 'string', default: '5000' },
    seed: { type: 'string', default: '20261121' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    // Only one of the three (with BENCH_CPU_PROF, a profile of that one alone).
    only: { type: 'string' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);

const databaseUrl = await benchDatabase(serverUrl, sizeOf(values));
const token = await adminToken(databaseUrl);
const sample = await sampleFilters(databaseUrl);
const [baseline, portal] = await Promise.all([startBaseline(databaseUrl, 3993), startPortal(databaseUrl, 3994)]);

/** Filters as people use them: nothing, an institute, then a kafedra or a course, a search. */
async function sampleFilters(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids = async (q: string) => (await client.query<{ id: number }>(q)).rows.map((r) => r.id);
    const institutes = await ids('select id from institutes order by id');
    const kafedras = await ids('select id from kafedras order by id');
    const courses = await ids('select id from courses order by id');
    const surnames = (
      await client.query<{ s: string }>(
        `select distinct left(u.surname, 4) s from students st join users u on u.id = st.user_id order by 1 limit 200`,
      )
    ).rows.map((r) => r.s);
    const count = Number((await client.query<{ n: string }>('select count(*) n from students')).rows[0]!.n);
    return { institutes, kafedras, courses, surnames, count };
  } finally {
    await client.end();
  }
}

const filterFor = (i: number): Record<string, unknown> => {
  switch (i % 5) {
    case 0:
      return {};
    case 1:
      return { institutes: [pick(sample.institutes, i)] };
    case 2:
      return { institutes: [pick(sample.institutes, i)], courses: [pick(sample.courses, i)], is_free: true };
    case 3:
      return { kafedra: [pick(sample.kafedras, i)] };
    default:
      return { search_string: pick(sample.surnames, i) };
  }
};
const headers = { authorization: `Bearer ${token}` };
const asAdmin = (body: (i: number) => object) => (i: number) => ({ headers, body: JSON.stringify(body(i)) });

try {
  const url = (path: string) => `${portal.url}${path}`;
  const runs = (
    [
      [
        'list',
        'POST …/students (page of 20)',
        '/api/account/admin/students',
        (i) => ({ page: 1 + (i % 50), per_page: 20, filter: filterFor(i) }),
      ],
      [
        'facets',
        'POST …/students/faceted-filter',
        '/api/account/admin/students/faceted-filter',
        (i) => ({ filter: filterFor(i) }),
      ],
      ['count', 'POST …/students/count', '/api/account/admin/students/count', (i) => ({ filter: filterFor(i) })],
    ] satisfies [string, string, string, (i: number) => object][]
  )
    .filter(([key]) => !values.only || values.only === key)
    .map(([, ...run]) => run);
  await load({ name: 'warm-up', url: `${baseline.url}/select-1`, connections, seconds: 2 });
  for (const [, path, body] of runs)
    await load({ name: 'warm-up', url: url(path), method: 'POST', connections, seconds: 2, request: asAdmin(body) });
  const base = await loadBaseline(baseline, connections, seconds);
  const results: LoadResult[] = [];
  for (const [name, path, body] of runs)
    results.push(
      await load({
        name,
        url: url(path),
        method: 'POST',
        connections,
        seconds,
        request: asAdmin(body),
        cpuOf: portal.pid,
      }),
    );
  console.log(
    `\n${sample.count} students, filters in rotation (none, institute, institute + course + budget, kafedra, ` +
      `surname search), ${connections} connections, ${seconds} s each, PostgreSQL at ${new URL(serverUrl).host}`,
  );
  report(results, base);
} finally {
  await Promise.all([baseline.stop(), portal.stop()]);
}
