import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { admins, employeePermissions, employees, employeeWorks, students, users } from '../db/schema';
import { chunks } from './batch';
import type { EmployeePlan, StudentPlan, UserPlan } from './people';

export interface PeopleToInsert {
  /** In the order their ids should follow; a user with two accounts appears once. */
  users: readonly UserPlan[];
  students: readonly StudentPlan[];
  employees: readonly EmployeePlan[];
  /** Users who also get an admin account. */
  admins: readonly UserPlan[];
}

export interface InsertedPeople {
  userIds: Map<string, number>;
  studentIds: Map<string, number>;
  employeeIds: Map<string, number>;
  works: number;
}

/** Users, their student, employee and admin accounts, works and permissions, in multi-row batches. */
export async function insertPeople(db: DbOrTx, people: PeopleToInsert): Promise<InsertedPeople> {
  const userIds = new Map<string, number>();
  for (const part of chunks(people.users)) {
    const rows = await db
      .insert(users)
      .values(
        part.map((u) => ({
          email: u.email,
          passwordHash: u.passwordHash,
          surname: u.person.surname,
          name: u.person.name,
          patronymic: u.person.patronymic,
          defaultAccountKey: u.defaultAccount,
        })),
      )
      .returning({ id: users.id, email: users.email });
    for (const r of rows) userIds.set(r.email, r.id);
  }
  const userId = (u: UserPlan) => {
    const id = userIds.get(u.email);
    if (id === undefined) throw new Error(`user ${u.email} is not in the users list`);
    return id;
  };

  const studentIds = new Map<string, number>();
  for (const part of chunks(people.students)) {
    const rows = await db
      .insert(students)
      .values(
        part.map((s) => ({
          userId: userId(s.user),
          externalId: s.externalId,
          recordBookCode: s.recordBookCode,
          groupId: s.groupId,
          isFree: s.isFree,
          isHeadman: s.isHeadman,
          gender: s.user.person.gender,
          email: s.personalEmail,
          phone: s.phone,
        })),
      )
      .returning({ id: students.id, externalId: students.externalId });
    for (const r of rows) studentIds.set(r.externalId, r.id);
  }

  const employeeIds = new Map<string, number>();
  for (const part of chunks(people.employees)) {
    const rows = await db
      .insert(employees)
      .values(
        part.map((e) => ({
          uuid: e.uuid,
          userId: userId(e.user),
          externalId: e.externalId,
          email: e.email,
          phone: e.phone,
          isPps: e.isPps,
          timetableId: e.timetableId,
          science: e.science,
          isRequestManager: e.isRequestManager,
          isQuestionManager: e.isQuestionManager,
        })),
      )
      .returning({ id: employees.id, externalId: employees.externalId });
    for (const r of rows) employeeIds.set(r.externalId, r.id);
  }

  const works = people.employees.flatMap((e) => e.works.map((w) => ({ employeeId: employeeIds.get(e.externalId)!, ...w })));
  for (const part of chunks(works)) await db.insert(employeeWorks).values(part);

  const permissions = people.employees.flatMap((e) => e.permissions.map((permissionKey) => ({ employeeId: employeeIds.get(e.externalId)!, permissionKey })));
  if (permissions.length) await db.insert(employeePermissions).values(permissions);

  if (people.admins.length) await db.insert(admins).values(people.admins.map((u) => ({ userId: userId(u) })));

  await setDefaultAccountIds(db);
  return { userIds, studentIds, employeeIds, works: works.length };
}

/** Points each new user's default account (its key is already set) at that account's row. */
async function setDefaultAccountIds(db: DbOrTx) {
  await db.execute(sql`
    update ${users} set default_account_id = a.id
    from (
      select user_id, min(id) as id, 'student' as key from ${students} group by user_id
      union all select user_id, min(id), 'employee' from ${employees} group by user_id
      union all select user_id, min(id), 'admin' from ${admins} group by user_id
    ) a
    where a.user_id = ${users.id} and a.key = ${users.defaultAccountKey} and ${users.defaultAccountId} is null`);
}
