import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import {
  MAX_FILE_BYTES,
  acceptedFileTypes,
  isImageType,
  type AcceptedFileType,
  type FileResult,
} from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import { t } from '../../i18n';
import { HttpError, unprocessable } from '../../lib/http-error';
import { detectFileType, nameOfType, sanitizeFileName } from './detect';
import {
  deleteUnattachedBefore,
  filesAttachedTo,
  hashesInUse,
  insertFile,
  unattachedSince,
  markAttached,
  type FileRow,
} from './repository';
import type { FileLinkSigner } from './links';
import type { FileStorage } from './storage';

export type { FileRow } from './repository';
export { fileByUuid } from './repository';

/** How long a file attached to nothing is kept (its uploader may still be writing the message). */
export const UNATTACHED_LIFETIME_MS = 24 * 60 * 60_000;

const tooLarge = () => new HttpError(413, t('messages:tooLarge'));

/** Whether an error came from reading the request (the client's fault), not from the disk. */
function isUploadError(err: unknown): boolean {
  const e = err as { code?: unknown; syscall?: unknown; statusCode?: unknown };
  if (typeof e?.syscall === 'string') return false;
  return typeof e?.statusCode !== 'number' || e.statusCode < 500;
}

/** What one person may have uploaded within a day and not yet attached to anything (issue 30 §4). */
export const UPLOAD_QUOTA = { files: 100, bytes: 200 * 1024 * 1024 };
const DAY_MS = 86_400_000;

/**
 * Refuses an upload (429) when the person's files of the last day that are attached to nothing reach the quota: the
 * portal is no free file store. What was sent with a ticket or a message does not count.
 */
async function checkUploadQuota(db: Db, userId: number) {
  const used = await unattachedSince(db, userId, new Date(Date.now() - DAY_MS));
  if (used.files >= UPLOAD_QUOTA.files || used.bytes >= UPLOAD_QUOTA.bytes) {
    throw new HttpError(429, t('files:quota'), undefined, undefined, { 'retry-after': '3600' });
  }
}

/**
 * Receives the one file of a `multipart/form-data` upload into a temporary file, never more than
 * the limit (the stream is cut and the partial file removed at 10 MB), decides its type by its
 * content, then stores it by its hash and records it for `userId`.
 */
export async function receiveUpload(
  request: FastifyRequest,
  deps: { db: Db; storage: FileStorage; tmpDir: string; field: string },
  userId: number,
) {
  if (!request.isMultipart()) throw unprocessable(t('files:noFile'), { [deps.field]: [t('files:noFile')] });
  await checkUploadQuota(deps.db, userId);
  await mkdir(deps.tmpDir, { recursive: true });
  const tmp = join(deps.tmpDir, `upload-${randomBytes(12).toString('hex')}`);
  try {
    let part;
    try {
      part = await request.file({
        limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
      });
    } catch (err) {
      throw refusalOf(err);
    }
    if (!part || part.fieldname !== deps.field)
      throw unprocessable(t('files:noFile'), { [deps.field]: [t('files:noFile')] });
    try {
      await pipeline(part.file, createWriteStream(tmp, { flags: 'wx' }));
    } catch (err) {
      if (!isUploadError(err)) throw err;
      throw refusalOf(err);
    }
    if (part.file.truncated) throw tooLarge();
    const mimeType = await detectFileType(tmp);
    if (!mimeType) throw unprocessable(t('files:wrongType'), { [deps.field]: [t('files:wrongType')] });
    const stored = await deps.storage.put(createReadStream(tmp));
    const row = await insertFile(deps.db, {
      uuid: randomUUID(),
      sha256: stored.hash,
      size: stored.size,
      mimeType,
      originalName: nameOfType(sanitizeFileName(part.filename, t('files:unnamed')), mimeType, t('files:unnamed')),
      uploadedBy: userId,
    }).catch(async (err: unknown) => {
      // Not recorded: the content goes too, unless another row names it.
      if (!(await hashesInUse(deps.db, [stored.hash])).has(stored.hash)) await deps.storage.remove(stored.hash);
      throw err;
    });
    // The cleanup may have removed the same content (its last row gone) between put and insert:
    // now that a row names it, it is kept; put it back if it went.
    if (!(await deps.storage.exists(stored.hash))) await deps.storage.put(createReadStream(tmp));
    return row;
  } finally {
    await rm(tmp, { force: true });
  }
}

function refusalOf(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const status = (err as { statusCode?: unknown })?.statusCode;
  if (status === 413) return tooLarge();
  return unprocessable(t('files:badUpload'));
}

/**
 * The name a file is shown and downloaded with: its kept name, with its type's extension for a file
 * kept before names were given one (the kept name of a newer file has it already).
 */
function shownName(file: Pick<FileRow, 'mimeType' | 'originalName'>): string {
  return Object.hasOwn(acceptedFileTypes, file.mimeType)
    ? nameOfType(file.originalName, file.mimeType as AcceptedFileType, t('files:unnamed'))
    : file.originalName;
}

/** A file as an answer shows it, with a fresh signed link. */
export function toFileResult(signer: FileLinkSigner, file: FileRow, now = Date.now()): FileResult {
  return {
    uuid: file.uuid,
    src: signer.link(file.uuid, now),
    original_name: shownName(file),
    mime_type: file.mimeType,
  };
}

/** The `Content-Disposition` of a download: images open in place, other files are saved. */
export function contentDisposition(file: Pick<FileRow, 'mimeType' | 'originalName'>): string {
  const name = shownName(file);
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${isImageType(file.mimeType) ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Attaches uploaded files to a thing of a module (a ticket's message now, a request's later), in
 * the module's transaction: only files `userId` uploaded and not attached yet; anything else is
 * refused as a field error under `files` (422). Answers the files in the order of `uuids`.
 */
export async function attachFiles(
  tx: DbOrTx,
  { uuids, userId, kind, id }: { uuids: readonly string[]; userId: number; kind: string; id: number },
): Promise<FileRow[]> {
  const wanted = [...new Set(uuids)];
  if (wanted.length === 0) return [];
  const refuse = () => unprocessable(t('files:notAttachable'), { files: [t('files:notAttachable')] });
  const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!wanted.every((u) => uuidLike.test(u))) throw refuse();
  const attached = await markAttached(tx, wanted, userId, kind, id);
  // All or nothing: the caller's transaction is rolled back by the refusal.
  if (attached.length !== wanted.length) throw refuse();
  const byUuid = new Map(attached.map((f) => [f.uuid, f]));
  return wanted.map((u) => byUuid.get(u)!);
}

/** The files attached to things of one kind, by the thing's id, oldest first. */
export async function attachedFiles(db: DbOrTx, kind: string, ids: readonly number[]): Promise<Map<number, FileRow[]>> {
  const map = new Map<number, FileRow[]>();
  if (ids.length === 0) return map;
  const rows = await filesAttachedTo(db, kind, [...new Set(ids)]);
  for (const row of rows) {
    const list = map.get(row.attachedId!) ?? [];
    list.push(row);
    map.set(row.attachedId!, list);
  }
  return map;
}

/**
 * Removes the files attached to nothing for longer than a day (their rows), then the content no
 * row names any more. Idempotent: a second run finds nothing. Answers how many rows and blobs went.
 */
export async function removeUnattachedFiles(db: Db, storage: FileStorage, now: Date = new Date()) {
  const cutoff = new Date(now.getTime() - UNATTACHED_LIFETIME_MS);
  const removed = await deleteUnattachedBefore(db, cutoff);
  const hashes = [...new Set(removed.map((r) => r.sha256))];
  let blobs = 0;
  if (hashes.length > 0) {
    const still = await hashesInUse(db, hashes);
    for (const hash of hashes) {
      if (still.has(hash)) continue;
      await storage.remove(hash);
      blobs++;
    }
  }
  return { rows: removed.length, blobs };
}
