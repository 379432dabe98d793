import { asc, eq } from 'drizzle-orm';
import type { AccountKey } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { requestMessages, users } from '../../db/schema';

/** A request's (question's) conversation: its messages, a new one, and its writer's name. */
export function messagesRepository(db: DbOrTx) {
  return {
    messages: (requestId: number) =>
      db
        .select({
          id: requestMessages.id,
          side: requestMessages.side,
          accountKey: requestMessages.authorAccountKey,
          accountId: requestMessages.authorAccountId,
          createdAt: requestMessages.createdAt,
          message: requestMessages.message,
          surname: users.surname,
          name: users.name,
          patronymic: users.patronymic,
        })
        .from(requestMessages)
        .leftJoin(users, eq(users.id, requestMessages.authorUserId))
        .where(eq(requestMessages.requestId, requestId))
        .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id)),

    async insertMessage(values: {
      requestId: number;
      authorUserId: number;
      side: 1 | 3;
      authorAccountKey: AccountKey | null;
      authorAccountId: number | null;
      message: string;
      /** The admin signed in as the author, who wrote it; null: the author in person. */
      impersonatedBy: number | null;
    }) {
      const [row] = await db
        .insert(requestMessages)
        .values(values)
        .returning({ id: requestMessages.id, createdAt: requestMessages.createdAt });
      return row!;
    },

    /** The writer's name, for the message answered back. */
    async userName(userId: number) {
      const [row] = await db
        .select({ surname: users.surname, name: users.name, patronymic: users.patronymic })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? { surname: null, name: null, patronymic: null };
    },
  };
}
