// Requests control at scale (issue 14 §7): the request admin's filtered list and the statistics.
// npm run bench:requests -- [--requests 100000] [--connections 10] [--seconds 10] [--only list|stats]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchDatabase, serverUrl } from './lib/database';
import { load, loadBaseline, report, type LoadResult } from './lib/load';
import { dateDaysAgo, pick } from './lib/rotation';
import { startBaseline, startPortal } from './lib/servers';
import { employeeToken } from './lib/sessions';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '20261125' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const target = Number(values.requests);

// The demo university of 1,200 employees brings 3,000 requests; the rest are copies of theirs.
const databaseUrl = await benchDatabase(serverUrl, { students: 6000, employees: 1200, seed: Number(values.seed) });
const sample = await fillRequests(databaseUrl, target);
const token = await employeeToken(databaseUrl, 'request_admin');
const [baseline, portal] = await Promise.all([startBaseline(databaseUrl, 3995), startPortal(databaseUrl, 3996)]);

/**
 * Tops the requests up to `count` in SQL (copies of the demo's with other dates and statuses, the
 * service's responsible their performer, two messages each), once; answers what the filters need.
 */
async function fillRequests(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const have = Number(
      (await client.query<{ n: string }>(`select count(*) n from requests where kind = 'request'`)).rows[0]!.n,
    );
    if (have < count) {
      console.log(`Добавление заявок: ${have} → ${count}…`);
      const started = Date.now();
      await client.query('begin');
      await client.query(
        `with source as (select *, row_number() over (order by id) - 1 as n from requests where kind = 'request')
         insert into requests (kind, author_user_id, author_employee_id, category_id, status, department, phone,
         frame, room, created_at, accepted_at, closed_at, unread_by_author, unread_by_performers)
         select 'request', r.author_user_id, r.author_employee_id, r.category_id, s.status, r.department, r.phone,
         r.frame, r.room, at,
                case when s.status <> 1 then at + (g % 600) * interval '1 minute' end,
                case when s.status = 2 then at + (g % 600) * interval '1 minute' + (g % 96) * interval '1 hour' end,
                g % 7 = 0, s.status = 1 and g % 3 <> 0
         from generate_series(1, $1::int) g
         join source r on r.n = g % $2::int
         cross join lateral (select (array[1, 3, 2, 2, 2])[1 + g % 5] as status, now() - (g % 730) * interval '1 day'
         - (g % 1440) * interval '1 minute' as at) s`,
        [count - have, have],
      );
      await client.query(
        `insert into request_recipients (request_id, employee_id, added_at)
         select r.id, c.recipient_id, r.created_at from requests r join request_categories c on c.id = r.category_id
         where c.recipient_id is not null and not exists (select 1 from request_recipients x where x.request_id =
         r.id)`,
      );
      await client.query(
        `insert into request_messages (request_id, author_user_id, side, author_account_key, author_account_id,
            message, created_at)
         select r.id, r.author_user_id, 1, 'employee', r.author_employee_id, '<p>Заявка для нагрузочного теста</p>',
         r.created_at
         from requests r where not exists (select 1 from request_messages m where m.request_id = r.id)`,
      );
      await client.query('commit');
      await client.query('vacuum analyze requests, request_recipients, request_messages');
      console.log(`  готово за ${((Date.now() - started) / 1000).toFixed(1)} с`);
    }
    const departments = (
      await client.query<{ id: number }>(
        `select id from request_categories where kind = 'request' and parent_id is null order by id`,
      )
    ).rows.map((r) => r.id);
    const services = (
      await client.query<{ id: number }>(
        `select id from request_categories where kind = 'request' and parent_id is not null order by id`,
      )
    ).rows.map((r) => r.id);
    const total = Number(
      (await client.query<{ n: string }>(`select count(*) n from requests where kind = 'request'`)).rows[0]!.n,
    );
    return { departments, services, total };
  } finally {
    await client.end();
  }
}

/**
 * Requests control's filters in rotation: none, a status, a department, a service, a month, an author's surname, a deep
 * page.
 */
const filterQuery = (i: number): string => {
  switch (i % 7) {
    case 0:
      return '';
    case 1:
      return `status=${pick([1, 2, 3], i)}`;
    case 2:
      return `department=${pick(sample.departments, i)}`;
    case 3:
      return `service=${pick(sample.services, i)}&status=${pick([1, 3], i)}`;
    case 4:
      return `date_from=${dateDaysAgo(40)}&date_to=${dateDaysAgo(10)}`;
    case 5:
      return `search=${encodeURIComponent(pick(['иван', 'петров', 'смирн', 'кузнец', 'федор'], i))}`;
    default:
      return `status=2&date_from=${dateDaysAgo(365)}&date_to=${dateDaysAgo(1)}`;
  }
};
const headers = { authorization: `Bearer ${token}` };

try {
  const list = (i: number) => ({
    headers,
    path: `/api/requests/all?page=${i % 7 === 0 ? 1 + (i % 50) * 20 : 1 + (i % 3)}&${filterQuery(i)}`,
  });
  const stats = (i: number) => ({ headers, path: `/api/request/admin/stats?${filterQuery(i)}` });
  await load({ name: 'warm-up', url: `${baseline.url}/select-1`, connections, seconds: 2 });
  await load({ name: 'warm-up', url: `${portal.url}/api/requests/all`, connections, seconds: 2, request: list });
  const base = await loadBaseline(baseline, connections, seconds);
  const results: LoadResult[] = [];
  if (values.only !== 'stats')
    results.push(
      await load({
        name: 'GET /api/requests/all (filters in rotation)',
        url: `${portal.url}/api/requests/all`,
        connections,
        seconds,
        request: list,
        cpuOf: portal.pid,
      }),
    );
  if (values.only !== 'list')
    results.push(
      await load({
        name: 'GET /api/request/admin/stats (filters in rotation)',
        url: `${portal.url}/api/request/admin/stats`,
        connections,
        seconds,
        request: stats,
        cpuOf: portal.pid,
      }),
    );
  console.log(
    `\n${sample.total} requests, ${connections} connections, ` +
      `${seconds} s each, PostgreSQL at ${new URL(serverUrl).host}`,
  );
  report(results, base);
} finally {
  await Promise.all([baseline.stop(), portal.stop()]);
}
