import { join } from 'node:path';
import type { Config } from '../../config';
import { fileLinkSecret, fileLinkSigner, type FileLinkSigner } from './links';
import { toFileResult as fileResultOf, type FileRow } from './service';
import { localFileStorage, type FileStorage } from './storage';

/** The files of a configuration: where their content is kept and how a reader's links are signed. */
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
