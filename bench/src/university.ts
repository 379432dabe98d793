// The university's settings (issue 33): what every page start and signed-in screen reads, and how
// long a change takes to reach another server instance.
// npm run bench:university -- [--connections 10] [--seconds 10] [--changes 20]
import { parseArgs } from 'node:util';
import { adminCaller } from './lib/admin-call';
import { benchDatabase, serverUrl, sizeOf } from './lib/database';
import { load, loadBaseline, report } from './lib/load';
import { startBaseline, startPortal } from './lib/servers';
import { adminToken, sessionTokens } from './lib/sessions';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '6000' },
    employees: { type: 'string', default: '1200' },
    seed: { type: 'string', default: '20261121' },
    connections: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '10' },
    changes: { type: 'string', default: '20' },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);

interface Settings {
  library_resources: { key: string; name: string; description: string; url: string }[];
}

const databaseUrl = await benchDatabase(serverUrl, sizeOf(values));
const tokens = await sessionTokens(databaseUrl, 500, 'students');
const admin = { authorization: `Bearer ${await adminToken(databaseUrl)}` };
const [baseline, one, two] = await Promise.all([
  startBaseline(databaseUrl, 3971),
  startPortal(databaseUrl, 3972),
  startPortal(databaseUrl, 3973),
]);

try {
  const byUser = (i: number) => ({ headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } });
  const calls = [
    { name: 'GET /api/config (before sign-in)', path: '/api/config', request: undefined },
    { name: 'GET /api/university', path: '/api/university', request: byUser },
    { name: 'GET /api/accounts (with the sidebar entries)', path: '/api/accounts', request: byUser },
  ];
  // Warm up (JIT, pools, the settings read once), then one after the other so they never share the cores.
  await load({ name: 'warm-up', url: `${baseline.url}/select-1`, connections, seconds: 2 });
  for (const c of calls)
    await load({ name: 'warm-up', url: one.url + c.path, connections, seconds: 2, request: c.request });
  const base = await loadBaseline(baseline, connections, seconds);
  const rows = [];
  for (const c of calls)
    rows.push(
      await load({ name: c.name, url: one.url + c.path, connections, seconds, request: c.request, cpuOf: one.pid }),
    );

  // A change saved on one instance, until the other answers it: GET /api/library asked every 5 ms.
  const call = adminCaller(one.url, admin);
  const { settings } = await call<{ settings: Settings }>('GET', '/api/university/settings');
  const employee = { authorization: `Bearer ${(await sessionTokens(databaseUrl, 1)).at(0)}` };
  const spreads: number[] = [];
  const saves: number[] = [];
  for (let i = 0; i < Number(values.changes); i++) {
    const url = `https://library.example/${Date.now()}-${i}`;
    settings.library_resources[0]!.url = url;
    const started = performance.now();
    await call('POST', '/api/university/settings', settings);
    saves.push(performance.now() - started);
    for (;;) {
      const res = await fetch(`${two.url}/api/university`, { headers: employee });
      const info = (await res.json()) as { result: Settings };
      if (info.result.library_resources[0]?.url === url) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    spreads.push(performance.now() - started);
  }
  const ms = (list: number[], q: number) =>
    list.toSorted((a, b) => a - b)[Math.floor((list.length - 1) * q)]!.toFixed(1);
  console.log(`\n500 users, ${connections} connections, ${seconds} s each, PostgreSQL at ${new URL(serverUrl).host}`);
  report(rows, base);
  console.log(
    `\n${spreads.length} saves: the save p50 ${ms(saves, 0.5)} ms, p95 ${ms(saves, 0.95)} ms; ` +
      `until the other instance answers the new value p50 ${ms(spreads, 0.5)} ms, p95 ${ms(spreads, 0.95)} ms`,
  );
} finally {
  await Promise.all([baseline.stop(), one.stop(), two.stop()]);
}
