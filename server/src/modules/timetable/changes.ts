import type { Language } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { tIn, type Translate } from '../../i18n';
import { sendPersonalNotification } from '../notifications';
import { lessonKey, type LessonValues } from './lesson';
import { timetableRepository } from './repository';

/** «пн, 23.11.2026»: a day as a notice shows it. */
const shownDay = (tr: Translate, day: string) => {
  const [y, m, d] = day.split('-');
  const w = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return `${tr('timetable:notice.weekdays', { returnObjects: true })[w]}, ${d}.${m}.${y}`;
};

export interface ChangeOptions {
  /** Today in the university's time zone: changes from today to 13 days on are announced. */
  today: string;
  /** Where people open the portal: the notice links to the timetable. */
  publicUrl: string;
}

type Who = { kind: 'group' | 'teacher'; id: number };
const whoKey = (w: Who) => `${w.kind}:${w.id}`;

/**
 * Tells the students of each group and each teacher whose lessons within `soon` an import
 * changed or cancelled (issue 15 §1), one notice each with every change, in their own language.
 * Someone who had no lesson there before (a first import) is not told: nothing of theirs changed.
 */
export async function announceChanges(
  db: DbOrTx,
  before: LessonValues[],
  after: LessonValues[],
  soon: { from: string; to: string },
  opts: ChangeOptions,
) {
  const inSoon = (l: LessonValues) => l.day >= soon.from && l.day <= soon.to;
  const oldSoon = before.filter(inSoon);
  if (!oldSoon.length) return;
  const newSoon = after.filter(inSoon);
  const oldKeys = new Set(oldSoon.map(lessonKey));
  const newKeys = new Set(newSoon.map(lessonKey));
  const removed = oldSoon.filter((l) => !newKeys.has(lessonKey(l)));
  const added = newSoon.filter((l) => !oldKeys.has(lessonKey(l)));
  if (!removed.length && !added.length) return;

  const whoOf = (l: LessonValues): Who[] => [
    ...l.groupIds.map((id) => ({ kind: 'group' as const, id })),
    ...l.teacherIds.map((id) => ({ kind: 'teacher' as const, id })),
  ];
  const hadLessons = new Set(oldSoon.flatMap(whoOf).map(whoKey));
  // Per person concerned and slot (day and pair): what was there and what is there now.
  const slots = new Map<string, Map<string, { day: string; pair: number; was: LessonValues[]; now: LessonValues[] }>>();
  const note = (l: LessonValues, side: 'was' | 'now') => {
    for (const who of whoOf(l)) {
      const key = whoKey(who);
      if (!hadLessons.has(key)) continue;
      const bySlot = slots.get(key) ?? new Map();
      slots.set(key, bySlot);
      const slotKey = `${l.day}|${l.pair}`;
      const slot = bySlot.get(slotKey) ?? { day: l.day, pair: l.pair, was: [], now: [] };
      bySlot.set(slotKey, slot);
      slot[side].push(l);
    }
  };
  removed.forEach((l) => note(l, 'was'));
  added.forEach((l) => note(l, 'now'));
  if (!slots.size) return;

  const repo = timetableRepository(db);
  const all = [...removed, ...added];
  const names = await repo.namesFor({
    subjects: [...new Set(all.map((l) => l.subjectId))],
    types: [...new Set(all.flatMap((l) => l.typeIds))],
    groups: [...new Set(all.flatMap((l) => l.groupIds))],
    rooms: [...new Set(all.flatMap((l) => l.roomIds))],
  });
  const describe = (tr: Translate, l: LessonValues) => {
    const types = l.typeIds
      .map((t) => names.types.get(t)?.toLowerCase())
      .filter(Boolean)
      .join(', ');
    const rooms = l.roomIds
      .map((r) => names.rooms.get(r))
      .filter(Boolean)
      .join(', ');
    return [
      `${names.subjects.get(l.subjectId) ?? ''}${types ? ` (${types})` : ''}`,
      `${l.starts}–${l.ends}`,
      rooms && tr('timetable:notice.room', { rooms }),
    ]
      .filter(Boolean)
      .join(', ');
  };

  const keys = [...slots.keys()];
  const ids = (kind: Who['kind']) => keys.filter((k) => k.startsWith(`${kind}:`)).map((k) => Number(k.split(':')[1]));
  const users = await repo.usersOf(ids('group'), ids('teacher'));
  /** The users of a group or a teacher, by the language each reads in. */
  const usersOf = (kind: Who['kind'], id: number) => {
    const byLanguage = new Map<Language, number[]>();
    for (const u of kind === 'group' ? users.students : users.teachers) {
      if (u.timetableId === id) byLanguage.set(u.language, [...(byLanguage.get(u.language) ?? []), u.userId]);
    }
    return byLanguage;
  };

  for (const [key, bySlot] of slots) {
    const [kind, idText] = key.split(':') as [Who['kind'], string];
    const id = Number(idText);
    const link = `${opts.publicUrl}/timetable/${kind === 'group' ? 1 : 2}/${id}`;
    // One notice per language of its readers.
    for (const [language, userIds] of usersOf(kind, id)) {
      const tr = tIn(language);
      const described = (lessons: LessonValues[]) => lessons.map((l) => describe(tr, l)).join('; ');
      const items = [...bySlot.values()]
        .sort((a, b) => a.day.localeCompare(b.day) || a.pair - b.pair)
        .map((slot) => {
          const when = tr('timetable:notice.when', { day: shownDay(tr, slot.day), pair: slot.pair });
          if (!slot.now.length) return tr('timetable:notice.cancelled', { when, was: described(slot.was) });
          const [now, was] = [described(slot.now), described(slot.was)];
          return was ? tr('timetable:notice.changed', { when, now, was }) : `${when}: ${now}`;
        });
      const intro =
        kind === 'group'
          ? tr('timetable:notice.groupIntro', { group: names.groups.get(id) ?? String(id) })
          : tr('timetable:notice.teacherIntro');
      await sendPersonalNotification(db, {
        userIds,
        name: tr('timetable:notice.title'),
        content:
          `<p>${escape(intro)}</p><ul>${items.map((i) => `<li>${escape(i)}</li>`).join('')}</ul>` +
          `<p><a href="${link}">${tr('timetable:notice.open')}</a></p>`,
        createdBy: null,
        extraData: { timetable: { type: kind === 'group' ? 1 : 2, id } },
      });
    }
  }
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
