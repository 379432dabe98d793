import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@portal/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { courses, eduLevels, groups, notifications, permissions, students, updateReports, users } from '../db/schema';
import { sanitizeRichText } from '../lib/html';
import { verifyPassword } from '../lib/passwords';
import { filesOf } from '../modules/files';
import { bearer, json, testConfig, useTestApp } from '../test/app';
import { freshDatabase } from '../test/database';
import { loadDemoIfEmpty, seedDemo, type SeedOptions, type SeedSummary } from './demo';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-users';
import { emptyAllTables, hasData } from './reset';

// The seed's "now" is the hour this run started in, not a fixed date: the app under test runs its
// jobs on the real clock, and the auto-close job closed the showcase ticket (due five days after a
// fixed date) once that date was more than five days old.
const NOW = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
const small: SeedOptions = { students: 300, employees: 80, seed: 7, now: NOW };

let summary: SeedSummary;
// The demo's attachments go to this DATA_DIR's file storage, which the app serves.
const dataDir = mkdtempSync(join(tmpdir(), 'portal-demo-'));
const ctx = useTestApp({ dataDir }, async ({ database }) => {
  summary = await seedDemo(database.db, {
    ...small,
    files: (await filesOf(testConfig({ dataDir }), database)).storageIn,
  });
});

const login = async (email: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { login: email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, `${email} signs in`).toBe(200);
  return json(res).result.user_info;
};
const keysOf = (info: { accounts: { key: string }[] }) => info.accounts.map((a) => a.key);

describe('the demo university', () => {
  it('has the asked size: institutes, kafedras, about twenty students a group', () => {
    expect(summary).toMatchObject({ institutes: 8, groups: 15, students: 302, employees: 84, notifications: 16 });
    expect(summary.kafedras).toBeGreaterThanOrEqual(55);
    expect(summary.departments).toBeGreaterThanOrEqual(summary.kafedras + 20);
    expect(summary.recipients).toBeGreaterThan(300);
  });

  it('never puts a group on a course beyond its level (a bachelor ends with course 5, a master with 3)', async () => {
    const rows = await ctx.database.db
      .select({ level: eduLevels.name, max: sql<number>`max(${courses.number})` })
      .from(groups)
      .innerJoin(eduLevels, eq(eduLevels.id, groups.eduLevelId))
      .innerJoin(courses, eq(courses.id, groups.courseId))
      .groupBy(eduLevels.name);
    const limits: Record<string, number> = { Бакалавриат: 5, Специалитет: 6, Магистратура: 3, Аспирантура: 4 };
    for (const row of rows) expect(Number(row.max), row.level).toBeLessThanOrEqual(limits[row.level]!);
  });

  it('lets the five demo users sign in with the password demo', async () => {
    for (const email of Object.values(DEMO_LOGINS)) {
      const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      expect(await verifyPassword(user!.passwordHash, DEMO_PASSWORD), email).toBe(true);
      expect(await verifyPassword(user!.passwordHash, 'demo1'), email).toBe(false);
    }
    // Generated people have no password: only the demo sign-ins can be used.
    const [withPassword] = await ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.passwordHash} is not null`);
    expect(withPassword!.n).toBe(5);
  });

  it('gives each demo user the accounts a person expects to switch between', async () => {
    const admin = await login(DEMO_LOGINS.admin);
    expect(admin).toMatchObject({
      surname: 'Смирнова',
      name: 'Елена',
      patronymic: 'Викторовна',
      default_account_key: 'admin',
    });
    expect(keysOf(admin).sort()).toEqual(['admin', 'employee']);

    const employee = await login(DEMO_LOGINS.employee);
    expect(keysOf(employee)).toEqual(['employee']);
    expect(employee.accounts[0].permissions).toEqual([]);
    expect(employee.accounts[0].data).toMatchObject({ timetable: true, timetable_id: expect.any(Number) });
    expect(employee.accounts[0].data.science.orcid).toMatch(/^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/);

    const manager = await login(DEMO_LOGINS.manager);
    expect(keysOf(manager)).toEqual(['employee']);
    expect([...manager.accounts[0].permissions].sort()).toEqual([
      'notification_manager',
      'poll_manager',
      'question_admin',
      'request_admin',
    ]);

    const student = await login(DEMO_LOGINS.student);
    expect(student.default_account_key).toBe('student');
    expect(keysOf(student)).toEqual(['student']);
    expect(student.accounts[0].data.group.name).toMatch(/^[А-Я]+[а-я]*-\d{2}-\d+$/);
    expect(student.accounts[0].data.course).toBeGreaterThanOrEqual(1);

    const multi = await login(DEMO_LOGINS.multi);
    expect(multi.default_account_key).toBe('student');
    expect(keysOf(multi).sort()).toEqual(['employee', 'student']);
  });

  it('gives students unique corporate e-mails and record-book codes, and one headman per group', async () => {
    const db = ctx.database.db;
    const [row] = await db
      .select({
        n: count(),
        emails: sql<number>`count(distinct lower(${users.email}))`,
        codes: sql<number>`count(distinct ${students.recordBookCode})`,
        externals: sql<number>`count(distinct ${students.externalId})`,
        headmen: sql<number>`count(*) filter (where ${students.isHeadman})`,
        groups: sql<number>`count(distinct ${students.groupId})`,
        budget: sql<number>`avg(${students.isFree}::int)`,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId));
    expect(row!.n).toBe(302);
    expect(Number(row!.emails)).toBe(302);
    expect(Number(row!.codes)).toBe(302);
    expect(Number(row!.externals)).toBe(302);
    expect(Number(row!.headmen)).toBe(Number(row!.groups));
    expect(Number(row!.budget)).toBeGreaterThan(0.55);
    expect(Number(row!.budget)).toBeLessThan(0.85);
    const sample = await db
      .select({ email: users.email, code: students.recordBookCode })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .limit(50);
    for (const s of sample) {
      expect(s.email).toMatch(/^[a-z0-9.]+@demo\.local$/);
      expect(s.code).toMatch(/^\d{2}[А-Я]\d{4,}$/);
    }
  });

  it('fills every demo inbox with unread and read notifications', async () => {
    for (const email of Object.values(DEMO_LOGINS)) {
      const token = (await login(email)).api_token;
      const unread = json(await ctx.app.inject({ url: '/api/notifications/my/unread/count', headers: bearer(token) }))
        .result.count;
      const read = json(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/notifications/my',
          headers: bearer(token),
          payload: { is_read: true, page: 1 },
        }),
      );
      expect(unread, `${email} unread`).toBeGreaterThanOrEqual(3);
      expect(read.meta.total, `${email} read`).toBeGreaterThanOrEqual(2);
      expect(read.result.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
    }
  });

  it('stores notification content as sanitised HTML, with a link, formatting and a list', async () => {
    const all = await ctx.database.db.select().from(notifications).orderBy(asc(notifications.id));
    for (const n of all) {
      expect(n.content).toBe(sanitizeRichText(n.content));
      expect(n.shortContent).not.toMatch(/[<>]/);
      // Support's answers go to their ticket's author alone (seed/tickets.ts); the others to an audience.
      if (n.extraData?.ticket_id) continue;
      expect(n.extraData).toMatchObject({
        filter: { type: expect.stringMatching(/^(student|employee)$/), data: expect.any(Object) },
      });
    }
    const rich = all.find(
      (n) =>
        n.content.includes('<a href="https://') &&
        n.content.includes('<strong>') &&
        n.content.includes('<em>') &&
        n.content.includes('<li>'),
    );
    expect(rich).toBeDefined();
    expect(
      all
        .filter((n) => n.status === 'sent')
        .every((n) => n.sentAt && n.sentAt < NOW && n.sentAt > new Date(NOW.getTime() - 31 * 86_400_000)),
    ).toBe(true);
  });

  it('has a few people who left (issue 33), none of them a demo sign-in, out of the audiences', async () => {
    const leavers = (accounts: string) =>
      sql`(select count(*)::int from users u where u.left_at is not null
        and exists (select 1 from ${sql.raw(accounts)} a where a.user_id = u.id))`;
    const demoLogins = sql.param(Object.values(DEMO_LOGINS));
    const [row] = await queryRows<{ students: number; employees: number; demo: number }>(
      ctx.database.db,
      sql`select ${leavers('students')} students, ${leavers('employees')} employees,
        (select count(*)::int from users where left_at is not null and email = any(${demoLogins}::text[])) demo`,
    );
    expect(row!.students).toBeGreaterThan(0);
    expect(row!.employees).toBeGreaterThan(0);
    expect(row!.demo).toBe(0);
  });

  it('sends a notification for all students to every student', async () => {
    const db = ctx.database.db;
    const result = await db.execute(sql`
      select n.name, count(r.user_id)::int as recipients, (select count(distinct s.user_id)::int from students s
        join users u on u.id = s.user_id where u.left_at is null) as students
      from notifications n join notification_recipients r on r.notification_id = n.id
      where n.extra_data->'filter'->>'type' = 'student' and n.extra_data->'filter'->'data'->'institutes' = '[]'::jsonb
        and n.extra_data->'filter'->'data'->'courses' = '[]'::jsonb and n.extra_data->'filter'->'data'->'edu_levels' =
        '[]'::jsonb
        and n.extra_data->'filter'->'data'->'is_free' = 'null'::jsonb
      group by n.id`);
    const rows = (result as unknown as { rows: { recipients: number; students: number }[] }).rows;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) expect(r.recipients).toBe(r.students);
  });

  it('has a ready report of a notification of each author, downloadable from the reports tab as an xlsx', async () => {
    const token = (await login(DEMO_LOGINS.manager)).api_token;
    const list = json(
      await ctx.app.inject({ method: 'POST', url: '/api/notifications', headers: bearer(token), payload: { page: 1 } }),
    ).result as { id: number; created_by: { surname: string } }[];
    const withReports: string[] = [];
    for (const n of list) {
      const reports = json(await ctx.app.inject({ url: `/api/notifications/${n.id}/reports`, headers: bearer(token) }))
        .result as { id: number; status: number }[];
      if (!reports.length) continue;
      expect(reports[0]!.status).toBe(3);
      const file = await ctx.app.inject({
        url: `/api/notifications/${n.id}/reports/${reports[0]!.id}`,
        headers: bearer(token),
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
      withReports.push(n.created_by.surname);
    }
    expect(new Set(withReports).size).toBe(2);
  });

  it(
    'has polls in every state by the admin and the manager: open ones ' +
      'the demo student and employee can take, a closed one with answers',
    async () => {
      const student = (await login(DEMO_LOGINS.student)).api_token;
      const employee = (await login(DEMO_LOGINS.employee)).api_token;
      const manager = (await login(DEMO_LOGINS.manager)).api_token;
      const list = json(await ctx.app.inject({ url: '/api/polls?page=1', headers: bearer(manager) })).result as {
        uuid: string;
        status: string;
        completed: number;
        audience_total: number | null;
        created_by: { surname: string };
      }[];
      expect(new Set(list.map((p) => p.status))).toEqual(new Set(['draft', 'open', 'close']));
      expect(new Set(list.map((p) => p.created_by.surname)).size).toBe(2);
      const closed = list.find((p) => p.status === 'close')!;
      expect(closed.completed).toBeGreaterThan(closed.audience_total! * 0.3);
      for (const [token, count] of [
        [student, 2],
        [employee, 1],
      ] as const) {
        const mine = json(await ctx.app.inject({ url: '/api/my/polls?page=1', headers: bearer(token) })).result as {
          uuid: string;
        }[];
        expect(mine).toHaveLength(count);
        const poll = json(
          await ctx.app.inject({ url: `/api/my/polls/${mine[0]!.uuid}`, headers: bearer(token) }),
        ).result;
        expect(poll).toMatchObject({ status: 'open', answered: false });
      }
      // The worksheets: the first year's offered to the demo student (a first-year), none to the employee.
      const pending = async (token: string) =>
        (
          json(await ctx.app.inject({ url: '/api/my/worksheets', headers: bearer(token) })).result as { name: string }[]
        ).map((w) => w.name);
      expect(await pending(student)).toEqual(['Анкета первокурсника']);
      expect(await pending(employee)).toEqual([]);
      const worksheets = json(await ctx.app.inject({ url: '/api/worksheets?page=1', headers: bearer(manager) }))
        .result as {
        uuid: string;
        status: string;
        respondent_type: string;
        completed: number;
        audience_total: number;
      }[];
      expect(worksheets.map((w) => [w.respondent_type, w.status]).sort()).toEqual([
        ['employee', 'close'],
        ['student', 'open'],
      ]);
      for (const w of worksheets) {
        expect(w.completed).toBeGreaterThan(w.audience_total * 0.4);
        const completion = json(
          await ctx.app.inject({ url: `/api/worksheets/${w.uuid}/completion`, headers: bearer(manager) }),
        ).result;
        expect(completion.level).toBe(w.respondent_type === 'student' ? 'institute' : 'department');
        expect(completion.units.length).toBeGreaterThan(0);
      }
      // Every stored answer keeps the rules: the variants of its question, one for a one-variant question.
      const [bad] = (
        (await ctx.database.db.execute(sql`
      select count(*)::int as n from poll_answers a join poll_questions q on q.id = a.question_id
      where (q.answer_type = 'one_variant' and cardinality(a.variant_ids) > 1)
         or exists (select 1 from unnest(a.variant_ids) v where v not in (select id from poll_variants where
         question_id = q.id))
         or (a.custom_answer is not null and q.answer_type <> 'text' and not q.allow_custom)`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(bad!.n).toBe(0);
    },
  );

  it(
    'has the requests’ departments with their services, each ' +
      'with a responsible; the manager is responsible for some',
    async () => {
      const employee = (await login(DEMO_LOGINS.employee)).api_token;
      const departments = json(await ctx.app.inject({ url: '/api/request/category', headers: bearer(employee) }))
        .result as { id: number; recipient: unknown; recipient_email: string }[];
      expect(departments.length).toBeGreaterThan(5);
      let managers = 0;
      for (const d of departments) {
        expect(d.recipient).not.toBeNull();
        expect(d.recipient_email).toMatch(/@demo\.local$/);
        const services = json(
          await ctx.app.inject({ url: `/api/request/category?parent_id=${d.id}`, headers: bearer(employee) }),
        ).result as { recipient: { surname: string } }[];
        expect(services.length).toBeGreaterThan(1);
        managers += services.filter((s) => s.recipient.surname === 'Морозова').length;
      }
      expect(managers).toBeGreaterThan(0);
    },
  );

  it("records a month of sign-ins: a share of each institute's students, none outside the month", async () => {
    const db = ctx.database.db;
    const rows = (
      (await db.execute(sql`
        select k.institute_id, count(distinct s.id)::int as total, count(distinct e.user_id)::int as active,
               min(e.at) as first, max(e.at) as last
        from students s join groups g on g.id = s.group_id join kafedras k on k.id = g.kafedra_id
        join users u on u.id = s.user_id and u.password_hash is null -- not the demo users other tests sign in
        left join login_events e on e.user_id = s.user_id
        group by 1`)) as unknown as { rows: { total: number; active: number; first: string; last: string }[] }
    ).rows;
    expect(summary.logins).toBeGreaterThan(0);
    const shares = rows.filter((r) => r.total > 10).map((r) => r.active / r.total);
    expect(Math.min(...shares)).toBeGreaterThanOrEqual(0.2);
    expect(Math.max(...shares)).toBeLessThanOrEqual(0.8);
    for (const r of rows.filter((r) => r.active > 0)) {
      expect(new Date(r.first).getTime()).toBeGreaterThanOrEqual(NOW.getTime() - 30 * 86_400_000);
      expect(new Date(r.last).getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  it('shows in «Журнал действий» the demo admin signed in as a student and what was done on their behalf', async () => {
    const token = (await login(DEMO_LOGINS.admin)).api_token;
    const log = json(await ctx.app.inject({ url: '/api/account/admin/audit-log', headers: bearer(token) }))
      .result as AuditEntry[];
    const demo = log.filter((e) => e.ip === '10.20.1.15');
    expect(demo.map((e) => e.action)).toEqual(['impersonated_call', 'impersonated_call', 'impersonate']);
    const student = demo[2]!.target!;
    expect(demo[2]!.actor!.full_name).toBe(demo[0]!.actor!.full_name);
    for (const call of demo.slice(0, 2)) expect(call.on_behalf_of).toEqual(student);
    expect(demo[0]!.details).toMatchObject({ method: 'POST', path: '/api/account/language' });
  });

  it('loads its people through the account data import, which leaves an update report per file', async () => {
    const reports = await ctx.database.db.select().from(updateReports).orderBy(asc(updateReports.id));
    expect(reports.map((r) => [r.name, r.kind, r.status, r.exception, r.created])).toEqual([
      ['Сотрудники (демо-данные)', 'employees', 0, null, 84],
      ['Студенты (демо-данные)', 'students', 0, null, 302],
      ['Расписание (демо-данные)', 'timetable', 0, null, summary.lessons],
    ]);
    expect(reports[0]!.rows).toBeGreaterThan(84);
  });

  it('gives every group with a timetable id and the demo teacher a semester of lessons', async () => {
    expect(summary.lessons).toBeGreaterThan(1000);
    const [bare] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from groups g where g.timetable_id is not null and not exists (select 1 from
          lessons l where l.group_ids @> array[g.timetable_id])`,
    );
    expect(bare!.n).toBe(0);
    const [teacher] = await queryRows<{ days: number; weekdays: number }>(
      ctx.database.db,
      sql`select count(distinct l.day)::int as days, count(distinct extract(isodow from l.day))::int as weekdays
          from lessons l join employees e on l.teacher_ids @> array[e.timetable_id] join users u on u.id = e.user_id
          where u.email = ${DEMO_LOGINS.employee}`,
    );
    expect(teacher!.days).toBeGreaterThan(30);
    expect(teacher!.weekdays).toBeLessThan(7);
  });

  it('loadDemoIfEmpty leaves a database with users alone', async () => {
    const messages: string[] = [];
    const loaded = await loadDemoIfEmpty(ctx.database.db, small, { info: (_obj, msg) => messages.push(msg ?? '') });
    expect(loaded).toBe(false);
    expect(messages.join(' ')).toMatch(/nothing loaded/);
    const [n] = await ctx.database.db.select({ n: count() }).from(users);
    expect(n!.n).toBe(summary.users);
  });
});

const firstStudents = (db: Db) =>
  db
    .select({
      surname: users.surname,
      name: users.name,
      patronymic: users.patronymic,
      email: users.email,
      code: students.recordBookCode,
      group: groups.name,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(groups, eq(groups.id, students.groupId))
    .orderBy(asc(students.id))
    .limit(20);

describe('determinism', () => {
  it('gives the same people for the same seed, and others for another seed', { timeout: 120_000 }, async () => {
    const opts: SeedOptions = { students: 120, employees: 30, seed: 2024, now: NOW };
    const seen = [];
    for (const seed of [opts.seed, opts.seed, opts.seed + 1]) {
      const database = await freshDatabase();
      try {
        await seedDemo(database.db, { ...opts, seed });
        seen.push(await firstStudents(database.db));
      } finally {
        await database.close();
      }
    }
    expect(seen[0]).toHaveLength(20);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]!.map((s) => s.email)).not.toEqual(seen[0]!.map((s) => s.email));
  });
});

describe('loading on an empty database and resetting', () => {
  it('seeds once, then does nothing; a reset empties all but the permissions', { timeout: 120_000 }, async () => {
    const database = await freshDatabase();
    try {
      const db = database.db;
      const logged: object[] = [];
      const log = { info: (obj: object) => void logged.push(obj) };
      const opts: SeedOptions = { students: 60, employees: 20, seed: 1, now: NOW };
      expect(await hasData(db)).toBe(false);
      expect(await loadDemoIfEmpty(db, opts, log)).toBe(true);
      expect(logged.at(-1)).toMatchObject({ students: 62, employees: 24, seconds: expect.any(Number) });
      expect(await loadDemoIfEmpty(db, opts, log)).toBe(false);
      const [once] = await db.select({ n: count() }).from(users);
      expect(once!.n).toBe(62 + 24 - 1); // multi@ has both accounts

      await emptyAllTables(db);
      expect(await hasData(db)).toBe(false);
      const [kept] = await db.select({ n: count() }).from(permissions);
      expect(kept!.n).toBe(4);

      await seedDemo(db, { ...opts, reset: true });
      const [admin] = await db.select().from(users).where(eq(users.email, DEMO_LOGINS.admin));
      expect(admin!.id).toBe(1);
    } finally {
      await database.close();
    }
  });
});

describe('the demo support tickets', () => {
  it('has about one ticket for three students, in every status, with dialogs, newest first on the desk', async () => {
    expect(summary.tickets).toBe(102);
    const admin = (await login(DEMO_LOGINS.admin)).api_token;
    const page = json(await ctx.app.inject({ url: '/api/tickets?page=1', headers: bearer(admin) }));
    expect(page.meta.total).toBe(102);
    for (const status of [1, 2, 3]) {
      expect(
        json(await ctx.app.inject({ url: `/api/tickets?status=${status}`, headers: bearer(admin) })).meta.total,
        `status ${status}`,
      ).toBeGreaterThan(0);
    }
    const subjects = json(await ctx.app.inject({ url: '/api/ticket-subjects', headers: bearer(admin) })).result;
    expect(subjects.length).toBeGreaterThanOrEqual(5);
    const first = json(
      await ctx.app.inject({ url: `/api/tickets/${page.result[0].id}`, headers: bearer(admin) }),
    ).result;
    expect(first.messages.length).toBeGreaterThan(0);
    expect(first.messages[0].author.user_type_id).toBe(1);
  });

  it(
    'shows every state on the desk’s first page: unread, ' + 'each status, tags and a comment, auto-close, a review',
    async () => {
      const admin = (await login(DEMO_LOGINS.admin)).api_token;
      const page = json(await ctx.app.inject({ url: '/api/tickets?page=1', headers: bearer(admin) })).result as {
        id: number;
        is_read: boolean;
        status: { id: number };
      }[];
      expect(page.some((t) => !t.is_read)).toBe(true);
      expect(new Set(page.map((t) => t.status.id))).toEqual(new Set([1, 2, 3]));
      // Read through the list only: opening a ticket would mark it read.
      const details = await Promise.all(
        page.map(
          async (t) => json(await ctx.app.inject({ url: `/api/tickets/${t.id}`, headers: bearer(admin) })).result,
        ),
      );
      expect(details.some((t) => t.tags.length > 0 && t.comment)).toBe(true);
      expect(details.some((t) => t.auto_close_date !== null && t.status.id === 2)).toBe(true);
      expect(details.some((t) => t.review !== null && t.status.id === 3)).toBe(true);
    },
  );

  it(
    'gives the demo student an open ticket support answered ' +
      '(with its notification) and a closed one with a review',
    async () => {
      const token = (await login(DEMO_LOGINS.student)).api_token;
      const mine = json(await ctx.app.inject({ url: '/api/tickets/my', headers: bearer(token) })).result as {
        id: number;
        status: { id: number };
      }[];
      const open = mine.find((t) => t.status.id === 2)!;
      const closed = mine.find((t) => t.status.id === 3)!;
      const dialog = json(await ctx.app.inject({ url: `/api/tickets/${open.id}`, headers: bearer(token) })).result;
      expect(dialog.messages.map((m: { author: { user_type_id: number } }) => m.author.user_type_id)).toEqual([1, 3]);
      expect(
        json(await ctx.app.inject({ url: `/api/tickets/${closed.id}`, headers: bearer(token) })).result.review,
      ).toMatchObject({ rating: 5 });
      const inbox = json(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/notifications/my',
          headers: bearer(token),
          payload: { is_read: false, page: 1 },
        }),
      ).result;
      expect(inbox.map((n: { name: string }) => n.name)).toContain(`Новый ответ в обращении #${open.id}`);
    },
  );

  it(
    'attaches real files: a photo to the demo student’s open ticket, ' +
      'a PDF to support’s answer of the closed one, screenshots elsewhere',
    async () => {
      const token = (await login(DEMO_LOGINS.student)).api_token;
      const mine = json(await ctx.app.inject({ url: '/api/tickets/my', headers: bearer(token) })).result as {
        id: number;
        status: { id: number };
      }[];
      type Message = {
        author: { user_type_id: number };
        files: { src: string; original_name: string; mime_type: string }[];
      };
      const messagesOf = async (id: number) =>
        json(await ctx.app.inject({ url: `/api/tickets/${id}`, headers: bearer(token) })).result.messages as Message[];
      const [question] = await messagesOf(mine.find((t) => t.status.id === 2)!.id);
      expect(question!.files).toMatchObject([{ original_name: 'расписание.png', mime_type: 'image/png' }]);
      const photo = await ctx.app.inject({ url: question!.files[0]!.src });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const answer = (await messagesOf(mine.find((t) => t.status.id === 3)!.id)).find(
        (m) => m.author.user_type_id === 3,
      )!;
      expect(answer.files).toMatchObject([{ original_name: 'справка.pdf', mime_type: 'application/pdf' }]);
      const pdf = await ctx.app.inject({ url: answer.files[0]!.src });
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const [screenshots] = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from files where original_name = 'снимок-экрана.png' and attached_kind =
          'ticket_message'`,
      );
      expect(screenshots!.n).toBeGreaterThan(0);
    },
  );
});
