import { setTimeout as sleep } from 'node:timers/promises';
import { trustingFetch } from './client';
import { answered, logOf, nginxUrl, startAndWait, stopProcess, type ClusterState } from './cluster';

/** A public read the waiting below sends through nginx: answered by the instance once nginx takes it back. */
const PROBE = '/api/config';

/**
 * Waits until nginx sends the (re)started instance requests again: after its failures nginx leaves it out for
 * fail_timeout (deploy/nginx.conf), then tries it and takes it back. Reads go through nginx meanwhile, so that there
 * is something to send.
 */
export async function backInRotation(state: ClusterState, name: 'a' | 'b', seconds = 30) {
  const get = trustingFetch(state);
  const deadline = Date.now() + seconds * 1000;
  while ((await answered(state, name, PROBE)) === 0) {
    if (Date.now() > deadline) throw new Error(`nginx sent ${name} nothing within ${seconds} s of its start`);
    await (await get(`${nginxUrl(state)}${PROBE}`)).text();
    await sleep(200);
  }
}

/** A rolling restart's step, as systemctl restart portal@<port> does it: SIGTERM, a clean stop, a new start. */
export async function restart(state: ClusterState, name: 'a' | 'b'): Promise<string> {
  const from = logOf(state, name).length;
  await stopProcess(state, name, 'SIGTERM');
  const stopped = logOf(state, name, from);
  await startAndWait(state, name);
  await backInRotation(state, name);
  return stopped;
}
