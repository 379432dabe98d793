import type { Writable } from 'node:stream';
import { activationPercent, type InstituteStatistics } from '@portal/contract';
import { t } from '../../i18n';
import { loadExcelJS } from '../../lib/exceljs';

const ruDay = (iso: string) => iso.split('-').reverse().join('.');

/**
 * The statistics table as an xlsx written into `stream` (ended when done) with exceljs's streaming
 * writer: the header in row 1, each institute (bold) followed by its kafedra rows (indented), then
 * the period; its words in the language of the request.
 */
export async function writeStatisticsXlsx(stream: Writable, data: InstituteStatistics[], start: string, end: string) {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(t('statistics:sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [{ width: 70 }, { width: 12 }, { width: 14 }, { width: 14 }];
  const header = sheet.addRow([...t('statistics:header', { returnObjects: true })]);
  header.font = { bold: true };
  header.commit();
  for (const institute of data) {
    const row = sheet.addRow([institute.name, institute.total, institute.active, activationPercent(institute)]);
    row.font = { bold: true };
    row.commit();
    for (const kafedra of institute.kafedra) {
      const k = sheet.addRow([kafedra.name, kafedra.total, kafedra.active, activationPercent(kafedra)]);
      k.getCell(1).alignment = { indent: 2 };
      k.commit();
    }
  }
  sheet.addRow([]).commit();
  sheet.addRow([t('statistics:period', { start: ruDay(start), end: ruDay(end) })]).commit();
  sheet.commit();
  await workbook.commit();
}
