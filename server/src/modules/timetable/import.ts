import type { ImportCounts } from '../../lib/rows/counts';
import { Problems } from '../../lib/rows/problems';
import type { ValidRows } from '../../lib/rows/validate-rows';
import type { DbOrTx } from '../../db/client';
import { t } from '../../i18n';
import { addDays, daysBetween, isDenominator, weekday } from '../../lib/days';
import type { TimetableRow } from './import-format';
import { announceChanges, type ChangeOptions } from './changes';
import { lessonKey, shortTypeName, type LessonValues } from './lesson';
import { timetableRepository } from './repository';
import type { TimetableRules } from '../../lib/academic-calendar';

export interface TimetableImportOptions extends ChangeOptions {
  rules: TimetableRules;
}

/** The lessons a row stands for: its one date, or every day of its range on its weekday and parity. */
function daysOf(row: TimetableRow, yearStart: string): string[] {
  if (row.date) return [row.date];
  return daysBetween(row.date_from!, row.date_to!).filter(
    (d) => weekday(d) === row.weekday && (!row.parity || (row.parity === 2) === isDenominator(d, yearStart)),
  );
}

/**
 * The timetable import (issue 15 §1), inside the caller's transaction: every row checked (the
 * groups and teachers it names exist, no teacher or room in two lessons at once), then the
 * lessons of the file's groups within the file's days replaced by the file's. Whoever a change
 * or a cancellation within the next 14 days concerns is told in the inbox.
 */
export async function importTimetable(
  db: DbOrTx,
  valid: ValidRows<TimetableRow>,
  opts: TimetableImportOptions,
): Promise<ImportCounts> {
  const repo = timetableRepository(db);
  const problems = new Problems();
  const rows = valid.rows;
  const groupIds = [...new Set(rows.flatMap((r) => r.value.groups))];
  const teacherIds = [...new Set(rows.flatMap((r) => r.value.teachers ?? []))];
  const [knownGroups, knownTeachers] = await Promise.all([
    repo.existingGroups(groupIds),
    repo.existingTeachers(teacherIds),
  ]);

  const expanded: {
    line: number;
    lesson: Omit<LessonValues, 'subjectId' | 'typeIds' | 'roomIds'>;
    row: TimetableRow;
  }[] = [];
  const busy = new Map<string, number>();
  for (const { line, value: row } of rows) {
    const unknownGroups = row.groups.filter((g) => !knownGroups.has(g));
    if (unknownGroups.length)
      problems.add(line, t('timetable:import.unknownGroups', { ids: unknownGroups.join(', ') }));
    const unknownTeachers = (row.teachers ?? []).filter((id) => !knownTeachers.has(id));
    if (unknownTeachers.length)
      problems.add(line, t('timetable:import.unknownTeachers', { ids: unknownTeachers.join(', ') }));
    const bell = opts.rules.bells[row.pair - 1];
    const start = row.start ?? bell?.start;
    const end = row.end ?? bell?.end;
    if (!start || !end) {
      problems.add(line, t('timetable:import.noBells', { pair: row.pair }));
      continue;
    }
    const days = daysOf(row, opts.rules.year_start);
    if (!days.length) problems.add(line, t('timetable:import.noLessons'));
    for (const day of days) {
      // A teacher or a room is in one lesson at a time; a group may have two (its subgroups).
      for (const who of [
        ...(row.teachers ?? []).map((id) => t('timetable:import.teacher', { id })),
        ...(row.rooms ?? []).map((name) => t('timetable:import.room', { name })),
      ]) {
        const key = `${who}|${day}|${row.pair}`;
        const other = busy.get(key);
        if (other !== undefined && other !== line)
          problems.add(
            line,
            t('timetable:import.busy', { who, day: day.split('-').reverse().join('.'), pair: row.pair, line: other }),
          );
        else busy.set(key, line);
      }
      expanded.push({
        line,
        row,
        lesson: {
          day,
          pair: row.pair,
          starts: start,
          ends: end,
          groupIds: [...row.groups].sort((a, b) => a - b),
          teacherIds: [...(row.teachers ?? [])].sort((a, b) => a - b),
        },
      });
    }
  }
  problems.throwIfAny();

  const subjectIds = await repo.upsertSubjects(
    uniqueBy(
      rows.map((r) => ({ name: r.value.subject, shortName: r.value.subject_short ?? r.value.subject })),
      (s) => s.name,
    ),
  );
  const typeIds = await repo.upsertLessonTypes(
    [...new Set(rows.flatMap((r) => r.value.lesson_type))].map((name) => ({ name, shortName: shortTypeName(name) })),
  );
  const roomIds = await repo.upsertRooms([...new Set(rows.flatMap((r) => r.value.rooms ?? []))]);
  const lessons: LessonValues[] = expanded.map(({ lesson, row }) => ({
    ...lesson,
    subjectId: subjectIds.get(row.subject)!,
    typeIds: row.lesson_type.map((t) => typeIds.get(t)!),
    roomIds: (row.rooms ?? []).map((r) => roomIds.get(r)!).sort((a, b) => a - b),
  }));

  const days = lessons.map((l) => l.day).sort();
  const range = { from: days[0]!, to: days[days.length - 1]!, groupIds };
  const before = await repo.lessonsOf(range);
  const soon = { from: opts.today, to: addDays(opts.today, 13) };
  await repo.replaceLessons(range, lessons);
  await announceChanges(db, before, lessons, soon, opts);

  const old = new Set(before.map(lessonKey));
  const kept = lessons.filter((l) => old.has(lessonKey(l))).length;
  await repo.analyze();
  return { rows: rows.length, created: lessons.length - kept, updated: before.length - kept, unchanged: kept };
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  return [...new Map(items.map((i) => [key(i), i])).values()];
}
