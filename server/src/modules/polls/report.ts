import { POLL_REPORT_PAGE_SIZE, REPORT_STATUS, pollEndpoints, endpointUrl, type PollReport } from '@portal/contract';
import { personCells, type ReportKind } from '../reports';
import { pollsRepository, type PollRow } from './repository';
import { reportRespondents, type ReportRespondent } from './reports-repository';
import { t } from '../../i18n';

/**
 * A poll's answers as an xlsx (issue 13 §5; 001 §2 «Poll reports», and the worksheet's answers on
 * /anketa): the poll's name and comment above, then a row per respondent (full name, e-mail, group
 * or department, when) and a column per question (the chosen variants and the person's own text).
 * Downloaded with the editor's rights.
 */
export const pollReports: ReportKind<number | string, PollRow, ReportRespondent, PollReport> = {
  name: 'poll',
  job: 'polls.report',
  pageSize: POLL_REPORT_PAGE_SIZE,
  owner: (db, ref) => pollsRepository(db).byRef(ref),
  ownerNotFound: () => t('api:polls.notFound'),
  fileName: (poll, reportId) => `opros-${poll.id}-otchet-${reportId}.xlsx`,
  answer: (poll, report) => ({
    ...report,
    file:
      report.status === REPORT_STATUS.ready
        ? endpointUrl(pollEndpoints.downloadReport, { id: poll.uuid, reportId: report.id })
        : null,
  }),
  sheet: async (db, pollId, shown) => {
    const poll = (await pollsRepository(db).byRef(pollId))!;
    const questions = await pollsRepository(db).questions(pollId);
    const variantText = new Map(questions.flatMap((q) => q.variants.map((v) => [v.id, v.text] as const)));
    return {
      name: t('api:pollReports.sheet'),
      widths: [36, 30, 30, 18, ...questions.map(() => 40)],
      above: [
        { cells: [poll.name], font: { bold: true, size: 14 } },
        { cells: [t('api:pollReports.comment'), poll.comment] },
        { cells: [] },
      ],
      header: [...t('api:pollReports.respondent', { returnObjects: true }), ...questions.map((q) => q.text)],
      page: (after, limit) => reportRespondents(db, pollId, after, limit),
      cells: (r) => [
        ...personCells(r),
        shown(new Date(r.finished_at)),
        ...questions.map((q) => {
          const a = r.answers?.[String(q.id)];
          if (!a) return '';
          return [...a.v.map((id) => variantText.get(id) ?? ''), ...(a.c ? [a.c] : [])].filter(Boolean).join('; ');
        }),
      ],
    };
  },
};
