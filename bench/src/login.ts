// Sign-in under a flood (issue 30 §2): the health check and a signed-in call, quiet and while `flood` connections post
// wrong passwords for as many logins from as many addresses (a botnet's password spraying).
// npm run bench:login -- [--flood 300] [--connections 5] [--seconds 10]
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { benchDatabase, serverUrl } from './lib/database';
import { load, loadBaseline, report } from './lib/load';
import { startBaseline, startPortal } from './lib/servers';
import { sessionTokens } from './lib/sessions';

const { values } = parseArgs({
  options: {
    flood: { type: 'string', default: '300' },
    connections: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '10' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const flood = Number(values.flood);

const databaseUrl = await benchDatabase(serverUrl, { students: 6000, employees: 1200, seed: 20261121 });
const tokens = await sessionTokens(databaseUrl, 200);
// TRUST_PROXY: each flooding request names its own address, as requests from a botnet come from many.
const [baseline, portal] = await Promise.all([
  startBaseline(databaseUrl, 3993),
  startPortal(databaseUrl, 3994, 10, { TRUST_PROXY: '1' }),
]);

try {
  const byUser = (i: number) => ({ headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } });
  const health = (name: string) => load({ name, url: `${portal.url}/api/health`, connections, seconds });
  const unread = (name: string) =>
    load({ name, url: `${portal.url}/api/notifications/my/unread/count`, connections, seconds, request: byUser });
  await load({ name: 'warm-up', url: `${baseline.url}/select-1`, connections, seconds: 2 });
  await unread('warm-up');
  const base = await loadBaseline(baseline, connections, seconds, { cpu: false });
  const quiet = [await health('GET /api/health, quiet'), await unread('unread count, quiet')];

  const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const flooding = load({
    name: 'POST /api/login, the flood',
    url: `${portal.url}/api/login`,
    method: 'POST',
    connections: flood,
    seconds: 2 * seconds + 4,
    request: (i) => ({
      headers: { 'x-forwarded-for': address(i) },
      body: JSON.stringify({ login: `nobody-${i}@bench.local`, password: 'Winter2026' }),
    }),
  });
  await sleep(2000); // the flood fills the hashing queue first
  const during = [await health('GET /api/health, flood'), await unread('unread count, flood')];
  const sprayed = await flooding;

  console.log(
    `\n${flood} flooding connections, ${connections} measuring, ${seconds} s each, ` +
      `PostgreSQL at ${new URL(serverUrl).host}`,
  );
  report([...quiet, ...during], base);
  console.log(
    `\nthe flood: ${sprayed.requests} sign-ins, ${sprayed.rps.toFixed(0)}/s, answers by status:`,
    sprayed.statuses,
  );
} finally {
  await Promise.all([baseline.stop(), portal.stop()]);
}
