import type { DbOrTx } from '../../db/client';
import { calendarFeedsRepository } from './feeds-repository';
import { lessonsRepository } from './lessons-repository';
import { changeNoticesRepository } from './notices-repository';
import { shownTimetableRepository } from './shown-repository';

export type { LessonRange } from './lessons-repository';
export type { ShownLesson } from './shown-repository';

/**
 * The timetable's queries, put together from what an import writes (lessons-repository.ts), what
 * the pages show (shown-repository.ts), what a change's notices need (notices-repository.ts) and
 * the calendar feeds (feeds-repository.ts).
 */
export function timetableRepository(db: DbOrTx) {
  return {
    ...lessonsRepository(db),
    ...shownTimetableRepository(db),
    ...changeNoticesRepository(db),
    ...calendarFeedsRepository(db),
  };
}
export type TimetableRepository = ReturnType<typeof timetableRepository>;
