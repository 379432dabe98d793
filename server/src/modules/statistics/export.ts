import ExcelJS from 'exceljs';
import type { InstituteStatistics, KafedraStatistics } from '@portal/contract';
import { percent } from './table';

export type SortKey = 'name' | 'total' | 'active' | 'percent';
export const exportHeader = ['Институт / кафедра', 'Всего', 'Вошли в ЛК', 'Студентов %'];

const collator = new Intl.Collator('ru', { numeric: true });
const value = (row: KafedraStatistics, key: SortKey) => (key === 'percent' ? percent(row) : key === 'name' ? row.name : row[key]);

/** Sorts institutes and, the same way, the kafedra rows inside each (as the screen's table). */
export function sortTree(data: InstituteStatistics[], key: SortKey, order: 'asc' | 'desc'): InstituteStatistics[] {
  const sign = order === 'asc' ? 1 : -1;
  const compare = (a: KafedraStatistics, b: KafedraStatistics) => {
    const x = value(a, key);
    const y = value(b, key);
    const byKey = typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x) - Number(y);
    return sign * byKey || collator.compare(a.name, b.name);
  };
  return [...data].sort(compare).map((i) => ({ ...i, kafedra: [...i.kafedra].sort(compare) }));
}

const ruDay = (iso: string) => iso.split('-').reverse().join('.');

/**
 * The statistics table as an xlsx file, written with exceljs's streaming writer: the header in
 * row 1, each institute (bold) followed by its kafedra rows (indented), then the period.
 */
export async function writeStatisticsXlsx(path: string, data: InstituteStatistics[], start: string, end: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true });
  const sheet = workbook.addWorksheet('Статистика входов', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [{ width: 70 }, { width: 12 }, { width: 14 }, { width: 14 }];
  const header = sheet.addRow(exportHeader);
  header.font = { bold: true };
  header.commit();
  for (const institute of data) {
    const row = sheet.addRow([institute.name, institute.total, institute.active, percent(institute)]);
    row.font = { bold: true };
    row.commit();
    for (const kafedra of institute.kafedra) {
      const k = sheet.addRow([kafedra.name, kafedra.total, kafedra.active, percent(kafedra)]);
      k.getCell(1).alignment = { indent: 2 };
      k.commit();
    }
  }
  sheet.addRow([]).commit();
  sheet.addRow([`Период: ${ruDay(start)} — ${ruDay(end)}`]).commit();
  sheet.commit();
  await workbook.commit();
}
