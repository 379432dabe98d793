import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { asc, eq, sql } from 'drizzle-orm';
import { DEMO_LOGINS } from '../../seed/demo-users';
import {
  admins,
  employeeDepartments,
  employeePermissions,
  employees,
  employeeWorks,
  groups,
  kafedras,
  courses,
  students,
  updateReports,
  users,
} from '../../db/schema';
import { useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { importService } from './service';
import { csv, employee, employeeColumns, student, studentColumns } from './test-files';

const ctx = useTestApp();
const run = (kind: 'students' | 'employees', fileName: string, bytes: Uint8Array) =>
  importService(ctx.database.db).importFile(kind, fileName, bytes);

const lastReport = async () =>
  (await ctx.database.db.select().from(updateReports).orderBy(asc(updateReports.id))).at(-1)!;

/** Everything an import may write, to show that a refused file changed none of it. */
async function snapshot() {
  const db = ctx.database.db;
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    students: await db.select().from(students).orderBy(asc(students.id)),
    employees: await db.select().from(employees).orderBy(asc(employees.id)),
    works: await db.select().from(employeeWorks).orderBy(asc(employeeWorks.id)),
    groups: await db.select().from(groups).orderBy(asc(groups.id)),
    departments: await db.select().from(employeeDepartments).orderBy(asc(employeeDepartments.id)),
  };
}

const studentOf = async (externalId: string) => {
  const [row] = await ctx.database.db
    .select({ student: students, user: users, group: groups.name, course: courses.number, kafedra: kafedras.name })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(groups, eq(groups.id, students.groupId))
    .innerJoin(courses, eq(courses.id, groups.courseId))
    .innerJoin(kafedras, eq(kafedras.id, groups.kafedraId))
    .where(eq(students.externalId, externalId));
  return row;
};

describe('importing students from CSV', () => {
  it('creates the people and the structure they belong to, and reports it', async () => {
    const file = csv(
      [
        student(1, { is_headman: '1' }),
        student(2, {
          gender: 'Ж',
          surname: 'Петрова',
          patronymic: 'Сергеевна',
          is_free: 'нет',
          personal_email: 'petrova@mail.ru',
        }),
        student(3, {
          group: 'ИВТм-25-1',
          edu_level: 'Магистратура',
          course: '1',
          group_timetable_id: '502',
          kafedra: 'Кафедра программной инженерии',
          profile: 'Проектирование программных систем',
          speciality_code: '09.04.01',
        }),
      ],
      { columns: studentColumns, separator: ';', bom: true },
    );
    const outcome = await run('students', '/exports/students.csv', file);
    expect(outcome).toMatchObject({
      ok: true,
      name: 'Студенты (students.csv)',
      counts: { rows: 3, created: 3, updated: 0, unchanged: 0 },
      exception: null,
    });

    const first = await studentOf('st-1');
    expect(first).toMatchObject({
      student: {
        recordBookCode: '24И0001',
        isFree: true,
        isHeadman: true,
        gender: 'male',
        phone: '+7 900 000-00-01',
        email: null,
      },
      user: {
        email: 'student1@uni.test',
        surname: 'Петров',
        name: 'Студент1',
        patronymic: 'Сергеевич',
        passwordHash: null,
        defaultAccountKey: 'student',
      },
      group: 'ИВТ-24-1',
      course: 2,
      kafedra: 'Кафедра вычислительной техники',
    });
    expect(first!.user.defaultAccountId).toBe(first!.student.id);
    expect(await studentOf('st-2')).toMatchObject({
      student: { gender: 'female', isFree: false, email: 'petrova@mail.ru' },
      group: 'ИВТ-24-1',
    });
    expect(await studentOf('st-3')).toMatchObject({
      group: 'ИВТм-25-1',
      course: 1,
      kafedra: 'Кафедра программной инженерии',
    });
    const [group] = await ctx.database.db.select().from(groups).where(eq(groups.name, 'ИВТм-25-1'));
    expect(group!.timetableId).toBe(502);

    expect(await lastReport()).toMatchObject({
      name: 'Студенты (students.csv)',
      kind: 'students',
      status: 0,
      exception: null,
      rows: 3,
      created: 3,
      updated: 0,
    });
  });

  it('updates by external_id on a second run: no duplicates, only the changed are counted', async () => {
    const before = await snapshot();
    const file = csv(
      [
        student(1, { is_headman: '1' }), // unchanged
        student(2, {
          gender: 'female',
          surname: 'Иванова',
          patronymic: 'Сергеевна',
          is_free: '0',
          personal_email: 'petrova@mail.ru',
          group: 'ИВТ-24-2',
          group_timetable_id: '503',
        }),
        student(4),
      ],
      { columns: studentColumns },
    );
    const outcome = await run('students', 'students.csv', file);
    expect(outcome.counts).toMatchObject({ rows: 3, created: 1, updated: 1, unchanged: 1 });

    const after = await snapshot();
    expect(after.students).toHaveLength(before.students.length + 1);
    expect(after.users).toHaveLength(before.users.length + 1);
    const moved = await studentOf('st-2');
    expect(moved).toMatchObject({ group: 'ИВТ-24-2', user: { surname: 'Иванова' } });
    expect(moved!.student.id).toBe(before.students.find((s) => s.externalId === 'st-2')!.id);
    // A student missing from the file stays as they were.
    expect(await studentOf('st-3')).toMatchObject({ group: 'ИВТм-25-1' });
    // The same file again changes nothing.
    expect((await run('students', 'students.csv', file)).counts).toEqual({
      rows: 3,
      created: 0,
      updated: 0,
      unchanged: 3,
      structure: { created: 0, updated: 0, unchanged: expect.any(Number) },
    });
  });

  it('leaves what a file lacks a column for as it was', async () => {
    const columns = studentColumns.filter(
      (c) => !['phone', 'is_headman', 'group_timetable_id', 'personal_email'].includes(c),
    );
    const outcome = await run(
      'students',
      'students.csv',
      csv([student(1, { course: '3', record_book_code: '24И0101' })], { columns }),
    );
    expect(outcome.counts).toMatchObject({ created: 0, updated: 1 });
    expect(await studentOf('st-1')).toMatchObject({
      student: { recordBookCode: '24И0101', isHeadman: true, phone: '+7 900 000-00-01' },
      course: 3,
    });
    const [group] = await ctx.database.db.select().from(groups).where(eq(groups.name, 'ИВТ-24-1'));
    expect(group!.timetableId).toBe(501);
  });
});

describe('a refused file', () => {
  it('changes nothing, and its report names the rows and the reasons', async () => {
    const before = await snapshot();
    const file = csv(
      [student(1, { surname: 'Новая' }), student(5, { group: '' }), student(6), student(7, { gender: 'x' })],
      { columns: studentColumns },
    );
    const outcome = await run('students', 'broken.csv', file);
    expect(outcome.ok).toBe(false);
    expect(outcome.exception).toBe(
      'Строка 3: не указана группа (group)\nСтрока 5: неизвестный пол «x» (gender): нужно male или female (м или ж)',
    );
    expect(await snapshot()).toEqual(before);
    expect(await lastReport()).toMatchObject({
      name: 'Студенты (broken.csv)',
      status: 1,
      exception: outcome.exception,
      created: 0,
      updated: 0,
    });
  });

  it('lists several problems of one row, and counts those beyond twenty', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => student(100 + i, { course: '0', is_free: 'может быть' }));
    const outcome = await run('students', 'many.csv', csv(rows, { columns: studentColumns }));
    const lines = outcome.exception!.split('\n');
    expect(lines[0]).toBe(
      'Строка 2: неверный курс «0» (course): нужно целое число от 1 до 10; ' +
        'неверное значение is_free «может быть»: нужно 1 (бюджет) или 0 (платно)',
    );
    expect(lines).toHaveLength(21);
    expect(lines[20]).toBe('…и ещё 5 ошибок');
  });

  it('checks the header: missing, unknown and repeated columns', async () => {
    const columns = [...studentColumns.filter((c) => c !== 'group' && c !== 'course'), 'grup', 'email'];
    const outcome = await run('students', 'students.csv', csv([student(1, { grup: 'x' })], { columns }));
    expect(outcome.exception).toBe(
      'Строка 1: нет обязательных столбцов course, group\nСтрока 1: ' +
        'неизвестный столбец «grup»\nСтрока 1: столбец «email» повторяется',
    );
    expect((await run('students', 'students.csv', csv([], { columns: studentColumns }))).exception).toBe(
      'В файле нет строк с данными: только заголовок.',
    );
  });

  it('refuses rows of one person or group that disagree, and an e-mail of two people', async () => {
    const outcome = await run(
      'students',
      'students.csv',
      csv(
        [
          student(10),
          student(10, { phone: '+7 900 111-11-11' }),
          student(11, { course: '3' }),
          student(12, { email: 'student10@uni.test', name: 'Другой' }),
        ],
        { columns: studentColumns },
      ),
    );
    expect(outcome.exception!.split('\n')).toEqual([
      'Строка 3: у студента st-10 phone «+7 900 111-11-11», а в строке 2 — «+7 900 000-00-01»',
      'Строка 4: у группы ИВТ-24-1 course «3», а в строке 2 — «2»',
      'Строка 5: e-mail student10@uni.test уже указан в строке 2 у другого человека (Петров Студент10 Сергеевич)',
    ]);
  });

  it('refuses to give a person an e-mail that another user has', async () => {
    const before = await snapshot();
    const outcome = await run(
      'students',
      'students.csv',
      csv([student(1, { email: 'student2@uni.test' })], { columns: studentColumns }),
    );
    expect(outcome.exception).toBe(
      'Строка 2: e-mail student2@uni.test уже принадлежит другому человеку ' +
        '(Иванова Студент2 Сергеевна), а st-1 загружен раньше с другим e-mail',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('reports a database error in Russian, without SQL, and changes nothing', async () => {
    const db = ctx.database.db;
    await db.execute(
      sql`create function refuse_students() returns trigger language plpgsql as $$ begin raise exception
          'no students today' using errcode = 'P0001'; end $$`,
    );
    await db.execute(
      sql`create trigger refuse_students before insert on students for each row execute function refuse_students()`,
    );
    try {
      const before = await snapshot();
      const outcome = await run(
        'students',
        'students.csv',
        csv([student(1), student(30)], { columns: studentColumns }),
      );
      expect(outcome.exception).toBe('Не удалось записать данные: ошибка базы данных (код P0001). Данные не изменены.');
      expect(await snapshot()).toEqual(before);
      expect((await lastReport()).status).toBe(1);
    } finally {
      await db.execute(sql`drop trigger refuse_students on students`);
      await db.execute(sql`drop function refuse_students()`);
    }
  });
});

describe('files that are not what they claim', () => {
  const cases: [string, Uint8Array, string][] = [
    [
      'text named .xlsx',
      Buffer.from('Это просто текст, а не таблица\nвторая строка'),
      'Строка 1: нет обязательных столбцов',
    ],
    [
      'words named .xlsx',
      Buffer.from('Привет мир'),
      'Файл не похож ни на CSV, ни на XLSX: в первой строке нет заголовков столбцов, разделённых «,» или «;».',
    ],
    [
      'garbage bytes',
      Uint8Array.from({ length: 512 }, (_, i) => (i * 7919) % 256),
      'Файл не похож ни на CSV, ни на XLSX: в нём двоичные данные.',
    ],
    [
      'a broken ZIP',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 1)]),
      'Файл не читается как книга Excel (XLSX): он повреждён или это другой архив ZIP.',
    ],
    [
      'an old XLS book',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'Формат XLS (Excel 97–2003) не поддерживается: сохраните файл как XLSX или CSV (UTF-8).',
    ],
    [
      'CSV in Windows-1251',
      Buffer.from([0xf4, 0xe0, 0xec, 0xe8, 0xeb, 0xe8, 0xff, 0x2c, 0xe8, 0xec, 0xff]),
      'Файл не в кодировке UTF-8 (возможно, Windows-1251): сохраните его как CSV в UTF-8 или как XLSX.',
    ],
    ['an empty file', Buffer.alloc(0), 'Файл пуст.'],
  ];
  for (const [what, bytes, message] of cases) {
    it(`refuses ${what} with a clear message and a report`, async () => {
      const before = await snapshot();
      const outcome = await run('students', 'students.xlsx', bytes);
      expect(outcome.ok).toBe(false);
      expect(outcome.exception).toContain(message);
      expect(await snapshot()).toEqual(before);
      expect(await lastReport()).toMatchObject({ name: 'Студенты (students.xlsx)', status: 1 });
    });
  }
});

describe('importing employees from XLSX', () => {
  async function xlsx(
    rows: Record<string, string | number | boolean | { text: string; hyperlink: string }>[],
    columns = employeeColumns,
  ) {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Сотрудники');
    sheet.addRow(columns);
    for (const row of rows) sheet.addRow(columns.map((c) => row[c] ?? null));
    // A name says nothing: the content tells XLSX from CSV.
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  it('creates an employee with several works from typed cells', async () => {
    const file = await xlsx([
      {
        ...employee(1),
        is_pps: true,
        timetable_id: 1001,
        email: { text: 'employee1@uni.test', hyperlink: 'mailto:employee1@uni.test' },
        orcid: '0000-0002-1825-0097',
      },
      {
        ...employee(1),
        is_pps: true,
        timetable_id: 1001,
        email: 'employee1@uni.test',
        orcid: '0000-0002-1825-0097',
        department: 'Кафедра программной инженерии',
        work_type: 'Внутреннее совместительство',
      },
      {
        ...employee(2),
        is_pps: 0,
        timetable_id: '',
        department: 'Бухгалтерия',
        department_is_edu: 0,
        post: 'Бухгалтер',
      },
    ]);
    const outcome = await run('employees', 'staff.data', file);
    expect(outcome).toMatchObject({
      ok: true,
      name: 'Сотрудники (staff.data)',
      counts: { rows: 3, created: 2, updated: 0 },
    });
    const [first] = await ctx.database.db.select().from(employees).where(eq(employees.externalId, 'emp-1'));
    expect(first).toMatchObject({ email: 'employee1@uni.test', isPps: true, timetableId: 1001 });
    expect(first!.science).toEqual({
      science_index_spin: null,
      science_index_author_id: null,
      scopus_id: null,
      researcher_id: null,
      orcid: '0000-0002-1825-0097',
      google_scholar: null,
    });
    const works = await ctx.database.db
      .select({
        department: employeeDepartments.name,
        isEdu: employeeDepartments.isEduDep,
        kafedraId: employeeDepartments.kafedraId,
      })
      .from(employeeWorks)
      .innerJoin(employeeDepartments, eq(employeeDepartments.id, employeeWorks.departmentId))
      .where(eq(employeeWorks.employeeId, first!.id))
      .orderBy(asc(employeeDepartments.name));
    expect(works.map((w) => w.department)).toEqual(['Кафедра вычислительной техники', 'Кафедра программной инженерии']);
    // A teaching department is linked to the kafedra of its name that the students' file created.
    expect(works.every((w) => w.isEdu && w.kafedraId !== null)).toBe(true);
  });

  it("replaces an employee's works with the file's on a second run", async () => {
    const file = await xlsx([
      { ...employee(1), orcid: '0000-0002-1825-0097', post: 'Профессор' },
      {
        ...employee(2),
        is_pps: '0',
        timetable_id: '',
        department: 'Бухгалтерия',
        department_is_edu: '0',
        post: 'Бухгалтер',
      },
    ]);
    expect((await run('employees', 'staff.xlsx', file)).counts).toEqual({
      rows: 2,
      created: 0,
      updated: 1,
      unchanged: 1,
      structure: expect.objectContaining({ updated: 0 }),
    });
    const [first] = await ctx.database.db.select().from(employees).where(eq(employees.externalId, 'emp-1'));
    expect(
      await ctx.database.db.select().from(employeeWorks).where(eq(employeeWorks.employeeId, first!.id)),
    ).toHaveLength(1);
  });
});

describe('one person in both files', () => {
  it('is one user with a student and an employee account', async () => {
    const email = 'both@uni.test';
    await run(
      'students',
      'students.csv',
      csv([student(50, { email: 'Both@Uni.test', surname: 'Орлов', name: 'Олег' })], { columns: studentColumns }),
    );
    await run(
      'employees',
      'employees.csv',
      csv([employee(50, { email, surname: 'Орлов', name: 'Олег', patronymic: 'Сергеевич' })], {
        columns: employeeColumns,
      }),
    );
    const found = await ctx.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(found).toHaveLength(1);
    const [s] = await ctx.database.db.select().from(students).where(eq(students.externalId, 'st-50'));
    const [e] = await ctx.database.db.select().from(employees).where(eq(employees.externalId, 'emp-50'));
    expect(s!.userId).toBe(found[0]!.id);
    expect(e!.userId).toBe(found[0]!.id);
    // The account the user had stays their default.
    expect(found[0]).toMatchObject({ defaultAccountKey: 'student', defaultAccountId: s!.id });
  });

  it('keeps the search and sort keys of the names it writes, also when the other file renames a student', async () => {
    const keys = async () => {
      const [row] = await ctx.database.db
        .select({ sortKey: students.sortKey, surnameKey: users.surnameKey })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(eq(students.externalId, 'st-70'));
      return row;
    };
    const email = 'yolkin@uni.test';
    await run(
      'students',
      'students.csv',
      csv([student(70, { email, surname: 'Ёлкин', name: 'Семён', patronymic: 'Петрович' })], {
        columns: studentColumns,
      }),
    );
    expect(await keys()).toEqual({ sortKey: 'елкин семен петрович', surnameKey: 'елкин' });
    await run(
      'employees',
      'employees.csv',
      csv([employee(70, { email, surname: 'Ёлкин-Лёвин', name: 'Семён', patronymic: '' })], {
        columns: employeeColumns,
      }),
    );
    expect(await keys()).toEqual({ sortKey: 'елкин-левин семен', surnameKey: 'елкин-левин' });
  });

  it('keeps passwords, admin accounts and permissions of an existing user', async () => {
    const f = factories(ctx.database.db);
    const user = await f.user('boss@uni.test', { surname: 'Старая', name: 'Фамилия' });
    await f.admin(user.id);
    const account = await f.employee(user.id, { permissions: ['poll_manager'] });
    await ctx.database.db.update(employees).set({ externalId: 'emp-boss' }).where(eq(employees.id, account.id));
    await run(
      'employees',
      'employees.csv',
      csv([employee(60, { external_id: 'emp-boss', email: 'boss@uni.test', surname: 'Новая' })], {
        columns: employeeColumns,
      }),
    );
    const [after] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ surname: 'Новая', passwordHash: user.passwordHash });
    expect(await ctx.database.db.select().from(admins).where(eq(admins.userId, user.id))).toHaveLength(1);
    expect(
      await ctx.database.db.select().from(employeePermissions).where(eq(employeePermissions.employeeId, account.id)),
    ).toEqual([{ employeeId: account.id, permissionKey: 'poll_manager' }]);
  });
});

describe('the example files of the README', () => {
  it('import as they are: the demo sign-ins get their accounts, multi@ both', async () => {
    const example = (name: string) => readFileSync(join(import.meta.dirname, 'examples', name));
    const staff = await run('employees', 'employees.csv', example('employees.csv'));
    // One employee and one student of the examples have left (their left_at, issue 33).
    expect(staff).toMatchObject({ ok: true, counts: { rows: 19, created: 16, leavers: { left: 1, returned: 0 } } });
    const studying = await run('students', 'students.csv', example('students.csv'));
    expect(studying).toMatchObject({ ok: true, counts: { rows: 42, created: 42, leavers: { left: 1, returned: 0 } } });
    const [multi] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_LOGINS.multi));
    expect(await ctx.database.db.select().from(students).where(eq(students.userId, multi!.id))).toHaveLength(1);
    expect(await ctx.database.db.select().from(employees).where(eq(employees.userId, multi!.id))).toHaveLength(1);
  });
});
