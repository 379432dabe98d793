import dayjs from 'dayjs';
import 'dayjs/locale/ru';

dayjs.locale('ru');

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

export { dayjs };
