import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumericDateTime, toDayString } from './dates';

describe('formatDateTime', () => {
  it('writes the day and the month in the genitive, then the time', () => {
    expect(formatDateTime(new Date(2025, 10, 21, 14, 5), new Date(2025, 11, 1))).toBe('21 ноября, 14:05');
  });
  it('adds the year when it is not the current one', () => {
    expect(formatDateTime(new Date(2024, 2, 8, 9, 0), new Date(2025, 0, 1))).toBe('8 марта 2024, 09:00');
  });
  it('is empty for no date', () => {
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatNumericDateTime', () => {
  it('writes day.month.year and the time with leading zeros', () => {
    expect(formatNumericDateTime(new Date(2025, 2, 8, 9, 5))).toBe('08.03.2025 09:05');
  });
  it('is empty for no date or a broken one', () => {
    expect(formatNumericDateTime(null)).toBe('');
    expect(formatNumericDateTime('not a date')).toBe('');
  });
});

describe('toDayString', () => {
  it('writes the local calendar day as YYYY-MM-DD', () => {
    expect(toDayString(new Date(2025, 0, 31, 23, 59))).toBe('2025-01-31');
  });
});
