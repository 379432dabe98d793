import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../config';
import { pruneUnnamed } from '../../db/chunked-store';
import type { Database, DbOrTx } from '../../db/client';
import { keptPlaceOf, keptSecret } from '../../lib/kept-secret';
import { fileLinkSigner, type FileLinkSigner } from './links';
import { toFileResult as fileResultOf, type FileRow } from './service';
import { databaseFileStorage, localFileStorage, pruneTemporaryFiles, type FileStorage } from './storage';

/** The files of an app: where their content is kept and how a reader's links are signed. */
export interface Files {
  storage: FileStorage;
  /**
   * The storage whose database writes go through `db`, a caller's transaction (the demo's, loaded
   * in one); the folder store has nothing to do with the database.
   */
  storageIn(db: DbOrTx): FileStorage;
  signer: FileLinkSigner;
  /** Where an upload waits while its type is checked: beside the folder store, or the OS's temporary folder. */
  tmpDir: string;
  /** Removes what interrupted writes left an hour ago or earlier (the job `files.cleanup`). */
  pruneLeftovers(now?: number): Promise<void>;
  toFileResult(file: FileRow): ReturnType<typeof fileResultOf>;
  fileLinks(files: readonly FileRow[]): ReturnType<typeof fileResultOf>[];
}

type FilesConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'filesStore' | 'fileLinkSecret'>;

const LEFTOVER_AGE_MS = 60 * 60_000;

async function build(config: FilesConfig, database: Database): Promise<Files> {
  // FILE_LINK_SECRET, or the key kept in the database (DATABASE_URL) or DATA_DIR/secrets.
  const signer = fileLinkSigner(await keptSecret(keptPlaceOf(config, database), 'file-links', config.fileLinkSecret));
  const toFileResult = (file: FileRow) => fileResultOf(signer, file);
  const inDatabase = config.filesStore === 'database';
  const tmpDir = inDatabase ? join(tmpdir(), 'portal-uploads') : join(config.dataDir, 'files', 'tmp');
  const storage = inDatabase ? databaseFileStorage(database.db) : localFileStorage(join(config.dataDir, 'files'));
  return {
    storage,
    storageIn: (db) => (inDatabase ? databaseFileStorage(db) : storage),
    signer,
    tmpDir,
    async pruneLeftovers(now = Date.now()) {
      await pruneTemporaryFiles(tmpDir, now);
      if (inDatabase) await pruneUnnamed(database.db, new Date(now - LEFTOVER_AGE_MS));
    },
    toFileResult,
    fileLinks: (rows) => rows.map(toFileResult),
  };
}

const built = new WeakMap<Database, Map<string, Promise<Files>>>();

/**
 * The files of the app on `database`, made once (every module that serves files awaits the same):
 * the storage FILES_STORE names (by default the database with DATABASE_URL, DATA_DIR/files without)
 * and the link signer.
 */
export function filesOf(config: FilesConfig, database: Database): Promise<Files> {
  const key = JSON.stringify([config.filesStore, config.dataDir, Boolean(config.databaseUrl), config.fileLinkSecret]);
  const ofDatabase = built.get(database) ?? new Map<string, Promise<Files>>();
  built.set(database, ofDatabase);
  let files = ofDatabase.get(key);
  if (!files) {
    files = build(config, database);
    ofDatabase.set(key, files);
  }
  return files;
}
