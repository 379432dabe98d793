import type { Pair } from '@portal/contract';
import { useLanguage } from '../../shared/i18n/language';
import { ru } from './i18n/ru';
import { useText } from './i18n';

type LessonType = Pair['types'][number];
type Known = keyof typeof ru.lessonTypes;

/** Other spellings of the known types that timetables use (the server's shortTypeName knows them too). */
const aliases: Record<string, Known> = { практика: 'practice', лабораторная: 'lab', зачет: 'credit' };

const known: Record<string, Known> = {
  ...Object.fromEntries(Object.entries(ru.lessonTypes).map(([key, { name }]) => [name.toLowerCase(), key as Known])),
  ...aliases,
};

/** The key of a lesson type every timetable uses, by its name as a timetable writes it; undefined for another. */
export const knownLessonType = (name: string): Known | undefined => known[name.trim().toLowerCase()];

/**
 * A lesson type as the interface shows it: in Russian as the timetable writes it (the university's
 * data), in another language the known types in that language and any other as written.
 */
export function useLessonType(): (type: LessonType) => LessonType {
  const t = useText();
  const language = useLanguage();
  return (type) => {
    const key = language === 'ru' ? undefined : knownLessonType(type.name);
    return key ? { ...type, name: t(`lessonTypes.${key}.name`), short_name: t(`lessonTypes.${key}.short`) } : type;
  };
}
