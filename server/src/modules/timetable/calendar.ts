import { createHash } from 'node:crypto';
import ical from 'ical-generator';
import type { TimetableType } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { tIn } from '../../i18n';
import { userLanguage } from '../auth';
import { addDays, instantOf } from '../../lib/days';
import { timetableRepository } from './repository';

/** How far back and ahead a feed reaches: calendar apps keep what they saw, so a month back is enough. */
const DAYS_BACK = 31;
const DAYS_AHEAD = 200;

/**
 * The iCalendar text of a timetable (beyond 002: a calendar app polls it at a secret link). Times
 * are written in UTC, turned from the university's wall clock, so every app shows them right in
 * its own zone; an event's UID stays the same while the lesson does, so a poll updates in place.
 * Its words are in the language of the link's owner: a calendar app says nothing of its user's.
 */
export async function calendarText(
  db: DbOrTx,
  feed: { type: TimetableType; id: number; name: string; userId: number },
  today: string,
  timeZone: string,
  universityName: string,
): Promise<string> {
  const lessons = await timetableRepository(db).shownLessons(
    feed.type,
    feed.id,
    addDays(today, -DAYS_BACK),
    addDays(today, DAYS_AHEAD),
  );
  const language = await userLanguage(db, feed.userId);
  const t = tIn(language);
  const calendar = ical({
    name: t('timetable:calendar.name', { name: feed.name }),
    prodId: { company: universityName, product: t('timetable:calendar.product'), language: language.toUpperCase() },
    ttl: 60 * 60 * 6,
  });
  for (const l of lessons) {
    const types = l.types.map((type) => type.name).join(', ');
    const uid = createHash('sha256')
      .update(`${feed.type}|${feed.id}|${l.day}|${l.pair}|${l.subject.name}|${types}`)
      .digest('hex')
      .slice(0, 32);
    calendar.createEvent({
      id: `${uid}@timetable`,
      start: instantOf(l.day, l.start, timeZone),
      end: instantOf(l.day, l.end, timeZone),
      summary: `${l.subject.name}${types ? ` (${types})` : ''}`,
      location: l.audiences.map((a) => a.name).join(', ') || null,
      description: [
        t('timetable:calendar.pair', { pair: l.pair }),
        l.teachers.map((teacher) => `${teacher.position} ${teacher.name}`.trim()).join(', '),
        l.groups.map((g) => g.name).join(', '),
      ]
        .filter(Boolean)
        .join('\n'),
    });
  }
  return calendar.toString();
}
