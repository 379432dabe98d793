import { existsSync, readFileSync } from 'node:fs';
import { request as playwrightRequest, test as base, type APIRequestContext } from '@playwright/test';
import { authEndpoints, type UserInfo } from '@portal/contract';
import { DEMO_PASSWORD } from '../../server/src/seed/demo-logins';
import { apiAs } from '../tests/api';
import {
  instanceUrl,
  isRunning,
  nginxUrl,
  readState,
  startAndWait,
  stopProcess,
  type ClusterState,
  type ProcessName,
} from './cluster';

/** Calls of the contract (tests/api.ts's `apiAs`) through nginx or straight to an instance. */
export interface Ways {
  nginx: APIRequestContext;
  a: APIRequestContext;
  b: APIRequestContext;
}

/**
 * The cluster's tests: `cluster` is its state as it is now (the processes a test restarted have new pids, and
 * one a failed test left stopped is started again), `via` the ways in. A failed test prints the end of every log:
 * the instances', the workers' and nginx's.
 */
export const test = base.extend<{ cluster: ClusterState; via: Ways }>({
  // eslint-disable-next-line no-empty-pattern
  cluster: async ({}, use, testInfo) => {
    // As every test expects it, whatever the one before left: A, B and one worker.
    const current = readState();
    for (const name of ['a', 'b', 'worker'] as const) {
      if (!isRunning(current.processes[name].pid)) await startAndWait(current, name);
    }
    if (isRunning(current.processes.worker2.pid)) await stopProcess(current, 'worker2', 'SIGTERM');
    await use(current);
    if (testInfo.status === testInfo.expectedStatus) return;
    const state = readState();
    const logs: [string, string][] = [
      ...(Object.keys(state.processes) as ProcessName[]).map((name): [string, string] => [
        name,
        state.processes[name].log,
      ]),
      ['nginx', state.nginx.log],
      ['nginx error.log', `${state.nginx.prefix}/error.log`],
    ];
    for (const [name, path] of logs) {
      if (!existsSync(path)) continue;
      const text = readFileSync(path, 'utf8');
      console.log(`\n--- ${name} (${path}), its end ---\n${text.split('\n').slice(-40).join('\n')}`);
    }
  },
  via: async ({ cluster }, use) => {
    const nginx = await playwrightRequest.newContext({ baseURL: nginxUrl(cluster), ignoreHTTPSErrors: true });
    const a = await playwrightRequest.newContext({ baseURL: instanceUrl(cluster, 'a') });
    const b = await playwrightRequest.newContext({ baseURL: instanceUrl(cluster, 'b') });
    await use({ nginx, a, b });
    await Promise.all([nginx.dispose(), a.dispose(), b.dispose()]);
  },
});
export { expect } from '@playwright/test';

/** A new session of a demo login, signed in through `way`. */
export async function signIn(way: APIRequestContext, login: string): Promise<UserInfo> {
  return (await apiAs(way, { token: '' }, authEndpoints.login, { body: { login, password: DEMO_PASSWORD } })).user_info;
}
