import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam, idText, searchText } from './envelope';
import { ru as api } from './i18n/api/ru';

/** What a timetable is of (002 §7: `GET /api/timetable/{type}/{id}`). */
export const TIMETABLE_TYPES = { group: 1, teacher: 2, room: 3 } as const;
export type TimetableType = (typeof TIMETABLE_TYPES)[keyof typeof TIMETABLE_TYPES];
const timetableType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const timetableTypeText = z.enum(['1', '2', '3']).transform((v) => Number(v) as TimetableType);

/** A lesson's time of day, HH:MM in the university's time zone. */
const clock = z.string().regex(/^\d{2}:\d{2}$/);
/** A day, YYYY-MM-DD in the university's time zone. */
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** 002 §3 «Timetable»: a pair (a lesson) and what it names; `old_id` opens that one's timetable. */
export const pair = z.object({
  order: z.number().int(),
  types: z.array(z.object({ id: z.number().int(), name: z.string(), short_name: z.string() })),
  subject: z.object({ name: z.string(), shortName: z.string() }),
  start: clock,
  end: clock,
  audiences: z.array(z.object({ name: z.string(), old_id: z.number().int() })),
  teachers: z.array(
    z.object({ position: z.string(), short_name: z.string(), name: z.string(), old_id: z.number().int() }),
  ),
  groups: z.array(z.object({ name: z.string(), old_id: z.number().int() })),
});
export type Pair = z.infer<typeof pair>;

/**
 * The usual lesson types, once for both sides (issue 28): the name a timetable writes (the
 * university's data, in Russian) and its badge. The server gives a type its badge from here; the
 * web shows the known ones in another language from its dictionaries, under the same keys.
 */
export const lessonTypes = {
  lecture: { name: 'Лекция', short: 'Лек' },
  practice: { name: 'Практическое занятие', short: 'Пр' },
  seminar: { name: 'Семинар', short: 'Сем' },
  lab: { name: 'Лабораторная работа', short: 'Лаб' },
  consultation: { name: 'Консультация', short: 'Конс' },
  exam: { name: 'Экзамен', short: 'Экз' },
  credit: { name: 'Зачёт', short: 'Зач' },
  courseProject: { name: 'Курсовое проектирование', short: 'КП' },
} as const;
export type LessonTypeKey = keyof typeof lessonTypes;

/** Other spellings of the usual types that timetables use. */
const lessonTypeAliases: Record<string, LessonTypeKey> = { практика: 'practice', лабораторная: 'lab', зачет: 'credit' };
const lessonTypeByName = new Map<string, LessonTypeKey>([
  ...Object.entries(lessonTypes).map(([key, { name }]) => [name.toLowerCase(), key as LessonTypeKey] as const),
  ...Object.entries(lessonTypeAliases),
]);

/** The key of a usual lesson type by its name as a timetable writes it, in any case; undefined for another. */
export const knownLessonType = (name: string): LessonTypeKey | undefined =>
  lessonTypeByName.get(name.trim().toLowerCase());

/** The time between two pairs of a day. */
export const pairBreak = z.object({ hours: z.number().int(), minutes: z.number().int() });
export type PairBreak = z.infer<typeof pairBreak>;

export const timetableEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pair'), data: pair }),
  z.object({ type: z.literal('pair_break'), data: pairBreak }),
]);
export type TimetableEvent = z.infer<typeof timetableEvent>;

export const timetableDay = z.object({
  /** «Пн» … «Вс». */
  day_short_name: z.string(),
  date: isoDay,
  is_current_day: z.boolean(),
  events: z.array(timetableEvent),
});
export type TimetableDay = z.infer<typeof timetableDay>;

export const timetableWeek = z.object({
  /** Знаменатель (an even week counted from the Monday of the week of 1 September), else Числитель. */
  is_denominator: z.boolean(),
  days: z.array(timetableDay),
});
export type TimetableWeek = z.infer<typeof timetableWeek>;

export const timetable = z.object({
  name: z.string(),
  current_week: timetableWeek,
  next_week: timetableWeek,
});
export type Timetable = z.infer<typeof timetable>;

const found = z.array(z.object({ id: z.number().int(), name: z.string() }));
export const timetableSearchResult = z.object({ groups: found, employees: found, audiences: found });
export type TimetableSearchResult = z.infer<typeof timetableSearchResult>;

/** A personal iCalendar feed of one timetable (beyond 002): polled by calendar apps without signing in. */
export const calendarFeed = z.object({
  id: z.number().int(),
  type: timetableType,
  target_id: z.number().int(),
  /** The timetable's name when the feed was made. */
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

export const timetableStrings = api.timetable;

const tag = 'Расписание';
export const timetableEndpoints = {
  search: endpoint({
    name: 'searchTimetables',
    method: 'GET',
    path: '/api/timetable/search',
    tag,
    summary: 'Groups, teachers and rooms whose timetable matches a search (trimmed; empty finds nothing)',
    query: z.object({ search: searchText.optional() }),
    result: timetableSearchResult,
    example: { query: { search: 'а' } },
  }),
  get: endpoint({
    name: 'getTimetable',
    method: 'GET',
    path: '/api/timetable/:type/:id',
    tag,
    summary: 'The current and the next week of a group (1), a teacher (2) or a room (3), by its timetable id',
    params: z.object({ type: timetableTypeText, id: idText }),
    result: timetable,
    example: { params: { type: 1, id: 1 } },
  }),
  feeds: endpoint({
    name: 'listCalendarFeeds',
    method: 'GET',
    path: '/api/timetable/calendar',
    tag,
    summary: 'The caller’s calendar feeds',
    result: z.array(calendarFeed),
  }),
  createFeed: endpoint({
    name: 'createCalendarFeed',
    inPerson: true,
    method: 'POST',
    path: '/api/timetable/calendar',
    tag,
    summary: 'A new secret iCalendar link of a timetable; its address is shown only in this answer',
    body: z.object({ type: timetableType, id: z.number().int().min(1).max(2_147_483_647) }),
    result: calendarFeed.extend({ url: z.string() }),
    example: { body: { type: 1, id: 1 } },
  }),
  revokeFeed: endpoint({
    name: 'revokeCalendarFeed',
    method: 'POST',
    path: '/api/timetable/calendar/:id/revoke',
    tag,
    summary: 'Revoke a calendar link: it answers 404 from now on',
    params: idParam,
    result: z.object({}),
  }),
  feed: endpoint({
    name: 'getCalendarFeed',
    method: 'GET',
    path: '/api/timetable/feed/:token',
    tag,
    summary: 'The iCalendar feed of a secret link (no sign-in: the link is the key)',
    params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) }),
    file: 'text/calendar',
  }),
};
