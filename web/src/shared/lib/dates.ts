import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import { i18n } from '../i18n/i18n';

// Month and day names in the interface's language (English is dayjs's own).
dayjs.locale(i18n.language);
i18n.on('languageChanged', (language) => dayjs.locale(language));

/** «21 ноября, 14:05»; the year is added when it is not the current one: «21 ноября 2024, 14:05». */
export function formatDateTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  if (!value) return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return date.format(date.year() === now.getFullYear() ? 'D MMMM, HH:mm' : 'D MMMM YYYY, HH:mm');
}

/** «21 ноября 2025» */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMMM YYYY') : '';
}

/** «21.11.2025 14:05»: day.month.year and the time, as the spec's lists write dates. */
export function formatNumericDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('DD.MM.YYYY HH:mm') : '';
}

/** A calendar day as the API takes it: «2025-11-21» (local time). */
export const toDayString = (value: string | Date | dayjs.Dayjs) => dayjs(value).format('YYYY-MM-DD');

export { dayjs };

/** A range of calendar days, `YYYY-MM-DD`, both included. */
export interface DayRange {
  start: string;
  end: string;
}
