import { z } from 'zod';
import { pageNumber } from './envelope';
import { permissionKeys } from './accounts';

/** An item of a reference list (000 §7, 001 §7): institutes add `short_name`. */
export const referenceItem = z.object({ id: z.number().int(), name: z.string() });
export type ReferenceItem = z.infer<typeof referenceItem>;
export const instituteItem = referenceItem.extend({ short_name: z.string() });
export type InstituteItem = z.infer<typeof instituteItem>;

const idList = z.array(z.coerce.number().int().positive()).max(10_000);
/** Ids in a query string: `ids=1,2,3` (or repeated `ids=1&ids=2`). */
const queryIds = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => [v].flat().flatMap((s) => s.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^\d{1,9}$/, 'Ожидается список номеров').transform(Number)).max(1_000));

/** The live select's query (000 §5): a search of at least 2 characters, or the chosen ids. */
export const referenceQuery = z.object({
  search_string: z.string().trim().max(200).optional(),
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
  search_string: z.string().trim().max(200).optional(),
});
export type StudentFilter = z.infer<typeof studentFilter>;
export type StudentFilterInput = z.input<typeof studentFilter>;
export const studentFacetFields = ['institutes', 'kafedra', 'specialities', 'profiles', 'courses', 'groups', 'edu_forms', 'edu_levels'] as const;
export type StudentFacetField = (typeof studentFacetFields)[number];

export const STUDENT_PAGE_SIZE = 20;
/** The list's body: the filter's fields may come at the top level or inside `filter`. */
export const studentListBody = studentFilter.extend({
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(STUDENT_PAGE_SIZE),
  filter: studentFilter.optional(),
});
export type StudentListBody = z.input<typeof studentListBody>;
export const studentCountBody = studentFilter.extend({ filter: studentFilter.optional() });

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
});
export type EmployeeFilter = z.infer<typeof employeeFilter>;

export const EMPLOYEE_PAGE_SIZE = 20;
export const employeeListQuery = z.object({ page: pageNumber });
export const employeeListBody = employeeFilter
  .extend({
    search_string: z.string().trim().max(200).optional(),
    /** Only employees holding one of these permissions (the managers screens). */
    permissions: z.array(z.enum(permissionKeys)).max(10).optional(),
    filter: employeeFilter.optional(),
  })
  .default({});
export type EmployeeListBody = z.input<typeof employeeListBody>;
export const employeeCountBody = employeeFilter.extend({ filter: employeeFilter.optional() }).default({});

export const employeeListItem = z.object({
  id: z.number().int(),
  uuid: z.string(),
  user_id: z.number().int().nullable(),
  surname: z.string(),
  name: z.string(),
  patronymic: z.string().nullable(),
  email: z.string().nullable(),
});
export type EmployeeListItem = z.infer<typeof employeeListItem>;
export const employeeWork = z.object({
  department_name: z.string(),
  post_name: z.string(),
  work_type: z.string(),
});
export const employeeDetail = employeeListItem.extend({
  is_pps: z.boolean(),
  permissions: z.array(z.object({ key: z.enum(permissionKeys), name: z.string(), description: z.string() })),
  works: z.array(employeeWork),
});
export type EmployeeDetail = z.infer<typeof employeeDetail>;
