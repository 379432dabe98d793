import type {
  AdminDetail,
  EmployeeDetail,
  EmployeeListItem,
  PaginationMeta,
  Student,
  StudentFacets,
  StudentFilter,
  Success,
} from '@portal/contract';
import type { Db } from '../../db/client';
import { currentLanguage, t } from '../../i18n';
import type { Viewer } from '../../policy';
import { notFound } from '../../lib/http-error';
import { offsetOf, pageMeta } from '../../lib/paging';
import { employeesRepository, type EmployeeQuery } from './employees-repository';
import { facetCache, filterKey, narrowsByPerson, remember } from './facet-cache';
import { allowedGroups, computeFacets, recount, totalOf } from './facets';
import type { CodeMatch } from './search';
import { studentsRepository, type StudentRow } from './students-repository';

/**
 * A page walks down students_sort_idx, checking each student's group and funding basis in the
 * index, while it visits fewer than this many students per student the filter leaves; else it
 * takes the filter's students from students_group_sort_idx and sorts them. Both are index-only:
 * a visit costs about a sixth of what taking and sorting a student does (measured at 50,000).
 */
const WALK_RATIO = 6;

/** An employee finds a student by the whole record-book number only: a prefix would reveal the numbers (search.ts). */
const codeMatchOf = (viewer: Viewer): CodeMatch => (viewer === 'admin' ? 'prefix' : 'whole');

function toStudent(row: NonNullable<StudentRow>, viewer: Viewer): Student {
  const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);
  const student: Student = {
    id: row.id,
    uuid: row.uuid,
    user_id: row.user_id,
    surname: row.surname,
    name: row.name,
    patronymic: row.patronymic,
    gender: row.gender,
    course: row.course,
    edu_form: ref(row.edu_form_id, row.edu_form_name),
    edu_level: ref(row.edu_level_id, row.edu_level_name),
    speciality: ref(row.speciality_id, row.speciality_name),
    profile: ref(row.profile_id, row.profile_name),
    group:
      row.group_id !== null && row.group_name !== null && row.institute_id !== null && row.kafedra_id !== null
        ? {
            id: row.group_id,
            name: row.group_name,
            institute: {
              id: row.institute_id,
              name: row.institute_name ?? '',
              short_name: row.institute_short_name ?? '',
            },
            kafedra: { id: row.kafedra_id, name: row.kafedra_name ?? '' },
          }
        : null,
    is_free: row.is_free,
    is_headman: row.is_headman,
    email: row.email,
  };
  if (viewer === 'admin') {
    student.student_record_book_code = row.record_book_code;
    student.phone = row.phone;
  }
  return student;
}

export function directoryService(db: Db) {
  const students = studentsRepository(db);
  const employees = employeesRepository(db);
  const facetBase = facetCache(students);
  /** Students a filter leaves: from the cached per-group counts unless it narrows by person. */
  const countStudents = async (filter: StudentFilter, viewer: Viewer) => {
    const { table, dictionary } = await facetBase();
    return narrowsByPerson(filter)
      ? students.count(filter, codeMatchOf(viewer), allowedGroups(table, filter, dictionary))
      : totalOf(table, filter, dictionary);
  };
  return {
    async students(
      filter: StudentFilter,
      page: number,
      perPage: number,
      viewer: Viewer,
    ): Promise<{ items: Student[]; meta: PaginationMeta }> {
      const { table, dictionary } = await facetBase();
      const groupIds = allowedGroups(table, filter, dictionary);
      const offset = offsetOf(page, perPage);
      const codes = codeMatchOf(viewer);
      let walk = false;
      let total: number | Promise<number>;
      if (narrowsByPerson(filter)) {
        total = students.count(filter, codes, groupIds);
      } else {
        // Known counts give the total and choose the plan: walking the sort index visits about `visited` students.
        const [all, matching] = [totalOf(table, {}, dictionary), totalOf(table, filter, dictionary)];
        const visited = Math.min(all, ((offset + perPage) * all) / matching);
        walk = matching > 0 && visited < WALK_RATIO * matching;
        total = matching;
      }
      const [ids, count] = await Promise.all([students.pageIds(filter, codes, groupIds, perPage, offset, walk), total]);
      const rows = await students.byIds(ids);
      return { items: rows.map((r) => toStudent(r, viewer)), meta: pageMeta(count, perPage, page) };
    },

    async student(id: number, viewer: Viewer): Promise<Student> {
      const row = await students.byId(id);
      if (!row) throw notFound(t('directory:studentNotFound'));
      return toStudent(row, viewer);
    },

    countStudents,

    /**
     * The faceted filter's whole answer, as JSON (`{ success, result }`). Only answers that do not
     * narrow by person (no search, no ids) are cached: those are the same for every viewer.
     */
    async facetsJson(filter: StudentFilter, viewer: Viewer): Promise<string> {
      const base = await facetBase();
      const envelope = (result: StudentFacets) =>
        JSON.stringify({ success: true, result } satisfies Success<StudentFacets>);
      if (narrowsByPerson(filter)) {
        const counts = await students.perGroupCounts(filter, codeMatchOf(viewer));
        return envelope(computeFacets(recount(base.table, counts), filter, base.dictionary));
      }
      // The answer names the funding bases: one per language.
      const key = `${currentLanguage()}:${filterKey(filter)}`;
      return base.answers.get(key) ?? remember(base, key, envelope(computeFacets(base.table, filter, base.dictionary)));
    },

    async employees(
      q: EmployeeQuery,
      page: number,
      perPage: number,
    ): Promise<{ items: EmployeeListItem[]; meta: PaginationMeta }> {
      const { rows, total } = await employees.page(q, perPage, offsetOf(page, perPage));
      return { items: rows, meta: pageMeta(total, perPage, page) };
    },

    async employee(id: number, viewer: Viewer): Promise<EmployeeDetail> {
      const row = await employees.byId(id);
      if (!row) throw notFound(t('directory:employeeNotFound'));
      const { phone, ...employee } = row;
      return viewer === 'admin' ? { ...employee, phone } : employee;
    },

    async admin(id: number): Promise<AdminDetail> {
      const row = await employees.adminById(id);
      if (!row) throw notFound(t('directory:adminNotFound'));
      return row;
    },

    countEmployees: (q: EmployeeQuery) => employees.count(q),
  };
}
export type DirectoryService = ReturnType<typeof directoryService>;
