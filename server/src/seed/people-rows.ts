import { columnsOf, type Table } from '../lib/rows/validate-rows';
import { employeeRow, studentRow } from '../modules/imports/formats';
import { eduForms, eduLevels, workTypes } from './catalog';
import { DEMO_LOGINS } from './demo-logins';
import type { EmployeePlan, StudentPlan } from './people';
import type { StructurePlan } from './structure';

const flag = (value: boolean) => (value ? '1' : '0');
const cell = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const demoLogins = new Set<string>(Object.values(DEMO_LOGINS));

/**
 * A few people of the demo have left the university (issue 33), so that «Показать выбывших» shows
 * somebody on a fresh start: one student in 250 and one employee in 40 (never a demo sign-in), on
 * days well in the past.
 */
const studentLeftAt = (i: number, email: string) =>
  i % 250 === 101 && !demoLogins.has(email) ? (i % 500 === 101 ? '2024-08-31' : '2025-06-30') : '';
const employeeLeftAt = (i: number, email: string) => (i % 40 === 17 && !demoLogins.has(email) ? '2025-03-31' : '');

/** Cells in the columns' order, as a file exported from the registrar's system would have them. */
function table(columns: readonly string[], records: readonly Record<string, string>[]): Table {
  return {
    header: [...columns],
    rows: records.map((r, i) => ({ line: i + 2, cells: columns.map((c) => r[c] ?? '') })),
  };
}

/** The students' file of the planned university (the import's format, one row per record). */
export function studentsTable(plans: readonly StudentPlan[]): Table {
  return table(
    columnsOf(studentRow).map((c) => c.name),
    plans.map((s, i) => {
      const { person } = s.user;
      const g = s.group;
      return {
        external_id: s.externalId,
        surname: person.surname,
        name: person.name,
        patronymic: cell(person.patronymic),
        gender: person.gender,
        email: s.user.email,
        personal_email: cell(s.personalEmail),
        phone: cell(s.phone),
        record_book_code: s.recordBookCode,
        institute: g.institute.name,
        institute_short_name: g.institute.shortName,
        kafedra: g.institute.kafedras[g.programme.kafedra]!,
        speciality_code: g.programme.code,
        speciality: g.programme.name,
        profile: g.profile,
        edu_form: eduForms.find((f) => f.key === g.form)!.name,
        edu_level: eduLevels.find((l) => l.key === g.level)!.name,
        course: String(g.course),
        group: g.name,
        group_timetable_id: String(g.timetableId),
        is_free: flag(s.isFree),
        is_headman: flag(s.isHeadman),
        left_at: studentLeftAt(i, s.user.email),
      };
    }),
  );
}

/** The employees' file: one row per position. */
export function employeesTable(plans: readonly EmployeePlan[], structure: StructurePlan): Table {
  const kafedras = new Set(structure.kafedraDepartments.map((d) => d.name));
  return table(
    columnsOf(employeeRow).map((c) => c.name),
    plans.flatMap((e, i) => {
      const { person } = e.user;
      const science = e.science;
      return e.works.map((w) => ({
        external_id: e.externalId,
        surname: person.surname,
        name: person.name,
        patronymic: cell(person.patronymic),
        email: e.email,
        phone: cell(e.phone),
        is_pps: flag(e.isPps),
        timetable_id: cell(e.timetableId),
        department: w.department,
        department_is_edu: flag(kafedras.has(w.department)),
        post: w.post,
        work_type: workTypes[w.workType],
        science_index_spin: cell(science?.science_index_spin),
        science_index_author_id: cell(science?.science_index_author_id),
        scopus_id: cell(science?.scopus_id),
        researcher_id: cell(science?.researcher_id),
        orcid: cell(science?.orcid),
        google_scholar: cell(science?.google_scholar),
        left_at: employeeLeftAt(i, e.email),
      }));
    }),
  );
}
