import { and, asc, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { StudentFilter } from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import { students, users } from '../../db/schema';
import { presentUser } from '../../db/leavers';
import { searchWords } from '../../db/search-text';
import { preparedShapes, shaped, type Bind } from '../../db/prepared-shapes';
import { isCode, type CodeMatch } from './search';
import { codeMatches, givenNamesMatch, surnameMatches } from './search-repository';

/**
 * Conditions of the fields that are not facets: chosen ids and the search. A search needs `users` joined.
 * `codes`: how a search word with a digit matches the record-book number (search.ts). Their text
 * depends only on which fields are given (the values are bound), so it keys a prepared statement.
 */
function personConditions(filter: StudentFilter, codes: CodeMatch, bind: Bind, shape: string[]): SQL[] {
  const where: SQL[] = [];
  // The people who left (issue 33) are out unless an admin asked for them («Показать выбывших»).
  if (filter.include_left) shape.push('with-left');
  else where.push(presentUser(students.userId));
  if (filter.ids?.length) {
    where.push(sql`${students.id} = any(${bind(filter.ids)}::int[])`);
    shape.push('ids');
  }
  const [first, ...rest] = searchWords(filter.search_string);
  if (first && isCode(first)) {
    where.push(codeMatches(students.recordBookCode, first, codes, bind));
    shape.push('code');
  } else if (first) {
    where.push(surnameMatches(first, bind), ...givenNamesMatch(rest, bind));
    shape.push(`name${rest.length}`);
  }
  return where;
}

/**
 * The whole filter over `students` (⋈ `users` for a search). The structure fields (institute, kafedra, course…)
 * arrive already resolved to the groups they allow (`null`: any group), so no query joins the
 * structure tables to filter. `walk`: the statement walks the sort index, and the groups are
 * checked there, never looked up by their own index (`group_id + 0` is the same test without it),
 * whatever the plan PostgreSQL keeps for the statement guesses of their number.
 */
function studentConditions(
  filter: StudentFilter,
  groupIds: number[] | null,
  codes: CodeMatch,
  bind: Bind,
  shape: string[],
  walk = false,
): SQL[] {
  const where = personConditions(filter, codes, bind, shape);
  const bits = walk && groupIds ? groupBits(groupIds) : null;
  if (bits) {
    where.push(
      sql`case when ${students.groupId} < ${bind(bits.length * 8)}::int
        then get_bit(${bind(bits)}::bytea, ${students.groupId}) = 1 else false end`,
    );
    shape.push('group-bits');
  } else if (groupIds) {
    const group = walk ? sql`(${students.groupId} + 0)` : students.groupId;
    where.push(sql`${group} = any(${bind(arrayLiteral(groupIds))}::int[])`);
    shape.push('groups');
  }
  if (filter.is_free !== undefined && filter.is_free !== null) {
    where.push(sql`${students.isFree} = ${bind(filter.is_free)}`);
    shape.push('free');
  }
  return where;
}

/**
 * An array of ids as PostgreSQL's text literal `{1,2,3}`, kept per array: a filter's groups (the
 * same array for every call of a filter, facet-cache.ts) are hundreds of ids for an institute,
 * which the driver would otherwise write out element by element for each page.
 */
const literals = new WeakMap<number[], string>();
function arrayLiteral(ids: number[]): string {
  let literal = literals.get(ids);
  if (literal === undefined) literals.set(ids, (literal = `{${ids.join(',')}}`));
  return literal;
}

/** Group ids up to this have a bitmap (32 KB at most); larger ones are looked up in the array. */
const MAX_BITMAP_GROUP = 262_143;

/**
 * A filter's groups as a bitmap (bit n of byte n / 8, from its low end, as PostgreSQL's get_bit
 * reads it), kept per array. A walk down the name index tests each student it passes against the
 * groups: `= any($1)` of a prepared statement's generic plan compares with every element (an
 * institute's 250 groups: 17 ms for page 50, where a planned constant array is hashed: 1.5 ms);
 * a bit is one lookup (2 ms).
 */
const bitmaps = new WeakMap<number[], Buffer | null>();
function groupBits(ids: number[]): Buffer | null {
  let bits = bitmaps.get(ids);
  if (bits === undefined) {
    const max = Math.max(-1, ...ids);
    bits = max <= MAX_BITMAP_GROUP && ids.every((id) => id >= 0) ? Buffer.alloc((max >> 3) + 1) : null;
    if (bits) for (const id of ids) bits[id >> 3]! |= 1 << (id & 7);
    bitmaps.set(ids, bits);
  }
  return bits;
}

/** Whether a filter searches by name or number: its statements join `users`. */
const searches = (filter: StudentFilter) => !!filter.search_string?.trim();

/** What a directory row or panel shows of a student but their group's structure. */
const personColumns = {
  id: students.id,
  uuid: students.uuid,
  user_id: students.userId,
  surname: users.surname,
  name: users.name,
  patronymic: users.patronymic,
  gender: students.gender,
  is_free: students.isFree,
  is_headman: students.isHeadman,
  email: sql<string | null>`coalesce(${students.email}, ${users.email})`,
  phone: students.phone,
  record_book_code: students.recordBookCode,
  group_id: students.groupId,
  left_at: users.leftAt,
};

/**
 * A student's fields before and after their group's structure in the directory's answer, each as
 * a JSON object written by PostgreSQL (`row_to_json`: compact, escaped as JSON.stringify escapes,
 * the keys in the contract's order), so that a page's rows reach the answer without being parsed,
 * mapped and serialised again. The record book and phone for an admin only.
 */
const personJson = (admin: boolean) => ({
  head: sql<string>`(select row_to_json(h)::text from (select ${students.id} as id, ${students.uuid} as uuid,
    ${students.userId} as user_id, ${users.surname} as surname, ${users.name} as name,
    ${users.patronymic} as patronymic, ${students.gender} as gender) h)`,
  tail: admin
    ? sql<string>`(select row_to_json(t)::text from (select ${students.isFree} as is_free,
        ${students.isHeadman} as is_headman, coalesce(${students.email}, ${users.email}) as email,
        ${students.recordBookCode} as student_record_book_code, ${students.phone} as phone,
        to_char(${users.leftAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as left_at) t)`
    : sql<string>`(select row_to_json(t)::text from (select ${students.isFree} as is_free,
        ${students.isHeadman} as is_headman, coalesce(${students.email}, ${users.email}) as email) t)`,
  group_id: students.groupId,
});

/** A statement's shape: which conditions it has (their values are bound when it runs). */
interface Shape {
  filter: StudentFilter;
  where: SQL[];
}

/** A page's: whether it walks the sort index, and whether an admin reads it (the record book and phone). */
interface PageShape {
  walk: boolean;
  admin: boolean;
}

export function studentsRepository(db: DbOrTx) {
  /** Students of a filter (`users` joined for a search). */
  const matching = <T extends Record<string, SQL.Aliased | SQL | PgColumn>>(fields: T, filter: StudentFilter) => {
    const query = db.select(fields).from(students).$dynamic();
    return searches(filter) ? query.innerJoin(users, eq(users.id, students.userId)) : query;
  };

  /** The students `where` selects with `fields` of them and `total` beside each, in name order. */
  const people = <F extends Record<string, SQL | PgColumn>>(
    fields: F,
    where: SQL,
    total: SQL.Aliased<number | null>,
    start: Pick<Db, 'select'> = db,
  ) =>
    start
      .select({ ...fields, total })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(where)
      .orderBy(asc(students.sortKey), asc(students.id));
  const uncounted = () => sql<number | null>`null::int`.as('total');

  const byIdQuery = people(personColumns, eq(students.id, sql.placeholder('id')), uncounted()).prepare(
    'directory_student',
  );

  /**
   * A page in one statement: its ids in name order (`students.sort_key`), then their rows (their
   * groups' structure is kept in memory, facet-cache.ts). The ids are read from `students` alone:
   * down the (sort_key, id) index, filtered, until the page is full, when the filter leaves many
   * students (`walk`); else the few it leaves are found by their groups and sorted. A search joins
   * `users` for the names it matches, sorts its few matches and counts them. The rows are found by
   * `id = any(array(…))`, which PostgreSQL's plan for any page (the generic plan, made once per
   * connection) takes for a few rows looked up by the key.
   */
  const pages = preparedShapes('directory_page', ({ filter, where, walk, admin }: Shape & PageShape) => {
    const fields = personJson(admin);
    const [limit, offset] = [sql.placeholder('limit'), sql.placeholder('offset')];
    if (!searches(filter)) {
      const ids = matching({ id: students.id }, filter)
        .where(and(...where))
        // `sort_key || ''` is the same order without the index: PostgreSQL then filters first and
        // sorts what is left, instead of walking the index past thousands of others.
        .orderBy(walk ? asc(students.sortKey) : sql`${students.sortKey} || ''`, asc(students.id))
        .limit(limit)
        .offset(offset);
      return people(fields, sql`${students.id} = any(array(${ids}))`, uncounted());
    }
    // A search's matches are found once, then sorted for the page and counted.
    const found = db
      .$with('found')
      .as(
        matching({ id: sql<number>`${students.id}`.as('id'), key: sql`${students.sortKey}`.as('key') }, filter).where(
          and(...where),
        ),
      );
    const ids = db
      .select({ id: found.id })
      .from(found)
      .orderBy(sql`${found.key} || ''`, asc(found.id))
      .limit(limit)
      .offset(offset);
    return people(
      fields,
      sql`${students.id} = any(array(${ids}))`,
      sql<number | null>`(select count(*) from ${found})`.mapWith(Number).as('total'),
      db.with(found),
    );
  });

  const counts = preparedShapes('directory_count', ({ filter, where }: Shape) => {
    const query = db.select({ n: count() }).from(students).$dynamic();
    return (searches(filter) ? query.innerJoin(users, eq(users.id, students.userId)) : query).where(and(...where));
  });

  const perGroup = preparedShapes('directory_per_group', ({ filter, where }: Shape) => {
    const query = db
      .select({ groups: sql<number>`${students.groupId}`, is_free: students.isFree, n: count() })
      .from(students)
      .$dynamic();
    return (searches(filter) ? query.innerJoin(users, eq(users.id, students.userId)) : query)
      .where(and(...where, isNotNull(students.groupId)))
      .groupBy(students.groupId, students.isFree);
  });

  return {
    /**
     * A page of students as JSON (`personJson`) with their groups, and, for a search, the filter's
     * total (null when not counted: not a search, or a search's page past its last one).
     */
    async page(
      filter: StudentFilter,
      codes: CodeMatch,
      groupIds: number[] | null,
      limit: number,
      offset: number,
      walk: boolean,
      admin: boolean,
    ) {
      if (groupIds?.length === 0) return { rows: [], total: 0 };
      const { where, values, key } = shaped((bind, k) => studentConditions(filter, groupIds, codes, bind, k, walk));
      key.push(walk ? 'walk' : 'sort', admin ? 'admin' : 'staff');
      const rows = await pages.execute(key.join(), { filter, where, walk, admin }, { ...values, limit, offset });
      return { rows, total: rows[0]?.total ?? (searches(filter) && offset === 0 ? 0 : null) };
    },

    async byId(id: number) {
      const [row] = await byIdQuery.execute({ id });
      return row;
    },

    async count(filter: StudentFilter, codes: CodeMatch, groupIds: number[] | null): Promise<number> {
      if (groupIds?.length === 0) return 0;
      const { where, values, key } = shaped((bind, k) => studentConditions(filter, groupIds, codes, bind, k));
      const [row] = await counts.execute(key.join(), { filter, where }, values);
      return row?.n ?? 0;
    },

    /**
     * Students of the person conditions (ids, search) counted per group and funding basis; the
     * groups' structure comes from the cached facet table.
     */
    perGroupCounts(
      filter: StudentFilter,
      codes: CodeMatch,
    ): Promise<{ groups: number; is_free: boolean; n: number }[]> {
      const { where, values, key } = shaped((bind, k) => personConditions(filter, codes, bind, k));
      return perGroup.execute(key.join(), { filter, where }, values);
    },
  };
}
export type StudentsRepository = ReturnType<typeof studentsRepository>;
export type StudentRow = NonNullable<Awaited<ReturnType<StudentsRepository['byId']>>>;
