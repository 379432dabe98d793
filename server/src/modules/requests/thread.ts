import { THREAD_SIDE, type ThreadMessage } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import type { Auth } from '../../plugins/auth';
import { tFor } from '../auth';
import { publish } from '../events';
import { sendPersonalNotification } from '../notifications';
import { threadMessageOut } from '../threads';
import { messageFiles, type RequestDesk, type Side } from './desk';
import { requestsRepository, requestWatchers } from './repository';

/** What the workflow does to a request's chat and tells of it: messages, the author's notifications, the events. */
export function requestThread(desk: RequestDesk) {
  const { files, shown, word, path } = desk;

  const changed = (tx: DbOrTx, requestId: number, type: 'request.message' | 'request.updated') =>
    publish(tx, {
      userIds: [],
      alsoUsers: requestWatchers(requestId, path.admin),
      type,
      payload: { request_id: requestId },
    });

  /** Writes a message on the caller's side; the other side's chat becomes unread. */
  async function writeMessage(
    tx: DbOrTx,
    auth: Auth,
    requestId: number,
    side: Side,
    html: string,
    uuids: readonly string[],
  ): Promise<ThreadMessage> {
    const repo = requestsRepository(tx);
    const m = await repo.insertMessage({
      requestId,
      authorUserId: auth.userId,
      side,
      authorAccountKey: auth.accountKey,
      authorAccountId: auth.accountId,
      message: html,
      impersonatedBy: auth.impersonatorUserId,
    });
    const attached = await messageFiles.attach(tx, files, m.id, auth.userId, uuids);
    await repo.update(requestId, side === THREAD_SIDE.opener ? { unreadByPerformers: true } : { unreadByAuthor: true });
    return threadMessageOut(
      shown,
      {
        ...m,
        side,
        accountKey: auth.accountKey,
        accountId: auth.accountId,
        message: html,
        ...(await repo.userName(auth.userId)),
      },
      attached,
    );
  }

  /** An inbox notification to the author, in their language: «Заявка №N закрыта» and the like. */
  const notifyAuthor = async (
    tx: DbOrTx,
    requestId: number,
    authorUserId: number,
    by: number,
    title: 'acceptedTitle' | 'closedTitle' | 'answerTitle',
  ) => {
    const translate = await tFor(tx, authorUserId);
    const name = word(title, { id: requestId }, translate);
    return sendPersonalNotification(tx, {
      userIds: [authorUserId],
      name,
      content:
        `<p>${name}.</p>` +
        `<p><a href="${path.author}/${requestId}">${word('openLink', undefined, translate)} №${requestId}</a></p>`,
      createdBy: by,
      extraData: { request_id: requestId },
    });
  };

  return { changed, writeMessage, notifyAuthor };
}
export type RequestThread = ReturnType<typeof requestThread>;
