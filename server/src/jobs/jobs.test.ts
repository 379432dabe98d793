import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestContext } from '../test/app';
import { waitFor } from '../test/wait';
import { defineJob } from './define';

let ctx: TestContext | null = null;

/** The jobs of a kind in the queue, oldest first, as much of them as a test reads. */
const queued = async (name: string) =>
  (await ctx!.app.jobs.boss.findJobs(name)).map((j) => ({
    id: j.id,
    state: j.state,
    retryCount: j.retryCount,
    data: j.data,
  }));
/** Waits until the queue holds a job of the kind and every one of them is completed (a final state). */
const allCompleted = (name: string) =>
  waitFor(
    async () => {
      const jobs = await queued(name);
      return jobs.length > 0 && jobs.every((j) => j.state === 'completed');
    },
    { timeout: 15_000, what: `the ${name} jobs completed` },
  );

afterEach(async () => {
  await ctx?.app.close();
  await ctx?.database.close();
  ctx = null;
});

describe('background jobs (pg-boss in the portal’s database)', () => {
  it('runs a job sent once, exactly once, with its checked payload; refuses a wrong payload when sent', async () => {
    const runs: { n: number; id: string }[] = [];
    const echo = defineJob({
      name: 'test.echo',
      payload: z.object({ n: z.number().int() }),
      handler: async ({ n }, { job }) => void runs.push({ n, id: job.id }),
    });
    ctx = await startTestApp(
      { jobs: { workers: true, pollSeconds: 0.5, superviseSeconds: 1 } },
      { extraModules: [async (_app, { jobs }) => jobs.register(echo)] },
    );
    const id = await ctx.app.jobs.send(echo, { n: 42 });
    expect(id).toEqual(expect.any(String));
    // Completed is final: no attempt comes after it, and its first attempt (retry 0) was the one.
    await allCompleted('test.echo');
    expect(await queued('test.echo')).toEqual([{ id, state: 'completed', retryCount: 0, data: { n: 42 } }]);
    expect(runs).toEqual([{ n: 42, id }]);
    await expect(ctx.app.jobs.send(echo, { n: 'x' } as unknown as { n: number })).rejects.toThrow();
  }, 30_000);

  it('keeps one waiting job a key for an exclusive kind (a second send is dropped)', async () => {
    const runs: string[] = [];
    const once = defineJob({
      name: 'test.once',
      payload: z.object({ ticket: z.number() }),
      policy: 'exclusive',
      handler: async ({ ticket }) => void runs.push(String(ticket)),
    });
    // No workers in this process: the jobs wait in the database.
    ctx = await startTestApp(
      { jobs: { workers: false, pollSeconds: 0.5, superviseSeconds: 1 } },
      { extraModules: [async (_app, { jobs }) => jobs.register(once)] },
    );
    const first = await ctx.app.jobs.send(once, { ticket: 1 }, { key: 'ticket-1' });
    const again = await ctx.app.jobs.send(once, { ticket: 1 }, { key: 'ticket-1' });
    const other = await ctx.app.jobs.send(once, { ticket: 2 }, { key: 'ticket-2' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect((await queued('test.once')).map((j) => [j.id, j.state])).toEqual([
      [first, 'created'],
      [other, 'created'],
    ]);
    expect(runs).toEqual([]);
  }, 30_000);

  it('runs a scheduled job by its cron', async () => {
    const ticks: number[] = [];
    const tick = defineJob({
      name: 'test.tick',
      payload: z.object({}),
      schedule: '* * * * * *',
      handler: async () => void ticks.push(Date.now()),
    });
    ctx = await startTestApp(
      { jobs: { workers: true, pollSeconds: 0.5, superviseSeconds: 1 } },
      { extraModules: [async (_app, { jobs }) => jobs.register(tick)] },
    );
    // Nobody sends it: the schedule does, by itself.
    await waitFor(() => ticks.length >= 1, { timeout: 25_000, what: 'a run by the schedule' });
    expect(ticks.length).toBeGreaterThanOrEqual(1);
  }, 40_000);

  it('sends a job through the caller’s transaction: rolled back, it never exists', async () => {
    const runs: number[] = [];
    const echo = defineJob({
      name: 'test.tx',
      payload: z.object({ n: z.number() }),
      handler: async ({ n }) => void runs.push(n),
    });
    ctx = await startTestApp(
      { jobs: { workers: true, pollSeconds: 0.5, superviseSeconds: 1 } },
      { extraModules: [async (_app, { jobs }) => jobs.register(echo)] },
    );
    const { app, database } = ctx;
    await database.db
      .transaction(async (tx) => {
        await app.jobs.send(echo, { n: 1 }, { tx });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const committed = await database.db.transaction((tx) => app.jobs.send(echo, { n: 2 }, { tx }));
    // The committed one ran and is done; the rolled-back one is not in the queue to run, now or later.
    await allCompleted('test.tx');
    expect(await queued('test.tx')).toEqual([{ id: committed, state: 'completed', retryCount: 0, data: { n: 2 } }]);
    expect(runs).toEqual([2]);
  }, 30_000);
});
