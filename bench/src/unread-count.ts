// The hot path: every signed-in user asks for the unread count once a minute.
// npm run bench:unread -- [--students 6000] [--employees 1200] [--connections 10] [--seconds 10]
import { parseArgs } from 'node:util';
import { benchDatabase, serverUrl, sizeOf } from './lib/database';
import { load, loadBaseline, report } from './lib/load';
import { startBaseline, startPortal } from './lib/servers';
import { sessionTokens } from './lib/sessions';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '6000' },
    employees: { type: 'string', default: '1200' },
    seed: { type: 'string', default: '20261121' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    users: { type: 'string', default: '500' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);

const databaseUrl = await benchDatabase(serverUrl, sizeOf(values));
const tokens = await sessionTokens(databaseUrl, Number(values.users));
const [baseline, portal] = await Promise.all([startBaseline(databaseUrl, 3991), startPortal(databaseUrl, 3992)]);

try {
  const byUser = (i: number) => ({ headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } });
  // Warm both up (JIT, pools), then measure one after the other so they never share the cores.
  await load({ name: 'warm-up', url: `${baseline.url}/select-1`, connections, seconds: 2 });
  await load({
    name: 'warm-up',
    url: `${portal.url}/api/notifications/my/unread/count`,
    connections,
    seconds: 2,
    request: byUser,
  });
  const base = await loadBaseline(baseline, connections, seconds);
  const unread = await load({
    name: 'GET /api/notifications/my/unread/count',
    url: `${portal.url}/api/notifications/my/unread/count`,
    connections,
    seconds,
    request: byUser,
    cpuOf: portal.pid,
  });
  console.log(
    `\n${tokens.length} users, ${connections} connections, ${seconds} s each, PostgreSQL at ${new URL(serverUrl).host}`,
  );
  report([unread], base);
} finally {
  await Promise.all([baseline.stop(), portal.stop()]);
}
