import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { PermissionKey } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { employeePermissions, employees, requestRecipients, users } from '../../db/schema';

/** A request's performers (a question's managers): who they are, adding and removing them. */
export function recipientsRepository(db: DbOrTx) {
  return {
    /** The performers of some requests, in the order they were added. */
    async recipientsOf(requestIds: number[]) {
      const byRequest = new Map<
        number,
        { id: number; lastname: string; firstname: string; patronymic: string | null }[]
      >();
      if (!requestIds.length) return byRequest;
      const rows = await db
        .select({
          requestId: requestRecipients.requestId,
          id: employees.id,
          lastname: users.surname,
          firstname: users.name,
          patronymic: users.patronymic,
        })
        .from(requestRecipients)
        .innerJoin(employees, eq(employees.id, requestRecipients.employeeId))
        .innerJoin(users, eq(users.id, employees.userId))
        .where(inArray(requestRecipients.requestId, requestIds))
        .orderBy(asc(requestRecipients.addedAt), asc(employees.id));
      for (const { requestId, ...person } of rows)
        byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), person]);
      return byRequest;
    },

    async isPerformer(requestId: number, employeeId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(requestRecipients)
        .where(and(eq(requestRecipients.requestId, requestId), eq(requestRecipients.employeeId, employeeId)));
      return row !== undefined;
    },

    async holds(employeeId: number, permission: PermissionKey): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(employeePermissions)
        .where(and(eq(employeePermissions.employeeId, employeeId), eq(employeePermissions.permissionKey, permission)));
      return row !== undefined;
    },

    async employeeExists(employeeId: number): Promise<boolean> {
      const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId));
      return row !== undefined;
    },

    /** Adds a performer; false when they already are one. */
    async addRecipient(requestId: number, employeeId: number): Promise<boolean> {
      const rows = await db
        .insert(requestRecipients)
        .values({ requestId, employeeId })
        .onConflictDoNothing()
        .returning({ id: requestRecipients.employeeId });
      return rows.length > 0;
    },

    async removeRecipient(requestId: number, employeeId: number) {
      await db
        .delete(requestRecipients)
        .where(and(eq(requestRecipients.requestId, requestId), eq(requestRecipients.employeeId, employeeId)));
    },

    async recipientCount(requestId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(requestRecipients)
        .where(eq(requestRecipients.requestId, requestId));
      return row?.n ?? 0;
    },
  };
}
