import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employeePermissions, employees, users } from '../../db/schema';
import type { EmployeeGrants } from '../../plugins/auth';
import { isQuestionManager, isRequestManager } from './accounts-repository';

/**
 * What an employee account of the user holds (none when it is not theirs), as the auth plugin
 * asks for every call a permission or a role admits: each a statement prepared once per app.
 */
export function grantsRepository(db: Db): EmployeeGrants {
  const employee = sql.placeholder('employeeId');
  const held = db
    .select({ key: employeePermissions.permissionKey })
    .from(employeePermissions)
    .innerJoin(employees, eq(employees.id, employeePermissions.employeeId))
    .where(and(eq(employees.id, employee), eq(employees.userId, sql.placeholder('userId'))))
    .prepare('auth_permissions');
  // Joined to the user, not filtered by them: a select from one table writes the columns of its
  // fields unqualified, and `employees.id` in the roles' subqueries would name their own tables' ids.
  const worked = db
    .select({ request: isRequestManager, question: isQuestionManager })
    .from(employees)
    .innerJoin(users, and(eq(users.id, employees.userId), eq(users.id, sql.placeholder('userId'))))
    .where(eq(employees.id, employee))
    .prepare('auth_roles');

  return {
    async permissions(userId, employeeId) {
      return (await held.execute({ userId, employeeId })).map((r) => r.key);
    },
    async roles(userId, employeeId) {
      const [row] = await worked.execute({ userId, employeeId });
      return [
        ...(row?.request ? (['request_manager'] as const) : []),
        ...(row?.question ? (['question_manager'] as const) : []),
      ];
    },
  };
}
