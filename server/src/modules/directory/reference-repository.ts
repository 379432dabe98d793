import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LIVE_SELECT_LIMIT, LIVE_SELECT_MIN_CHARS, type ReferenceItem } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import {
  courses,
  eduForms,
  eduLevels,
  employeeDepartments,
  groups,
  institutes,
  kafedras,
  profiles,
  specialities,
  workTypes,
} from '../../db/schema';
import { containsPattern, searchKey } from '../../db/search-text';

export interface ReferenceSearch {
  search_string?: string | undefined;
  ids?: number[] | undefined;
}

type Named = PgTable & { id: PgColumn; name: PgColumn };

/**
 * A reference list (000 §7): all of it, or the live select's view of it: the chosen `ids`, or
 * up to LIVE_SELECT_LIMIT names containing `search_string` (from 2 characters; case and ё/е do
 * not count, db/search-text.ts).
 */
async function list(db: DbOrTx, table: Named, q: ReferenceSearch, extra: SQL[] = []): Promise<ReferenceItem[]> {
  const where = [...extra];
  if (q.ids?.length) where.push(inArray(table.id, q.ids));
  const search = q.search_string?.trim() ?? '';
  const searching = !q.ids?.length && search.length > 0;
  if (searching) {
    if (search.length < LIVE_SELECT_MIN_CHARS) return [];
    where.push(sql`${searchKey(table.name)} like ${containsPattern(search)}`);
  }
  const query = db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(...where))
    .orderBy(asc(table.name), asc(table.id));
  return (await (searching ? query.limit(LIVE_SELECT_LIMIT) : query)) as ReferenceItem[];
}

export function referenceRepository(db: DbOrTx) {
  return {
    institutes: (q: ReferenceSearch) =>
      db
        .select({ id: institutes.id, name: institutes.name, short_name: institutes.shortName })
        .from(institutes)
        .where(q.ids?.length ? inArray(institutes.id, q.ids) : undefined)
        .orderBy(asc(institutes.name)),
    kafedres: (q: ReferenceSearch) => list(db, kafedras, q),
    specialities: (q: ReferenceSearch) =>
      db
        .select({ id: specialities.id, name: sql<string>`${specialities.code} || ' ' || ${specialities.name}` })
        .from(specialities)
        .where(q.ids?.length ? inArray(specialities.id, q.ids) : undefined)
        .orderBy(asc(specialities.code)),
    profiles: (q: ReferenceSearch) => list(db, profiles, q),
    eduForms: (q: ReferenceSearch) => list(db, eduForms, q),
    eduLevels: (q: ReferenceSearch) => list(db, eduLevels, q),
    groups: (q: ReferenceSearch) => list(db, groups, q),
    courses: (q: ReferenceSearch) =>
      db
        .select({ id: courses.id, name: courses.name })
        .from(courses)
        .where(q.ids?.length ? inArray(courses.id, q.ids) : undefined)
        .orderBy(asc(courses.number)),
    departments: (q: ReferenceSearch & { is_edu_dep?: boolean | undefined }) =>
      list(
        db,
        employeeDepartments,
        q,
        q.is_edu_dep === undefined ? [] : [sql`${employeeDepartments.isEduDep} = ${q.is_edu_dep}`],
      ),
    workTypes: (q: ReferenceSearch) => list(db, workTypes, q),
  };
}
export type ReferenceRepository = ReturnType<typeof referenceRepository>;
