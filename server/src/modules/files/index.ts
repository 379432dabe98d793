import { join } from 'node:path';
import type { Config } from '../../config';
import { fileLinkSecret, fileLinkSigner, type FileLinkSigner } from './links';
import { toFileResult as fileResultOf, type FileRow } from './service';
import { localFileStorage, type FileStorage } from './storage';

/**
 * The files module's interface for the modules that own messages (tickets now, requests later):
 * - `attachFiles(tx, { uuids, userId, kind, id })` in the message's transaction;
 * - `attachedFiles(db, kind, ids)` to read a message's files back;
 * - `filesOf(config).fileLinks(rows)` / `.toFileResult(row)` when answering a reader the module
 *   has authorised: each file gets a fresh signed `src`. The link is the capability.
 */
export { attachFiles, attachedFiles, removeUnattachedFiles, UNATTACHED_LIFETIME_MS, type FileRow } from './service';
export { FILE_LINK_LIFETIME_MS } from './links';
export { localFileStorage, type FileStorage } from './storage';

export interface Files {
  storage: FileStorage;
  signer: FileLinkSigner;
  toFileResult(file: FileRow): ReturnType<typeof fileResultOf>;
  fileLinks(files: readonly FileRow[]): ReturnType<typeof fileResultOf>[];
}

const cache = new Map<string, Files>();

/** The storage and the link signer of a configuration (DATA_DIR/files; the key of config or DATA_DIR). */
export function filesOf(config: Pick<Config, 'dataDir' | 'fileLinkSecret'>): Files {
  const key = `${config.dataDir}\u0000${config.fileLinkSecret ?? ''}`;
  let found = cache.get(key);
  if (!found) {
    const signer = fileLinkSigner(fileLinkSecret(config));
    const toFileResult = (file: FileRow) => fileResultOf(signer, file);
    found = {
      storage: localFileStorage(join(config.dataDir, 'files')),
      signer,
      toFileResult,
      fileLinks: (rows) => rows.map(toFileResult),
    };
    cache.set(key, found);
  }
  return found;
}
