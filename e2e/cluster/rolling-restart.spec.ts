import { expect, test } from './fixtures';
import { restart } from './restarts';
import { underLoad } from './under-load';
import { expectStreamsMissedNothing } from './stream-checks';

test('a rolling restart drops nothing: A, then B, stopped with SIGTERM and started again under load', async ({
  cluster,
  via,
}) => {
  const stops: string[] = [];
  const run = await underLoad(cluster, via, async () => {
    stops.push(await restart(cluster, 'a'));
    stops.push(await restart(cluster, 'b'));
  });
  try {
    for (const stopped of stops) expect(stopped).toContain('stopped cleanly');
    expect(run.result.failures).toEqual([]);
    expect(run.result.calls).toBeGreaterThan(200);
    // Every acknowledged message is stored, and nothing else was written (no call failed).
    expect(run.result.acknowledged.length).toBeGreaterThan(50);
    expect(run.result.acknowledged.filter((id) => !run.stored.has(id))).toEqual([]);
    expect(run.stored.size).toBe(run.result.acknowledged.length + 1);
    await expectStreamsMissedNothing(run, { allReconnected: true });
  } finally {
    run.close();
  }
});
