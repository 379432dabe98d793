import { describe, expect, it } from 'vitest';
import {
  emptyEmployeeAudience,
  emptyStudentAudience,
  employeeAudienceFilter,
  employeeAudienceOf,
  studentAudienceFilter,
  studentAudienceOf,
} from './form';

describe('the audience as extra_data.filter stores it (001 §3)', () => {
  it('sends only the student fields that narrow, with the people picked by name', () => {
    expect(studentAudienceFilter(emptyStudentAudience)).toEqual({});
    expect(
      studentAudienceFilter({ ...emptyStudentAudience, groups: [3], edu_forms: [1, 2], is_free: false, ids: [7] }),
    ).toEqual({ groups: [3], edu_forms: [1, 2], is_free: false, ids: [7] });
  });

  it('always says the employee category (null: all), and the lists that narrow', () => {
    expect(employeeAudienceFilter(emptyEmployeeAudience)).toEqual({ pps: null });
    expect(employeeAudienceFilter({ pps: true, departments: [4], work_type: [], ids: [9] })).toEqual({
      pps: true,
      departments: [4],
      ids: [9],
    });
  });

  it('reads a saved filter back into the form, and what it does not say as empty', () => {
    const saved = { groups: [3], is_free: true, ids: [5] };
    expect(studentAudienceFilter(studentAudienceOf(saved))).toEqual(saved);
    expect(studentAudienceOf(undefined)).toEqual(emptyStudentAudience);
    expect(employeeAudienceOf({ pps: false, work_type: [2] })).toEqual({
      pps: false,
      departments: [],
      work_type: [2],
      ids: [],
    });
  });
});
