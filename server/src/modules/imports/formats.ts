import { z } from 'zod';
import type { ImportKind } from '@portal/contract';
import { timetableRow } from '../timetable/import-format';
import { flag, integer, optional, optionalFlag, optionalText, required, text, type RawRow } from './cells';

export type { RawRow };

/**
 * The file formats of the account data import (README decision 7): the columns of each and
 * how a row of text cells becomes a typed row, with a Russian message for every way a cell can be
 * wrong. The order of a schema's keys is the order of the columns in an exported file.
 *
 * A column the schema accepts as missing (optional) may be left out of the file: an existing
 * person then keeps what they had in it. Present but empty, it clears the value.
 */

/** Ids of other systems (timetables) are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;
const optionalId = (column: string) => optional(integer(1, MAX_ID), (v) => `неверное значение ${column} «${v}»: нужно целое положительное число`);

const genders: Record<string, 'male' | 'female'> = {
  male: 'male', m: 'male', м: 'male', муж: 'male', мужской: 'male',
  female: 'female', f: 'female', ж: 'female', жен: 'female', женский: 'female',
};
const gender = required(
  'gender',
  'не указан пол',
  (v) => genders[v.toLowerCase().replace(/\.$/, '')],
  (v) => `неизвестный пол «${v}» (gender): нужно male или female (м или ж)`,
);

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Corporate e-mails are the sign-in logins: compared and stored in lower case. */
const corporateEmail = required(
  'email',
  'не указан корпоративный e-mail',
  (v) => (emailShape.test(v) && v.length <= 255 ? v.toLowerCase() : undefined),
  (v) => `неверный e-mail «${v}» (email)`,
);
const optionalEmail = (column: string) => optional((v) => (emailShape.test(v) && v.length <= 255 ? v : undefined), (v) => `неверный e-mail «${v}» (${column})`);

const orcidShape = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;
const orcid = optional((v) => (orcidShape.test(v.toUpperCase()) ? v.toUpperCase() : undefined), (v) => `неверный ORCID «${v}» (orcid): нужно в виде 0000-0002-1825-0097`);

export const MAX_COURSE_NUMBER = 10;

/** students.csv: one row per student record (a person studying on two programmes has two). */
export const studentRow = z.object({
  external_id: text('external_id', 'не указан идентификатор студента', 100),
  surname: text('surname', 'не указана фамилия'),
  name: text('name', 'не указано имя'),
  patronymic: optionalText('patronymic'),
  gender,
  email: corporateEmail,
  personal_email: optionalEmail('personal_email'),
  phone: optionalText('phone', 50),
  record_book_code: text('record_book_code', 'не указан номер зачётной книжки', 50),
  institute: text('institute', 'не указан институт', 500),
  institute_short_name: text('institute_short_name', 'не указано краткое название института', 50),
  kafedra: text('kafedra', 'не указана кафедра', 500),
  speciality_code: text('speciality_code', 'не указан код направления подготовки', 50),
  speciality: text('speciality', 'не указано направление подготовки', 500),
  profile: text('profile', 'не указан профиль', 500),
  edu_form: text('edu_form', 'не указана форма обучения', 100),
  edu_level: text('edu_level', 'не указан уровень образования', 100),
  course: required('course', 'не указан курс', integer(1, MAX_COURSE_NUMBER), (v) => `неверный курс «${v}» (course): нужно целое число от 1 до ${MAX_COURSE_NUMBER}`),
  group: text('group', 'не указана группа', 100),
  group_timetable_id: optionalId('group_timetable_id'),
  is_free: flag('is_free', 'не указана основа обучения', '1 (бюджет) или 0 (платно)'),
  is_headman: optionalFlag('is_headman'),
});
export type StudentRow = z.output<typeof studentRow>;

/** employees.csv: one row per position; the rows of one external_id are one employee. */
export const employeeRow = z.object({
  external_id: text('external_id', 'не указан идентификатор сотрудника', 100),
  surname: text('surname', 'не указана фамилия'),
  name: text('name', 'не указано имя'),
  patronymic: optionalText('patronymic'),
  email: corporateEmail,
  phone: optionalText('phone', 50),
  is_pps: flag('is_pps', 'не указано, относится ли сотрудник к ППС'),
  timetable_id: optionalId('timetable_id'),
  department: text('department', 'не указано подразделение', 500),
  department_is_edu: optionalFlag('department_is_edu'),
  post: text('post', 'не указана должность', 500),
  work_type: text('work_type', 'не указан вид занятости', 100),
  science_index_spin: optionalText('science_index_spin', 50),
  science_index_author_id: optionalText('science_index_author_id', 50),
  scopus_id: optionalText('scopus_id', 50),
  researcher_id: optionalText('researcher_id', 50),
  orcid,
  google_scholar: optionalText('google_scholar', 50),
});
export type EmployeeRow = z.output<typeof employeeRow>;

export const scienceColumns = ['science_index_spin', 'science_index_author_id', 'scopus_id', 'researcher_id', 'orcid', 'google_scholar'] as const;

export interface ImportFormat {
  kind: ImportKind;
  /** The kind in Russian, as update reports name it. */
  title: string;
  row: z.ZodObject;
}

export const formats: Record<ImportKind, ImportFormat> = {
  students: { kind: 'students', title: 'Студенты', row: studentRow },
  employees: { kind: 'employees', title: 'Сотрудники', row: employeeRow },
  timetable: { kind: 'timetable', title: 'Расписание', row: timetableRow },
};

/** The columns of a format in file order, and which of them a file must have. */
export function columnsOf(schema: ImportFormat['row']): { name: string; required: boolean }[] {
  return Object.entries(schema.shape).map(([name, schema]) => ({ name, required: !(schema as z.ZodType).safeParse(undefined).success }));
}
