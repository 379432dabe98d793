import type {
  CalendarFeed,
  Pair,
  Timetable,
  TimetableDay,
  TimetableSearchResult,
  TimetableWeek,
} from '@portal/contract';

const SHORT = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];

export const lecture: Pair = {
  order: 1,
  types: [{ id: 1, name: 'Лекция', short_name: 'Лек' }],
  subject: { name: 'Архитектура вычислительных систем', shortName: 'Архитектура ВС' },
  start: '08:30',
  end: '10:00',
  audiences: [{ name: 'А-301', old_id: 301 }],
  teachers: [{ position: 'доц.', short_name: 'Кузнецов А. П.', name: 'Кузнецов Андрей Павлович', old_id: 10001 }],
  groups: [
    { name: 'ИВТ-24-1', old_id: 40001 },
    { name: 'ИВТ-24-2', old_id: 40002 },
  ],
};

export const lab: Pair = {
  ...lecture,
  order: 2,
  types: [{ id: 3, name: 'Лабораторная работа', short_name: 'Лаб' }],
  start: '10:10',
  end: '11:40',
  audiences: [{ name: 'Б-112', old_id: 112 }],
  groups: [{ name: 'ИВТ-24-1', old_id: 40001 }],
};

/** A week from Monday `monday` (the 23rd of November 2026 by default); `today` is the index of today, or none. */
export function week(monday: number, today: number | null, isDenominator: boolean): TimetableWeek {
  const days: TimetableDay[] = SHORT.map((day_short_name, i) => ({
    day_short_name,
    date:
      `2026-${monday + i > 30 ? '12' : '11'}-` +
      `${String(monday + i > 30 ? monday + i - 30 : monday + i).padStart(2, '0')}`,
    is_current_day: i === today,
    events:
      i === 6
        ? []
        : [
            {
              type: 'pair',
              data: {
                ...lecture,
                subject: i === 1 ? { name: 'Базы данных', shortName: 'Базы данных' } : lecture.subject,
              },
            },
            { type: 'pair_break', data: { hours: 0, minutes: 10 } },
            { type: 'pair', data: lab },
          ],
  }));
  return { is_denominator: isDenominator, days };
}

export const teacherTimetable: Timetable = {
  name: 'Кузнецов Андрей Павлович',
  current_week: week(23, 2, false),
  next_week: week(30, null, true),
};

export const roomTimetable: Timetable = { ...teacherTimetable, name: 'А-301' };

export const found: TimetableSearchResult = {
  groups: [{ id: 40001, name: 'ИВТ-24-1' }],
  employees: [{ id: 10001, name: 'Кузнецов Андрей Павлович' }],
  audiences: [],
};

export const feed: CalendarFeed = {
  id: 7,
  type: 2,
  target_id: 10001,
  name: 'Кузнецов Андрей Павлович',
  created_at: '2026-11-20T09:00:00Z',
  last_used_at: null,
};
