import { expect, test } from './fixtures';
import { startAndWait, stopProcess } from './cluster';
import { backInRotation } from './restarts';
import { expectStreamsMissedNothing } from './stream-checks';
import { underLoad } from './under-load';
import { setTimeout as sleep } from 'node:timers/promises';

test('a crash loses nothing acknowledged: A killed under load, nginx sends the reads to B', async ({
  cluster,
  via,
}) => {
  let killedAt = 0;
  const run = await underLoad(cluster, via, async () => {
    killedAt = Date.now();
    await stopProcess(cluster, 'a', 'SIGKILL');
    // B alone for a while.
    await sleep(2000);
    await startAndWait(cluster, 'a');
    await backInRotation(cluster, 'a');
  });
  try {
    // The reads (GET) nginx retried on B: none failed. A write in flight on A when it was killed may
    // have failed (nginx never sends a POST twice): 502, at the moment of the kill.
    const failures = run.result.failures;
    expect(failures.filter((f) => f.method !== 'POST')).toEqual([]);
    for (const failure of failures) {
      expect(failure.outcome).toMatch(/^502 /);
      expect(failure.at.getTime() - killedAt).toBeLessThan(2000);
    }
    if (failures.length) console.log(`writes in flight at the kill that failed: ${failures.length}`, failures);
    expect(run.result.calls).toBeGreaterThan(100);
    // Every acknowledged write is stored (one that failed may have been stored or not).
    expect(run.result.acknowledged.length).toBeGreaterThan(20);
    expect(run.result.acknowledged.filter((id) => !run.stored.has(id))).toEqual([]);
    // The streams A held (one at least) reconnected through nginx to B.
    await expectStreamsMissedNothing(run, { allReconnected: false });
  } finally {
    run.close();
  }
});
