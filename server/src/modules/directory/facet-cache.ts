import { studentFacetFields, type StudentFilter } from '@portal/contract';
import { dictionaryOf, tableOf, type FacetDictionary, type FacetTable } from './facets';
import type { StudentsRepository } from './students-repository';

export interface FacetBase {
  version: number;
  table: FacetTable;
  dictionary: FacetDictionary;
  /**
   * Answers already computed for this version, by filter: most people open the filter with
   * nothing or one institute chosen, and the answer with every group is the largest to build
   * and to serialise: kept as the answer's JSON.
   */
  answers: Map<string, string>;
}

const MAX_ANSWERS = 256;

/** A filter's structure fields as a key: the same choices in any order give the same key. */
export const filterKey = (filter: StudentFilter) =>
  JSON.stringify([
    ...studentFacetFields.map((f) => [...(filter[f] ?? [])].sort((a, b) => a - b)),
    filter.is_free ?? null,
  ]);

/** Remembers an answer, forgetting the oldest beyond MAX_ANSWERS. */
export function remember(base: FacetBase, key: string, answer: string): string {
  if (base.answers.size >= MAX_ANSWERS) base.answers.delete(base.answers.keys().next().value!);
  base.answers.set(key, answer);
  return answer;
}

/** Whether a filter narrows by person (ids, search): then the counts must be taken live. */
export const narrowsByPerson = (filter: StudentFilter) => !!filter.ids?.length || !!filter.search_string?.trim();

/**
 * The students counted per group and funding basis, and every facet value's name, kept in memory
 * while the database's directory version stays the same: one indexed one-row query per call
 * instead of aggregating every student, so the faceted filter and the counts stay fast at any
 * size, and every server of several sees an import at once. Concurrent callers share a reload.
 */
export function facetCache(repo: StudentsRepository) {
  let current: FacetBase | null = null;
  let loading: Promise<FacetBase> | null = null;

  async function reload(version: number): Promise<FacetBase> {
    const [rows, names] = await Promise.all([repo.facetRows(), repo.facetNames()]);
    const dictionary = dictionaryOf(names);
    const base = { version, table: tableOf(rows, dictionary), dictionary, answers: new Map() };
    if (!current || current.version <= version) current = base;
    return base;
  }

  return async function facetBase(): Promise<FacetBase> {
    const version = await repo.version();
    if (current?.version === version) return current;
    if (!loading) loading = reload(version).finally(() => (loading = null));
    const base = await loading;
    // A reload started for an older version: load again for this one.
    return base.version === version ? base : reload(version);
  };
}
export type FacetSource = ReturnType<typeof facetCache>;
