// The support desk at scale (issue 11 §7): the admins' filtered ticket list and posting a message.
// npm run bench:tickets -- [--tickets 100000] [--connections 10] [--seconds 10] [--only list|message]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchDatabase, serverUrl } from './lib/database';
import { load, loadBaseline, report, type LoadResult } from './lib/load';
import { dateDaysAgo, pick } from './lib/rotation';
import { startBaseline, startPortal } from './lib/servers';
import { adminToken } from './lib/sessions';

const { values } = parseArgs({
  options: {
    tickets: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '20261124' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    // Only one of the two (with BENCH_CPU_PROF, a profile of that one alone): list or message.
    only: { type: 'string' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const target = Number(values.tickets);

// The demo university of 6,000 students brings 2,000 tickets; the rest are copies of theirs.
const databaseUrl = await benchDatabase(serverUrl, { students: 6000, employees: 1200, seed: Number(values.seed) });
const sample = await fillTickets(databaseUrl, target);
const token = await adminToken(databaseUrl);
const [baseline, portal] = await Promise.all([startBaseline(databaseUrl, 3995), startPortal(databaseUrl, 3996)]);

/**
 * Tops the tickets up to `count` in SQL (copies of the demo's with other dates, statuses and
 * authors' topics, two messages each), once; answers what the filters and the posts need.
 */
async function fillTickets(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const have = Number((await client.query<{ n: string }>('select count(*) n from tickets')).rows[0]!.n);
    if (have < count) {
      console.log(`Добавление обращений: ${have} → ${count}…`);
      const started = Date.now();
      await client.query('begin');
      await client.query(
        `with source as (select *, row_number() over (order by id) - 1 as n from tickets)
         insert into tickets (author_user_id, author_account_key, author_account_id, subject_id, sub_subject,
         status_id, is_read, created_at, closed_at)
         select t.author_user_id, t.author_account_key, t.author_account_id, t.subject_id, t.sub_subject,
                1 + (g % 3), g % 4 <> 0, at, case when g % 3 = 2 then at + interval '2 days' end
         from generate_series(1, $1::int) g
         join source t on t.n = g % $2::int
         cross join lateral (select now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute' as at) d`,
        [count - have, have],
      );
      await client.query(
        `insert into ticket_messages (ticket_id, author_user_id, author_type, author_account_key, author_account_id,
            message, created_at)
         select t.id, case when k = 1 then t.author_user_id else (select user_id from admins order by id limit 1) end,
                case when k = 1 then 1 else 3 end, case when k = 1 then t.author_account_key else 'admin' end,
                case when k = 1 then t.author_account_id else (select id from admins order by id limit 1) end,
                '<p>Сообщение для нагрузочного теста</p>', t.created_at + (k - 1) * interval '1 hour'
         from tickets t cross join generate_series(1, 2) k
         where not exists (select 1 from ticket_messages m where m.ticket_id = t.id)`,
      );
      await client.query('commit');
      await client.query('vacuum analyze tickets, ticket_messages');
      console.log(`  готово за ${((Date.now() - started) / 1000).toFixed(1)} с`);
    }
    const subjects = (await client.query<{ id: number }>('select id from ticket_subjects order by id')).rows.map(
      (r) => r.id,
    );
    const open = (
      await client.query<{ id: number }>('select id from tickets where status_id <> 3 order by id desc limit 2000')
    ).rows.map((r) => r.id);
    const total = Number((await client.query<{ n: string }>('select count(*) n from tickets')).rows[0]!.n);
    return { subjects, open, total };
  } finally {
    await client.end();
  }
}

/** The desk's filters in rotation: none, a status, a section, a month, a topic's word, a deep page. */
const listQuery = (i: number): string => {
  switch (i % 6) {
    case 0:
      return `page=${1 + (i % 5)}`;
    case 1:
      return `status=${1 + (i % 3)}`;
    case 2:
      return `subject=${pick(sample.subjects, i)}&page=${1 + (i % 3)}`;
    case 3:
      return `date_from=${dateDaysAgo(40)}&date_to=${dateDaysAgo(10)}`;
    case 4:
      return `sub_subject=${encodeURIComponent(pick(['пароль', 'расписан', 'справк', 'ошибк'], i))}`;
    default:
      return `page=${200 + (i % 50)}`;
  }
};
const headers = { authorization: `Bearer ${token}` };

try {
  const list = (i: number) => ({ headers, path: `/api/tickets?${listQuery(i)}` });
  const post = (i: number) => ({
    headers,
    body: JSON.stringify({ message: `<p>Ответ поддержки ${i}</p>`, files: [] }),
    path: `/api/tickets/${pick(sample.open, i)}/message`,
  });
  await load({ name: 'warm-up', url: `${baseline.url}/select-1`, connections, seconds: 2 });
  await load({ name: 'warm-up', url: `${portal.url}/api/tickets`, connections, seconds: 2, request: list });
  const base = await loadBaseline(baseline, connections, seconds);
  const results: LoadResult[] = [];
  if (values.only !== 'message')
    results.push(
      await load({
        name: 'GET /api/tickets (filters in rotation)',
        url: `${portal.url}/api/tickets`,
        connections,
        seconds,
        request: list,
        cpuOf: portal.pid,
      }),
    );
  if (values.only !== 'list')
    results.push(
      await load({
        name: 'POST /api/tickets/{id}/message (support)',
        url: `${portal.url}/api/tickets`,
        method: 'POST',
        connections,
        seconds,
        request: post,
        cpuOf: portal.pid,
      }),
    );
  console.log(
    `\n${sample.total} tickets, ${connections} connections, ` +
      `${seconds} s each, PostgreSQL at ${new URL(serverUrl).host}`,
  );
  report(results, base);
} finally {
  await Promise.all([baseline.stop(), portal.stop()]);
}
