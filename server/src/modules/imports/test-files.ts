// Files for the import's tests: rows as a registrar would export them, with defaults to override.
import { columnsOf } from '../../lib/rows/validate-rows';
import { employeeRow, studentRow } from './formats';

export type FileRow = Record<string, string>;

export const studentColumns = columnsOf(studentRow).map((c) => c.name);
export const employeeColumns = columnsOf(employeeRow).map((c) => c.name);

export const student = (n: number, over: FileRow = {}): FileRow => ({
  external_id: `st-${n}`,
  surname: 'Петров',
  name: `Студент${n}`,
  patronymic: 'Сергеевич',
  gender: 'male',
  email: `student${n}@uni.test`,
  personal_email: '',
  phone: '+7 900 000-00-01',
  record_book_code: `24И${String(n).padStart(4, '0')}`,
  institute: 'Институт информационных технологий',
  institute_short_name: 'ИИТ',
  kafedra: 'Кафедра вычислительной техники',
  speciality_code: '09.03.01',
  speciality: 'Информатика и вычислительная техника',
  profile: 'Программное обеспечение',
  edu_form: 'Очная',
  edu_level: 'Бакалавриат',
  course: '2',
  group: 'ИВТ-24-1',
  group_timetable_id: '501',
  is_free: '1',
  is_headman: '0',
  ...over,
});

export const employee = (n: number, over: FileRow = {}): FileRow => ({
  external_id: `emp-${n}`,
  surname: 'Сидорова',
  name: `Сотрудник${n}`,
  patronymic: 'Ивановна',
  email: `employee${n}@uni.test`,
  phone: '+7 (495) 200-00-01',
  is_pps: '1',
  timetable_id: String(1000 + n),
  department: 'Кафедра вычислительной техники',
  department_is_edu: '1',
  post: 'Доцент',
  work_type: 'Основное место работы',
  science_index_spin: '',
  science_index_author_id: '',
  scopus_id: '',
  researcher_id: '',
  orcid: '',
  google_scholar: '',
  ...over,
});

/** A CSV file of these rows; `columns` picks (and orders) the header. */
export function csv(
  rows: readonly FileRow[],
  { columns = Object.keys(rows[0] ?? {}), separator = ',', bom = false } = {},
): Buffer {
  const quote = (cell: string) => (/[",;\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const lines = [columns.join(separator), ...rows.map((r) => columns.map((c) => quote(r[c] ?? '')).join(separator))];
  return Buffer.from(`${bom ? '\uFEFF' : ''}${lines.join('\n')}\n`);
}
