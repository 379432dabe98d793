// A year of sign-ins (issue 16 §4): the login statistics for 7, 30, 90 and 365 days at a university
// of 50,000 students whose sign-ins of the last year are all kept, beside the bare baseline.
// npm run bench:statistics -- [--students 50000] [--employees 5000] [--connections 50] [--seconds 10] [--ranges
// 7,30,90,365] [--sign-ins 10]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connectPostgres } from '../../server/src/db/client';
import { syncLoginDays } from '../../server/src/modules/statistics/login-days-repository';
import { benchDatabase, serverUrl, sizeOf } from './lib/database';
import { load, loadBaseline, report, type LoadResult } from './lib/load';
import { startBaseline, startPortal } from './lib/servers';
import { adminToken } from './lib/sessions';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '50000' },
    employees: { type: 'string', default: '5000' },
    seed: { type: 'string', default: '20261125' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    ranges: { type: 'string', default: '7,30,90,365' },
    'sign-ins': { type: 'string', default: '10' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const ranges = values.ranges.split(',').map(Number);
const signInsPerSecond = Number(values['sign-ins']);
const timeZone = 'Europe/Moscow';

const databaseUrl = await benchDatabase(serverUrl, sizeOf(values));

/**
 * A year of sign-ins up to yesterday, once per database (the demo's month is there already): each
 * student signs in on 4–40 % of the days (by a hash of the student), once or twice such a day, at
 * a time of the day spread by a hash too; the employees on half the days. About 5.5 million rows.
 */
async function yearOfSignIns(client: pg.Client) {
  const marker =
    (await client.query(`select 1 from login_events where user_agent = 'bench:statistics' limit 1`)).rowCount === 1;
  if (marker) return;
  console.log('Загрузка года входов…');
  const started = performance.now();
  const today = (await client.query<{ d: string }>(`select (now() at time zone $1)::date::text d`, [timeZone])).rows[0]!
    .d;
  await client.query(
    `insert into login_events (user_id, account_key, account_id, at, user_agent, remember)
     select s.user_id, 'student', s.id,
            ($1::date - d)::timestamp at time zone $2 + mod(abs(hashint8(s.id::bigint * 4096 + d * 4 + k)), 86400) *
            interval '1 second',
            'bench:statistics', k = 1
     from students s
     cross join generate_series(1, 365) d
     cross join generate_series(1, 2) k
     where mod(abs(hashint8(s.id::bigint * 4096 + d * 4)), 100) < 4 + mod(abs(hashint4(s.id)), 37)
       and (k = 1 or mod(abs(hashint8(s.id::bigint * 4096 + d * 4 + 3)), 3) = 0)`,
    [today, timeZone],
  );
  await client.query(
    `insert into login_events (user_id, account_key, account_id, at, user_agent, remember)
     select e.user_id, 'employee', e.id,
            ($1::date - d)::timestamp at time zone $2 + mod(abs(hashint8(e.id::bigint * 4096 + d)), 86400) * interval
            '1 second',
            'bench:statistics', true
     from employees e cross join generate_series(1, 365) d
     where mod(abs(hashint8(e.id::bigint * 4096 + d * 4 + 1)), 2) = 0`,
    [today, timeZone],
  );
  await client.query('vacuum analyze');
  console.log(`  готово за ${((performance.now() - started) / 1000).toFixed(1)} с`);
}

/** The statistics' days made from the sign-in records, as the portal's first start after migration 0027 makes them. */
async function loginDays() {
  const database = connectPostgres(databaseUrl, 2);
  try {
    const started = performance.now();
    if (await syncLoginDays(database.db, timeZone))
      console.log(`Дни входов собраны из записей за ${((performance.now() - started) / 1000).toFixed(1)} с`);
  } finally {
    await database.close();
  }
}

async function prepare() {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await yearOfSignIns(client);
    await loginDays();
    await client.query('vacuum analyze login_days');
    const row = (
      await client.query<{ events: string; size: string; days: string; daysSize: string; today: string }>(
        `select (select count(*) from login_events) events, pg_size_pretty(pg_total_relation_size('login_events')) size,
                (select count(*) from login_days) days, pg_size_pretty(pg_total_relation_size('login_days')) "daysSize",
                (now() at time zone $1)::date::text today`,
        [timeZone],
      )
    ).rows[0]!;
    return {
      events: Number(row.events),
      size: row.size,
      days: Number(row.days),
      daysSize: row.daysSize,
      today: row.today,
    };
  } finally {
    await client.end();
  }
}

/**
 * Students signing in meanwhile, `perSecond` a second, each a random student's sign-in record
 * written as the sign-in writes it (the trigger adds its day): the statistics of today change
 * with each. Written in SQL rather than by `POST /api/login`, whose argon2 would take the CPU.
 */
function signInsMeanwhile(perSecond: number): () => Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  let stopped = false;
  const running = (async () => {
    await client.connect();
    const { min, max } = (
      await client.query<{ min: number; max: number }>('select min(id) as min, max(id) as max from students')
    ).rows[0]!;
    while (!stopped) {
      const id = min + Math.floor(Math.random() * (max - min + 1));
      await client.query(
        `insert into login_events (user_id, account_key, account_id, at, user_agent, remember)
         select user_id, 'student', id, now(), 'bench:statistics live', false from students where id = $1`,
        [id],
      );
      await new Promise((r) => setTimeout(r, 1000 / perSecond));
    }
    await client.end();
  })();
  return async () => {
    stopped = true;
    await running;
  };
}

const { events, size, days: dayRows, daysSize, today } = await prepare();
const token = await adminToken(databaseUrl);
const [baseline, portal] = await Promise.all([startBaseline(databaseUrl, 3993), startPortal(databaseUrl, 3994)]);
const headers = { authorization: `Bearer ${token}` };

const day = (offset: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - offset);
  return d.toISOString().slice(0, 10);
};

try {
  // A range of `days` days ending today, yesterday, … 29 days ago in turn: every call another range.
  const statistics = (days: number) => (i: number) => ({
    headers,
    path: `/api/account/admin/statistics?start_login=${day((i % 30) + days - 1)}&end_login=${day(i % 30)}`,
  });
  // The first call after the start finds no day in memory: a year is read from `login_days`.
  const results: LoadResult[] = [];
  const coldYear = () => ({
    headers,
    path: `/api/account/admin/statistics?start_login=${day(364)}&end_login=${today}`,
  });
  results.push(
    await load({
      name: 'a year to today, first call',
      url: `${portal.url}/api/account/admin/statistics`,
      connections: 1,
      seconds: 120,
      amount: 1,
      request: coldYear,
    }),
  );
  await load({ name: 'warm-up', url: `${baseline.url}/select-1`, connections, seconds: 2 });
  await load({
    name: 'warm-up',
    url: `${portal.url}/api/account/admin/statistics`,
    connections,
    seconds: 2,
    request: statistics(7),
  });
  const base = await loadBaseline(baseline, connections, seconds, { cpu: false });
  // The cost of a range's first answer (not yet kept): one call at a time, 20 ranges ending 30–49 days ago.
  for (const days of ranges) {
    const first = (i: number) => ({
      headers,
      path: `/api/account/admin/statistics?start_login=${day(30 + i + days - 1)}&end_login=${day(30 + i)}`,
    });
    results.push(
      await load({
        name: `first answer, ${days} days, 1 conn.`,
        url: `${portal.url}/api/account/admin/statistics`,
        connections: 1,
        seconds: 120,
        amount: 20,
        request: first,
      }),
    );
  }
  for (const days of ranges) {
    results.push(
      await load({
        name: `statistics, ${days} days`,
        url: `${portal.url}/api/account/admin/statistics`,
        connections,
        seconds,
        request: statistics(days),
      }),
    );
  }
  // Ranges that end today while students sign in: each sign-in changes today's figures.
  for (const days of ranges) {
    const stop = signInsMeanwhile(signInsPerSecond);
    const endingToday = (i: number) => ({
      headers,
      path: `/api/account/admin/statistics?start_login=${day((i % 5) + days - 1)}&end_login=${today}`,
    });
    try {
      results.push(
        await load({
          name: `${days} days to today, ${signInsPerSecond} sign-ins/s`,
          url: `${portal.url}/api/account/admin/statistics`,
          connections,
          seconds,
          request: endingToday,
        }),
      );
    } finally {
      await stop();
    }
  }
  console.log(
    `\n${events} sign-ins (login_events ${size}), ${dayRows} days of students (login_days ${daysSize}), ` +
      `${connections} connections, ${seconds} s each, PostgreSQL at ${new URL(serverUrl).host}`,
  );
  report(results, base);
} finally {
  await Promise.all([baseline.stop(), portal.stop()]);
}
