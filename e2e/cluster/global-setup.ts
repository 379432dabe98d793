import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { checkBuiltServer, describeCluster, repoRoot, startAndWait, STATE_VARIABLE } from './cluster';
import { putWebApp, startNginx } from './nginx';

/** The PostgreSQL server the cluster's database is made on (a new one each run, dropped after). */
export const POSTGRES = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Starts the cluster once for all the tests: a fresh database (migrated and given a small demo
 * university by instance A's start), instances A and B from the built server, one job worker, the
 * built web app put where nginx serves it by deploy/deploy-web.mjs, and nginx with deploy/nginx.conf
 * rendered for them with a self-signed certificate. Its description is written first, so that the
 * teardown removes whatever was made when a step fails.
 */
export default async function globalSetup() {
  for (const built of ['web/dist/index.html', 'server/dist/main.js']) {
    if (!existsSync(join(repoRoot, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  checkBuiltServer();

  const databaseName = `portal_cluster_${randomBytes(6).toString('hex')}`;
  const state = await describeCluster({
    databaseUrl: Object.assign(new URL(POSTGRES), { pathname: `/${databaseName}` }).toString(),
    env: {
      DATABASE_POOL_SIZE: '5',
      JOBS_POLL_SECONDS: '0.5',
      JOBS_SUPERVISE_SECONDS: '2',
      DEMO_DATA: '1',
      DEMO_STUDENTS: '300',
      DEMO_EMPLOYEES: '80',
      LOG_LEVEL: 'info',
    },
  });
  process.env[STATE_VARIABLE] = join(state.root, 'cluster.json');
  console.log(`cluster: ${state.root}, database ${state.databaseName}`);

  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${state.databaseName}`);
  await admin.end();
  process.stdout.write(putWebApp(state));

  // A migrates the empty database and loads the demo once; then B and the worker start beside it.
  await startAndWait(state, 'a');
  await Promise.all([startAndWait(state, 'b'), startAndWait(state, 'worker')]);
  await startNginx(state);
}
