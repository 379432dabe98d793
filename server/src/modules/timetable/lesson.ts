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

const knownTypes: Record<string, string> = {
  лекция: 'Лек',
  практика: 'Пр',
  'практическое занятие': 'Пр',
  семинар: 'Сем',
  'лабораторная работа': 'Лаб',
  лабораторная: 'Лаб',
  консультация: 'Конс',
  экзамен: 'Экз',
  зачет: 'Зач',
  зачёт: 'Зач',
  'курсовое проектирование': 'КП',
};

/** The badge of a lesson type: the usual abbreviation, else its first letters. */
export const shortTypeName = (name: string) =>
  knownTypes[name.toLowerCase()] ?? (name.length <= 5 ? name : `${name.slice(0, 4)}.`);
