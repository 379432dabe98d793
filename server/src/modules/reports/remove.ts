import type { DbOrTx } from '../../db/client';
import { fileHashesInUse, type FileStorage } from '../files';
import { reportsRepository, type ReportKindName } from './repository';

/**
 * Deletes an owner's reports inside the caller's transaction (a poll reset to a draft); answers how
 * many went and the files they had, for `removeReportFiles` after the commit.
 */
export async function removeOwnerReports(tx: DbOrTx, kind: ReportKindName, ownerId: number) {
  const removed = await reportsRepository(tx).removeOfOwner(kind, ownerId);
  return { count: removed.length, hashes: [...new Set(removed.flatMap((r) => (r.fileHash ? [r.fileHash] : [])))] };
}

/**
 * Removes from the storage the content of deleted reports that no report and no uploaded file
 * names any more (the same xlsx may have been uploaded as an attachment). A report whose job was
 * still writing when it was deleted leaves its file behind: its row is gone when the job finishes.
 */
export async function removeReportFiles(db: DbOrTx, storage: FileStorage, hashes: string[]) {
  if (!hashes.length) return;
  const [byReports, byFiles] = await Promise.all([
    reportsRepository(db).hashesInUse(hashes),
    fileHashesInUse(db, hashes),
  ]);
  for (const hash of hashes) if (!byReports.has(hash) && !byFiles.has(hash)) await storage.remove(hash);
}
