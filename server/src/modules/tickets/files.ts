import type { FileResult } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { attachedFiles, attachFiles, type Files } from '../files';

/** What the files module knows a ticket message's attachments by. */
const MESSAGE = 'ticket_message';

/**
 * Attaches the author's own uploads to a message, in its transaction; an unknown or another's file
 * is refused under `files`. Answers them with signed links, in the order given.
 */
export async function attachMessageFiles(tx: DbOrTx, files: Files, messageId: number, authorUserId: number, uuids: readonly string[]): Promise<FileResult[]> {
  return files.fileLinks(await attachFiles(tx, { uuids, userId: authorUserId, kind: MESSAGE, id: messageId }));
}

/** The files of each message, by message id, with fresh signed links: call it only for a reader the ticket's scope lets in. */
export async function messageFiles(db: DbOrTx, files: Files, messageIds: number[]): Promise<Map<number, FileResult[]>> {
  const attached = await attachedFiles(db, MESSAGE, messageIds);
  return new Map(messageIds.map((id) => [id, files.fileLinks(attached.get(id) ?? [])]));
}
