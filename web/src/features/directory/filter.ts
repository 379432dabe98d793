import {
  idsParam,
  optionalBooleanParam,
  pageParam,
  textParam,
  type UrlParam,
  type UrlParams,
} from '../../shared/lib/use-url-state';
import type { StudentFilterForm } from '../../shared/student-filter/form';

/** The student list as the address keeps it: the search, the applied filter, the page and «Показать выбывших». */
export type StudentListState = StudentFilterForm & { search: string; page: number; left: boolean };

/** A switch that is on (`1`) or left out. */
export const switchParam: UrlParam<boolean> = {
  parse: (raw) => raw === '1',
  format: (on) => (on ? '1' : null),
};

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
  left: switchParam,
};
