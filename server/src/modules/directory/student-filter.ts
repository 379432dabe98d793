import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StudentFilter } from '@portal/contract';
import { students } from '../../db/schema';
import { codeStarts, givenNamesMatch, isCode, searchWords, surnameMatches } from './search';

/** Conditions of the fields that are not facets: chosen ids and the search. Needs `users` joined. */
export function personConditions(filter: StudentFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.ids?.length) where.push(inArray(students.id, filter.ids));
  const [first, ...rest] = searchWords(filter.search_string);
  if (first && isCode(first)) where.push(codeStarts(students.recordBookCode, first));
  else if (first) where.push(surnameMatches(first), ...givenNamesMatch(rest));
  return where;
}

/**
 * The whole filter over `students ⋈ users`. The structure fields (institute, kafedra, course…)
 * arrive already resolved to the groups they allow (`null`: any group), so no query joins the
 * structure tables to filter.
 */
export function studentConditions(filter: StudentFilter, groupIds: number[] | null): SQL[] {
  const where = personConditions(filter);
  if (groupIds) where.push(groupIds.length ? sql`${students.groupId} = any(${sql.param(groupIds)}::int[])` : sql`false`);
  if (filter.is_free !== undefined && filter.is_free !== null) where.push(eq(students.isFree, filter.is_free));
  return where;
}
