import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paged, student, type Student, type StudentFacets } from '@portal/contract';
import { queryRows } from '../../db/client';
import { seedDemo } from '../../seed/demo';
import { DEMO_LOGINS } from '../../seed/demo-users';
import { bearer, json, loginToken, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';

/** People and structure written with ё and without, beside the demo university (the Russian search's tests). */
const yo = {
  students: {} as Record<'fyodorovA' | 'fedorovB' | 'fedorovaA', number>,
  employees: {} as Record<'fyodorova' | 'fedorov', number>,
};

const ctx = useTestApp({}, async ({ database }) => {
  await seedDemo(database.db, { students: 400, employees: 80, seed: 7, now: new Date('2026-11-01T09:00:00Z') });
  const f = factories(database.db);
  const group = await f.group('Ёж-21');
  await f.group('Ель-5');
  await database.db.execute(
    sql`update kafedras set name = 'Кафедра лётной эксплуатации' where id = ${group.kafedraId}`,
  );
  const student = async (email: string, surname: string, name: string, patronymic: string) =>
    (await f.student((await f.user(email, { surname, name, patronymic })).id, group.id)).id;
  yo.students.fyodorovA = await student('fyodorov.a@test.local', 'Фёдоров', 'Андрей', 'Семёнович');
  yo.students.fedorovB = await student('fedorov.b@test.local', 'Федоров', 'Борис', 'Петрович');
  yo.students.fedorovaA = await student('fedorova.a@test.local', 'ФЕДОРОВА', 'Алёна', 'Ивановна');
  yo.employees.fyodorova = (
    await f.employee(
      (await f.user('fyodorova@test.local', { surname: 'Фёдорова', name: 'Ольга', patronymic: 'Ивановна' })).id,
    )
  ).id;
  yo.employees.fedorov = (
    await f.employee((await f.user('fedorov@test.local', { surname: 'Федоров', name: 'Пётр', patronymic: null })).id)
  ).id;
  // What JSON escapes: the list's rows are JSON written by PostgreSQL.
  const odd = { surname: 'Щукин "Ш" \\ \t', name: 'Эмиль 😀', patronymic: 'Ло\u0001\nрд' };
  await f.student((await f.user('odd"json@test.local', odd)).id, group.id);
});
let tokens: Record<'admin' | 'employee' | 'manager' | 'student', string> | undefined;
async function as(who: 'admin' | 'employee' | 'manager' | 'student') {
  tokens ??= {
    admin: await loginToken(ctx.app, DEMO_LOGINS.admin),
    employee: await loginToken(ctx.app, DEMO_LOGINS.employee),
    manager: await loginToken(ctx.app, DEMO_LOGINS.manager),
    student: await loginToken(ctx.app, DEMO_LOGINS.student),
  };
  return bearer(tokens[who]);
}
const post = async (who: 'admin' | 'employee' | 'manager' | 'student', url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: await as(who), payload });
const get = async (who: 'admin' | 'employee' | 'manager' | 'student', url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: await as(who) });

/** Students of the lists (the demo's leavers are out of them, issue 33) where `where` holds. */
const count = async (where: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql.raw(`select count(*)::int n from students s join users u on u.id = s.user_id join groups g on g.id =
          s.group_id
        join kafedras k on k.id = g.kafedra_id join profiles p on p.id = g.profile_id
        where u.left_at is null and (${where})`),
    )
  )[0]!.n;

describe('reference lists', () => {
  it('answers {id, name} items; institutes add short_name', async () => {
    const institutes = json(await get('admin', '/api/institutes'));
    expect(institutes.success).toBe(true);
    expect(institutes.result.length).toBeGreaterThan(3);
    expect(Object.keys(institutes.result[0]).sort()).toEqual(['id', 'name', 'short_name']);
    for (const url of [
      '/api/kafedres',
      '/api/specialities',
      '/api/profiles',
      '/api/edu-forms',
      '/api/edu-levels',
      '/api/courses',
      '/api/work-types',
      '/api/employee-departments',
    ]) {
      const list = json(await get('employee', url));
      expect(list.result.length, url).toBeGreaterThan(0);
      expect(Object.keys(list.result[0]).sort(), url).toEqual(['id', 'name']);
    }
  });

  it('searches groups from 2 characters, or gives the chosen ids', async () => {
    const all = json(await get('admin', '/api/groups')).result as { id: number; name: string }[];
    const sample = all[5]!;
    const found = json(await get('admin', `/api/groups?search_string=${encodeURIComponent(sample.name.slice(0, 4))}`))
      .result as { name: string }[];
    expect(found.map((g) => g.name)).toContain(sample.name);
    expect(found.every((g) => g.name.toLowerCase().includes(sample.name.slice(0, 4).toLowerCase()))).toBe(true);
    expect(json(await get('admin', '/api/groups?search_string=%D0%98')).result).toEqual([]);
    const byIds = json(await get('admin', `/api/groups?ids=${all[0]!.id},${all[1]!.id}`)).result;
    expect(byIds.map((g: { id: number }) => g.id).sort()).toEqual([all[0]!.id, all[1]!.id].sort());
    expect((await get('admin', '/api/groups?ids=abc')).statusCode).toBe(422);
  });

  it('picks teaching departments with is_edu_dep', async () => {
    const all = json(await get('admin', '/api/employee-departments')).result.length;
    const edu = json(await get('admin', '/api/employee-departments?is_edu_dep=1')).result.length;
    const other = json(await get('admin', '/api/employee-departments?is_edu_dep=false')).result.length;
    expect(edu).toBeGreaterThan(0);
    expect(other).toBeGreaterThan(0);
    expect(edu + other).toBe(all);
  });
});

describe('students', () => {
  it('pages 20 at a time in surname order with the spec meta', async () => {
    const res = json(await post('admin', '/api/account/admin/students', { page: 2, per_page: 20, filter: {} }));
    expect(res.success).toBe(true);
    expect(res.result).toHaveLength(20);
    expect(res.meta).toEqual({
      total: await count('true'),
      per_page: 20,
      current_page: 2,
      last_page: Math.ceil((await count('true')) / 20),
    });
    const names = (res.result as Student[]).map((s) => s.surname);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    const s = res.result[0] as Student;
    expect(s.group?.institute.name).toBeTruthy();
    expect(s.student_record_book_code).toMatch(/\S/);
    expect('phone' in s).toBe(true);
  });

  it('finds by a part of the surname and by the start of the record-book number, trimmed', async () => {
    const some = (json(await post('admin', '/api/account/admin/students', { filter: {} })).result as Student[])[3]!;
    const part = some.surname.slice(1, 5);
    const bySurname = json(
      await post('admin', '/api/account/admin/students', { filter: { search_string: `  ${part} ` } }),
    );
    expect(bySurname.result.map((s: Student) => s.id)).toContain(some.id);
    expect(bySurname.result.every((s: Student) => s.surname.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    const byBook = json(
      await post('admin', '/api/account/admin/students', { filter: { search_string: some.student_record_book_code } }),
    );
    expect(byBook.result.map((s: Student) => s.id)).toEqual([some.id]);
    const fullName = json(
      await post('admin', '/api/account/admin/students', { search_string: `${some.surname} ${some.name}` }),
    );
    expect(fullName.result.map((s: Student) => s.id)).toContain(some.id);
    const searchFacets = json(
      await post('admin', '/api/account/admin/students/faceted-filter', { filter: { search_string: part } }),
    ).result as StudentFacets;
    expect(searchFacets.total).toBe(bySurname.meta.total);
    expect(searchFacets.groups.reduce((n, g) => n + g.count, 0)).toBe(bySurname.meta.total);
    const none = json(await post('admin', '/api/account/admin/students', { filter: { search_string: 'Щщщщщ%_' } }));
    expect(none.result).toEqual([]);
    expect(none.meta).toMatchObject({ total: 0, last_page: 1 });
  });

  it("writes a page byte for byte as the contract's schema does (its rows are JSON from PostgreSQL)", async () => {
    // A student without a group, for this test only (the others count the students of groups).
    const user = await factories(ctx.database.db).user('nogroup@test.local', { surname: 'Щукина', name: 'Яна' });
    await factories(ctx.database.db).student(user.id, null);
    const schema = paged(student);
    const [inst] = json(await get('admin', '/api/institutes')).result;
    for (const who of ['admin', 'manager'] as const)
      for (const filter of [
        {},
        { institutes: [inst.id] },
        { search_string: 'Щук' },
        { search_string: 'ов', is_free: true },
      ]) {
        const res = await post(who, '/api/account/admin/students', { filter, per_page: 30 });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(JSON.stringify(schema.parse(JSON.parse(res.body))));
      }
    const odd = json(await post('admin', '/api/account/admin/students', { filter: { search_string: 'щук' } }));
    expect(odd.result.map((s: Student) => [s.surname, s.name, s.patronymic, s.group?.id ?? null])).toEqual([
      ['Щукин "Ш" \\ \t', 'Эмиль 😀', 'Ло\u0001\nрд', expect.any(Number)],
      ['Щукина', 'Яна', 'Иванович', null],
    ]);
    expect(odd.result[1]).toMatchObject({ course: null, edu_form: null, speciality: null, profile: null, group: null });
    await ctx.database.db.execute(sql`delete from students where user_id = ${user.id}`);
  });

  it("counts a search's students on any page, and past its last one", async () => {
    // A page of a search counts its matches in the same statement; a page past the end has none to count with.
    const [letters] = await queryRows<{ s: string; n: number }>(
      ctx.database.db,
      sql`select left(u.surname_key, 2) s, count(*)::int n from students st join users u on u.id = st.user_id
          group by 1 having count(*) between 6 and 40 order by 2 desc limit 1`,
    );
    const page = async (n: number) =>
      json(
        await post('admin', '/api/account/admin/students', {
          page: n,
          per_page: 5,
          filter: { search_string: letters!.s },
        }),
      );
    const last = Math.ceil(letters!.n / 5);
    for (const n of [1, 2, last, last + 1, last + 5]) {
      const res = await page(n);
      expect(res.meta).toEqual({ total: letters!.n, per_page: 5, current_page: n, last_page: last });
      expect(res.result).toHaveLength(n < last ? 5 : n === last ? letters!.n - 5 * (last - 1) : 0);
    }
  });

  it('filters by structure and funding basis; the count agrees with the list', async () => {
    const [inst] = json(await get('admin', '/api/institutes')).result;
    const filter = { institutes: [inst.id], is_free: false };
    const list = json(await post('admin', '/api/account/admin/students', { filter, per_page: 100 }));
    const expected = await count(`k.institute_id = ${inst.id} and not s.is_free`);
    expect(list.meta.total).toBe(expected);
    expect((list.result as Student[]).every((s) => s.group?.institute.id === inst.id && !s.is_free)).toBe(true);
    expect(json(await post('manager', '/api/account/admin/students/count', { filter })).result).toEqual({
      count: expected,
    });
    expect(json(await post('admin', '/api/account/admin/students/count', filter)).result).toEqual({ count: expected });
  });

  it("pages a filter in one order, whether a page walks the sort index or sorts the filter's students", async () => {
    // Pages of 5 of a kafedra of about 30 of the 400 students: the first pages walk down the sort
    // index, later ones take the kafedra's students and sort them (service.ts, WALK_RATIO).
    // Together they are the kafedra in name order.
    const [kafedra] = await queryRows<{ id: number; n: number }>(
      ctx.database.db,
      sql`select g.kafedra_id id, count(*)::int n from students s join groups g on g.id = s.group_id group by 1 order
          by abs(count(*) - 30), 1 limit 1`,
    );
    const expected = (
      await queryRows<{ id: number }>(
        ctx.database.db,
        sql`select s.id from students s join groups g on g.id = s.group_id where g.kafedra_id = ${kafedra!.id} order
            by s.sort_key, s.id`,
      )
    ).map((r) => r.id);
    const paged: number[] = [];
    for (let page = 1; page <= Math.ceil(kafedra!.n / 5); page++) {
      const res = json(
        await post('admin', '/api/account/admin/students', { page, per_page: 5, filter: { kafedra: [kafedra!.id] } }),
      );
      paged.push(...(res.result as Student[]).map((s) => s.id));
    }
    expect(paged).toEqual(expected);
  });

  it('faceted filter: each field lists what the other choices leave, with counts', async () => {
    const [inst] = json(await get('admin', '/api/institutes')).result;
    const facets = json(
      await post('admin', '/api/account/admin/students/faceted-filter', { filter: { institutes: [inst.id] } }),
    ).result as StudentFacets;
    // The institute's own list is not narrowed by its own choice.
    expect(facets.institutes.length).toBeGreaterThan(1);
    const kafedras = await queryRows<{ id: number; n: number }>(
      ctx.database.db,
      sql`select g.kafedra_id id, count(*)::int n from students s join groups g on g.id = s.group_id join kafedras k
          on k.id = g.kafedra_id join users u on u.id = s.user_id
          where k.institute_id = ${inst.id} and u.left_at is null group by 1 order by 1`,
    );
    expect(facets.kafedra.map((k) => ({ id: k.id, n: k.count })).sort((a, b) => a.id - b.id)).toEqual(kafedras);
    expect(facets.groups.length).toBeGreaterThan(0);
    expect(facets.total).toBe(await count(`k.institute_id = ${inst.id}`));
    expect(facets.is_free.map((f) => f.name).sort()).toEqual(['Бюджетное', 'Платное']);
    expect(facets.is_free.reduce((a, f) => a + f.count, 0)).toBe(facets.total);

    // Choosing a kafedra narrows the institutes to its own; a chosen value stays even at 0.
    const kaf = facets.kafedra[0]!;
    const narrowed = json(
      await post('admin', '/api/account/admin/students/faceted-filter', { filter: { kafedra: [kaf.id] } }),
    ).result as StudentFacets;
    expect(narrowed.institutes.map((i) => i.id)).toEqual([inst.id]);
    expect(narrowed.total).toBe(kaf.count);
    const other = facets.institutes.find((i) => i.id !== inst.id)!;
    const clash = json(
      await post('admin', '/api/account/admin/students/faceted-filter', {
        filter: { kafedra: [kaf.id], institutes: [other.id] },
      }),
    ).result as StudentFacets;
    expect(clash.total).toBe(0);
    expect(clash.kafedra.find((k) => k.id === kaf.id)).toMatchObject({ count: 0 });
  });

  it('sees a change of the students as soon as it is committed (the directory version is NOTIFYed)', async () => {
    const facets = async () =>
      json(await post('admin', '/api/account/admin/students/faceted-filter', {})).result as StudentFacets;
    const before = await facets();
    const budget = (f: StudentFacets) => f.is_free.find((v) => v.value)!.count;
    await ctx.database.db.execute(
      sql`update students set is_free = true where id = (select min(id) from students where not is_free)`,
    );
    // The new version reaches this instance over its LISTEN connection, a moment after the commit.
    await expect.poll(async () => budget(await facets())).toBe(budget(before) + 1);
    const after = await facets();
    expect(json(await post('admin', '/api/account/admin/students/count', { is_free: true })).result.count).toBe(
      budget(after),
    );
    await ctx.database.db.execute(
      sql`update students set is_free = false where id = (select min(id) from students where is_free)`,
    );
    await expect.poll(async () => budget(await facets())).toBe(budget(before));
  });

  it('shows an admin the phone and record book, an employee neither', async () => {
    const [first] = json(await post('admin', '/api/account/admin/students', {})).result as Student[];
    const admin = json(await get('admin', `/api/account/admin/students/${first!.id}`)).result as Student;
    expect(admin.phone).toMatch(/\d/);
    expect(admin.student_record_book_code).toBeTruthy();
    const staff = json(await get('employee', `/api/account/admin/students/${first!.id}`)).result as Student;
    expect(staff).not.toHaveProperty('phone');
    expect(staff).not.toHaveProperty('student_record_book_code');
    expect(staff.email).toBe(admin.email);
    // 001 §3 Person: the student account's uuid, the same in the list and the detail.
    expect(first!.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(admin.uuid).toBe(first!.uuid);
    const staffList = json(await post('employee', '/api/account/admin/students', {})).result as Student[];
    expect(staffList.every((s) => !('phone' in s) && !('student_record_book_code' in s))).toBe(true);
    const missing = await get('admin', '/api/account/admin/students/999999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ success: false, message: 'Студент не найден' });
  });

  it(
    'finds a student for an employee by the whole record-book number ' +
      'only, so the counts do not reveal it; an admin by its start too',
    async () => {
      const some = (json(await post('admin', '/api/account/admin/students', { filter: {} })).result as Student[])[7]!;
      const book = some.student_record_book_code!;
      expect(book).toMatch(/^\d/);
      const prefixes = [...book].map((_, i) => book.slice(0, i + 1)).slice(0, -1);
      const counted = async (who: 'admin' | 'employee', search_string: string) =>
        json(await post(who, '/api/account/admin/students/count', { ids: [some.id], search_string })).result
          .count as number;
      const listed = async (who: 'admin' | 'employee', search_string: string) => {
        const res = json(await post(who, '/api/account/admin/students', { filter: { ids: [some.id], search_string } }));
        return { ids: (res.result as Student[]).map((s) => s.id), total: res.meta.total as number };
      };
      const faceted = async (who: 'admin' | 'employee', search_string: string) =>
        (
          json(
            await post(who, '/api/account/admin/students/faceted-filter', {
              filter: { ids: [some.id], search_string },
            }),
          ).result as StudentFacets
        ).total;

      // The oracle of the issue: ids=[x] and a start of x's number, one character at a time.
      for (const prefix of prefixes) expect(await counted('employee', prefix), prefix).toBe(0);
      const prefix = prefixes.at(-1)!;
      expect(await listed('employee', prefix)).toEqual({ ids: [], total: 0 });
      expect(await faceted('employee', prefix)).toBe(0);
      for (const whole of [book, book.toLowerCase(), ` ${book} `]) {
        expect(await counted('employee', whole), whole).toBe(1);
        expect(await listed('employee', whole)).toEqual({ ids: [some.id], total: 1 });
        expect(await faceted('employee', whole)).toBe(1);
      }

      expect(await counted('admin', prefix)).toBe(1);
      expect(await counted('admin', prefixes[0]!)).toBe(1);
      expect(await listed('admin', prefix)).toEqual({ ids: [some.id], total: 1 });
      expect(await faceted('admin', prefix)).toBe(1);
      expect(await counted('admin', book)).toBe(1);
      // Both answers in turn, so that neither is served from what the other left behind.
      expect(await faceted('employee', prefix)).toBe(0);
    },
  );

  it('refuses students and bad filters', async () => {
    expect((await post('student', '/api/account/admin/students', {})).statusCode).toBe(403);
    const bad = await post('admin', '/api/account/admin/students', { filter: { institutes: ['x'] } });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).success).toBe(false);
  });
});

describe('Russian search: ё and е are one letter, case does not count', () => {
  const studentSearch = async (who: 'admin' | 'employee', search_string: string) => {
    const list = json(await post(who, '/api/account/admin/students', { per_page: 100, filter: { search_string } }));
    const count = json(await post(who, '/api/account/admin/students/count', { search_string })).result.count as number;
    const facets = json(await post(who, '/api/account/admin/students/faceted-filter', { filter: { search_string } }))
      .result as StudentFacets;
    return {
      ids: (list.result as Student[]).map((s) => s.id),
      total: list.meta.total as number,
      count,
      facets: facets.total,
    };
  };

  it(
    'finds the same students by «Федоров», «фёдоров», ' + '«ФЁДОРОВ» and «фЕдОрОв», for an admin and an employee',
    async () => {
      const expected = await studentSearch('admin', 'Федоров');
      expect(expected.ids).toEqual(expect.arrayContaining(Object.values(yo.students)));
      expect(expected.total).toBe(expected.ids.length);
      expect(expected.count).toBe(expected.total);
      expect(expected.facets).toBe(expected.total);
      // Every student whose surname has федоров or фёдоров in any case, and no one else.
      const inDatabase = await count(`translate(lower(u.surname), 'ё', 'е') like '%федоров%'`);
      expect(expected.total).toBe(inDatabase);
      for (const search of ['фёдоров', 'ФЁДОРОВ', 'фЕдОрОв', '  Фёдоров ']) {
        expect(await studentSearch('admin', search), search).toEqual(expected);
        expect(await studentSearch('employee', search), search).toEqual(expected);
      }
      // Shorter than a trigram (the prefix index) and a part inside the surname.
      expect((await studentSearch('admin', 'фё')).ids).toEqual(expect.arrayContaining(Object.values(yo.students)));
      expect((await studentSearch('admin', 'ЁДОР')).ids).toEqual(expect.arrayContaining(Object.values(yo.students)));
    },
  );

  it('matches the name and patronymic the same way, and sorts ё as е', async () => {
    expect((await studentSearch('admin', 'Федоров Андрей Семенович')).ids).toEqual([yo.students.fyodorovA]);
    expect((await studentSearch('admin', 'фёдорова алена')).ids).toEqual([yo.students.fedorovaA]);
    expect((await studentSearch('admin', 'Федоров Борис Пётрович')).ids).toEqual([yo.students.fedorovB]);
    expect((await studentSearch('admin', 'Фёдоров Андрей Петрович')).ids).toEqual([]);
    // «Фёдоров Андрей» before «Федоров Борис»: the names decide, not the letter ё (which sorts after я by code).
    const { ids } = await studentSearch('admin', 'федоров');
    expect(ids.indexOf(yo.students.fyodorovA)).toBeLessThan(ids.indexOf(yo.students.fedorovB));
  });

  it(
    "keeps each student's sort key with the user's names, " +
      'and moves the directory version only when a name changes',
    async () => {
      const stale = () =>
        count(
          `s.sort_key <> translate(lower(u.surname || ' ' || u.name || coalesce(' ' || u.patronymic, '')), 'ёЁ', 'ее')`,
        );
      const version = async () =>
        (
          await queryRows<{ v: string }>(
            ctx.database.db,
            sql`select version::text v from data_versions where name = 'directory'`,
          )
        )[0]!.v;
      expect(await stale()).toBe(0);
      const before = await version();
      await ctx.database.db.execute(sql`update users set default_account_key = default_account_key`);
      expect(await version()).toBe(before);
      await ctx.database.db.execute(
        sql`update users set surname = 'Федотов' from students s where s.user_id = users.id and s.id =
          ${yo.students.fedorovB}`,
      );
      expect(await stale()).toBe(0);
      expect(await version()).not.toBe(before);
      const { ids } = await studentSearch('admin', 'фёдо');
      expect(ids.indexOf(yo.students.fedorovB)).toBeGreaterThan(ids.indexOf(yo.students.fedorovaA));
      expect(ids.indexOf(yo.students.fyodorovA)).toBeLessThan(ids.indexOf(yo.students.fedorovaA));
      await ctx.database.db.execute(
        sql`update users set surname = 'Федоров' from students s where s.user_id = users.id and s.id =
          ${yo.students.fedorovB}`,
      );
      expect(await stale()).toBe(0);
    },
  );

  it('finds the same employees by «Федоров» and «фёдоров»', async () => {
    const search = async (search_string: string) => {
      const res = json(await post('admin', '/api/account/admin/employees', { search_string }));
      return { ids: (res.result as { id: number }[]).map((e) => e.id), total: res.meta.total as number };
    };
    const expected = await search('Федоров');
    expect(expected.ids).toEqual(expect.arrayContaining(Object.values(yo.employees)));
    for (const s of ['фёдоров', 'ФЁДОРОВ', 'фЕдОрОв']) expect(await search(s), s).toEqual(expected);
    expect((await search('Федорова Ольга')).ids).toEqual([yo.employees.fyodorova]);
    expect((await search('фёдоров петр')).ids).toEqual([yo.employees.fedorov]);
  });

  it('lists employees in the alphabet’s order, ё as е (Ежов before Ёлкин, Ёлкин before Жуков)', async () => {
    const f = factories(ctx.database.db);
    const ids: Record<string, number> = {};
    for (const surname of ['Жуцекв', 'Ёлцекв', 'Ежцекв', 'ёмцекв']) {
      ids[surname] = (
        await f.employee((await f.user(`${surname}@test.local`, { surname, name: 'Анна', patronymic: null })).id)
      ).id;
    }
    const res = json(await post('admin', '/api/account/admin/employees', { search_string: 'цекв' }));
    expect((res.result as { id: number }[]).map((e) => e.id)).toEqual(
      ['Ежцекв', 'Ёлцекв', 'ёмцекв', 'Жуцекв'].map((s) => ids[s]),
    );
  });

  it('finds a person beyond the first 20 of a surname as more letters are typed (issue 29 §9)', async () => {
    const f = factories(ctx.database.db);
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) {
      const name = `Анна${String.fromCharCode(1072 + i)}`;
      ids.push(
        (await f.employee((await f.user(`shir${i}@test.local`, { surname: 'Ширяева', name, patronymic: null })).id)).id,
      );
    }
    const page = async (search_string: string) =>
      json(await post('manager', '/api/account/admin/employees?page=1', { search_string }));
    const all = await page('Ширяева');
    expect(all.meta.total).toBe(24);
    expect((all.result as unknown[]).length).toBe(20);
    const last = ids.at(-1)!;
    expect((all.result as { id: number }[]).map((e) => e.id)).not.toContain(last);
    const typed = await page(`Ширяева Анна${String.fromCharCode(1072 + 23)}`);
    expect((typed.result as { id: number; user_id: number | null }[]).map((e) => [e.id, e.user_id !== null])).toEqual([
      [last, true],
    ]);
  });

  it('gives each row of the list its permissions and works as the single employee has them (§10)', async () => {
    const res = json(await post('admin', '/api/account/admin/employees?page=1', { search_string: 'Морозова' }));
    const rows = res.result as { id: number; permissions: unknown[]; works: unknown[]; posts: unknown[] }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const single = json(await get('admin', `/api/account/admin/employees/${row.id}`)).result;
      expect(row.permissions).toEqual(single.permissions);
      expect(row.works).toEqual(single.works);
      expect(row.posts).toEqual(single.posts);
    }
    const manager = rows.find((r) => r.permissions.length > 0);
    expect(manager?.permissions[0]).toEqual({
      key: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
    });
    expect(rows.some((r) => r.works.length > 0)).toBe(true);
    expect(rows.find((r) => r.works.length > 0)!.works[0]).toEqual({
      department_name: expect.any(String),
      post_name: expect.any(String),
      work_type: expect.any(String),
    });
  });

  it('searches reference lists with е for ё and ё for е', async () => {
    const names = async (url: string) =>
      (json(await get('employee', url)).result as { name: string }[]).map((r) => r.name);
    expect(await names('/api/groups?search_string=%D0%B5%D0%B6')).toContain('Ёж-21'); // «еж»
    expect(await names(`/api/groups?search_string=${encodeURIComponent('ЁЖ-2')}`)).toContain('Ёж-21');
    for (const search of ['летной', 'лётной', 'ЛЕТН']) {
      expect(await names(`/api/kafedres?search_string=${encodeURIComponent(search)}`), search).toEqual([
        'Кафедра лётной эксплуатации',
      ]);
    }
    expect(await names(`/api/groups?search_string=${encodeURIComponent('ёль')}`)).toContain('Ель-5');
  });
});

describe('employees', () => {
  it('pages, searches by surname and by permission', async () => {
    const page = json(await post('admin', '/api/account/admin/employees?page=1', {}));
    expect(page.result).toHaveLength(20);
    expect(Object.keys(page.result[0]).sort()).toEqual([
      'email',
      'id',
      'left_at',
      'name',
      'patronymic',
      'permissions',
      'posts',
      'surname',
      'user_id',
      'uuid',
      'works',
    ]);
    // 001 §3 Person: an employee's positions, each a post and where.
    const withPosts = page.result.find((e: { posts: unknown[] }) => e.posts.length > 0);
    expect(withPosts.posts[0]).toEqual({ post_name: expect.any(String), department_name: expect.any(String) });
    const detail = json(await get('admin', `/api/account/admin/employees/${withPosts.id}`)).result;
    expect(withPosts.posts).toEqual(
      detail.works.map((w: { post_name: string; department_name: string }) => ({
        post_name: w.post_name,
        department_name: w.department_name,
      })),
    );
    const some = page.result[4];
    const found = json(
      await post('manager', '/api/account/admin/employees', { search_string: some.surname.slice(0, 4) }),
    );
    expect(found.result.map((e: { id: number }) => e.id)).toContain(some.id);
    const managers = json(
      await post('admin', '/api/account/admin/employees', { permissions: ['notification_manager'] }),
    );
    expect(managers.result.map((e: { email: string }) => e.email)).toContain(DEMO_LOGINS.manager);
    expect(managers.meta.total).toBeLessThan(page.meta.total);
  });

  it('gives permissions and works in the detail', async () => {
    const [manager] = json(
      await post('admin', '/api/account/admin/employees', { search_string: '', permissions: ['poll_manager'] }),
    ).result;
    const detail = json(await get('admin', `/api/account/admin/employees/${manager.id}`)).result;
    expect(detail.permissions.length).toBeGreaterThan(0);
    expect(Object.keys(detail.permissions[0]).sort()).toEqual(['description', 'key', 'name']);
    expect(detail.works.length).toBeGreaterThan(0);
    expect(Object.keys(detail.works[0]).sort()).toEqual(['department_name', 'post_name', 'work_type']);
  });

  it('counts by the employee filter', async () => {
    const all = json(await post('admin', '/api/account/admin/employees/count', {})).result.count;
    const pps = json(await post('admin', '/api/account/admin/employees/count', { pps: true })).result.count;
    const staff = json(await post('admin', '/api/account/admin/employees/count', { filter: { pps: false } })).result
      .count;
    expect(pps + staff).toBe(all);
    const [dep] = json(await get('admin', '/api/employee-departments?is_edu_dep=true')).result;
    const inDep = json(await post('admin', '/api/account/admin/employees/count', { departments: [dep.id] })).result
      .count;
    expect(inDep).toBeGreaterThan(0);
    expect(inDep).toBeLessThan(all);
  });

  it('is closed to plain employees', async () => {
    expect((await post('employee', '/api/account/admin/employees', {})).statusCode).toBe(403);
  });
});
