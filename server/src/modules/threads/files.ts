import type { FileResult } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { attachedFiles, attachFiles, type Files } from '../files';

/**
 * The files of a thread's messages, known to the files module by `kind` ('ticket_message',
 * 'request_message').
 */
export function threadFiles(kind: string) {
  return {
    /**
     * Attaches the author's own uploads to a message, in its transaction; an unknown or another's
     * file is refused under `files`. Answers them with signed links, in the order given.
     */
    async attach(
      tx: DbOrTx,
      files: Files,
      messageId: number,
      authorUserId: number,
      uuids: readonly string[],
    ): Promise<FileResult[]> {
      return files.fileLinks(await attachFiles(tx, { uuids, userId: authorUserId, kind, id: messageId }));
    },

    /**
     * The files of each message, by message id, with fresh signed links: call it only for a reader the thread lets in.
     */
    async of(db: DbOrTx, files: Files, messageIds: number[]): Promise<Map<number, FileResult[]>> {
      const attached = await attachedFiles(db, kind, messageIds);
      return new Map(messageIds.map((id) => [id, files.fileLinks(attached.get(id) ?? [])]));
    },
  };
}
