import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageQuery } from './envelope';

/** One run of the account data import (001 §2 Отчеты обновлений). */
export const updateReport = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  /** 0: updated; anything else: not updated, `exception` says why. */
  status: z.number().int(),
  exception: z.string().nullable(),
});
export type UpdateReport = z.infer<typeof updateReport>;
export const updateReportsQuery = z.object({ page: pageQuery });
export const UPDATE_REPORT_PAGE_SIZE = 20;
export const UPDATE_REPORT_SUCCESS = 0;
export const UPDATE_REPORT_FAILURE = 1;
/** The account data (students, employees) and the semester's timetable (issue 15 §1). */
export const importKinds = ['students', 'employees', 'timetable'] as const;
export type ImportKind = (typeof importKinds)[number];

/** The update reports of the account data import (001 §2), for admins. */
export const importEndpoints = {
  updateReports: endpoint({
    name: 'listUpdateReports',
    method: 'GET',
    path: '/api/account/admin/report/update',
    tag: 'Отчеты обновлений',
    summary: 'A page of update reports, newest first',
    query: updateReportsQuery,
    result: updateReport,
    paged: true,
    example: { query: { page: 1 } },
  }),
};
