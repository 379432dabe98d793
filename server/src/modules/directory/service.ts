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
import { dataVersionChannel } from '../../db/data-versions';
import { searchWords } from '../../db/search-text';
import type { PgListener } from '../../db/listener';
import { LiveVersion } from '../../db/live-version';
import { currentLanguage, t } from '../../i18n';
import type { Viewer } from '../../policy';
import { notFound } from '../../lib/http-error';
import { offsetOf, pageMeta } from '../../lib/paging';
import { directoryRepository } from './directory-repository';
import { employeesRepository, type EmployeeQuery } from './employees-repository';
import { facetCache, filterKey, narrowed, narrowsByPerson, type FacetBase } from './facet-cache';
import { computeFacets, recount } from './facets';
import type { CodeMatch } from './search';
import { noGroup, toStudent } from './student-view';
import { studentsRepository } from './students-repository';

/**
 * A page walks down students_sort_idx, checking each student's group and funding basis in the
 * index, while it visits fewer than this many students per student the filter leaves; else it
 * takes the filter's students from students_group_sort_idx and sorts them. Both are index-only:
 * a visit costs about a sixth of what taking and sorting a student does (measured at 50,000).
 */
const WALK_RATIO = 6;

/** An employee finds a student by the whole record-book number only: a prefix would reveal the numbers (search.ts). */
const codeMatchOf = (viewer: Viewer): CodeMatch => (viewer === 'admin' ? 'prefix' : 'whole');

/** A filter that narrows by person only in taking in the people who left (no ids, no search). */
const includesLeftOnly = (filter: StudentFilter) =>
  filter.include_left === true && !filter.ids?.length && !filter.search_string?.trim();

const structureIn = (base: FacetBase, groupId: number | null) =>
  (groupId === null ? undefined : base.structures.get(groupId)) ?? noGroup;

export function directoryService(db: Db, listener: PgListener) {
  const students = studentsRepository(db);
  const employees = employeesRepository(db);
  const whole = directoryRepository(db);
  const facetBase = facetCache(whole, new LiveVersion(listener, dataVersionChannel('directory'), whole.version));
  /** Students a filter leaves: from the cached per-group counts unless it narrows by person. */
  const countStudents = async (filter: StudentFilter, viewer: Viewer) => {
    const base = await facetBase();
    const { groupIds, total } = narrowed(base, filter);
    return narrowsByPerson(filter) ? students.count(filter, codeMatchOf(viewer), groupIds) : total;
  };
  return {
    /**
     * A page of the list as its answer's JSON, from one statement (the counts it needs are kept in
     * memory): each student's row as PostgreSQL wrote it, their group's structure as kept per group.
     */
    async studentsJson(filter: StudentFilter, page: number, perPage: number, viewer: Viewer): Promise<string> {
      const base = await facetBase();
      const { groupIds, total: matching } = narrowed(base, filter);
      const offset = offsetOf(page, perPage);
      const codes = codeMatchOf(viewer);
      const byPerson = narrowsByPerson(filter);
      // Known counts choose the plan: walking the sort index visits about `visited` students.
      const visited = Math.min(base.all, ((offset + perPage) * base.all) / matching);
      // Taking in the people who left (an admin's «Показать выбывших») still walks: they are few.
      const walk = !(byPerson && !includesLeftOnly(filter)) && matching > 0 && visited < WALK_RATIO * matching;
      const admin = viewer === 'admin';
      const { rows, total } = await students.page(filter, codes, groupIds, perPage, offset, walk, admin);
      // A search counts its students in the page's statement; past its last page, on its own.
      const count = !byPerson ? matching : (total ?? (await students.count(filter, codes, groupIds)));
      // `{head…}` + structure + `{…tail}`: one object, its keys in the contract's order.
      const items = rows.map((r) => `${r.head.slice(0, -1)},${structureIn(base, r.group_id).json},${r.tail.slice(1)}`);
      return `{"success":true,"result":[${items.join(',')}],"meta":${JSON.stringify(pageMeta(count, perPage, page))}}`;
    },

    async student(id: number, viewer: Viewer): Promise<Student> {
      const [base, row] = await Promise.all([facetBase(), students.byId(id)]);
      if (!row) throw notFound(t('directory:studentNotFound'));
      return toStudent(row, structureIn(base, row.group_id).structure, viewer);
    },

    countStudents,

    /**
     * The faceted filter's whole answer, as JSON (`{ success, result }`) in UTF-8, kept while the
     * directory stays the same: the same answer for every viewer of the same filter and search
     * (a search word with a digit matches record books by the viewer's rule, which is in the key).
     * Only a filter by chosen ids is computed each time.
     */
    async facetsJson(filter: StudentFilter, viewer: Viewer): Promise<Buffer> {
      const base = await facetBase();
      const codes = codeMatchOf(viewer);
      // The answer names the funding bases: one per language.
      const key = filter.ids?.length
        ? null
        : [
            currentLanguage(),
            codes,
            filter.include_left ? 'with-left' : '',
            searchWords(filter.search_string).join(' '),
            filterKey(filter),
          ].join(':');
      const kept = key === null ? undefined : base.answers.get(key);
      if (kept) return kept;
      const table = narrowsByPerson(filter)
        ? recount(base.table, await students.perGroupCounts(filter, codes))
        : base.table;
      const result = computeFacets(table, filter, base.dictionary);
      const answer = Buffer.from(JSON.stringify({ success: true, result } satisfies Success<StudentFacets>));
      if (key !== null) base.answers.set(key, answer);
      return answer;
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
