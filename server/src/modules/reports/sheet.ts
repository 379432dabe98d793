import type { Writable } from 'node:stream';
import { loadExcelJS } from '../../lib/exceljs';
import type { ReportSheet } from './kind';

const PAGE = 5_000;

/**
 * Writes a report's sheet as an xlsx into `stream` (ended when done): read from the database a page
 * at a time and written with exceljs's streaming writer, so memory stays flat however many rows there are.
 */
export async function writeSheet<Row extends { user_id: number }>(stream: Writable, report: ReportSheet<Row>) {
  const above = report.above ?? [];
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(report.name, { views: [{ state: 'frozen', ySplit: above.length + 1 }] });
  sheet.columns = report.widths.map((width) => ({ width }));
  for (const { cells, font } of [...above, { cells: report.header, font: { bold: true } }]) {
    const row = sheet.addRow(cells);
    if (font) row.font = font;
    row.commit();
  }
  for (let after = 0; ;) {
    const rows = await report.page(after, PAGE);
    for (const r of rows) sheet.addRow(report.cells(r)).commit();
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]!.user_id;
  }
  sheet.commit();
  await workbook.commit();
}
