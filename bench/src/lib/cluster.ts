import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkBuiltServer,
  describeCluster,
  nginxUrl,
  repoRoot,
  startAndWait,
  stopCluster,
  type ClusterState,
} from '../../../e2e/cluster/cluster';
import { putWebApp, startNginx } from '../../../e2e/cluster/nginx';

/**
 * The production recipe of deploy/ on this machine, from the pieces of the cluster test's harness
 * (e2e/cluster): nginx with deploy/nginx.conf rendered by its renderer (HTTPS with a self-signed
 * certificate, HTTP/2, the built web app's precompressed files) in front of server instances.
 */
export interface BenchCluster {
  /** nginx: `https://127.0.0.1:<port>`. */
  url: string;
  /** The certificate nginx serves (PEM), for clients to trust. */
  ca: Buffer;
  state: ClusterState;
  stop(): Promise<void>;
}

const key = () => randomBytes(36).toString('base64url');

const builtWeb = join(repoRoot, 'web/dist');

/**
 * A cluster's folder and description, with the build in `webDist` where nginx serves it (an API-only load needs
 * none). `ports` are the instances' (A and B: the same port twice puts one instance behind both of the recipe's
 * `instance` lines); the others get free ones. `env` is added to every process's settings.
 */
async function prepare(
  databaseUrl: string,
  {
    ports,
    webDist = builtWeb,
    env = {},
  }: { ports?: { a: number; b: number }; webDist?: string; env?: Record<string, string> },
) {
  const state = await describeCluster({
    databaseUrl,
    ports,
    prefix: 'portal-bench-cluster-',
    // deploy/portal.env.example's keys, and a database migrated and filled already.
    env: { DATABASE_POOL_SIZE: '10', FILE_LINK_SECRET: key(), WIFI_PASSWORD_SECRET: key(), DEMO_DATA: '0', ...env },
  });
  if (existsSync(join(webDist, 'index.html'))) putWebApp(state, webDist);
  return state;
}

/** The cluster's processes end with SIGTERM (the instances drain as in a restart). */
const describe = (state: ClusterState): BenchCluster => ({
  url: nginxUrl(state),
  ca: readFileSync(state.certificate),
  state,
  stop: () => stopCluster(state, 'SIGTERM'),
});

/**
 * Two server instances from the built server (`JOBS_WORKERS=0`) and one job worker on `databaseUrl` (migrated and
 * filled already: `DEMO_DATA=0`), with nginx in front. `env` is added to every process's settings.
 */
export async function startCluster(databaseUrl: string, env: Record<string, string> = {}): Promise<BenchCluster> {
  checkBuiltServer();
  const state = await prepare(databaseUrl, { env });
  try {
    await Promise.all([startAndWait(state, 'a'), startAndWait(state, 'b'), startAndWait(state, 'worker')]);
    await startNginx(state);
  } catch (err) {
    await stopCluster(state, 'SIGTERM');
    throw err;
  }
  return describe(state);
}

/**
 * nginx alone with the recipe, in front of a server already listening on `port` (both `instance` lines), serving the
 * web app built in `webDist`.
 */
export async function nginxInFront(port: number, webDist = builtWeb): Promise<BenchCluster> {
  const state = await prepare('postgres://unused/none', { ports: { a: port, b: port }, webDist });
  try {
    await startNginx(state);
  } catch (err) {
    await stopCluster(state, 'SIGTERM');
    throw err;
  }
  return describe(state);
}
