import { setTimeout as sleep } from 'node:timers/promises';
import { answered, logOf, startAndWait, stopProcess, type ClusterState } from './cluster';

/** The route the load reads most: a new instance that answered it has been given requests by nginx again. */
const LOADED_ROUTE = '/api/notifications/my/unread/count';

/**
 * Waits until nginx sends the (re)started instance requests again: after its failures nginx leaves it
 * out for fail_timeout (deploy/nginx.conf), then tries it and takes it back.
 */
export async function backInRotation(state: ClusterState, name: 'a' | 'b', seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while ((await answered(state, name, LOADED_ROUTE)) === 0) {
    if (Date.now() > deadline) throw new Error(`nginx sent ${name} nothing within ${seconds} s of its start`);
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
