import { knownLessonType, lessonTypes } from '@portal/contract';

/** A lesson as the import writes it and the change notices compare it. */
export interface LessonValues {
  day: string;
  pair: number;
  starts: string;
  ends: string;
  subjectId: number;
  typeIds: number[];
  /** Sorted, as are the other lists, so that equal lessons have equal keys. */
  groupIds: number[];
  teacherIds: number[];
  roomIds: number[];
}

/** What makes a lesson this lesson: an import that writes the same key changed nothing about it. */
export const lessonKey = (l: LessonValues) =>
  [
    l.day,
    l.pair,
    l.starts,
    l.ends,
    l.subjectId,
    l.typeIds.join(','),
    l.groupIds.join(','),
    l.teacherIds.join(','),
    l.roomIds.join(','),
  ].join('|');

/** The badge of a lesson type: the usual abbreviation (the contract's table), else its first letters. */
export const shortTypeName = (name: string) => {
  const known = knownLessonType(name);
  return known ? lessonTypes[known].short : name.length <= 5 ? name : `${name.slice(0, 4)}.`;
};
