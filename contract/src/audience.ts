import { z } from 'zod';
import { employeeFilter, studentFilter } from './directory';

/**
 * The audience (001 §3) of a notification or a poll: students or employees matching a filter, stored
 * in a notification's `extra_data.filter` as `{type, data}` (a poll's `respondent_type` and `filter`).
 * The full-name search is by `ids` (the people picked).
 */
export const audienceFilter = z.discriminatedUnion('type', [
  z.object({ type: z.literal('student'), data: studentFilter.omit({ search_string: true }) }),
  z.object({ type: z.literal('employee'), data: employeeFilter }),
]);
export type AudienceFilter = z.infer<typeof audienceFilter>;
export type AudienceFilterInput = z.input<typeof audienceFilter>;
