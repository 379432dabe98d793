import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { DEMO_LOGINS, DEMO_PASSWORD, planDemoPeople } from './demo-users';
import { EmailBook, RecordBooks } from './identifiers';
import { insertPeople } from './insert-people';
import { sendDemoNotifications } from './notifications';
import { EmployeePlanner, planEmployees, planStudents } from './people';
import { Random } from './random';
import { emptyAllTables, hasUsers } from './reset';
import { createStructure } from './structure';

export interface SeedOptions {
  students: number;
  employees: number;
  seed: number;
  /** The moment the data is generated for (admission years, sending dates); now by default. */
  now?: Date;
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
  recipients: number;
  /** Wall-clock seconds of the whole seed and of its steps. */
  seconds: number;
  steps: Record<'structure' | 'planning' | 'people' | 'notifications', number>;
}

export interface SeedLog {
  info: (obj: object, msg?: string) => void;
}

/** About twenty students per group, and a few groups even for a tiny university. */
export const groupCountFor = (students: number) => Math.max(3, Math.round(students / 20));

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
  log.info({ students: opts.students, employees: opts.employees, seed: opts.seed }, 'demo data: loading the demo university');
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
  const root = new Random(opts.seed);

  const uni = await createStructure(db, root.fork('structure'), { groups: groupCountFor(opts.students), now });
  const structure = lap();

  const emails = new EmailBook();
  const books = new RecordBooks(root.fork('record-books'));
  const planner = new EmployeePlanner(root.fork('employees'), uni, emails);
  const demo = planDemoPeople({ passwordHash, groups: uni.groups, planner, emails, books });
  const students = planStudents(root.fork('students'), uni.groups, opts.students, emails, books);
  const employees = planEmployees(planner, opts.employees);
  const planning = lap();

  const inserted = await insertPeople(db, {
    users: [...demo.users, ...students.map((s) => s.user), ...employees.map((e) => e.user)],
    students: [...demo.students, ...students],
    employees: [...demo.employees, ...employees],
    admins: demo.admins,
  });
  const people = lap();

  const sent = await sendDemoNotifications(db, root.fork('notifications'), uni, {
    authorId: inserted.userIds.get(DEMO_LOGINS.admin)!,
    now,
    demoUserIds: demo.users.map((u) => inserted.userIds.get(u.email)!),
  });
  const notifications = lap();

  return {
    institutes: uni.instituteIds.length,
    kafedras: uni.kafedraCount,
    specialities: uni.specialityCount,
    profiles: uni.profileCount,
    groups: uni.groups.length,
    departments: uni.kafedraDepartments.length + uni.officeDepartments.length,
    users: inserted.userIds.size,
    students: inserted.studentIds.size,
    employees: inserted.employeeIds.size,
    works: inserted.works,
    notifications: sent.notifications,
    recipients: sent.recipients,
    seconds: round((performance.now() - started) / 1000),
    steps: { structure, planning, people, notifications },
  };
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;
