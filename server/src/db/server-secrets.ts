import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { serverSecrets } from './schema';

/** The value kept as `name` in `server_secrets`, or null. */
export async function readServerSecret(db: Db, name: string): Promise<string | null> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row?.value ?? null;
}

/**
 * The value kept as `name`; when there is none, `make()`'s is kept first. Servers starting together
 * agree: each inserts its own only if none is there (`on conflict do nothing`) and reads back the
 * one that won. `make` is not called when a value is kept already.
 */
export async function keepServerSecret(db: Db, name: string, make: () => string | Promise<string>): Promise<string> {
  const kept = await readServerSecret(db, name);
  if (kept !== null) return kept;
  await db
    .insert(serverSecrets)
    .values({ name, value: await make() })
    .onConflictDoNothing();
  return (await readServerSecret(db, name))!;
}

/**
 * Keeps `value` as `name` unless the database has one already (`npm run files -- migrate`):
 * answers whether it was kept now, was there already, or another value is kept (which stays).
 */
export async function adoptServerSecret(db: Db, name: string, value: string): Promise<'moved' | 'same' | 'differs'> {
  const before = await readServerSecret(db, name);
  const kept = await keepServerSecret(db, name, () => value);
  if (kept !== value) return 'differs';
  return before === null ? 'moved' : 'same';
}
