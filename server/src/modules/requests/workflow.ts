import {
  DEFAULT_LANGUAGE,
  REQUEST_STATUS,
  THREAD_SIDE,
  type newQuestionBody,
  type newRequestBody,
  type RequestDetail,
  type ThreadMessage,
} from '@portal/contract';
import type { z } from 'zod';
import { t, tIn } from '../../i18n';
import { checkCreationLimit } from '../../lib/creation-limit';
import { forbidden, notFound, unprocessable } from '../../lib/http-error';
import { oneLine } from '../../lib/mail-queue';
import { authorize } from '../../authorize';
import type { Auth } from '../../plugins/auth';
import type { MailQueue } from '../mail';
import { cleanMessage, fullName } from '../threads';
import { employeeOf, sideOf, type RequestDesk } from './desk';
import { requestsRepository } from './repository';
import type { RequestThread } from './thread';

type NewRequest = z.output<typeof newRequestBody> | z.output<typeof newQuestionBody>;

/** A request's life: filed (with the letter to its service), read, written in, accepted and closed. */
export function requestWorkflow(desk: RequestDesk, thread: RequestThread, mail: MailQueue) {
  const { db, config, kind, shown, word, path, read, lockFor, change } = desk;
  const { changed, writeMessage, notifyAuthor } = thread;
  return {
    /**
     * «Подача заявки» (002 §5): to a service; its responsible is the first performer, its e-mail
     * gets a letter with the request's link (by the mail job, once the request is stored).
     */
    async create(auth: Auth, body: NewRequest): Promise<RequestDetail> {
      const content = cleanMessage(body.message.content, word('enterDescription'), ['message', 'content']);
      const target = await requestsRepository(db).service(body.category_id, kind);
      if (!target) throw unprocessable(word('chooseService'), { category_id: [word('chooseService')] });
      checkCreationLimit(await requestsRepository(db).oldestOfHour(kind, auth.userId));
      return change(async (tx) => {
        const repo = requestsRepository(tx);
        // A question has no place to come to: its fields stay empty.
        const f = 'optional_fields' in body ? body.optional_fields : { department: '', phone: '', frame: '', room: '' };
        const authorStudentId = auth.accountKey === 'student' ? auth.accountId : null;
        const id = await repo.insert({
          kind,
          authorUserId: auth.userId,
          authorEmployeeId: employeeOf(auth),
          authorStudentId,
          categoryId: target.id,
          department: f.department,
          phone: f.phone,
          frame: f.frame,
          room: f.room,
        });
        if (target.recipientId !== null) await repo.addRecipient(id, target.recipientId);
        await writeMessage(tx, auth, id, THREAD_SIDE.opener, content, body.message.files);
        if (target.recipientEmail) {
          const link = `${config.publicUrl}${path.worker}/${id}`;
          const letter = tIn(target.recipientLanguage ?? DEFAULT_LANGUAGE);
          const author = await repo.userName(auth.userId);
          const authorLine =
            fullName(author.surname, author.name, author.patronymic) +
            (f.department ? `, ${oneLine(f.department)}` : '');
          await mail.queue(
            {
              to: target.recipientEmail,
              subject: word('letterSubject', { id, service: target.name }, letter),
              text: [
                word('letterHeading', { id }, letter),
                word('letterDepartment', { name: target.departmentName }, letter),
                word('letterService', { name: target.name }, letter),
                word('letterAuthor', { name: authorLine }, letter),
                ...(kind === 'request'
                  ? [
                      letter('api:requests.letterPlace', {
                        frame: oneLine(f.frame),
                        room: oneLine(f.room),
                        phone: oneLine(f.phone),
                      }),
                    ]
                  : []),
                '',
                `${word('openLink', undefined, letter)}: ${link}`,
              ].join('\n'),
            },
            { tx },
          );
        }
        await changed(tx, id, 'request.updated');
        return read(tx, auth, id);
      });
    },

    /** The caller's side has read the chat. */
    async markRead(auth: Auth, id: number) {
      return db.transaction(async (tx) => {
        const { standing: s } = await lockFor(tx, auth, id);
        await requestsRepository(tx).update(
          id,
          sideOf(s) === THREAD_SIDE.opener ? { unreadByAuthor: false } : { unreadByPerformers: false },
        );
        await changed(tx, id, 'request.updated');
        return { has_unread_messages: false };
      });
    },

    /** A message in the chat (the author's, a performer's, a request admin's); a closed request takes none. */
    async message(auth: Auth, id: number, body: { message: string; files: string[] }): Promise<ThreadMessage> {
      const html = cleanMessage(body.message, word('enterDescription'));
      return db.transaction(async (tx) => {
        const { row, standing: s } = await lockFor(tx, auth, id);
        if (row.status === REQUEST_STATUS.closed)
          throw unprocessable(t('api:requests.closedChat'), { message: [t('api:requests.closedChat')] });
        const side = sideOf(s);
        const message = await writeMessage(tx, auth, id, side, html, body.files);
        // A student is told of each answer to their question (issue 14 §5).
        // The author of a request is told of acceptance and closing only.
        if (side === THREAD_SIDE.answering && kind === 'question')
          await notifyAuthor(tx, id, row.authorUserId, auth.userId, 'answerTitle');
        await changed(tx, id, 'request.message');
        return message;
      });
    },

    /**
     * 002 §4: 3 accepts a new request (admins and performers; the chat gets «Ваша заявка принята в
     * обработку»), 2 closes a new or accepted one (performers only). The author is told in the inbox.
     */
    async setStatus(auth: Auth, id: number, status: 2 | 3): Promise<{ accepted_at?: string; closed_at?: string }> {
      return change(async (tx) => {
        const repo = requestsRepository(tx);
        const { row, standing: s } = await lockFor(tx, auth, id);
        if (!authorize(auth, 'requestWork', s)) throw notFound(word('notFound'));
        if (row.status === REQUEST_STATUS.closed)
          throw unprocessable(t('api:requests.alreadyClosed'), { status: [t('api:requests.alreadyClosed')] });
        if (status === REQUEST_STATUS.accepted) {
          if (row.status !== REQUEST_STATUS.new)
            throw unprocessable(t('api:requests.acceptOnlyNew'), { status: [t('api:requests.acceptOnlyNew')] });
          const { acceptedAt } = await repo.update(id, { status, acceptedAt: new Date() });
          await writeMessage(tx, auth, id, THREAD_SIDE.answering, `<p>${word('acceptedMessage')}</p>`, []);
          await notifyAuthor(tx, id, row.authorUserId, auth.userId, 'acceptedTitle');
          await changed(tx, id, 'request.message');
          return { accepted_at: shown(acceptedAt!) };
        }
        if (!authorize(auth, 'requestClose', s)) throw forbidden(t('api:requests.closeOnlyPerformers'));
        const { closedAt } = await repo.update(id, { status, closedAt: new Date() });
        await notifyAuthor(tx, id, row.authorUserId, auth.userId, 'closedTitle');
        await changed(tx, id, 'request.updated');
        return { closed_at: shown(closedAt!) };
      });
    },
  };
}
