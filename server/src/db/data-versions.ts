import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { dataVersions, type DataVersionName } from './schema';

/** The channel every bump of a counter is NOTIFYed on, with the new number (migration 0032). */
export const dataVersionChannel = (name: DataVersionName) => `${name}_version`;

/** Reads one counter of `data_versions`: prepared once, planned once per connection. */
export function dataVersionReader(db: DbOrTx, name: DataVersionName): () => Promise<number> {
  const query = db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.name, name))
    .prepare(`data_version_${name}`);
  return async () => (await query.execute())[0]?.version ?? -1;
}

/**
 * Bumps a counter by hand, NOTIFYed as the triggers do (`bump_data_version`): for a change no
 * statement trigger watches, such as a person leaving (`users.left_at`), which moves the
 * directory's lists and counts.
 */
export async function bumpDataVersion(db: DbOrTx, name: DataVersionName): Promise<void> {
  await db.execute(
    sql`with bumped as (update ${dataVersions} set version = version + 1 where name = ${name} returning version)
      select pg_notify(${dataVersionChannel(name)}, version::text) from bumped`,
  );
}
