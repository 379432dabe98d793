import { studentFacetFields, type AudienceFilter, type EmployeeFilter, type StudentFilter } from '@portal/contract';
import { emptyFilterForm, toStudentFilter, type StudentFilterForm } from '../student-filter/form';

export type AudienceType = AudienceFilter['type'];

/** The screen's state: the tab, each tab's filter and the people picked by name. */
export interface StudentAudienceForm extends StudentFilterForm {
  ids: number[];
}
export interface EmployeeAudienceForm {
  pps: boolean | null;
  departments: number[];
  work_type: number[];
  ids: number[];
}

export const emptyStudentAudience: StudentAudienceForm = { ...emptyFilterForm, ids: [] };
export const emptyEmployeeAudience: EmployeeAudienceForm = { pps: null, departments: [], work_type: [], ids: [] };

export function studentAudienceOf(data: StudentFilter | undefined): StudentAudienceForm {
  const form: StudentAudienceForm = {
    ...emptyStudentAudience,
    ids: [...(data?.ids ?? [])],
    is_free: data?.is_free ?? null,
  };
  for (const field of studentFacetFields) form[field] = [...(data?.[field] ?? [])];
  return form;
}

export function employeeAudienceOf(data: EmployeeFilter | undefined): EmployeeAudienceForm {
  return {
    pps: data?.pps ?? null,
    departments: [...(data?.departments ?? [])],
    work_type: [...(data?.work_type ?? [])],
    ids: [...(data?.ids ?? [])],
  };
}

/** 001 §3's student filter: the fields that narrow, and the picked people. */
export function studentAudienceFilter(form: StudentAudienceForm): StudentFilter {
  const filter = toStudentFilter(form, '');
  if (form.ids.length > 0) filter.ids = [...form.ids];
  return filter;
}

/** 001 §3's employee filter: the category always (null: all), the lists that narrow. */
export function employeeAudienceFilter(form: EmployeeAudienceForm): EmployeeFilter {
  const filter: EmployeeFilter = { pps: form.pps };
  if (form.departments.length > 0) filter.departments = [...form.departments];
  if (form.work_type.length > 0) filter.work_type = [...form.work_type];
  if (form.ids.length > 0) filter.ids = [...form.ids];
  return filter;
}

export type Category = 'all' | 'employees' | 'teachers';
export const categoryOf = (pps: boolean | null): Category => (pps === null ? 'all' : pps ? 'teachers' : 'employees');
export const ppsOf = (category: Category): boolean | null => (category === 'all' ? null : category === 'teachers');
