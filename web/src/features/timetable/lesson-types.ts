import { knownLessonType, type Pair } from '@portal/contract';
import { useLanguage } from '../../shared/i18n/language';
import { useText } from './i18n';

type LessonType = Pair['types'][number];

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
