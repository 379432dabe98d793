import { sql } from 'drizzle-orm';
import type { ImportKind } from '@portal/contract';
import { queryRows, type Db, type DbOrTx } from '../db/client';
import { hashPassword } from '../lib/passwords';
import type { FileStorage } from '../modules/files/storage';
import type { Table } from '../lib/rows/validate-rows';
import { importValid, reportName, saveReport, validateTable } from '../modules/imports/service';
import { seedDemoAudit } from './audit';
import { addDemoAccounts } from './demo-accounts';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-users';
import { recordDemoLogins } from './logins';
import { sendDemoNotifications } from './notifications';
import { seedDemoPolls } from './polls';
import { seedDemoQuestionCategories, seedDemoRequestCategories, seedDemoRequests } from './requests';
import { employeesTable, studentsTable } from './people-rows';
import { planUniversity } from './plan';
import { Random } from './random';
import { emptyAllTables, hasUsers } from './reset';
import { createStructure } from './structure';
import { seedDemoSessions } from './sessions';
import { seedDemoTickets } from './tickets';
import { demoTimetableOf } from './timetable';
import { demoTimetableRules } from '../lib/academic-calendar';

export interface SeedOptions {
  students: number;
  employees: number;
  seed: number;
  /** The moment the data is generated for (admission years, sending dates); now by default. */
  now?: Date;
  /**
   * The storage of the demo tickets' attachments and its notifications' reports, over the demo's
   * transaction (`Files.storageIn`: a database store writes in it, which PGlite's one connection
   * needs, and a demo rolled back leaves no content there); absent: there are none.
   */
  files?: (db: DbOrTx) => FileStorage;
  /** The time zone the demo reports show times in (TIMEZONE); Moscow by default. */
  timeZone?: string;
  /** Empty every data table first, in the same transaction (the CLI's --reset). */
  reset?: boolean;
}

export interface SeedSummary {
  institutes: number;
  kafedras: number;
  specialities: number;
  profiles: number;
  groups: number;
  departments: number;
  users: number;
  students: number;
  employees: number;
  works: number;
  notifications: number;
  polls: number;
  /** Departments and services of the requests. */
  requestCategories: number;
  recipients: number;
  /** Sign-ins of the past month, for the login statistics. */
  logins: number;
  /** Support tickets (a third of the number of students). */
  tickets: number;
  /** Requests to the service departments (2.5 an employee) and students' questions (one for ten students). */
  requests: number;
  /** Lessons of the semester's timetable. */
  lessons: number;
  /** Wall-clock seconds of the whole seed and of its steps. */
  seconds: number;
  steps: Record<'structure' | 'planning' | 'people' | 'timetable' | 'notifications' | 'tickets', number>;
}

export interface SeedLog {
  info: (obj: object, msg?: string) => void;
}

/**
 * Generates the demo university, deterministic from `opts.seed`, in one transaction: either all
 * of it is there or none.
 */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction((tx) => seedInto(tx, opts, passwordHash));
}

/** An arbitrary key for the advisory lock that keeps two starting servers from both seeding. */
const SEED_LOCK = 7_262_011;

/** Seeds when the database has no users (the server's first start); returns whether it did. */
export async function loadDemoIfEmpty(db: Db, opts: SeedOptions, log: SeedLog): Promise<boolean> {
  if (await hasUsers(db)) {
    log.info({}, 'demo data: the database already has users, nothing loaded');
    return false;
  }
  log.info(
    { students: opts.students, employees: opts.employees, seed: opts.seed },
    'demo data: loading the demo university',
  );
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Another process may have seeded while this one waited for the lock.
    if (await hasUsers(tx)) return null;
    return seedInto(tx, opts, passwordHash);
  });
  if (!summary) {
    log.info({}, 'demo data: loaded by another process meanwhile');
    return false;
  }
  log.info({ ...summary, logins: Object.values(DEMO_LOGINS) }, `demo data: loaded in ${summary.seconds} s`);
  return true;
}

/** The source the demo's update reports name. */
const DEMO_SOURCE = 'демо-данные';

/** Loads generated rows through the account data import, as a registrar's file would come, with its update report. */
async function importDemo(db: DbOrTx, kind: ImportKind, table: Table, now?: Date) {
  const counts = await importValid(db, validateTable(kind, table), {
    rules: demoTimetableRules,
    timeZone: 'Europe/Moscow',
    publicUrl: 'http://localhost:3000',
    now,
  });
  await saveReport(db, kind, reportName(kind, DEMO_SOURCE), counts, null);
  return counts;
}

async function seedInto(db: DbOrTx, opts: SeedOptions, passwordHash: string): Promise<SeedSummary> {
  const started = performance.now();
  let mark = started;
  const lap = () => {
    const t = performance.now();
    const seconds = round((t - mark) / 1000);
    mark = t;
    return seconds;
  };
  if (opts.reset) await emptyAllTables(db);
  const now = opts.now ?? new Date();
  const plan = planUniversity({ ...opts, now });
  const planning = lap();

  const uni = await createStructure(db, plan.structure);
  const structure = lap();

  // Employees first: the demo admin, the first of them, gets user id 1.
  await importDemo(db, 'employees', employeesTable(plan.employees, plan.structure));
  await importDemo(db, 'students', studentsTable(plan.students));
  const demoUserIds = await addDemoAccounts(db, plan, passwordHash);
  const people = lap();

  const lessons = await importDemo(db, 'timetable', demoTimetableOf(plan, opts.seed, now), now);
  const timetable = lap();

  const sent = await sendDemoNotifications(db, new Random(opts.seed).fork('notifications'), uni, {
    authorIds: [demoUserIds.get(DEMO_LOGINS.admin)!, demoUserIds.get(DEMO_LOGINS.manager)!],
    now,
    demoUserIds: plan.demo.users.map((u) => demoUserIds.get(u.email)!),
    reports: opts.files && {
      storage: opts.files(db),
      timeZone: opts.timeZone ?? 'Europe/Moscow',
    },
  });
  const pollCount = await seedDemoPolls(db, new Random(opts.seed).fork('polls'), {
    authorIds: [demoUserIds.get(DEMO_LOGINS.admin)!, demoUserIds.get(DEMO_LOGINS.manager)!],
    now,
    // The demo users find the open polls still to take.
    keepUnanswered: plan.demo.users.map((u) => demoUserIds.get(u.email)!),
  });
  const managerUserId = demoUserIds.get(DEMO_LOGINS.manager)!;
  const requestCategoryCount =
    (await seedDemoRequestCategories(db, { managerUserId })) +
    (await seedDemoQuestionCategories(db, {
      managerUserId,
      answering: plan.employees.filter((e) => e.isQuestionManager).map((e) => e.externalId),
    }));
  const logins = await recordDemoLogins(db, { seed: opts.seed, now });
  await seedDemoAudit(db, { now, adminUserId: demoUserIds.get(DEMO_LOGINS.admin)! });
  await seedDemoSessions(db, { now, userId: demoUserIds.get(DEMO_LOGINS.student)! });
  const notifications = lap();

  const ticketCount = await seedDemoTickets(db, new Random(opts.seed).fork('tickets'), {
    now,
    studentCount: opts.students,
    adminUserId: demoUserIds.get(DEMO_LOGINS.admin)!,
    demoStudentUserId: demoUserIds.get(DEMO_LOGINS.student),
    files: opts.files?.(db),
  });
  // Requests: 2.5 an employee; students' questions: one for ten students.
  const requestCount =
    (await seedDemoRequests(db, new Random(opts.seed).fork('requests'), {
      now,
      kind: 'request',
      count: Math.round(opts.employees * 2.5),
      demoUserId: demoUserIds.get(DEMO_LOGINS.employee),
    })) +
    (await seedDemoRequests(db, new Random(opts.seed).fork('questions'), {
      now,
      kind: 'question',
      count: Math.round(opts.students / 10),
      demoUserId: demoUserIds.get(DEMO_LOGINS.student),
    }));
  const ticketsStep = lap();

  return {
    ...(await countRows(db)),
    notifications: sent.notifications,
    polls: pollCount,
    requestCategories: requestCategoryCount,
    recipients: sent.recipients,
    logins,
    tickets: ticketCount,
    requests: requestCount,
    lessons: lessons.created,
    seconds: round((performance.now() - started) / 1000),
    steps: { structure, planning, people, timetable, notifications, tickets: ticketsStep },
  };
}

/** What the database holds after seeding, for the summary. */
async function countRows(db: DbOrTx) {
  const count = (table: string) => sql`(select count(*)::int from ${sql.identifier(table)})`;
  const [row] = await queryRows<
    Omit<
      SeedSummary,
      | 'notifications'
      | 'polls'
      | 'requestCategories'
      | 'recipients'
      | 'logins'
      | 'tickets'
      | 'requests'
      | 'lessons'
      | 'seconds'
      | 'steps'
    >
  >(
    db,
    sql`select
    ${count('institutes')} as institutes, ${count('kafedras')} as kafedras, ${count('specialities')} as specialities,
    ${count('profiles')} as profiles, ${count('groups')} as groups, ${count('employee_departments')} as departments,
    ${count('users')} as users, ${count('students')} as students, ${count('employees')} as employees,
    ${count('employee_works')} as works`,
  );
  return row!;
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;
