import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_CHANNELS, MESSAGE_KINDS, type MessageKind } from '@portal/contract';
import { userPreferences, users } from '../../db/schema';

export type Channel = 'email' | 'push';

/** The kinds a person who never chose gets by `channel`. */
export const defaultKinds = (channel: Channel): MessageKind[] =>
  MESSAGE_KINDS.filter((kind) => DEFAULT_CHANNELS[kind][channel]);

/**
 * SQL: whether the user of `userId` (a column or a value) wants messages of `kind` (a column or a
 * value) by `channel`: their `user_preferences` row, or the defaults when they have none; a person
 * who left the university wants nothing (a letter queued before they left is not sent). For the
 * planners of the e-mail copies and of push, which join it to a notification's recipients.
 */
export function wantsSql(channel: Channel, userId: SQL, kind: SQL): SQL {
  const column = channel === 'email' ? userPreferences.emailKinds : userPreferences.pushKinds;
  return sql`${kind} = any(coalesce(
    (select ${column} from ${userPreferences} where ${userPreferences.userId} = ${userId}),
    ${sql.param(defaultKinds(channel))}::text[]))
    and (select ${users.leftAt} from ${users} where ${users.id} = ${userId}) is null`;
}
