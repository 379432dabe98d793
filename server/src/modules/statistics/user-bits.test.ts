import { describe, expect, it } from 'vitest';
import { hasUser, unionOf, userBits } from './user-bits';

describe('user bits', () => {
  it('holds exactly the ids given, at the edges of each 32-bit word too', () => {
    const ids = [0, 1, 31, 32, 63, 64, 55_001];
    const bits = userBits(ids);
    for (const id of ids) expect(hasUser(bits, id)).toBe(true);
    for (const id of [2, 30, 33, 62, 65, 55_000, 55_002, 1_000_000]) expect(hasUser(bits, id)).toBe(false);
    expect(hasUser(userBits([]), 0)).toBe(false);
  });

  it('joins sets of different lengths', () => {
    const union = unionOf([userBits([3, 40]), userBits([31, 100_000]), userBits([])]);
    expect([3, 31, 40, 100_000].every((id) => hasUser(union, id))).toBe(true);
    expect([0, 4, 32, 99_999].some((id) => hasUser(union, id))).toBe(false);
    expect(unionOf([]).length).toBe(0);
  });
});
