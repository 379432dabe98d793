import { z } from 'zod';
import { endpoint } from './endpoint';
import { idText, pageQuery } from './envelope';
import { pollParams, pollStatus } from './polls';
import { ru as api } from './i18n/api/ru';

/**
 * The worksheet (/anketa, README decision 9): a poll marked as a worksheet is offered after
 * sign-in to each member of its audience who has not filled it in; /anketa shows how many have,
 * per institute and group (per department for staff), and who has not. Built on the poll itself:
 * its audience, its answers, its reports.
 */

export const WORKSHEET_PAGE_SIZE = 20;
export const WORKSHEET_MISSING_PAGE_SIZE = 20;

export const worksheetStrings = api.worksheets;

/** A published worksheet in /anketa's list. */
export const worksheetItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  status: pollStatus,
  respondent_type: z.enum(['student', 'employee']).nullable(),
  /** The audience counted when it was published. */
  audience_total: z.number().int().nullable(),
  completed: z.number().int(),
  opened_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type WorksheetItem = z.infer<typeof worksheetItem>;

/** How many of a part of the audience (an institute, a group, a department) have filled it in. */
export const worksheetUnit = z.object({
  /** The institute's, group's or department's id; null for those without one. */
  id: z.number().int().nullable(),
  name: z.string(),
  total: z.number().int(),
  completed: z.number().int(),
});
export type WorksheetUnit = z.infer<typeof worksheetUnit>;

/**
 * A worksheet's completion by its audience now: students per institute, or per group of one
 * institute (`institute`); employees per department.
 */
export const worksheetCompletion = z.object({
  level: z.enum(['institute', 'group', 'department']),
  /** The institute whose groups these are (level `group`). */
  institute: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  total: z.number().int(),
  completed: z.number().int(),
  units: z.array(worksheetUnit),
});
export type WorksheetCompletion = z.infer<typeof worksheetCompletion>;
export const worksheetCompletionQuery = z.object({ institute: idText.optional() });

/** A member of the audience who has not filled it in, with their group (or department). */
export const worksheetMissingPerson = z.object({
  user_id: z.number().int(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string().nullable(),
  email: z.string(),
  units: z.array(z.string()),
});
export type WorksheetMissingPerson = z.infer<typeof worksheetMissingPerson>;
/** `unit`: only those of this group (students) or department (staff); `institute`: of its groups. */
export const worksheetMissingQuery = z.object({
  page: pageQuery,
  institute: idText.optional(),
  unit: idText.optional(),
});

/** A worksheet to offer after sign-in. */
export const pendingWorksheet = z.object({ uuid: z.string(), name: z.string(), description: z.string() });
export type PendingWorksheet = z.infer<typeof pendingWorksheet>;

const tag = 'Анкеты';
export const worksheetEndpoints = {
  list: endpoint({
    name: 'listWorksheets',
    method: 'GET',
    path: '/api/worksheets',
    tag,
    summary: 'The published worksheets, newest first, with their completion',
    query: z.object({ page: pageQuery }),
    result: worksheetItem,
    paged: true,
    example: { query: { page: 1 } },
  }),
  completion: endpoint({
    name: 'getWorksheetCompletion',
    method: 'GET',
    path: '/api/worksheets/:id/completion',
    tag,
    summary: 'Who of the audience has filled it in: per institute, per group of an institute, per department',
    params: pollParams,
    query: worksheetCompletionQuery,
    result: worksheetCompletion,
    example: { params: { id: 1 }, query: {} },
  }),
  missing: endpoint({
    name: 'listWorksheetMissing',
    method: 'GET',
    path: '/api/worksheets/:id/missing',
    tag,
    summary: 'A page of the audience who have not filled it in, by name',
    params: pollParams,
    query: worksheetMissingQuery,
    result: worksheetMissingPerson,
    paged: true,
    example: { params: { id: 1 }, query: { page: 1 } },
  }),
};

export const myWorksheetEndpoints = {
  pending: endpoint({
    name: 'listMyPendingWorksheets',
    method: 'GET',
    path: '/api/my/worksheets',
    tag,
    summary: 'The open worksheets of the user’s audiences not yet filled in, to offer after sign-in',
    result: z.array(pendingWorksheet),
  }),
};
