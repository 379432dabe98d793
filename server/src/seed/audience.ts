/** The student filter of the audience screen (001 §3), as stored in extra_data.filter.data. */
export interface StudentFilterData {
  ids: number[];
  edu_forms: number[];
  edu_levels: number[];
  profiles: number[];
  specialities: number[];
  is_free: boolean | null;
  courses: number[];
  kafedra: number[];
  groups: number[];
  institutes: number[];
}

/** The employee filter of the audience screen (001 §3). */
export interface EmployeeFilterData {
  ids: number[];
  pps: boolean | null;
  departments: number[];
  work_type: number[];
}

export type AudienceFilter =
  { type: 'student'; data: StudentFilterData } | { type: 'employee'; data: EmployeeFilterData };

export const studentFilter = (data: Partial<StudentFilterData> = {}): AudienceFilter => ({
  type: 'student',
  data: {
    ids: [],
    edu_forms: [],
    edu_levels: [],
    profiles: [],
    specialities: [],
    is_free: null,
    courses: [],
    kafedra: [],
    groups: [],
    institutes: [],
    ...data,
  },
});

export const employeeFilter = (data: Partial<EmployeeFilterData> = {}): AudienceFilter => ({
  type: 'employee',
  data: { ids: [], pps: null, departments: [], work_type: [], ...data },
});
