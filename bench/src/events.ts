// Live events at scale: one portal process holds N open event streams (one per user's token) and
// an event raised for all of those users reaches every stream.
// npm run bench:events -- [--streams 2000] [--rounds 5]
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connectPostgres } from '../../server/src/db/client';
import { publish } from '../../server/src/modules/events/publish';
import { benchDatabase, serverUrl } from './lib/database';
import { startPortal } from './lib/servers';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '5' },
  },
});
const streams = Number(values.streams);
const rounds = Number(values.rounds);
const PORT = 3448;

/** Resident memory of a process, in MiB, as the kernel counts it. */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.replace(/\D+/g, '')) / 1024;
}

/** Sessions for `count` users (as sign-in makes them, without argon2 per user): [userId, token]. */
async function userTokens(url: string, count: number): Promise<[number, string][]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('select id from users order by id limit $1', [count]);
    if (rows.length < count) throw new Error(`В базе ${rows.length} пользователей, нужно ${count}`);
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at, account_key, account_id)
       select u.id, t.hash, now() + interval '1 day', u.default_account_key, u.default_account_id
       from unnest($1::int[], $2::text[]) as t(user_id, hash) join users u on u.id = t.user_id`,
      [rows.map((r) => r.id), tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
    );
    return rows.map((r, i) => [r.id, tokens[i]!]);
  } finally {
    await client.end();
  }
}

interface Stream {
  userId: number;
  /** Resolves when the stream has an event of this round's id. */
  seen: Map<number, number>;
  text: string;
  request: http.ClientRequest;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens one stream; resolves once its `ready` event came. */
function openStream(userId: number, token: string, onEvent: (stream: Stream, id: number) => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream = { userId, seen: new Map(), text: '' } as Stream;
    stream.request = http.get(
      `http://127.0.0.1:${PORT}/api/events`,
      { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let ready = false;
        res.on('data', (chunk: string) => {
          stream.text += chunk;
          let cut: number;
          while ((cut = stream.text.indexOf('\n\n')) >= 0) {
            const block = stream.text.slice(0, cut);
            stream.text = stream.text.slice(cut + 2);
            const id = /^id: (\d+)$/m.exec(block)?.[1];
            if (block.includes('event: ready')) {
              if (!ready) resolve(stream);
              ready = true;
            } else if (id && block.includes('event: tickets.unread')) onEvent(stream, Number(id));
          }
        });
        res.on('error', () => undefined);
      },
    );
    stream.request.on('error', reject);
  });
}

const databaseUrl = await benchDatabase(serverUrl, {
  students: Math.max(streams, 2000),
  employees: 100,
  seed: 20261123,
});
const users = await userTokens(databaseUrl, streams);
const portal = await startPortal(databaseUrl, PORT);
const publisher = connectPostgres(databaseUrl, 2);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(
  `Машина: ${cpus().length} ядра, ${(totalmem() / 2 ** 30).toFixed(1)} ` +
    `GiB, Node ${process.version}; загрузка (1/5/15 мин) до начала: ${load()}`,
);

try {
  const idle = rssMiB(portal.pid);
  let round: { id: number; delivered: number; started: number; done: () => void; last: number } | null = null;
  const onEvent = (_stream: Stream, _id: number) => {
    if (!round) return;
    round.delivered++;
    round.last = performance.now();
    if (round.delivered === streams) round.done();
  };
  const opening = performance.now();
  const open: Stream[] = [];
  // Opened 100 at a time, as tabs open over a morning rather than all in one instant.
  for (let i = 0; i < users.length; i += 100) {
    open.push(
      ...(await Promise.all(users.slice(i, i + 100).map(([userId, token]) => openStream(userId, token, onEvent)))),
    );
  }
  const openedMs = performance.now() - opening;
  await new Promise((r) => setTimeout(r, 2000));
  const held = rssMiB(portal.pid);
  console.log(
    `Открыто потоков: ${open.length} за ${(openedMs / 1000).toFixed(1)} с; память ` +
      `сервера (RSS): ${idle.toFixed(0)} МиБ без потоков, ${held.toFixed(0)} МиБ с ними`,
  );

  const times: number[] = [];
  let peak = held;
  for (let r = 1; r <= rounds; r++) {
    const finished = new Promise<void>((resolve) => {
      round = { id: r, delivered: 0, started: performance.now(), done: resolve, last: 0 };
    });
    const started = performance.now();
    round!.started = started;
    await publisher.db.transaction((tx) =>
      publish(tx, { userIds: users.map(([id]) => id), type: 'tickets.unread', payload: {} }),
    );
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000));
    const outcome = await Promise.race([finished.then(() => 'ok' as const), timeout]);
    const ms = (round!.last || performance.now()) - started;
    peak = Math.max(peak, rssMiB(portal.pid));
    console.log(
      `  раунд ${r}: доставлено ${round!.delivered}/${streams} за ` +
        `${ms.toFixed(0)} мс${outcome === 'timeout' ? ' (не все за 10 с)' : ''}`,
    );
    times.push(outcome === 'ok' ? ms : Infinity);
    await new Promise((res) => setTimeout(res, 500));
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `Итог: ${streams} потоков; доставка всем — медиана ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} мс, ` +
      `худшая ${sorted.at(-1)!.toFixed(0)} мс; RSS сервера ${held.toFixed(0)} МиБ с потоками, пик ` +
      `${peak.toFixed(0)} МиБ; загрузка после: ${load()}`,
  );
  for (const s of open) s.request.destroy();
} finally {
  await publisher.close();
  await portal.stop();
  agent.destroy();
}
