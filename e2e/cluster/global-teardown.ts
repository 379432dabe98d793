import pg from 'pg';
import { readState, STATE_VARIABLE, stopCluster } from './cluster';
import { POSTGRES } from './global-setup';

/** Ends the cluster's processes, drops its database and removes its folder (kept with CLUSTER_KEEP=1). */
export default async function globalTeardown() {
  // Nothing to end when the setup failed before it described the cluster.
  if (!process.env[STATE_VARIABLE]) return;
  const state = readState();
  await stopCluster(state, 'SIGKILL', 10);
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`drop database if exists ${state.databaseName} with (force)`);
  await admin.end();
}
