import { z } from 'zod';
import type { ImportKind } from '@portal/contract';
import { t } from '../../i18n';
import { parseDay, timetableRow } from '../timetable';
import { flag, integer, optional, optionalFlag, optionalText, required, text, type RawRow } from '../../lib/rows/cells';

export type { RawRow };

/**
 * The file formats of the account data import (README decision 7): the columns of each and
 * how a row of text cells becomes a typed row, with a message for every way a cell can be wrong,
 * said when the cell fails in the language being spoken (the `imports` namespace). The order of a schema's keys is the
 * order of the columns in an exported file.
 *
 * A column the schema accepts as missing (optional) may be left out of the file: an existing
 * person then keeps what they had in it. Present but empty, it clears the value.
 */

/** Ids of other systems (timetables) are PostgreSQL integers. */
const MAX_ID = 2_147_483_647;
const optionalId = (column: string) =>
  optional(integer(1, MAX_ID), (value) =>
    t('imports:cells.wrongValue', { column, value, expected: t('imports:cells.positiveInteger') }),
  );

const genders: Record<string, 'male' | 'female'> = {
  male: 'male',
  m: 'male',
  м: 'male',
  муж: 'male',
  мужской: 'male',
  female: 'female',
  f: 'female',
  ж: 'female',
  жен: 'female',
  женский: 'female',
};
const gender = required(
  'gender',
  () => t('imports:missing.gender'),
  (v) => genders[v.toLowerCase().replace(/\.$/, '')],
  (value) => t('imports:invalid.gender', { value }),
);

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Corporate e-mails are the sign-in logins: compared and stored in lower case. */
const corporateEmail = required(
  'email',
  () => t('imports:missing.email'),
  (v) => (emailShape.test(v) && v.length <= 255 ? v.toLowerCase() : undefined),
  (value) => t('imports:invalid.email', { value, column: 'email' }),
);
const optionalEmail = (column: string) =>
  optional(
    (v) => (emailShape.test(v) && v.length <= 255 ? v : undefined),
    (value) => t('imports:invalid.email', { value, column }),
  );

const orcidShape = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;
const orcid = optional(
  (v) => (orcidShape.test(v.toUpperCase()) ? v.toUpperCase() : undefined),
  (value) => t('imports:invalid.orcid', { value }),
);

/**
 * The day a person left the university (issue 33): they can no longer sign in and drop out of the
 * lists. Empty: they are at the university (one who had left comes back).
 */
const leftAt = optional(parseDay, (value) => t('imports:invalid.leftAt', { value }));

export const MAX_COURSE_NUMBER = 10;

/** students.csv: one row per student record (a person studying on two programmes has two). */
export const studentRow = z.object({
  external_id: text('external_id', () => t('imports:missing.studentId'), 100),
  surname: text('surname', () => t('imports:missing.surname')),
  name: text('name', () => t('imports:missing.name')),
  patronymic: optionalText('patronymic'),
  gender,
  email: corporateEmail,
  personal_email: optionalEmail('personal_email'),
  phone: optionalText('phone', 50),
  record_book_code: text('record_book_code', () => t('imports:missing.recordBook'), 50),
  institute: text('institute', () => t('imports:missing.institute'), 500),
  institute_short_name: text('institute_short_name', () => t('imports:missing.instituteShortName'), 50),
  kafedra: text('kafedra', () => t('imports:missing.kafedra'), 500),
  speciality_code: text('speciality_code', () => t('imports:missing.specialityCode'), 50),
  speciality: text('speciality', () => t('imports:missing.speciality'), 500),
  profile: text('profile', () => t('imports:missing.profile'), 500),
  edu_form: text('edu_form', () => t('imports:missing.eduForm'), 100),
  edu_level: text('edu_level', () => t('imports:missing.eduLevel'), 100),
  course: required(
    'course',
    () => t('imports:missing.course'),
    integer(1, MAX_COURSE_NUMBER),
    (value) => t('imports:invalid.course', { value, max: MAX_COURSE_NUMBER }),
  ),
  group: text('group', () => t('imports:missing.group'), 100),
  group_timetable_id: optionalId('group_timetable_id'),
  is_free: flag(
    'is_free',
    () => t('imports:missing.isFree'),
    () => t('imports:cells.isFree'),
  ),
  is_headman: optionalFlag('is_headman'),
  left_at: leftAt,
});
export type StudentRow = z.output<typeof studentRow>;

/** employees.csv: one row per position; the rows of one external_id are one employee. */
export const employeeRow = z.object({
  external_id: text('external_id', () => t('imports:missing.employeeId'), 100),
  surname: text('surname', () => t('imports:missing.surname')),
  name: text('name', () => t('imports:missing.name')),
  patronymic: optionalText('patronymic'),
  email: corporateEmail,
  phone: optionalText('phone', 50),
  is_pps: flag('is_pps', () => t('imports:missing.isPps')),
  timetable_id: optionalId('timetable_id'),
  department: text('department', () => t('imports:missing.department'), 500),
  department_is_edu: optionalFlag('department_is_edu'),
  post: text('post', () => t('imports:missing.post'), 500),
  work_type: text('work_type', () => t('imports:missing.workType'), 100),
  science_index_spin: optionalText('science_index_spin', 50),
  science_index_author_id: optionalText('science_index_author_id', 50),
  scopus_id: optionalText('scopus_id', 50),
  researcher_id: optionalText('researcher_id', 50),
  orcid,
  google_scholar: optionalText('google_scholar', 50),
  left_at: leftAt,
});
export type EmployeeRow = z.output<typeof employeeRow>;

export const scienceColumns = [
  'science_index_spin',
  'science_index_author_id',
  'scopus_id',
  'researcher_id',
  'orcid',
  'google_scholar',
] as const;

export interface ImportFormat {
  kind: ImportKind;
  /**
   * The kind in the language being spoken when it is read, as an update report is named when it
   * is written: the applying admin's (the CLI and the demo seed speak Russian). A report written
   * keeps the name it was given.
   */
  readonly title: string;
  row: z.ZodObject;
}

export const formats: Record<ImportKind, ImportFormat> = {
  students: {
    kind: 'students',
    get title() {
      return t('imports:kinds.students');
    },
    row: studentRow,
  },
  employees: {
    kind: 'employees',
    get title() {
      return t('imports:kinds.employees');
    },
    row: employeeRow,
  },
  timetable: {
    kind: 'timetable',
    get title() {
      return t('imports:kinds.timetable');
    },
    row: timetableRow,
  },
};
