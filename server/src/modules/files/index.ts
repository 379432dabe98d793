/**
 * The files module: its routes (`filesModule`: upload, download by signed link), the upload's
 * `sanitizeFileName` (the imports' upload names its file with it), and its interface for the
 * modules that own messages (tickets, requests):
 * - `attachFiles(tx, { uuids, userId, kind, id })` in the message's transaction;
 * - `attachedFiles(db, kind, ids)` to read a message's files back;
 * - `(await filesOf(config, database)).fileLinks(rows)` / `.toFileResult(row)` when answering a
 *   reader the module has authorised: each file gets a fresh signed `src`. The link is the capability.
 */
export { attachFiles, attachedFiles, removeUnattachedFiles, UNATTACHED_LIFETIME_MS, type FileRow } from './service';
export { FILE_LINK_LIFETIME_MS } from './links';
export { databaseFileStorage, localFileStorage, type FileStorage } from './storage';
export { filesOf, type Files } from './files-of';
export { filesModule } from './routes';
export { sanitizeFileName } from './detect';
export { hashesInUse as fileHashesInUse } from './repository';
export { moveLocalFiles, type MovedFiles } from './move';
