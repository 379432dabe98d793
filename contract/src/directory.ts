import { z } from 'zod';
import { idList, idParam, pageNumber, pageQuery, queryIds, searchText } from './envelope';
import { endpoint } from './endpoint';
import { permissionKeys } from './auth';

/** An item of a reference list (000 §7, 001 §7): institutes add `short_name`. */
export const referenceItem = z.object({ id: z.number().int(), name: z.string() });
export type ReferenceItem = z.infer<typeof referenceItem>;
export const instituteItem = referenceItem.extend({ short_name: z.string() });
export type InstituteItem = z.infer<typeof instituteItem>;

/** A person's name as answers give it (who wrote a notification, a poll). */
export const personName = z.object({ surname: z.string(), name: z.string(), patronymic: z.string().nullable() });

/** The live select's query (000 §5): a search of at least 2 characters, or the chosen ids. */
export const referenceQuery = z.object({
  search_string: searchText.optional(),
  ids: queryIds.optional(),
});
export type ReferenceQuery = z.input<typeof referenceQuery>;
export const departmentsQuery = referenceQuery.extend({
  is_edu_dep: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});
/** A live select shows at most this many matches of a search. */
export const LIVE_SELECT_LIMIT = 50;
export const LIVE_SELECT_MIN_CHARS = 2;

/** Funding basis: all (null), budget (true), paid (false). */
export const fundingBasis = z.boolean().nullable();

/** The student filter (000 §3, 001 §3): every list is of ids; empty or absent means any. */
export const studentFilter = z.object({
  ids: idList.optional(),
  institutes: idList.optional(),
  kafedra: idList.optional(),
  specialities: idList.optional(),
  profiles: idList.optional(),
  courses: idList.optional(),
  groups: idList.optional(),
  edu_forms: idList.optional(),
  edu_levels: idList.optional(),
  is_free: fundingBasis.optional(),
  /** Trimmed. A word with a digit: the start of a record-book number; otherwise any part of the
   * surname (its start for 1–2 letters), then the start of the name and patronymic. */
  search_string: searchText.optional(),
  /**
   * People who left (issue 33) are out of the lists by default; `true` (admins only, «Показать
   * выбывших») takes them in. Ignored for anybody else.
   */
  include_left: z.boolean().optional(),
});
export type StudentFilter = z.infer<typeof studentFilter>;
export type StudentFilterInput = z.input<typeof studentFilter>;
export const studentFacetFields = [
  'institutes',
  'kafedra',
  'specialities',
  'profiles',
  'courses',
  'groups',
  'edu_forms',
  'edu_levels',
] as const;
export type StudentFacetField = (typeof studentFacetFields)[number];

export const STUDENT_PAGE_SIZE = 20;
/**
 * Bodies that carry the student filter: its fields may come at the top level or inside `filter`
 * (both clients exist); they are merged into one filter here, `filter`'s own fields winning.
 */
const filterFields = studentFilter.extend({ filter: studentFilter.optional() });
const mergedFilter = ({ filter, ...top }: z.output<typeof filterFields>): StudentFilter => ({ ...top, ...filter });

/** The count's and the faceted filter's body: the filter alone. */
export const studentCountBody = filterFields.transform(mergedFilter);
/** The list's body: a page of the filter's students. */
export const studentListBody = filterFields
  .extend({
    page: pageNumber,
    per_page: z.number().int().min(1).max(100).default(STUDENT_PAGE_SIZE),
  })
  .transform(({ page, per_page, ...filter }) => ({ page, per_page, filter: mergedFilter(filter) }));
export type StudentListBody = z.input<typeof studentListBody>;

export const studentGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  institute: instituteItem,
  kafedra: referenceItem,
});

/**
 * A student as the directory shows one (000 §3). `student_record_book_code` and `phone` are
 * there for admins only: the employee's screen (002) shows neither.
 */
export const student = z.object({
  id: z.number().int(),
  /** The student account's uuid (001 §3 Person). */
  uuid: z.string(),
  user_id: z.number().int(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string().nullable(),
  gender: z.enum(['male', 'female']),
  course: z.number().int().nullable(),
  edu_form: referenceItem.nullable(),
  edu_level: referenceItem.nullable(),
  speciality: referenceItem.nullable(),
  profile: referenceItem.nullable(),
  group: studentGroup.nullable(),
  is_free: z.boolean(),
  is_headman: z.boolean(),
  email: z.string().nullable(),
  student_record_book_code: z.string().optional(),
  phone: z.string().nullable().optional(),
  /** When the person left (issue 33; null: they study here); admins only. */
  left_at: z.string().nullable().optional(),
});
export type Student = z.infer<typeof student>;

/** A value still possible for a facet, with the number of students it would leave. */
export const facetValue = referenceItem.extend({ count: z.number().int() });
export type FacetValue = z.infer<typeof facetValue>;
/**
 * The faceted filter's answer: for each field, the values still possible given all the other
 * chosen fields (a field's own choice does not narrow its own list).
 */
export const studentFacets = z.object({
  institutes: z.array(facetValue),
  kafedra: z.array(facetValue),
  specialities: z.array(facetValue),
  profiles: z.array(facetValue),
  courses: z.array(facetValue),
  groups: z.array(facetValue),
  edu_forms: z.array(facetValue),
  edu_levels: z.array(facetValue),
  is_free: z.array(z.object({ value: z.boolean(), name: z.string(), count: z.number().int() })),
  /** Students matching the whole filter. */
  total: z.number().int(),
});
export type StudentFacets = z.infer<typeof studentFacets>;
export const countResult = z.object({ count: z.number().int() });

/** Employee filter (001 §3): category pps all (null), employees (false), teachers (true). */
export const employeeFilter = z.object({
  ids: idList.optional(),
  pps: z.boolean().nullable().optional(),
  departments: idList.optional(),
  work_type: idList.optional(),
  /** People who left are out of the lists and pickers unless an admin asks for them (issue 33). */
  include_left: z.boolean().optional(),
});
export type EmployeeFilter = z.infer<typeof employeeFilter>;

export const EMPLOYEE_PAGE_SIZE = 20;
export const employeeListQuery = z.object({ page: pageQuery });
/** The employee filter's fields at the top level or inside `filter`, merged into one. */
export const employeeListBody = employeeFilter
  .extend({
    search_string: searchText.optional(),
    /** Only employees holding one of these permissions (the managers screens). */
    permissions: z.array(z.enum(permissionKeys)).max(10).optional(),
    filter: employeeFilter.optional(),
  })
  .default({})
  .transform(({ filter, ...top }) => ({ ...top, ...filter }));
export type EmployeeListBody = z.input<typeof employeeListBody>;
export const employeeCountBody = employeeFilter
  .extend({ filter: employeeFilter.optional() })
  .default({})
  .transform(({ filter, ...top }): EmployeeFilter => ({ ...top, ...filter }));

/** A position of an employee: the post and where (001 §3 Person `posts`). */
export const employeePost = z.object({ post_name: z.string(), department_name: z.string() });
export const employeeWork = z.object({
  department_name: z.string(),
  post_name: z.string(),
  work_type: z.string(),
});
/** An employee as every answer gives one (000 §3 Employee): the list's rows and the single employee. */
export const employeeListItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  user_id: z.number().int().nullable(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string().nullable(),
  email: z.string().nullable(),
  posts: z.array(employeePost),
  permissions: z.array(z.object({ key: z.enum(permissionKeys), name: z.string(), description: z.string() })),
  works: z.array(employeeWork),
  /** When the person left (issue 33; null: they work here); admins only. */
  left_at: z.string().nullable().optional(),
});
export type EmployeeListItem = z.infer<typeof employeeListItem>;
export const employeeDetail = employeeListItem.extend({
  /** Admins only (the ticket desk's author panel, 000 §2). */
  phone: z.string().nullable().optional(),
  is_pps: z.boolean(),
});
export type EmployeeDetail = z.infer<typeof employeeDetail>;

/** An admin account, as the ticket desk's author panel shows one. */
export const adminDetail = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string().nullable(),
  email: z.string(),
});
export type AdminDetail = z.infer<typeof adminDetail>;

const referenceTag = 'Справочники';
const reference = (name: string, path: string, summary: string) =>
  endpoint({
    name,
    method: 'GET',
    path,
    tag: referenceTag,
    summary,
    query: referenceQuery,
    result: z.array(referenceItem),
  });

/** The reference lists of the filters (000 §7, 001 §7), each `{id, name}` items. */
export const referenceEndpoints = {
  institutes: endpoint({
    name: 'listInstitutes',
    method: 'GET',
    path: '/api/institutes',
    tag: referenceTag,
    summary: 'Institutes',
    query: referenceQuery,
    result: z.array(instituteItem),
  }),
  kafedres: reference('listKafedras', '/api/kafedres', 'Kafedras'),
  specialities: reference('listSpecialities', '/api/specialities', 'Specialities (code and name)'),
  profiles: reference('listProfiles', '/api/profiles', 'Profiles of the specialities'),
  eduForms: reference('listEduForms', '/api/edu-forms', 'Education forms'),
  eduLevels: reference('listEduLevels', '/api/edu-levels', 'Education levels'),
  groups: reference('listGroups', '/api/groups', 'Groups: a live select, by search_string (2+ characters) or ids'),
  courses: reference('listCourses', '/api/courses', 'Courses'),
  workTypes: reference('listWorkTypes', '/api/work-types', 'Work types of employees'),
  departments: endpoint({
    name: 'listEmployeeDepartments',
    method: 'GET',
    path: '/api/employee-departments',
    tag: referenceTag,
    summary: 'Departments of employees; is_edu_dep picks the teaching ones',
    query: departmentsQuery,
    result: z.array(referenceItem),
  }),
};

const tag = 'Справочник людей';
/** The student and employee directories (000 §2, §7; 001 §7; 002). */
export const directoryEndpoints = {
  students: endpoint({
    name: 'listStudents',
    reads: true,
    method: 'POST',
    path: '/api/account/admin/students',
    tag,
    summary: 'A page of students matching the filter',
    body: studentListBody,
    result: student,
    paged: true,
    example: { body: { page: 1, filter: { courses: [1] } } },
  }),
  studentCount: endpoint({
    name: 'countStudents',
    reads: true,
    method: 'POST',
    path: '/api/account/admin/students/count',
    tag,
    summary: 'Students matching the filter',
    body: studentCountBody,
    result: countResult,
  }),
  studentFacets: endpoint({
    name: 'studentFacetedFilter',
    reads: true,
    method: 'POST',
    path: '/api/account/admin/students/faceted-filter',
    tag,
    summary: 'For each filter field, the values still possible given the others',
    body: studentCountBody,
    result: studentFacets,
  }),
  student: endpoint({
    name: 'getStudent',
    method: 'GET',
    path: '/api/account/admin/students/:id',
    tag,
    summary: 'A student (phone and record book for admins only)',
    params: idParam,
    result: student,
    example: { params: { id: 1 } },
  }),
  employees: endpoint({
    name: 'listEmployees',
    reads: true,
    method: 'POST',
    path: '/api/account/admin/employees',
    tag,
    summary: 'A page of employees: by surname, permissions or the employee filter',
    query: employeeListQuery,
    body: employeeListBody,
    result: employeeListItem,
    paged: true,
    example: { query: { page: 1 }, body: { search_string: 'Сотр' } },
  }),
  employeeCount: endpoint({
    name: 'countEmployees',
    reads: true,
    method: 'POST',
    path: '/api/account/admin/employees/count',
    tag,
    summary: 'Employees matching the filter',
    body: employeeCountBody,
    result: countResult,
  }),
  employee: endpoint({
    name: 'getEmployee',
    method: 'GET',
    path: '/api/account/admin/employees/:id',
    tag,
    summary: 'An employee with permissions and positions (phone for admins only)',
    params: idParam,
    result: employeeDetail,
    example: { params: { id: 1 } },
  }),
  admin: endpoint({
    name: 'getAdmin',
    method: 'GET',
    path: '/api/account/admin/admins/:id',
    tag,
    summary: 'An admin account: the ticket author panel',
    params: idParam,
    result: adminDetail,
    example: { params: { id: 1 } },
  }),
};
