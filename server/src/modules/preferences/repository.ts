import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userPreferences, users } from '../../db/schema';
import { defaultKinds } from './wants-repository';

/** What a person chose (their `user_preferences` row), but the language, which is the user's own (`users`). */
export type ChosenRow = Pick<
  typeof userPreferences.$inferSelect,
  'emailKinds' | 'pushKinds' | 'emailMode' | 'lowVision'
>;

const chosen = {
  emailKinds: userPreferences.emailKinds,
  pushKinds: userPreferences.pushKinds,
  emailMode: userPreferences.emailMode,
  lowVision: userPreferences.lowVision,
};

/** A person's settings: their row exists once they change one; until then the contract's defaults stand. */
export function preferencesRepository(db: DbOrTx) {
  return {
    /** The user's language and their row (null when they never changed a setting); undefined: no such user. */
    async find(userId: number) {
      const [row] = await db
        .select({ language: users.language, userId: userPreferences.userId, ...chosen })
        .from(users)
        .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return undefined;
      const { language, userId: ofRow, emailKinds, pushKinds, emailMode, lowVision } = row;
      const settings: ChosenRow | null =
        ofRow === null ? null : { emailKinds: emailKinds!, pushKinds: pushKinds!, emailMode: emailMode!, lowVision };
      return { language, settings };
    },

    /**
     * The user's row, locked until the transaction ends (two devices changing different settings
     * at once both keep theirs); made from the defaults first when there is none.
     */
    async lockedRow(userId: number): Promise<ChosenRow> {
      await db
        .insert(userPreferences)
        .values({ userId, emailKinds: defaultKinds('email'), pushKinds: defaultKinds('push') })
        .onConflictDoNothing();
      const [row] = await db
        .select(chosen)
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId))
        .for('update');
      return row!;
    },

    async save(userId: number, row: ChosenRow) {
      await db
        .update(userPreferences)
        .set({ ...row, updatedAt: sql`now()` })
        .where(eq(userPreferences.userId, userId));
    },
  };
}
