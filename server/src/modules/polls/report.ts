import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { shownTimeFormat } from '../../lib/shown-time';
import { storedXlsx, type XlsxFileDeps } from '../../lib/xlsx-file';
import { pollsRepository } from './repository';
import { pollReportsRepository } from './reports-repository';
import { t } from '../../i18n';

const PAGE = 5_000;

/**
 * A poll's answers as an xlsx (issue 13 §5): the poll's name and comment above, then a row per
 * respondent (full name, e-mail, group or department, when) and a column per question (the
 * chosen variants and the person's own text). Read a page at a time into exceljs's streaming
 * writer, so memory stays flat however many answered.
 */
export async function writeAnswersXlsx(db: DbOrTx, pollId: number, path: string, timeZone: string) {
  const shown = shownTimeFormat(timeZone);
  const poll = (await pollsRepository(db).byRef(pollId))!;
  const questions = await pollsRepository(db).questions(pollId);
  const variantText = new Map(questions.flatMap((q) => q.variants.map((v) => [v.id, v.text] as const)));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true });
  const sheet = workbook.addWorksheet(t('api:pollReports.sheet'), { views: [{ state: 'frozen', ySplit: 4 }] });
  sheet.columns = [{ width: 36 }, { width: 30 }, { width: 30 }, { width: 18 }, ...questions.map(() => ({ width: 40 }))];
  const title = sheet.addRow([poll.name]);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([t('api:pollReports.comment'), poll.comment]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow([
    ...t('api:pollReports.respondent', { returnObjects: true }),
    ...questions.map((q) => q.text),
  ]);
  header.font = { bold: true };
  header.commit();
  const repo = pollReportsRepository(db);
  for (let after = 0; ;) {
    const rows = await repo.respondents(pollId, after, PAGE);
    for (const r of rows) {
      const cells = questions.map((q) => {
        const a = r.answers?.[String(q.id)];
        if (!a) return '';
        return [...a.v.map((id) => variantText.get(id) ?? ''), ...(a.c ? [a.c] : [])].filter(Boolean).join('; ');
      });
      sheet
        .addRow([
          [r.surname, r.name, r.patronymic].filter(Boolean).join(' '),
          r.email ?? '',
          r.unit ?? '',
          shown(new Date(r.finished_at)),
          ...cells,
        ])
        .commit();
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]!.user_id;
  }
  sheet.commit();
  await workbook.commit();
}

/** Writes a poll's report and keeps it in the file storage; a failure marks it failed (status 2). */
export async function buildPollReport(
  db: DbOrTx,
  deps: XlsxFileDeps & { timeZone: string },
  reportId: number,
  pollId: number,
) {
  try {
    const file = await storedXlsx(deps, (path) => writeAnswersXlsx(db, pollId, path, deps.timeZone));
    await pollReportsRepository(db).finish(reportId, file);
  } catch (err) {
    await pollReportsRepository(db).finish(reportId, null);
    throw err;
  }
}

export const pollReportPayload = z.object({ report: z.number().int(), poll: z.number().int() });
