import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { shownTimeFormat } from '../../lib/shown-time';
import { storedXlsx, type XlsxFileDeps } from '../../lib/xlsx-file';
import { reportsRepository } from './reports-repository';
import { t } from '../../i18n';

const PAGE = 5_000;

/**
 * The recipients of a notification as an xlsx (issue 12 §5): full name, e-mail, group or
 * department, read or not, when. Read from the database a page at a time and written with
 * exceljs's streaming writer, so memory stays flat however many there are.
 */
export async function writeRecipientsXlsx(db: DbOrTx, notificationId: number, path: string, timeZone: string) {
  const shown = shownTimeFormat(timeZone);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true });
  const sheet = workbook.addWorksheet(t('api:notify.reportSheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [{ width: 40 }, { width: 32 }, { width: 36 }, { width: 12 }, { width: 18 }];
  const header = sheet.addRow([...t('api:notify.reportHeader', { returnObjects: true })]);
  header.font = { bold: true };
  header.commit();
  const repo = reportsRepository(db);
  for (let after = 0; ;) {
    const rows = await repo.recipients(notificationId, after, PAGE);
    for (const r of rows) {
      const readAt = r.read_at ? new Date(r.read_at) : null;
      sheet
        .addRow([
          [r.surname, r.name, r.patronymic].filter(Boolean).join(' '),
          r.email ?? '',
          r.unit ?? '',
          readAt ? t('api:notify.yes') : t('api:notify.no'),
          readAt ? shown(readAt) : '',
        ])
        .commit();
    }
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]!.user_id;
  }
  sheet.commit();
  await workbook.commit();
}

/** Writes a report and keeps it in the file storage; a failure marks it failed (status 2). */
export async function buildReport(
  db: DbOrTx,
  deps: XlsxFileDeps & { timeZone: string },
  reportId: number,
  notificationId: number,
) {
  try {
    const file = await storedXlsx(deps, (path) => writeRecipientsXlsx(db, notificationId, path, deps.timeZone));
    await reportsRepository(db).finish(reportId, file);
  } catch (err) {
    await reportsRepository(db).finish(reportId, null);
    throw err;
  }
}

export const reportPayload = z.object({ report: z.number().int(), notification: z.number().int() });
