import { describe, expect, it } from 'vitest';
import { batchCalls } from './batch-calls';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('batchCalls', () => {
  it(
    'writes a lone call at once and the calls that came ' + 'meanwhile in one batch, each answered with its own result',
    async () => {
      const batches: number[][] = [];
      const save = batchCalls(
        async (items: number[]) => {
          batches.push(items);
          await tick();
          return items.map((n) => n * 10);
        },
        { maxBatch: 100, concurrency: 1, keyOf: (n) => n },
      );
      const results = await Promise.all([1, 2, 3, 4].map((n) => save(n)));
      expect(results).toEqual([10, 20, 30, 40]);
      expect(batches).toEqual([[1], [2, 3, 4]]);
    },
  );

  it(
    'never puts one key twice in a batch, keeps batches within ' +
      'their size, and fails only the calls of a failed batch',
    async () => {
      const batches: string[][] = [];
      const save = batchCalls(
        async (items: string[]) => {
          batches.push(items);
          await tick();
          if (items.includes('bad')) throw new Error('refused');
          return items;
        },
        { maxBatch: 2, concurrency: 1, keyOf: (s) => s },
      );
      const calls = ['a', 'a', 'b', 'bad', 'c'].map((s) =>
        save(s).then(
          (v) => `ok ${v}`,
          (e: Error) => `failed ${e.message}`,
        ),
      );
      expect(await Promise.all(calls)).toEqual(['ok a', 'ok a', 'ok b', 'failed refused', 'failed refused']);
      expect(batches).toEqual([['a'], ['a', 'b'], ['bad', 'c']]);
    },
  );
});
