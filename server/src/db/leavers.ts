import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Whether the user of `userId` is still at the university (issue 33: `users.left_at` unset), as a
 * condition on a table that holds a user id (students, employees): `not in` the leavers, whom
 * PostgreSQL reads once from the partial index users_left_at_idx and hashes, so that a list or an
 * audience of thousands pays no lookup per row and its own indexes keep their plans.
 */
export const presentUser = (userId: PgColumn | SQL): SQL =>
  sql`${userId} not in (select ${users.id} from ${users} where ${users.leftAt} is not null)`;
