import { describe, expect, it } from 'vitest';
import { dayHeading, groupByDay, initialsOf, parseShownTime } from './message-groups';

const now = new Date(2025, 10, 25, 12, 0);
const at = (created_at: string, id: number) => ({ id, created_at });

describe('messages grouped by day (000 §2: the day and the month in the genitive)', () => {
  it('heads each day with «23 ноября», the month in the genitive', () => {
    const groups = groupByDay(
      [at('23.11.2025 09:15', 1), at('23.11.2025 18:40', 2), at('24.11.2025 00:05', 3), at('01.03.2025 10:00', 4)],
      (m) => m.created_at,
      now,
    );
    expect(groups.map((g) => g.heading)).toEqual(['23 ноября', '24 ноября', '1 марта']);
    expect(groups.map((g) => g.items.map((m) => m.id))).toEqual([[1, 2], [3], [4]]);
    expect(groups[0]!.day).toBe('2025-11-23');
  });

  it('says every month in the genitive', () => {
    const months = Array.from({ length: 12 }, (_, i) => dayHeading({ year: 2025, month: i + 1, date: 5 }, now));
    expect(months).toEqual([
      '5 января',
      '5 февраля',
      '5 марта',
      '5 апреля',
      '5 мая',
      '5 июня',
      '5 июля',
      '5 августа',
      '5 сентября',
      '5 октября',
      '5 ноября',
      '5 декабря',
    ]);
  });

  it('adds the year to a day of another year', () => {
    expect(groupByDay([at('31.12.2024 23:59', 1)], (m) => m.created_at, now)[0]!.heading).toBe('31 декабря 2024');
  });

  it('keeps the order given: a day that comes back starts a new group', () => {
    const groups = groupByDay(
      [at('23.11.2025 09:15', 1), at('24.11.2025 10:00', 2), at('23.11.2025 11:00', 3)],
      (m) => m.created_at,
      now,
    );
    expect(groups.map((g) => g.heading)).toEqual(['23 ноября', '24 ноября', '23 ноября']);
  });

  it('puts a message whose time it cannot read with the one before', () => {
    const groups = groupByDay([at('23.11.2025 09:15', 1), at('вчера', 2)], (m) => m.created_at, now);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.items.map((m) => m.id)).toEqual([1, 2]);
  });

  it('reads DD.MM.YYYY HH:mm and nothing else', () => {
    expect(parseShownTime('05.01.2026 07:03')).toEqual({
      day: '2026-01-05',
      time: '07:03',
      year: 2026,
      month: 1,
      date: 5,
    });
    expect(parseShownTime('2026-01-05 07:03')).toBeNull();
  });

  it('takes two initials from the full name', () => {
    expect(initialsOf('Волков Никита Андреевич')).toBe('ВН');
    expect(initialsOf('  ёлкин ')).toBe('Ё');
  });
});
