import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { isRunning, readState, STATE_VARIABLE } from './cluster';
import { POSTGRES } from './global-setup';

/** Ends the cluster's processes, drops its database and removes its folder (kept with CLUSTER_KEEP=1). */
export default async function globalTeardown() {
  // Nothing to end when the setup failed before it described the cluster.
  if (!process.env[STATE_VARIABLE]) return;
  const state = readState();
  // nginx's master ends its workers on SIGTERM (on SIGKILL they would stay).
  if (isRunning(state.nginx.pid)) process.kill(state.nginx.pid!, 'SIGTERM');
  const pids = Object.values(state.processes)
    .map((p) => p.pid)
    .filter(isRunning);
  for (const pid of pids) process.kill(pid!, 'SIGKILL');
  const deadline = Date.now() + 10_000;
  while ([...pids, state.nginx.pid].some(isRunning) && Date.now() < deadline) await sleep(50);
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`drop database if exists ${state.databaseName} with (force)`);
  await admin.end();
  if (process.env.CLUSTER_KEEP === '1') console.log(`cluster kept: ${state.root}`);
  else rmSync(state.root, { recursive: true, force: true });
}
