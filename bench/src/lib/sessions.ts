import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Bearer tokens of `count` users who have notifications, as sign-in would give them (the session
 * rows the server checks), without paying argon2 once per user.
 */
export async function sessionTokens(
  databaseUrl: string,
  count: number,
  who: 'with notifications' | 'students' = 'with notifications',
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: number }>(
      who === 'students'
        ? // Users whose saved account is a student's (a poll of the students answers them).
          `select id as user_id from users where default_account_key = 'student' order by id limit $1`
        : 'select distinct user_id from notification_recipients order by user_id limit $1',
      [count],
    );
    return await insertSessions(
      client,
      rows.map((r) => r.user_id),
    );
  } finally {
    await client.end();
  }
}

/** Bearer tokens of these users (in their order), as sign-in would give them, without paying argon2. */
export async function sessionsFor(databaseUrl: string, userIds: number[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await insertSessions(client, userIds);
  } finally {
    await client.end();
  }
}

async function insertSessions(client: pg.Client, userIds: number[]): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
  await client.query(
    // A session carries its active account: the user's saved default, as sign-in sets it.
    `insert into sessions (user_id, token_hash, expires_at, account_key, account_id)
     select u.id, t.hash, now() + interval '1 day', u.default_account_key, u.default_account_id
     from unnest($1::int[], $2::text[]) as t(user_id, hash) join users u on u.id = t.user_id`,
    [userIds, hashes],
  );
  return tokens;
}

/** A bearer token of the first admin (the directory's screens are an admin's). */
export async function adminToken(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; user_id: number }>(
      'select id, user_id from admins order by id limit 1',
    );
    if (!rows[0]) throw new Error('В базе нет администратора');
    return await newSession(client, rows[0].user_id, 'admin', rows[0].id);
  } finally {
    await client.end();
  }
}

/** A bearer token of an employee account holding `permission` (requests control is a request admin's). */
export async function employeeToken(databaseUrl: string, permission: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; user_id: number }>(
      'select e.id, e.user_id from employees e join employee_permissions p on ' +
        'p.employee_id = e.id where p.permission_key = $1 order by e.id limit 1',
      [permission],
    );
    if (!rows[0]) throw new Error(`В базе нет сотрудника с правом ${permission}`);
    return await newSession(client, rows[0].user_id, 'employee', rows[0].id);
  } finally {
    await client.end();
  }
}

/** A day's session of a user in one of their accounts; answers its bearer token. */
async function newSession(
  client: pg.Client,
  userId: number,
  accountKey: 'admin' | 'employee',
  accountId: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at, account_key, account_id) values ($1, $2, now() + interval
        '1 day', $3, $4)`,
    [userId, createHash('sha256').update(token).digest('hex'), accountKey, accountId],
  );
  return token;
}
