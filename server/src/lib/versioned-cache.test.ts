import { describe, expect, it } from 'vitest';
import { versionedCache } from './versioned-cache';

describe('versionedCache', () => {
  it('answers from memory while the version stays, computes again when it moves, shares one computation', async () => {
    const cache = versionedCache<number>(2);
    let computed = 0;
    const compute = async () => ++computed;
    const [a, b] = await Promise.all([cache.get(1, 'x', compute), cache.get(1, 'x', compute)]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    expect(await cache.get(2, 'x', compute)).toBe(2);
    // At most two keys: the least recently used goes.
    await cache.get(2, 'y', compute);
    await cache.get(2, 'x', compute);
    await cache.get(2, 'z', compute);
    expect(await cache.get(2, 'x', compute)).toBe(2);
    expect(await cache.get(2, 'y', compute)).toBe(5);
  });

  it('does not keep a failure', async () => {
    const cache = versionedCache<number>();
    await expect(cache.get(1, 'x', () => Promise.reject(new Error('нет')))).rejects.toThrow('нет');
    expect(await cache.get(1, 'x', async () => 7)).toBe(7);
  });
});
