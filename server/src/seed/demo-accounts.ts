import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { admins, employeePermissions, employees, students, users } from '../db/schema';
import type { UniversityPlan } from './plan';

/**
 * What no registrar's file holds, added once the import has loaded the people: the demo
 * sign-ins' password, the admin account, the permissions, the request and question managers,
 * the employees' uuids (the seed's, so that the same seed gives the same ones) and the account
 * each demo user lands in. Answers the demo users' ids by e-mail.
 */
export async function addDemoAccounts(
  db: DbOrTx,
  plan: UniversityPlan,
  passwordHash: string,
): Promise<Map<string, number>> {
  const emails = plan.demo.users.map((u) => u.email);
  const demo = await db
    .update(users)
    .set({ passwordHash })
    .where(sql`${users.email} = any(${sql.param(emails)}::text[])`)
    .returning({ id: users.id, email: users.email });
  const userIds = new Map(demo.map((u) => [u.email, u.id]));
  if (plan.demo.admins.length)
    await db.insert(admins).values(plan.demo.admins.map((u) => ({ userId: userIds.get(u.email)! })));

  const employeeIds = async (externalIds: string[]) =>
    externalIds.length
      ? new Map(
          (
            await db
              .select({ id: employees.id, externalId: employees.externalId })
              .from(employees)
              .where(sql`${employees.externalId} = any(${sql.param(externalIds)}::text[])`)
          ).map((e) => [e.externalId, e.id]),
        )
      : new Map<string, number>();
  const withPermissions = plan.employees.filter((e) => e.permissions.length);
  const permissionIds = await employeeIds(withPermissions.map((e) => e.externalId));
  const granted = withPermissions.flatMap((e) =>
    e.permissions.map((permissionKey) => ({ employeeId: permissionIds.get(e.externalId)!, permissionKey })),
  );
  if (granted.length) await db.insert(employeePermissions).values(granted);
  // A second notification manager (001 §2 «Менеджеры»): the first employee of the teaching office
  // (or of any department, in a small university) without a permission.
  await db.execute(sql`
    insert into ${employeePermissions} (employee_id, permission_key)
    select e.id, 'notification_manager' from ${employees} e
    join employee_works w on w.employee_id = e.id join employee_departments d on d.id = w.department_id
    where not exists (select 1 from ${employeePermissions} p where p.employee_id = e.id)
    order by (d.name = 'Учебно-методическое управление') desc, e.external_id limit 1`);

  await db.execute(sql`
    update ${employees} set uuid = v.uuid::uuid
    from unnest(${sql.param(plan.employees.map((e) => e.externalId))}::text[],
    ${sql.param(plan.employees.map((e) => e.uuid))}::text[]) as v(external_id, uuid)
    where ${employees.externalId} = v.external_id`);
  // Students' uuids from their external id, so that the same seed gives the same university.
  await db.execute(
    sql`update ${students} set uuid = overlay(overlay(md5('student:' || external_id) placing '4' from 13) placing '8'
        from 17)::uuid`,
  );

  // The import gave each new user the account of its file; the admin lands in its admin account.
  await db.execute(sql`
    update ${users} u set default_account_key = v.key, default_account_id = case v.key
        when 'admin' then (select min(a.id) from ${admins} a where a.user_id = u.id)
        when 'employee' then (select min(e.id) from ${employees} e where e.user_id = u.id)
        else (select min(s.id) from ${students} s where s.user_id = u.id) end
    from unnest(${sql.param(plan.demo.users.map((u) => u.email))}::text[],
    ${sql.param(plan.demo.users.map((u) => u.defaultAccount))}::text[]) as v(email, key)
    where u.email = v.email`);
  return userIds;
}
