import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { RequestKind } from '@portal/contract';
import { employees, requestCategories, users } from '../../db/schema';

/** The values a save writes. */
export interface CategoryValues {
  parentId: number | null;
  name: string;
  description: string | null;
  recipientId: number;
  recipientEmail: string | null;
  order: number;
}

/** Departments and services (002 §3), or a question's departments and topics, with their responsible's name. */
export function requestCategoriesRepository(db: DbOrTx, kind: RequestKind) {
  const select = () =>
    db
      .select({
        id: requestCategories.id,
        name: requestCategories.name,
        parentId: requestCategories.parentId,
        description: requestCategories.description,
        recipientId: requestCategories.recipientId,
        recipientEmail: requestCategories.recipientEmail,
        order: requestCategories.order,
        kind: requestCategories.kind,
        recipientSurname: users.surname,
        recipientName: users.name,
        recipientPatronymic: users.patronymic,
      })
      .from(requestCategories)
      .leftJoin(employees, eq(employees.id, requestCategories.recipientId))
      .leftJoin(users, eq(users.id, employees.userId));

  return {
    /** The departments (no parent), or the services of one, in their order then by name. */
    children: (parentId: number | null) =>
      select()
        .where(
          and(
            eq(requestCategories.kind, kind),
            parentId === null ? isNull(requestCategories.parentId) : eq(requestCategories.parentId, parentId),
          ),
        )
        .orderBy(asc(requestCategories.order), asc(requestCategories.name), asc(requestCategories.id)),

    async byId(id: number) {
      const [row] = await select().where(and(eq(requestCategories.id, id), eq(requestCategories.kind, kind)));
      return row;
    },

    async hasChildren(id: number): Promise<boolean> {
      const [row] = await queryRows<{ yes: boolean }>(
        db,
        sql`select exists (select 1 from ${requestCategories} where ${requestCategories.parentId} = ${id}::int) as yes`,
      );
      return row?.yes ?? false;
    },

    async employeeExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: employees.id }).from(employees).where(eq(employees.id, id));
      return row !== undefined;
    },

    async insert(values: CategoryValues): Promise<number> {
      const [row] = await db
        .insert(requestCategories)
        .values({ ...values, kind })
        .returning({ id: requestCategories.id });
      return row!.id;
    },

    async update(id: number, values: CategoryValues): Promise<boolean> {
      const rows = await db
        .update(requestCategories)
        .set(values)
        .where(and(eq(requestCategories.id, id), eq(requestCategories.kind, kind)))
        .returning({ id: requestCategories.id });
      return rows.length > 0;
    },
  };
}
export type CategoryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof requestCategoriesRepository>['byId']>>>;
