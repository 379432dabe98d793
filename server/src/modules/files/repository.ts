import { and, count, eq, gt, inArray, isNull, lt, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

export async function insertFile(db: DbOrTx, values: NewFile): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export const fileByUuid = async (db: DbOrTx, uuid: string): Promise<FileRow | null> =>
  (await db.select().from(files).where(eq(files.uuid, uuid)).limit(1))[0] ?? null;

/** Marks `uuids` attached to (kind, id) where `userId` uploaded them and they are unattached. */
export const markAttached = (db: DbOrTx, uuids: string[], userId: number, kind: string, id: number) =>
  db
    .update(files)
    .set({ attachedKind: kind, attachedId: id, attachedAt: new Date() })
    .where(and(inArray(files.uuid, uuids), eq(files.uploadedBy, userId), isNull(files.attachedKind)))
    .returning();

export const filesAttachedTo = (db: DbOrTx, kind: string, ids: number[]) =>
  db
    .select()
    .from(files)
    .where(and(eq(files.attachedKind, kind), inArray(files.attachedId, ids)))
    .orderBy(files.id);

/** How many files `userId` uploaded since `since` that are attached to nothing yet, and their bytes. */
export async function unattachedSince(db: DbOrTx, userId: number, since: Date) {
  const [row] = await db
    .select({ files: count(), bytes: sum(files.size).mapWith(Number) })
    .from(files)
    .where(and(isNull(files.attachedKind), gt(files.createdAt, since), eq(files.uploadedBy, userId)));
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
}

/** Deletes the rows of files attached to nothing created before `cutoff`; answers their hashes. */
export const deleteUnattachedBefore = (db: DbOrTx, cutoff: Date) =>
  db
    .delete(files)
    .where(and(isNull(files.attachedKind), lt(files.createdAt, cutoff)))
    .returning({ sha256: files.sha256 });

/** Which of `hashes` some row still names. */
export async function hashesInUse(db: DbOrTx, hashes: string[]): Promise<Set<string>> {
  const rows = await db.selectDistinct({ sha256: files.sha256 }).from(files).where(inArray(files.sha256, hashes));
  return new Set(rows.map((r) => r.sha256));
}
