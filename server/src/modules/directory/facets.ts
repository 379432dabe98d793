import { studentFacetFields, type FacetValue, type StudentFacetField, type StudentFacets, type StudentFilter } from '@portal/contract';
import type { FacetRow } from './students-repository';

const collator = new Intl.Collator('ru', { numeric: true });

export const fundingNames = { true: 'Бюджетное', false: 'Платное' } as const;

type Names = Map<StudentFacetField, Map<number, { name: string; sort: string }>>;

const chosen = (filter: StudentFilter, field: StudentFacetField) => {
  const ids = filter[field];
  return ids?.length ? new Set(ids) : null;
};

/**
 * The faceted filter (000 §2): for each field, the values still possible given all the other
 * chosen fields, with the number of students each would leave. A value the user chose stays in
 * its list (count 0 when the other choices exclude it) so that a select never loses a choice.
 */
export function computeFacets(rows: FacetRow[], filter: StudentFilter, names: Names): StudentFacets {
  const sets = new Map(studentFacetFields.map((f) => [f, chosen(filter, f)]));
  const funding = filter.is_free ?? null;
  const passes = (row: FacetRow, skip: StudentFacetField | 'is_free') => {
    for (const field of studentFacetFields) {
      const set = sets.get(field);
      if (field !== skip && set && !set.has(row[field])) return false;
    }
    return skip === 'is_free' || funding === null || row.is_free === funding;
  };

  const counts = new Map(studentFacetFields.map((f) => [f, new Map<number, number>()]));
  const fundingCounts = new Map<boolean, number>();
  let total = 0;
  for (const row of rows) {
    if (passes(row, 'is_free')) fundingCounts.set(row.is_free, (fundingCounts.get(row.is_free) ?? 0) + row.n);
    for (const field of studentFacetFields) {
      if (!passes(row, field)) continue;
      const byValue = counts.get(field)!;
      byValue.set(row[field], (byValue.get(row[field]) ?? 0) + row.n);
    }
    if (funding === null || row.is_free === funding) {
      if (studentFacetFields.every((f) => !sets.get(f) || sets.get(f)!.has(row[f]))) total += row.n;
    }
  }

  const values = (field: StudentFacetField): FacetValue[] => {
    const byValue = counts.get(field)!;
    for (const id of filter[field] ?? []) if (!byValue.has(id)) byValue.set(id, 0);
    const known = names.get(field);
    return [...byValue]
      .filter(([id]) => known?.has(id))
      .map(([id, count]) => ({ id, name: known!.get(id)!.name, count, sort: known!.get(id)!.sort }))
      .sort((a, b) => collator.compare(a.sort, b.sort) || a.id - b.id)
      .map(({ sort: _sort, ...value }) => value);
  };

  return {
    institutes: values('institutes'),
    kafedra: values('kafedra'),
    specialities: values('specialities'),
    profiles: values('profiles'),
    courses: values('courses'),
    groups: values('groups'),
    edu_forms: values('edu_forms'),
    edu_levels: values('edu_levels'),
    is_free: ([true, false] as const)
      .map((value) => ({ value, name: fundingNames[`${value}`], count: fundingCounts.get(value) ?? 0 }))
      .filter((v) => v.count > 0 || funding === v.value),
    total,
  };
}

export function namesOf(rows: { field: StudentFacetField; id: number; name: string; sort: string }[]): Names {
  const names: Names = new Map(studentFacetFields.map((f) => [f, new Map()]));
  for (const row of rows) names.get(row.field)?.set(row.id, { name: row.name, sort: row.sort });
  return names;
}
