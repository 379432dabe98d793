import {
  REQUEST_PAGE_SIZE,
  REQUEST_STATUS,
  requestStrings,
  THREAD_SIDE,
  type newRequestBody,
  type PaginationMeta,
  type RequestDetail,
  type RequestFilterQuery,
  type RequestListItem,
  type RequestListQuery,
  type RequestRecipient,
  type RequestStats,
  type ThreadMessage,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { forbidden, notFound, unprocessable } from '../../lib/http-error';
import { offsetOf, pageMeta } from '../../lib/paging';
import { shownTimeFormat } from '../../lib/shown-time';
import type { Auth } from '../../plugins/auth';
import { employeePosts } from '../directory/employees-repository';
import { publish } from '../events/publish';
import type { Files } from '../files';
import type { MailQueue } from '../mail';
import { sendPersonalNotification } from '../notifications/personal';
import { threadFiles } from '../threads/files';
import { cleanMessage, fullName, threadMessageOut } from '../threads/messages';
import { requestsRepository, requestWatchers, type RequestRow, type RequestScope } from './repository';

const messageFiles = threadFiles('request_message');
type NewRequest = z.output<typeof newRequestBody>;
type Side = typeof THREAD_SIDE.opener | typeof THREAD_SIDE.answering;

/** How the caller stands to a request: its author, a performer, a request admin (or none of them). */
interface Standing {
  author: boolean;
  performer: boolean;
  admin: boolean;
}
/** The side the caller writes and reads on: a request's author on theirs, unless they work it. */
const sideOf = (s: Standing): Side => (s.author && !s.performer && !s.admin ? THREAD_SIDE.opener : THREAD_SIDE.answering);

export interface RequestsConfig {
  timeZone: string;
  publicUrl: string;
}

export function requestsService(db: Db, config: RequestsConfig, files: Files, mail: MailQueue) {
  const shown = shownTimeFormat(config.timeZone);
  const shownOrNull = (d: Date | null) => (d ? shown(d) : null);

  /** The list items of some rows, their performers and their authors' posts read in two queries. */
  async function itemsOf(tx: DbOrTx, rows: RequestRow[], side: Side): Promise<RequestListItem[]> {
    const repo = requestsRepository(tx);
    const [recipients, posts] = await Promise.all([
      repo.recipientsOf(rows.map((r) => r.id)),
      employeePosts(tx, [...new Set(rows.map((r) => r.authorEmployeeId).filter((id) => id !== null))]),
    ]);
    return rows.map((r) => {
      const performers = recipients.get(r.id) ?? [];
      return {
        id: r.id,
        status: r.status,
        created_at: shown(r.createdAt),
        accepted_at: shownOrNull(r.acceptedAt),
        closed_at: shownOrNull(r.closedAt),
        has_unread_messages: side === THREAD_SIDE.opener ? r.unreadByAuthor : r.unreadByPerformers,
        sub_category: { id: r.serviceId, name: r.serviceName, category: { id: r.departmentId, name: r.departmentName } },
        optional_fields: { department: r.department, phone: r.phone, frame: r.frame, room: r.room },
        author: {
          surname: r.authorSurname,
          name: r.authorName,
          patronymic: r.authorPatronymic,
          posts: (r.authorEmployeeId !== null ? (posts.get(r.authorEmployeeId) ?? []) : []).map((p) => ({ department_post_name: p.post_name, department_name: p.department_name })),
        },
        recipients: performers,
        recipient_name: performers.map((p) => fullName(p.lastname, p.firstname, p.patronymic)).join(', '),
      };
    });
  }

  async function standing(tx: DbOrTx, auth: Auth, row: { id: number; authorUserId: number }): Promise<Standing> {
    const repo = requestsRepository(tx);
    const employeeId = auth.accountKey === 'employee' ? auth.accountId : null;
    const [performer, admin] = employeeId === null ? [false, false] : await Promise.all([repo.isPerformer(row.id, employeeId), repo.isRequestAdmin(employeeId)]);
    return { author: row.authorUserId === auth.userId, performer, admin };
  }

  /** A request as the caller sees it; one they neither filed, perform nor control is not found. */
  async function read(tx: DbOrTx, auth: Auth, id: number): Promise<RequestDetail> {
    const repo = requestsRepository(tx);
    const row = await repo.byId(id);
    if (!row) throw notFound(requestStrings.notFound);
    const s = await standing(tx, auth, row);
    if (!s.author && !s.performer && !s.admin) throw notFound(requestStrings.notFound);
    const [[item], messages] = await Promise.all([itemsOf(tx, [row], sideOf(s)), messagesOf(tx, id)]);
    return { ...item!, messages, can_close: s.performer };
  }

  async function messagesOf(tx: DbOrTx, requestId: number): Promise<ThreadMessage[]> {
    const rows = await requestsRepository(tx).messages(requestId);
    const attached = await messageFiles.of(tx, files, rows.map((m) => m.id));
    return rows.map((m) => threadMessageOut(shown, m, attached.get(m.id) ?? []));
  }

  /** Locks a request the caller may reach, for the rest of the transaction, with how they stand to it. */
  async function lockFor(tx: DbOrTx, auth: Auth, id: number) {
    const row = await requestsRepository(tx).lock(id);
    if (!row) throw notFound(requestStrings.notFound);
    const s = await standing(tx, auth, row);
    if (!s.author && !s.performer && !s.admin) throw notFound(requestStrings.notFound);
    return { row, standing: s };
  }

  const changed = (tx: DbOrTx, requestId: number, type: 'request.message' | 'request.updated') =>
    publish(tx, { userIds: [], alsoUsers: requestWatchers(requestId), type, payload: { request_id: requestId } });

  /** Writes a message on the caller's side; the other side's chat becomes unread. */
  async function writeMessage(tx: DbOrTx, auth: Auth, requestId: number, side: Side, html: string, uuids: readonly string[]): Promise<ThreadMessage> {
    const repo = requestsRepository(tx);
    const m = await repo.insertMessage({ requestId, authorUserId: auth.userId, side, authorAccountKey: auth.accountKey, authorAccountId: auth.accountId, message: html });
    const attached = await messageFiles.attach(tx, files, m.id, auth.userId, uuids);
    await repo.update(requestId, side === THREAD_SIDE.opener ? { unreadByPerformers: true } : { unreadByAuthor: true });
    return threadMessageOut(shown, { ...m, side, accountKey: auth.accountKey, accountId: auth.accountId, message: html, ...(await repo.userName(auth.userId)) }, attached);
  }

  const notifyAuthor = (tx: DbOrTx, requestId: number, authorUserId: number, by: number, title: string) =>
    sendPersonalNotification(tx, {
      userId: authorUserId,
      name: title,
      content: `<p>${title}.</p><p><a href="/request/${requestId}">${requestStrings.openLink} №${requestId}</a></p>`,
      createdBy: by,
      extraData: { request_id: requestId },
    });

  async function page(scope: RequestScope, q: RequestListQuery): Promise<{ items: RequestListItem[]; meta: PaginationMeta }> {
    const { page: n, ...filter } = q;
    const { rows, total } = await requestsRepository(db).page(scope, filter, config.timeZone, REQUEST_PAGE_SIZE, offsetOf(n, REQUEST_PAGE_SIZE));
    return { items: await itemsOf(db, rows, THREAD_SIDE.answering), meta: pageMeta(total, REQUEST_PAGE_SIZE, n) };
  }

  async function stats(scope: RequestScope, q: RequestFilterQuery): Promise<RequestStats> {
    const row = await requestsRepository(db).stats(scope, q, config.timeZone);
    const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(Number(seconds) / 60));
    return { total: row.total, new: row.new, accepted: row.accepted, closed: row.closed, median_accept_minutes: minutes(row.accept), median_close_minutes: minutes(row.close) };
  }

  const employeeOf = (auth: Auth) => (auth.accountKey === 'employee' ? auth.accountId : null);

  return {
    /**
     * «Подача заявки» (002 §5): to a service; its responsible is the first performer, its e-mail
     * gets a letter with the request's link (by the mail job, once the request is stored).
     */
    async create(auth: Auth, body: NewRequest): Promise<RequestDetail> {
      const content = cleanMessage(body.message.content, requestStrings.enterDescription, ['message', 'content']);
      const target = await requestsRepository(db).service(body.category_id);
      if (!target) throw unprocessable(requestStrings.serviceNotFound, { category_id: [requestStrings.chooseService] });
      return db.transaction(async (tx) => {
        const repo = requestsRepository(tx);
        const f = body.optional_fields;
        const id = await repo.insert({ authorUserId: auth.userId, authorEmployeeId: employeeOf(auth), categoryId: target.id, department: f.department, phone: f.phone, frame: f.frame, room: f.room });
        if (target.recipientId !== null) await repo.addRecipient(id, target.recipientId);
        await writeMessage(tx, auth, id, THREAD_SIDE.opener, content, body.message.files);
        if (target.recipientEmail) {
          const link = `${config.publicUrl}/request-manager/${id}`;
          const author = await repo.userName(auth.userId);
          await mail.queue(
            {
              to: target.recipientEmail,
              subject: requestStrings.letterSubject(id, target.name),
              text: [
                `Новая заявка №${id}`,
                `Подразделение: ${target.departmentName}`,
                `Услуга: ${target.name}`,
                `Автор: ${fullName(author.surname, author.name, author.patronymic)}, ${f.department}`,
                `Корпус ${f.frame}, комната ${f.room}, телефон ${f.phone}`,
                '',
                `Открыть заявку: ${link}`,
              ].join('\n'),
            },
            { tx },
          );
        }
        await changed(tx, id, 'request.updated');
        return read(tx, auth, id);
      });
    },

    async mine(auth: Auth): Promise<RequestListItem[]> {
      return itemsOf(db, await requestsRepository(db).mine(auth.userId), THREAD_SIDE.opener);
    },

    all: (q: RequestListQuery) => page({ all: true }, q),
    managed: (auth: Auth, q: RequestListQuery) => page({ performer: employeeOf(auth) ?? 0 }, q),
    adminStats: (q: RequestFilterQuery) => stats({ all: true }, q),
    managerStats: (auth: Auth, q: RequestFilterQuery) => stats({ performer: employeeOf(auth) ?? 0 }, q),

    get: (auth: Auth, id: number) => read(db, auth, id),

    /** The caller's side has read the chat. */
    async markRead(auth: Auth, id: number) {
      return db.transaction(async (tx) => {
        const { standing: s } = await lockFor(tx, auth, id);
        await requestsRepository(tx).update(id, sideOf(s) === THREAD_SIDE.opener ? { unreadByAuthor: false } : { unreadByPerformers: false });
        await changed(tx, id, 'request.updated');
        return { has_unread_messages: false };
      });
    },

    /** A message in the chat (the author's, a performer's, a request admin's); a closed request takes none. */
    async message(auth: Auth, id: number, body: { message: string; files: string[] }): Promise<ThreadMessage> {
      const html = cleanMessage(body.message, requestStrings.enterDescription);
      return db.transaction(async (tx) => {
        const { row, standing: s } = await lockFor(tx, auth, id);
        if (row.status === REQUEST_STATUS.closed) throw unprocessable(requestStrings.closedChat, { message: [requestStrings.closedChat] });
        const message = await writeMessage(tx, auth, id, sideOf(s), html, body.files);
        await changed(tx, id, 'request.message');
        return message;
      });
    },

    /**
     * 002 §4: 3 accepts a new request (admins and performers; the chat gets «Ваша заявка принята в
     * обработку»), 2 closes a new or accepted one (performers only). The author is told in the inbox.
     */
    async setStatus(auth: Auth, id: number, status: 2 | 3): Promise<{ accepted_at?: string; closed_at?: string }> {
      return db.transaction(async (tx) => {
        const repo = requestsRepository(tx);
        const { row, standing: s } = await lockFor(tx, auth, id);
        if (!s.performer && !s.admin) throw notFound(requestStrings.notFound);
        if (row.status === REQUEST_STATUS.closed) throw unprocessable(requestStrings.alreadyClosed, { status: [requestStrings.alreadyClosed] });
        if (status === REQUEST_STATUS.accepted) {
          if (row.status !== REQUEST_STATUS.new) throw unprocessable(requestStrings.acceptOnlyNew, { status: [requestStrings.acceptOnlyNew] });
          const { acceptedAt } = await repo.update(id, { status, acceptedAt: new Date() });
          await writeMessage(tx, auth, id, THREAD_SIDE.answering, `<p>${requestStrings.acceptedMessage}</p>`, []);
          await notifyAuthor(tx, id, row.authorUserId, auth.userId, requestStrings.acceptedTitle(id));
          await changed(tx, id, 'request.message');
          return { accepted_at: shown(acceptedAt!) };
        }
        if (!s.performer) throw forbidden(requestStrings.closeOnlyPerformers);
        const { closedAt } = await repo.update(id, { status, closedAt: new Date() });
        await notifyAuthor(tx, id, row.authorUserId, auth.userId, requestStrings.closedTitle(id));
        await changed(tx, id, 'request.updated');
        return { closed_at: shown(closedAt!) };
      });
    },

    /** 002 §5 «Adding a performer»: admins and performers; not one already there. */
    async addRecipient(auth: Auth, requestId: number, employeeId: number): Promise<RequestRecipient[]> {
      return db.transaction(async (tx) => {
        const repo = requestsRepository(tx);
        const { standing: s } = await lockFor(tx, auth, requestId);
        if (!s.performer && !s.admin) throw notFound(requestStrings.notFound);
        if (!(await repo.employeeExists(employeeId))) throw unprocessable(requestStrings.recipientNotFound, { employee_id: [requestStrings.recipientNotFound] });
        if (!(await repo.addRecipient(requestId, employeeId))) throw unprocessable(requestStrings.recipientTwice, { employee_id: [requestStrings.recipientTwice] });
        await changed(tx, requestId, 'request.updated');
        return (await repo.recipientsOf([requestId])).get(requestId) ?? [];
      });
    },

    /** The last performer stays. */
    async removeRecipient(auth: Auth, requestId: number, employeeId: number): Promise<RequestRecipient[]> {
      return db.transaction(async (tx) => {
        const repo = requestsRepository(tx);
        const { standing: s } = await lockFor(tx, auth, requestId);
        if (!s.performer && !s.admin) throw notFound(requestStrings.notFound);
        if (!(await repo.isPerformer(requestId, employeeId))) throw unprocessable(requestStrings.recipientMissing, { employee_id: [requestStrings.recipientMissing] });
        if ((await repo.recipientCount(requestId)) <= 1) throw unprocessable(requestStrings.lastRecipient, { employee_id: [requestStrings.lastRecipient] });
        // Told before the removal, so the removed performer's screen hears of it too.
        await changed(tx, requestId, 'request.updated');
        await repo.removeRecipient(requestId, employeeId);
        return (await repo.recipientsOf([requestId])).get(requestId) ?? [];
      });
    },
  };
}
