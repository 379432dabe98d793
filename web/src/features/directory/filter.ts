import { idsParam, optionalBooleanParam, pageParam, textParam, type UrlParams } from '../../shared/lib/use-url-state';
import type { StudentFilterForm } from '../../shared/student-filter/form';

/** The student list as the address keeps it: the search, the applied filter and the page. */
export type StudentListState = StudentFilterForm & { search: string; page: number };

const ids = idsParam();
export const studentListParams: UrlParams<StudentListState> = {
  search: textParam(),
  page: pageParam,
  institutes: ids,
  kafedra: ids,
  specialities: ids,
  profiles: ids,
  courses: ids,
  groups: ids,
  edu_forms: ids,
  edu_levels: ids,
  is_free: optionalBooleanParam,
};
