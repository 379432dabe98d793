// The notifications back office at scale (issue 12 §8): sending to every student of a university
// of 100,000, the letters' queueing of each send (issue 32 §2), the unread counter while sends run,
// and the xlsx report of 100,000 recipients.
// npm run bench:notify -- [--students 100000] [--connections 10] [--seconds 10] [--sends-only]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { adminCaller } from './lib/admin-call';
import { benchDatabase, serverUrl, sizeOf } from './lib/database';
import { load, loadBaseline, report } from './lib/load';
import { rssOf, sleep, timeReport } from './lib/report-job';
import { startBaseline, startPortal } from './lib/servers';
import { adminToken, sessionTokens } from './lib/sessions';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '100000' },
    employees: { type: 'string', default: '5000' },
    seed: { type: 'string', default: '20261124' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    // Only the sends (no unread load, no report).
    'sends-only': { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const NAME = 'Нагрузочный тест';

const databaseUrl = await benchDatabase(serverUrl, sizeOf(values));
await forgetEarlierRuns(databaseUrl);
const admin = { authorization: `Bearer ${await adminToken(databaseUrl)}` };
const tokens = await sessionTokens(databaseUrl, 500);
const [baseline, portal] = await Promise.all([startBaseline(databaseUrl, 3993), startPortal(databaseUrl, 3994)]);
const call = adminCaller(portal.url, admin);

/** The notifications an earlier run sent (100,000 recipients each) are removed first. */
async function forgetEarlierRuns(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Their letters' copies go with them (on delete cascade).
    await client.query('delete from notifications where name like $1', [`${NAME}%`]);
    await client.query('vacuum analyze notification_recipients');
  } finally {
    await client.end();
  }
}

/**
 * The e-mail copies of a sent notification (modules/outreach): the dispatcher's tick (every 2 s)
 * takes it and queues a letter for each recipient, 20,000 a statement. Answers how long from «sent»
 * to its copies queued, how many, and the server's resident memory before and at its peak meanwhile.
 */
async function timeQueueing(id: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    const rssBefore = rssOf(portal.pid);
    let rssPeak = rssBefore;
    for (;;) {
      rssPeak = Math.max(rssPeak, rssOf(portal.pid));
      const { rows } = await client.query<{ due: boolean }>(
        'select copies_due as due from notifications where id = $1',
        [id],
      );
      if (!rows[0]!.due) break;
      await sleep(20);
    }
    const ms = performance.now() - started;
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from mail_copies where notification_id = $1',
      [id],
    );
    return { ms, copies: rows[0]!.n, rssBefore, rssPeak };
  } finally {
    await client.end();
  }
}

/** A draft to every student, sent; answers how long from the send call to status sent. */
async function sendToAllStudents(n: number) {
  const draft = await call<{ id: number }>('POST', '/api/notifications/create', {
    name: `${NAME} ${n}`,
    content: '<p>Проверка рассылки всем студентам.</p>',
    extra_data: { filter: { type: 'student', data: {} } },
  });
  const started = performance.now();
  const sent = await call<{ read: { total: number } }>('POST', `/api/notifications/${draft.id}/send`);
  for (;;) {
    const now = await call<{ status: string; read: { total: number } | null }>('GET', `/api/notifications/${draft.id}`);
    if (now.status === 'sent') return { id: draft.id, ms: performance.now() - started, total: sent.read.total };
    await sleep(20);
  }
}

try {
  console.log('\nРассылка всем студентам (от вызова send до статуса «Отправлено»):');
  const sends = [];
  for (let i = 1; i <= 3; i++) {
    const s = await sendToAllStudents(i);
    sends.push(s);
    console.log(`  ${i}: ${s.total} получателей за ${(s.ms / 1000).toFixed(2)} с`);
    const q = await timeQueueing(s.id);
    console.log(
      `     письма: ${q.copies} в очереди через ${(q.ms / 1000).toFixed(2)} с после «Отправлено»; ` +
        `RSS сервера ${q.rssBefore.toFixed(0)} МиБ до, пик ${q.rssPeak.toFixed(0)} МиБ`,
    );
  }

  if (!values['sends-only']) await loadAndReport(sends[sends.length - 1]!.id);
} finally {
  await Promise.all([baseline.stop(), portal.stop()]);
  await forgetLetters(databaseUrl);
}

/** The sends' letters, due after the run: another bench's portal on this database must not send them. */
async function forgetLetters(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'delete from mail_copies where notification_id in (select id from notifications where name like $1)',
      [`${NAME}%`],
    );
  } finally {
    await client.end();
  }
}

/** The unread counter alone and while sends run, beside the baseline; then a report of the last send. */
async function loadAndReport(lastId: number) {
  const byUser = (i: number) => ({ headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } });
  const unreadUrl = `${portal.url}/api/notifications/my/unread/count`;
  await load({ name: 'warm-up', url: `${baseline.url}/select-1`, connections, seconds: 2 });
  await load({ name: 'warm-up', url: unreadUrl, connections, seconds: 2, request: byUser });
  const base = await loadBaseline(baseline, connections, seconds);
  const quiet = await load({
    name: 'unread count',
    url: unreadUrl,
    connections,
    seconds,
    request: byUser,
    cpuOf: portal.pid,
  });
  // The same load while sends run one after another.
  let sending = true;
  let during = 0;
  const sender = (async () => {
    while (sending) {
      await sendToAllStudents(100 + during);
      during++;
    }
  })();
  const busy = await load({
    name: 'unread count, sends running',
    url: unreadUrl,
    connections,
    seconds,
    request: byUser,
    cpuOf: portal.pid,
  });
  sending = false;
  await sender;

  console.log('\nОтчет по 100 000 получателей (от вызова до «Скачать»):');
  const made = await timeReport(portal, admin, {
    generate: `/api/notifications/${lastId}/report`,
    list: `/api/notifications/${lastId}/reports?page=1`,
    file: (id) => `/api/notifications/${lastId}/reports/${id}`,
  });
  const [reportMs, bytes, before, peak] = [made.seconds * 1000, made.file.byteLength, made.rssBefore, made.rssPeak];
  console.log(
    `  ${(reportMs / 1000).toFixed(2)} с, файл ${(bytes / 1024 / 1024).toFixed(1)} ` +
      `МиБ; RSS сервера ${before.toFixed(0)} МиБ до, пик ${peak.toFixed(0)} МиБ`,
  );

  console.log(
    `\n${connections} connections, ${seconds} s each, ${tokens.length} users' ` +
      `tokens; ${during} sends to all students ran during the second unread load`,
  );
  report([quiet, busy], base);
  console.log(
    `unread count: ${(quiet.rps / base.rps).toFixed(2)} × the baseline's ` +
      `req/s; while sends run ${(busy.rps / base.rps).toFixed(2)} ×`,
  );
}
