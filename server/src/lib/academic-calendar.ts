import { z } from 'zod';
import { t } from '../i18n';

const clock = z.string().regex(/^\d{2}:\d{2}$/);

/**
 * The academic calendar: the university's timetable rules, part of its settings (`UNIVERSITY_FILE`,
 * key `timetable_rules`): the first day of the academic year (weeks are counted from the Monday of
 * its week, 002 §2.5 «Числитель / Знаменатель») and the bells, the start and end of each pair,
 * which an import row may override with its own start and end. Here, below both, because the
 * university's settings hold them and the timetable and its import follow them (the arithmetic of
 * days and academic weeks is days.ts).
 */
export const timetableRules = z.object({
  year_start: z
    .string()
    .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: () => t('timetable:rules.yearStart') }),
  bells: z
    .array(z.object({ start: clock, end: clock }))
    .min(1)
    .max(8),
});
export type TimetableRules = z.infer<typeof timetableRules>;

export const demoTimetableRules: TimetableRules = {
  year_start: '09-01',
  bells: [
    { start: '09:00', end: '10:30' },
    { start: '10:40', end: '12:10' },
    { start: '12:40', end: '14:10' },
    { start: '14:20', end: '15:50' },
    { start: '16:20', end: '17:50' },
    { start: '18:00', end: '19:30' },
    { start: '19:40', end: '21:10' },
    { start: '21:20', end: '22:50' },
  ],
};
