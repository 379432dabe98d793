import {
  studentFacetFields,
  type FacetValue,
  type StudentFacetField,
  type StudentFacets,
  type StudentFilter,
} from '@portal/contract';
import { t } from '../../i18n';
import type { FacetRow } from './directory-repository';

const collator = new Intl.Collator('ru', { numeric: true });
const FIELDS = studentFacetFields.length;
const FUNDING_BIT = 1 << FIELDS;

/** The values of each facet field in display order: position → id and name, id → position. */
export interface FacetDictionary {
  values: { id: number; name: string }[][];
  position: Map<number, number>[];
}

export function dictionaryOf(
  rows: { field: StudentFacetField; id: number; name: string; sort: string }[],
): FacetDictionary {
  const sorted = [...rows].sort((a, b) => collator.compare(a.sort, b.sort) || a.id - b.id);
  const values = studentFacetFields.map((field) =>
    sorted.filter((r) => r.field === field).map(({ id, name }) => ({ id, name })),
  );
  return { values, position: values.map((list) => new Map(list.map((v, i) => [v.id, i]))) };
}

/**
 * Students counted per group and funding basis, column by column: for row i, `cols[f][i]` is
 * the position of its value of field f in the dictionary. Counting facets is then a pass over a
 * few thousand rows of small integers, whatever the number of students.
 */
export interface FacetTable {
  length: number;
  n: Int32Array;
  isFree: Uint8Array;
  groups: Int32Array;
  cols: Int32Array[];
  /** A row of each group, where its structure can be read. */
  rowOfGroup: Map<number, number>;
}

export function tableOf(rows: FacetRow[], dictionary: FacetDictionary): FacetTable {
  const known = rows.filter((r) => studentFacetFields.every((f, i) => dictionary.position[i]!.has(r[f])));
  return {
    length: known.length,
    n: Int32Array.from(known, (r) => r.n),
    isFree: Uint8Array.from(known, (r) => (r.is_free ? 1 : 0)),
    groups: Int32Array.from(known, (r) => r.groups),
    cols: studentFacetFields.map((f, i) => Int32Array.from(known, (r) => dictionary.position[i]!.get(r[f])!)),
    rowOfGroup: new Map(known.map((r, i) => [r.groups, i])),
  };
}

/** A table of other counts for the same groups (a search's students), the structure taken from `base`. */
export function recount(base: FacetTable, counts: { groups: number; is_free: boolean; n: number }[]): FacetTable {
  const known = counts.filter((c) => base.rowOfGroup.has(c.groups));
  const at = known.map((c) => base.rowOfGroup.get(c.groups)!);
  return {
    length: known.length,
    n: Int32Array.from(known, (c) => c.n),
    isFree: Uint8Array.from(known, (c) => (c.is_free ? 1 : 0)),
    groups: Int32Array.from(known, (c) => c.groups),
    cols: base.cols.map((col) => Int32Array.from(at, (row) => col[row]!)),
    rowOfGroup: new Map(known.map((c, i) => [c.groups, i])),
  };
}

/** Per field, a flag per dictionary position: chosen or not (null: nothing chosen). */
function choices(filter: StudentFilter, dictionary: FacetDictionary): (Uint8Array | null)[] {
  return studentFacetFields.map((field, f) => {
    const ids = filter[field];
    if (!ids?.length) return null;
    const flags = new Uint8Array(dictionary.values[f]!.length);
    for (const id of ids) {
      const at = dictionary.position[f]!.get(id);
      if (at !== undefined) flags[at] = 1;
    }
    return flags;
  });
}

/** One bit per choice row i fails (bit FIELDS: the funding basis). */
function failures(table: FacetTable, i: number, chosen: (Uint8Array | null)[], funding: boolean | null): number {
  let failed = funding !== null && table.isFree[i] !== (funding ? 1 : 0) ? FUNDING_BIT : 0;
  for (let f = 0; f < FIELDS; f++) {
    const flags = chosen[f];
    if (flags && !flags[table.cols[f]![i]!]) failed |= 1 << f;
  }
  return failed;
}

/**
 * The faceted filter (000 §2): for each field, the values still possible given all the other
 * chosen fields, with the number of students each would leave. A value the user chose stays in
 * its list (count 0 when the other choices exclude it) so that a select never loses a choice.
 */
export function computeFacets(table: FacetTable, filter: StudentFilter, dictionary: FacetDictionary): StudentFacets {
  const chosen = choices(filter, dictionary);
  const funding = filter.is_free ?? null;
  const counts = dictionary.values.map((list) => new Float64Array(list.length));
  const fundingCounts = [0, 0];
  let total = 0;
  for (let i = 0; i < table.length; i++) {
    const failed = failures(table, i, chosen, funding);
    const n = table.n[i]!;
    if (failed === 0) total += n;
    if ((failed & ~FUNDING_BIT) === 0) fundingCounts[table.isFree[i]!]! += n;
    // A facet counts the rows that fail no choice but its own.
    for (let f = 0; f < FIELDS; f++) if ((failed & ~(1 << f)) === 0) counts[f]![table.cols[f]![i]!]! += n;
  }

  const values = (f: number): FacetValue[] => {
    const out: FacetValue[] = [];
    const list = dictionary.values[f]!;
    for (let at = 0; at < list.length; at++) {
      if (counts[f]![at]! > 0 || chosen[f]?.[at]) out.push({ ...list[at]!, count: counts[f]![at]! });
    }
    return out;
  };
  const [institutes, kafedra, specialities, profiles, courses, groups, edu_forms, edu_levels] = studentFacetFields.map(
    (_, f) => values(f),
  );
  return {
    institutes: institutes!,
    kafedra: kafedra!,
    specialities: specialities!,
    profiles: profiles!,
    courses: courses!,
    groups: groups!,
    edu_forms: edu_forms!,
    edu_levels: edu_levels!,
    is_free: ([true, false] as const)
      .map((value) => ({ value, name: t(`directory:funding.${value}`), count: fundingCounts[value ? 1 : 0]! }))
      .filter((v) => v.count > 0 || funding === v.value),
    total,
  };
}

/** Students the whole filter leaves (the list's total, the count). */
export function totalOf(table: FacetTable, filter: StudentFilter, dictionary: FacetDictionary): number {
  const chosen = choices(filter, dictionary);
  const funding = filter.is_free ?? null;
  let total = 0;
  for (let i = 0; i < table.length; i++) if (failures(table, i, chosen, funding) === 0) total += table.n[i]!;
  return total;
}

/**
 * The groups the structure fields allow (institute, kafedra, course, … resolve to groups), or
 * null when none of them is chosen: the list and the count then filter by group id alone.
 */
export function allowedGroups(table: FacetTable, filter: StudentFilter, dictionary: FacetDictionary): number[] | null {
  const chosen = choices(filter, dictionary);
  if (chosen.every((c) => c === null)) return null;
  const allowed = new Set<number>();
  for (let i = 0; i < table.length; i++) if (failures(table, i, chosen, null) === 0) allowed.add(table.groups[i]!);
  return [...allowed];
}
