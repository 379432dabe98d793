import { LRUCache } from 'lru-cache';
import { studentFacetFields, type StudentFilter } from '@portal/contract';
import type { LiveVersion } from '../../db/live-version';
import { allowedGroups, dictionaryOf, tableOf, totalOf, type FacetDictionary, type FacetTable } from './facets';
import { groupPart, structureOf, type GroupPart } from './student-view';
import type { DirectoryRepository } from './directory-repository';

/** What the structure fields of a filter leave: its groups (null: any) and its students. */
export interface Narrowed {
  groupIds: number[] | null;
  total: number;
}

export interface FacetBase {
  version: number;
  table: FacetTable;
  dictionary: FacetDictionary;
  /** Students of the whole directory. */
  all: number;
  /** Each group's part of its students' answers (one per group: a few thousand). */
  structures: Map<number, GroupPart>;
  /**
   * The faceted filter's answers already computed for this version, by filter: most people open
   * the filter with nothing or one institute chosen, and the answer with every group is the
   * largest to build, to serialise and to encode: kept as the answer's UTF-8 bytes.
   */
  answers: LRUCache<string, Buffer>;
  /** The groups and total of each filter asked for (a pass over the table each time otherwise). */
  narrowed: LRUCache<string, Narrowed>;
}

/**
 * The faceted filter's answers kept per version, in all: the answer with every group is about
 * 50 bytes a group (120 KB at 2,500 groups), one institute's a tenth of it, a search's less.
 */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** Filters' groups and totals kept per version (each at most the groups' ids: a few KB). */
const MAX_NARROWED = 1000;

/** A filter's structure fields as a key: the same choices in any order give the same key. */
export const filterKey = (filter: StudentFilter) =>
  JSON.stringify([
    ...studentFacetFields.map((f) => [...(filter[f] ?? [])].sort((a, b) => a - b)),
    filter.is_free ?? null,
  ]);

/** The groups and students a filter's structure fields and funding basis leave, kept per version. */
export function narrowed(base: FacetBase, filter: StudentFilter): Narrowed {
  const key = filterKey(filter);
  let found = base.narrowed.get(key);
  if (!found) {
    found = {
      groupIds: allowedGroups(base.table, filter, base.dictionary),
      total: totalOf(base.table, filter, base.dictionary),
    };
    base.narrowed.set(key, found);
  }
  return found;
}

/**
 * Whether a filter narrows by person (ids, search) or takes in the people who left (whom the kept
 * counts leave out): then the counts must be taken live.
 */
export const narrowsByPerson = (filter: StudentFilter) =>
  !!filter.ids?.length || !!filter.search_string?.trim() || filter.include_left === true;

/**
 * The students counted per group and funding basis, every facet value's name and every group's
 * structure as a student's answer shows it, kept in memory
 * while the database's directory version stays the same (a NOTIFY tells each server instance of
 * a new one, `version`), so the faceted filter and the counts stay fast at any size, and every
 * server of several sees an import as soon as it is committed. Concurrent callers share a reload.
 */
export function facetCache(repo: DirectoryRepository, version: Pick<LiveVersion, 'current'>) {
  let current: FacetBase | null = null;
  let loading: Promise<FacetBase> | null = null;

  async function reload(version: number): Promise<FacetBase> {
    const [rows, names, groups] = await Promise.all([repo.facetRows(), repo.facetNames(), repo.groupStructures()]);
    const dictionary = dictionaryOf(names);
    const table = tableOf(rows, dictionary);
    const base = {
      version,
      table,
      dictionary,
      all: totalOf(table, {}, dictionary),
      structures: new Map(groups.map((g) => [g.group_id, groupPart(structureOf(g))])),
      answers: new LRUCache<string, Buffer>({ maxSize: MAX_ANSWER_BYTES, sizeCalculation: (b) => b.length }),
      narrowed: new LRUCache<string, Narrowed>({ max: MAX_NARROWED }),
    };
    if (!current || current.version <= version) current = base;
    return base;
  }

  return async function facetBase(): Promise<FacetBase> {
    const now = await version.current();
    if (current?.version === now) return current;
    if (!loading) loading = reload(now).finally(() => (loading = null));
    const base = await loading;
    // A reload started for an older version: load again for this one.
    return base.version === now ? base : reload(now);
  };
}
export type FacetSource = ReturnType<typeof facetCache>;
