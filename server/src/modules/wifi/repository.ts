import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

export function wifiRepository(db: DbOrTx) {
  return {
    /** A user's corporate e-mail (their sign-in), or null when the user is gone. */
    async emailOf(userId: number): Promise<string | null> {
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return user?.email ?? null;
    },
  };
}
