import { describe, expect, it } from 'vitest';
import { defaultRange, rangeFromParams } from './date-range';

const today = new Date(2025, 2, 3, 15, 30);

describe('statistics range', () => {
  it('is the last 7 days up to today by default: today − 6 … today', () => {
    expect(defaultRange(today)).toEqual({ start: '2025-02-25', end: '2025-03-03' });
  });

  it('comes from the address when both days are valid and in order', () => {
    expect(rangeFromParams(new URLSearchParams('start_login=2025-01-01&end_login=2025-01-31'), today)).toEqual({
      start: '2025-01-01',
      end: '2025-01-31',
    });
  });

  it('falls back to the default for a missing, broken or reversed range', () => {
    for (const query of [
      '',
      'start_login=2025-01-01',
      'start_login=2025-02-30&end_login=2025-03-01',
      'start_login=2025-03-02&end_login=2025-03-01',
    ]) {
      expect(rangeFromParams(new URLSearchParams(query), today)).toEqual(defaultRange(today));
    }
  });
});
