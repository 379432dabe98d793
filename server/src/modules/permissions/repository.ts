import { and, eq } from 'drizzle-orm';
import type { PermissionKey } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { employeePermissions, employees } from '../../db/schema';

/** Who holds which permission (the managers of 001). */
export function permissionsRepository(db: DbOrTx) {
  return {
    async employeeByUuid(uuid: string) {
      const [row] = await db
        .select({ id: employees.id, userId: employees.userId })
        .from(employees)
        .where(eq(employees.uuid, uuid));
      return row;
    },

    /** Gives the permission; false when the employee held it already. */
    async grant(employeeId: number, key: PermissionKey): Promise<boolean> {
      const rows = await db
        .insert(employeePermissions)
        .values({ employeeId, permissionKey: key })
        .onConflictDoNothing()
        .returning({ id: employeePermissions.employeeId });
      return rows.length > 0;
    },

    /** Takes the permission away; false when the employee did not hold it. */
    async revoke(employeeId: number, key: PermissionKey): Promise<boolean> {
      const rows = await db
        .delete(employeePermissions)
        .where(and(eq(employeePermissions.employeeId, employeeId), eq(employeePermissions.permissionKey, key)))
        .returning({ id: employeePermissions.employeeId });
      return rows.length > 0;
    },
  };
}
