import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AudienceFilterInput } from '@portal/contract';
import { queryRows } from '../../db/client';
import { bearer, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { waitFor } from '../../test/wait';

/**
 * Who a notification's audience (001 §3) is, criterion by criterion: each filter is sent as a
 * notification, and the test reads the count the send answers and the recipients its job writes.
 * The database holds only the people built here, so each answer is the whole audience.
 *
 * The structure, laid out so that the ids each test gives select other people in any other column
 * of the filter (checked for the ids a fresh database gives): a criterion read from the wrong
 * column fails its test.
 *
 *   group  institute  kafedra  speciality  profile  form  level  course
 *   g1     i1         k1       s1          p1       f1    l1     4
 *   g2     i1         k2       s1          p2       f2    l1     1
 *   g3     i2         k3       s2          p3       f2    l2     4
 *   g4     i1         k1       s2          p4       f1    l2     1
 *   g5     i2         k4       s1          p1       f1    l2     2
 *
 * Students: anna g1 budget, boris g2 paid, vera g3 budget, gleb g4 paid, dina g5 budget, egor two
 * accounts (g2 budget, g4 paid), zoya with no group, paid.
 *
 * Employees: ivan teaching (d1, w1); olga (d1, w2); petr teaching (d2, w2) and (d3, w1); rita with no
 * work; semen teaching (d3, w2).
 */
const people: Record<string, number> = {};
const s = { i1: 0, i2: 0, k1: 0, k3: 0, s1: 0, s2: 0, p1: 0, f2: 0, l2: 0, course1: 0, course4: 0 };
const e = { d1: 0, d2: 0, d3: 0, w1: 0, w2: 0 };
let admin: Record<string, string> = {};

const ctx = useTestApp({}, async ({ database }) => {
  const f = factories(database.db);
  const structure = async (groupId: number) =>
    (
      await queryRows<{ institute_id: number; speciality_id: number }>(
        database.db,
        sql`select k.institute_id, p.speciality_id from groups g join kafedras k on k.id = g.kafedra_id
          join profiles p on p.id = g.profile_id where g.id = ${groupId}`,
      )
    )[0]!;
  const g1 = await f.group('А-41', { course: 4 });
  const { institute_id: i1, speciality_id: s1 } = await structure(g1.id);
  const g2 = await f.group('А-11', { instituteId: i1, specialityId: s1, eduLevelId: g1.eduLevelId, course: 1 });
  const g3 = await f.group('Б-41', { eduFormId: g2.eduFormId, course: 4 });
  const { institute_id: i2, speciality_id: s2 } = await structure(g3.id);
  const g4 = await f.group('А-12', {
    kafedraId: g1.kafedraId,
    specialityId: s2,
    eduFormId: g1.eduFormId,
    eduLevelId: g3.eduLevelId,
    course: 1,
  });
  const g5 = await f.group('Б-21', {
    instituteId: i2,
    profileId: g1.profileId,
    eduFormId: g1.eduFormId,
    eduLevelId: g3.eduLevelId,
    course: 2,
  });
  Object.assign(s, {
    i1,
    i2,
    k1: g1.kafedraId,
    k3: g3.kafedraId,
    s1,
    s2,
    p1: g1.profileId,
    f2: g2.eduFormId,
    l2: g3.eduLevelId,
    course1: g2.courseId,
    course4: g1.courseId,
  });

  const person = async (name: string) => (people[name] = (await f.user(`${name}@test.local`, { name })).id);
  for (const [name, group, isFree] of [
    ['anna', g1, true],
    ['boris', g2, false],
    ['vera', g3, true],
    ['gleb', g4, false],
    ['dina', g5, true],
  ] as const)
    await f.student(await person(name), group.id, { isFree });
  await f.student(await person('egor'), g2.id, { isFree: true });
  await f.student(people.egor!, g4.id, { isFree: false });
  await f.student(await person('zoya'), null, { isFree: false });

  const [d1, d2, d3] = [await f.department(), await f.department(), await f.department()];
  const [w1, w2] = [await f.workType(), await f.workType()];
  Object.assign(e, { d1: d1.id, d2: d2.id, d3: d3.id, w1: w1.id, w2: w2.id });
  const work = (department: { id: number }, type: { id: number }) => ({
    departmentId: department.id,
    workTypeId: type.id,
  });
  await f.employee(await person('ivan'), { pps: true, works: [work(d1, w1)] });
  await f.employee(await person('olga'), { pps: false, works: [work(d1, w2)] });
  await f.employee(await person('petr'), { pps: true, works: [work(d2, w2), work(d3, w1)] });
  await f.employee(await person('rita'), { pps: false });
  await f.employee(await person('semen'), { pps: true, works: [work(d3, w2)] });

  // The sender: an admin account, neither a student nor an employee.
  const sender = await f.user('admin@test.local');
  admin = bearer(await f.session(sender.id, { key: 'admin', id: (await f.admin(sender.id)).id }));
});

const post = (url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url, headers: admin, payload });

/** A draft to this audience, sent: the count the send answered and the users its job wrote, in id order. */
async function audience(filter: AudienceFilterInput) {
  const created = await post('/api/notifications/create', {
    name: 'Аудитория',
    content: '<p>Текст</p>',
    extra_data: { filter },
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().result.id as number;
  const sent = await post(`/api/notifications/${id}/send`);
  expect(sent.statusCode, sent.body).toBe(200);
  await waitFor(
    async () =>
      (await ctx.app.inject({ url: `/api/notifications/${id}`, headers: admin })).json().result.status === 'sent',
    { timeout: 15_000, what: `notification ${id} sent` },
  );
  const rows = await queryRows<{ user_id: number }>(
    ctx.database.db,
    sql`select user_id from notification_recipients where notification_id = ${id} order by user_id`,
  );
  return { count: sent.json().result.read.total as number, users: rows.map((r) => r.user_id) };
}

/** The audience of exactly these people: as many as they are, each once. */
const only = (...names: string[]) => ({
  count: names.length,
  users: names.map((name) => people[name]!).sort((a, b) => a - b),
});

const students = (data: Extract<AudienceFilterInput, { type: 'student' }>['data']) =>
  audience({ type: 'student', data });
const employees = (data: Extract<AudienceFilterInput, { type: 'employee' }>['data']) =>
  audience({ type: 'employee', data });

describe('the students an audience selects (001 §3)', () => {
  it('without criteria, or with empty ones, every student, a person with two accounts once, no employee', async () => {
    const everyone = only('anna', 'boris', 'vera', 'gleb', 'dina', 'egor', 'zoya');
    expect(await students({})).toEqual(everyone);
    expect(await students({ institutes: [], kafedra: [], courses: [], is_free: null })).toEqual(everyone);
  });

  it('by institute: the students of its kafedras’ groups', async () => {
    expect(await students({ institutes: [s.i1] })).toEqual(only('anna', 'boris', 'gleb', 'egor'));
    expect(await students({ institutes: [s.i2] })).toEqual(only('vera', 'dina'));
  });

  it('by kafedra, any of those given', async () => {
    expect(await students({ kafedra: [s.k1, s.k3] })).toEqual(only('anna', 'vera', 'gleb', 'egor'));
  });

  it('by speciality: the students of its profiles’ groups', async () => {
    expect(await students({ specialities: [s.s2] })).toEqual(only('vera', 'gleb', 'egor'));
  });

  it('by profile, one shared by groups of two institutes', async () => {
    expect(await students({ profiles: [s.p1] })).toEqual(only('anna', 'dina'));
  });

  it('by course (the course’s id, not its number)', async () => {
    expect(await students({ courses: [s.course4] })).toEqual(only('anna', 'vera'));
    expect(await students({ courses: [s.course1] })).toEqual(only('boris', 'gleb', 'egor'));
  });

  it('by form of education', async () => {
    expect(await students({ edu_forms: [s.f2] })).toEqual(only('boris', 'vera', 'egor'));
  });

  it('by level of education', async () => {
    expect(await students({ edu_levels: [s.l2] })).toEqual(only('vera', 'gleb', 'dina', 'egor'));
  });

  it('by funding: budget or paid, each account by its own (a student with no group too)', async () => {
    expect(await students({ is_free: true })).toEqual(only('anna', 'vera', 'dina', 'egor'));
    expect(await students({ is_free: false })).toEqual(only('boris', 'gleb', 'egor', 'zoya'));
  });

  it('by two criteria: both hold, for one and the same student account', async () => {
    expect(await students({ institutes: [s.i1], is_free: false })).toEqual(only('boris', 'gleb', 'egor'));
    // Egor's account of form f2 is on the budget, his paid one is of another form.
    expect(await students({ edu_forms: [s.f2], is_free: false })).toEqual(only('boris'));
    expect(await students({ kafedra: [s.k1, s.k3], edu_levels: [s.l2] })).toEqual(only('vera', 'gleb', 'egor'));
    expect(await students({ specialities: [s.s1], courses: [s.course1] })).toEqual(only('boris', 'egor'));
    expect(await students({ institutes: [s.i2], profiles: [s.p1] })).toEqual(only('dina'));
  });

  it('selects nobody when the criteria exclude each other, and then it is not sent', async () => {
    const created = await post('/api/notifications/create', {
      name: 'Никому',
      content: '<p>Текст</p>',
      extra_data: { filter: { type: 'student', data: { institutes: [s.i2], edu_forms: [s.f2], is_free: false } } },
    });
    const res = await post(`/api/notifications/${created.json().result.id}/send`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Невозможно отправить уведомление, так как количество пользователей 0.');
  });
});

describe('the employees an audience selects (001 §3)', () => {
  it('without criteria, every employee, one with no work too, no student', async () => {
    const everyone = only('ivan', 'olga', 'petr', 'rita', 'semen');
    expect(await employees({})).toEqual(everyone);
    expect(await employees({ pps: null, departments: [], work_type: [] })).toEqual(everyone);
  });

  it('by category: the teaching staff, or the others', async () => {
    expect(await employees({ pps: true })).toEqual(only('ivan', 'petr', 'semen'));
    expect(await employees({ pps: false })).toEqual(only('olga', 'rita'));
  });

  it('by department: whoever works there, once however many of the departments they work in', async () => {
    expect(await employees({ departments: [e.d1] })).toEqual(only('ivan', 'olga'));
    expect(await employees({ departments: [e.d2, e.d3] })).toEqual(only('petr', 'semen'));
  });

  it('by type of work', async () => {
    expect(await employees({ work_type: [e.w1] })).toEqual(only('ivan', 'petr'));
    expect(await employees({ work_type: [e.w2] })).toEqual(only('olga', 'petr', 'semen'));
  });

  it('by two criteria: both hold', async () => {
    expect(await employees({ pps: true, departments: [e.d1] })).toEqual(only('ivan'));
    expect(await employees({ pps: false, work_type: [e.w2] })).toEqual(only('olga'));
    // Petr's work in d3 is of type w1; Semen's there is of w2.
    expect(await employees({ departments: [e.d3], work_type: [e.w1] })).toEqual(only('petr'));
  });
});
