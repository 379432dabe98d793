import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ical from 'node-ical';
import { queryRows } from '../../db/client';
import { bearer, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { importService } from '../imports';
import { academicWeek, addDays, isDenominator, mondayOf, todayIn } from '../../lib/days';
import { demoTimetableRules } from '../../lib/academic-calendar';
import { buildWeek, dayEvents } from './service';

const today = todayIn('Europe/Moscow');
const monday = mondayOf(today);
const shown = (day: string) => day.split('-').reverse().join('.');
const setup = { rules: demoTimetableRules, timeZone: 'Europe/Moscow', publicUrl: 'http://portal.test' };

const ids = { group: 40001, otherGroup: 40002, teacher: 10001, otherTeacher: 10002 };
const ctx = useTestApp({ publicUrl: 'http://portal.test' }, async ({ database }) => {
  const f = factories(database.db);
  const group = await f.group('ИВТ-26-1');
  const other = await f.group('ИВТ-26-2');
  await database.db.execute(
    sql`update groups set timetable_id = case id when ${group.id} then ${ids.group}::int else ${ids.otherGroup}::int
        end where id in (${group.id}, ${other.id})`,
  );
  await f.student((await f.user('tt-student@test.local')).id, group.id);
  await f.employee(
    (await f.user('tt-teacher@test.local', { surname: 'Ёлкин', name: 'Пётр', patronymic: 'Ильич' })).id,
    { timetableId: ids.teacher },
  );
  await f.employee((await f.user('tt-other@test.local', { surname: 'Смирнова', name: 'Анна', patronymic: null })).id, {
    timetableId: ids.otherTeacher,
  });
  await f.admin((await f.user('tt-admin@test.local')).id);
});

const header = 'groups,subject,subject_short,lesson_type,pair,teachers,rooms,weekday,parity,date_from,date_to,date';
const csv = (...rows: string[]) => new TextEncoder().encode([header, ...rows].join('\n'));
const run = (bytes: Uint8Array) =>
  importService(ctx.database.db, undefined, setup).importFile('timetable', 'semester.csv', bytes);
const inbox = async (login: string) => {
  const token = await loginToken(ctx.app, login);
  return (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/my',
      headers: bearer(token),
      payload: { page: 1, is_read: false },
    })
  ).json().result as { name: string; content: string }[];
};

describe('weeks and parity', () => {
  it('counts weeks from the Monday of the week of 1 September, across the new year', () => {
    // 1 September 2026 is a Tuesday: its week starts on Monday 31 August, a числитель.
    expect(academicWeek('2026-08-31')).toBe(1);
    expect(academicWeek('2026-09-01')).toBe(1);
    expect(academicWeek('2026-09-07')).toBe(2);
    expect(isDenominator('2026-09-07')).toBe(true);
    // The day before belongs to the previous academic year.
    expect(academicWeek('2026-08-30')).toBe(52);
    // Across the new year the count goes on: 28 December is week 18, 4 January week 19.
    expect(academicWeek('2026-12-28')).toBe(18);
    expect(academicWeek('2027-01-04')).toBe(19);
    expect(isDenominator('2027-01-04')).toBe(false);
    expect(academicWeek('2027-08-29')).toBe(52);
    // Another year's start as a setting.
    expect(academicWeek('2026-09-07', '09-07')).toBe(1);
  });

  it('puts a break between pairs where one ends before the next begins, none between overlapping ones', () => {
    const lesson = (pair: number, start: string, end: string) => ({
      day: '2026-11-23',
      pair,
      start,
      end,
      types: [],
      subject: { name: 'Физика', shortName: 'Физика' },
      audiences: [],
      teachers: [],
      groups: [],
    });
    const events = dayEvents([
      lesson(1, '09:00', '10:30'),
      lesson(2, '10:40', '12:10'),
      lesson(2, '10:40', '12:10'),
      lesson(4, '14:20', '15:50'),
    ]);
    expect(events.map((e) => e.type)).toEqual(['pair', 'pair_break', 'pair', 'pair', 'pair_break', 'pair']);
    expect(events[1]).toEqual({ type: 'pair_break', data: { hours: 0, minutes: 10 } });
    expect(events[4]).toEqual({ type: 'pair_break', data: { hours: 2, minutes: 10 } });
    const week = buildWeek('2026-11-23', [lesson(1, '09:00', '10:30')], '2026-11-25', '09-01');
    expect(week.days.map((d) => d.day_short_name)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(week.days.find((d) => d.is_current_day)?.date).toBe('2026-11-25');
    expect(week.days[6]!.events).toEqual([]);
  });
});

describe('the timetable import and API (issue 15 §1–§3)', () => {
  const from = addDays(monday, -7);
  const to = addDays(monday, 60);
  const tomorrow = addDays(today, 1);
  const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

  it('refuses a file with unknown groups, a teacher in two places and a bad rule, changing nothing', async () => {
    const outcome = await run(
      csv(
        `${ids.group},Физика,,Лекция,1,${ids.teacher},А-101,1,0,${shown(from)},${shown(to)},`,
        `${ids.otherGroup},Химия,,Лекция,1,${ids.teacher},А-102,1,0,${shown(from)},${shown(to)},`,
        `99999,Химия,,Лекция,2,,А-102,2,0,${shown(from)},${shown(to)},`,
      ),
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.exception).toContain('Строка 3: преподаватель 10001 уже занят(а)');
    expect(outcome.exception).toContain('Строка 4: нет групп с timetable_id 99999 (groups)');
    const bad = await run(csv(`${ids.group},Химия,,Лекция,9,,,2,,,,`, `${ids.group},Химия,,Лекция,2,,,8,,,,`));
    expect(bad.exception).toContain('Строка 2: неверный номер пары «9» (pair): нужно целое число от 1 до 8');
    expect(bad.exception).toContain('Строка 3: неверный день недели «8»');
    const [row] = await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from lessons`);
    expect(row!.n).toBe(0);
  });

  it('expands weekly rules to days and answers a group’s two weeks with pairs, breaks and empty days', async () => {
    const outcome = await run(
      csv(
        // Every day of the week but Sunday, two pairs with a break: a lecture for both groups and a lab for one.
        ...[1, 2, 3, 4, 5, 6].flatMap((d) => [
          `"${ids.group}, ${ids.otherGroup}",Математический ` +
            `анализ,Матанализ,Лекция,1,${ids.teacher},Г-301,${d},0,${shown(from)},${shown(to)},`,
          `${ids.group},Базы данных,,Лабораторная ` +
            `работа,3,${ids.otherTeacher},Г-302,${d},0,${shown(from)},${shown(to)},`,
        ]),
      ),
    );
    expect(outcome.exception).toBeNull();
    expect(outcome.counts?.created).toBeGreaterThan(30);
    const token = await loginToken(ctx.app, 'tt-student@test.local');
    const res = await ctx.app.inject({ url: `/api/timetable/1/${ids.group}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const t = res.json().result;
    expect(t.name).toBe('ИВТ-26-1');
    expect(t.current_week.days).toHaveLength(7);
    expect(t.next_week.days[0].date).toBe(addDays(monday, 7));
    expect(t.current_week.is_denominator).toBe(!t.next_week.is_denominator);
    expect(t.current_week.days.find((d: { date: string }) => d.date === today).is_current_day).toBe(true);
    const mondayEvents = t.current_week.days[0].events;
    expect(mondayEvents.map((e: { type: string }) => e.type)).toEqual(['pair', 'pair_break', 'pair']);
    expect(mondayEvents[0].data).toEqual({
      order: 1,
      types: [{ id: expect.any(Number), name: 'Лекция', short_name: 'Лек' }],
      subject: { name: 'Математический анализ', shortName: 'Матанализ' },
      start: '09:00',
      end: '10:30',
      audiences: [{ name: 'Г-301', old_id: expect.any(Number) }],
      teachers: [{ position: '', short_name: 'Ёлкин П. И.', name: 'Ёлкин Пётр Ильич', old_id: ids.teacher }],
      groups: [
        { name: 'ИВТ-26-1', old_id: ids.group },
        { name: 'ИВТ-26-2', old_id: ids.otherGroup },
      ],
    });
    expect(mondayEvents[1].data).toEqual({ hours: 2, minutes: 10 });
    expect(t.current_week.days[6].events).toEqual([]);
    // The teacher's and the room's timetables hold the same lecture.
    const teacher = (await ctx.app.inject({ url: `/api/timetable/2/${ids.teacher}`, headers: bearer(token) })).json()
      .result;
    expect(teacher.name).toBe('Ёлкин Пётр Ильич');
    expect(teacher.current_week.days[0].events).toHaveLength(1);
    const roomId = mondayEvents[0].data.audiences[0].old_id;
    expect(
      (await ctx.app.inject({ url: `/api/timetable/3/${roomId}`, headers: bearer(token) })).json().result.name,
    ).toBe('Г-301');
    expect((await ctx.app.inject({ url: '/api/timetable/1/777', headers: bearer(token) })).statusCode).toBe(404);
  });

  it('searches groups, teachers and rooms, ё as е, and finds nothing for an empty search', async () => {
    const token = bearer(await loginToken(ctx.app, 'tt-teacher@test.local'));
    const search = async (q: string) =>
      (await ctx.app.inject({ url: `/api/timetable/search?search=${encodeURIComponent(q)}`, headers: token })).json()
        .result;
    expect((await search('елкин')).employees).toEqual([{ id: ids.teacher, name: 'Ёлкин Пётр Ильич' }]);
    expect((await search('  ивт-26 ')).groups.map((g: { name: string }) => g.name)).toEqual(['ИВТ-26-1', 'ИВТ-26-2']);
    expect((await search('г-30')).audiences.map((a: { name: string }) => a.name)).toEqual(['Г-301', 'Г-302']);
    expect(await search('   ')).toEqual({ groups: [], employees: [], audiences: [] });
    const admin = bearer(await loginToken(ctx.app, 'tt-admin@test.local'));
    expect((await ctx.app.inject({ url: '/api/timetable/search?search=ивт', headers: admin })).statusCode).toBe(403);
  });

  it('a cancelled lesson within two weeks disappears and its group and teacher are told', async () => {
    // The same file without the lab of the next weekday (the weekly rule split around it).
    const cancelled = weekdayOf(tomorrow) === 7 ? addDays(tomorrow, 1) : tomorrow;
    const lab = (w: number, a: string, b: string) =>
      `${ids.group},Базы данных,,Лабораторная работа,3,${ids.otherTeacher},Г-302,${w},0,${shown(a)},${shown(b)},`;
    const file = [1, 2, 3, 4, 5, 6].flatMap((w) => [
      `"${ids.group}, ${ids.otherGroup}",Математический ` +
        `анализ,Матанализ,Лекция,1,${ids.teacher},Г-301,${w},0,${shown(from)},${shown(to)},`,
      ...(w === weekdayOf(cancelled)
        ? [lab(w, from, addDays(cancelled, -1)), lab(w, addDays(cancelled, 1), to)]
        : [lab(w, from, to)]),
    ]);
    // The lab's teacher reads the portal in English: told in it.
    const other = bearer(await loginToken(ctx.app, 'tt-other@test.local'));
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/account/language',
          payload: { language: 'en' },
          headers: other,
        })
      ).statusCode,
    ).toBe(200);
    const outcome = await run(csv(...file));
    expect(outcome.exception).toBeNull();
    expect(outcome.counts?.updated).toBe(1);
    const token = bearer(await loginToken(ctx.app, 'tt-student@test.local'));
    const t = (await ctx.app.inject({ url: `/api/timetable/1/${ids.group}`, headers: token })).json().result;
    const day = [...t.current_week.days, ...t.next_week.days].find((x: { date: string }) => x.date === cancelled);
    expect(
      day.events.map((e: { type: string; data: { subject?: { name: string } } }) => e.data.subject?.name ?? e.type),
    ).toEqual(['Математический анализ']);
    const [notice] = await inbox('tt-student@test.local');
    expect(notice?.name).toBe('Изменения в расписании');
    expect(notice?.content).toContain(
      `${cancelled.split('-').reverse().join('.')}, 3 пара: занятие отменено — Базы данных (лабораторная работа)`,
    );
    expect(notice?.content).toContain('http://portal.test/timetable/');
    const [english] = await inbox('tt-other@test.local');
    expect(english?.name).toBe('Timetable changes');
    expect(english?.content).toContain('Your timetable for the next two weeks has changed:');
    expect(english?.content).toContain(
      `${cancelled.split('-').reverse().join('.')}, class 3: class ` +
        `cancelled — Базы данных (лабораторная работа), 12:40–14:10, room Г-302`,
    );
    // The same week, its days named in each reader's language (the answer is kept per language).
    const week = async (headers: Record<string, string>) =>
      (
        await ctx.app.inject({
          url: `/api/timetable/2/${ids.otherTeacher}`,
          headers: { ...headers, 'x-language': 'ru' },
        })
      )
        .json()
        .result.current_week.days.map((d: { day_short_name: string }) => d.day_short_name);
    expect(await week(other)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(await week(token)).toEqual(['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс']);
    expect(await week(other)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // The lecture's teacher lost nothing and is not told.
    expect(await inbox('tt-teacher@test.local')).toEqual([]);
  });

  it('gives a secret calendar link that calendar apps read without signing in, and revokes it', async () => {
    const token = bearer(await loginToken(ctx.app, 'tt-teacher@test.local'));
    const created = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/timetable/calendar',
        headers: token,
        payload: { type: 2, id: ids.teacher },
      })
    ).json().result;
    expect(created.name).toBe('Ёлкин Пётр Ильич');
    expect(created.url).toMatch(/^http:\/\/portal\.test\/api\/timetable\/feed\/[\w-]{43}$/);
    const path = new URL(created.url).pathname;
    const res = await ctx.app.inject({ url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const events = Object.values(ical.sync.parseICS(res.body)).flatMap((e) => (e?.type === 'VEVENT' ? [e] : []));
    // The lecture of next Monday: 09:00 in Moscow is 06:00 UTC.
    const lecture = events.find((e) => e.start.toISOString().startsWith(addDays(monday, 7)));
    expect(lecture?.summary).toBe('Математический анализ (Лекция)');
    expect(lecture?.start.toISOString()).toBe(`${addDays(monday, 7)}T06:00:00.000Z`);
    expect(lecture?.end?.toISOString()).toBe(`${addDays(monday, 7)}T07:30:00.000Z`);
    expect(lecture?.location).toBe('Г-301');
    const list = (await ctx.app.inject({ url: '/api/timetable/calendar', headers: token })).json().result;
    expect(list).toHaveLength(1);
    expect(list[0].last_used_at).not.toBeNull();
    // Another user cannot revoke it; its owner can, and the link then answers 404.
    const student = bearer(await loginToken(ctx.app, 'tt-student@test.local'));
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/timetable/calendar/${created.id}/revoke`, headers: student }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/timetable/calendar/${created.id}/revoke`, headers: token }))
        .statusCode,
    ).toBe(200);
    const gone = await ctx.app.inject({ url: path });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Ссылка на календарь не найдена или отозвана');
  });
});
