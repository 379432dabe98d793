import {
  DEFAULT_LANGUAGE,
  type deskStrings,
  REQUEST_PAGE_SIZE,
  REQUEST_STATUS,
  THREAD_SIDE,
  type newQuestionBody,
  type newRequestBody,
  type PaginationMeta,
  type PermissionKey,
  type RequestDetail,
  type RequestFilterQuery,
  type RequestKind,
  type RequestListItem,
  type RequestListQuery,
  type RequestRecipient,
  type RequestStats,
  type ThreadMessage,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { t, tIn, type Translate } from '../../i18n';
import { tFor } from '../auth';
import { forbidden, notFound, unprocessable } from '../../lib/http-error';
import { offsetOf, pageMeta } from '../../lib/paging';
import { shownTimeFormat } from '../../lib/shown-time';
import { versionedCache } from '../../lib/versioned-cache';
import type { Auth } from '../../plugins/auth';
import { employeePosts } from '../directory';
import { publish } from '../events';
import type { Files } from '../files';
import type { MailQueue } from '../mail';
import { sendPersonalNotification } from '../notifications';
import { cleanMessage, fullName, threadFiles, threadMessageOut } from '../threads';
import { requestsRepository, requestWatchers, type RequestRow, type RequestScope } from './repository';

const messageFiles = threadFiles('request_message');
type NewRequest = z.output<typeof newRequestBody> | z.output<typeof newQuestionBody>;
type Side = typeof THREAD_SIDE.opener | typeof THREAD_SIDE.answering;

/** How the caller stands to a request: its author, a performer, a request admin (or none of them). */
interface Standing {
  author: boolean;
  performer: boolean;
  admin: boolean;
}
/** The side the caller writes and reads on: a request's author on theirs, unless they work it. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const sideOf = (s: Standing): Side =>
  s.author && !s.performer && !s.admin ? THREAD_SIDE.opener : THREAD_SIDE.answering;

export interface RequestsConfig {
  timeZone: string;
  publicUrl: string;
}

/** Where each kind is worked and read on the web (the letters' and the notifications' links). */
const paths: Record<RequestKind, { author: string; worker: string; admin: PermissionKey }> = {
  request: { author: '/request', worker: '/request-manager', admin: 'request_admin' },
  question: { author: '/questions', worker: '/request-question', admin: 'question_admin' },
};

/**
 * Requests to service departments (002 §2.5), or students' questions (issue 14 §5): the same life
 * (new, accepted, closed; performers; a chat with each side's unread state), kept apart by `kind`.
 */
export function requestsService(
  db: Db,
  config: RequestsConfig,
  files: Files,
  mail: MailQueue,
  kind: RequestKind = 'request',
) {
  const shown = shownTimeFormat(config.timeZone);
  /**
   * A text of the desk in this kind's words (a request's or a question's), in the language being spoken or
   * `translate`'s.
   */
  const word = (
    key: keyof (typeof deskStrings)['request'] | 'answerTitle',
    values?: Record<string, string | number>,
    translate: Translate = t,
  ) => (translate as (key: string, values?: object) => string)(`api:desk.${kind}.${key}`, values);
  const path = paths[kind];
  const shownOrNull = (d: Date | null) => (d ? shown(d) : null);

  /** The list items of some rows, their performers and their authors' posts read in two queries. */
  async function itemsOf(tx: DbOrTx, rows: RequestRow[], side: Side): Promise<RequestListItem[]> {
    const repo = requestsRepository(tx);
    const [recipients, posts, groups] = await Promise.all([
      repo.recipientsOf(rows.map((r) => r.id)),
      employeePosts(tx, [...new Set(rows.map((r) => r.authorEmployeeId).filter((id) => id !== null))]),
      repo.studentGroups([...new Set(rows.map((r) => r.authorStudentId).filter((id) => id !== null))]),
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
        sub_category: {
          id: r.serviceId,
          name: r.serviceName,
          category: { id: r.departmentId, name: r.departmentName },
        },
        optional_fields: { department: r.department, phone: r.phone, frame: r.frame, room: r.room },
        author: {
          surname: r.authorSurname,
          name: r.authorName,
          patronymic: r.authorPatronymic,
          posts: (r.authorEmployeeId !== null ? (posts.get(r.authorEmployeeId) ?? []) : []).map((p) => ({
            department_post_name: p.post_name,
            department_name: p.department_name,
          })),
          group: r.authorStudentId !== null ? (groups.get(r.authorStudentId) ?? null) : null,
        },
        recipients: performers,
        recipient_name: performers.map((p) => fullName(p.lastname, p.firstname, p.patronymic)).join(', '),
      };
    });
  }

  async function standing(tx: DbOrTx, auth: Auth, row: { id: number; authorUserId: number }): Promise<Standing> {
    const repo = requestsRepository(tx);
    const employeeId = auth.accountKey === 'employee' ? auth.accountId : null;
    const [performer, admin] =
      employeeId === null
        ? [false, false]
        : await Promise.all([repo.isPerformer(row.id, employeeId), repo.holds(employeeId, path.admin)]);
    return { author: row.authorUserId === auth.userId, performer, admin };
  }

  /** A request as the caller sees it; one they neither filed, perform nor control is not found. */
  async function read(tx: DbOrTx, auth: Auth, id: number): Promise<RequestDetail> {
    const repo = requestsRepository(tx);
    const row = await repo.byId(id, kind);
    if (!row) throw notFound(word('notFound'));
    const s = await standing(tx, auth, row);
    if (!s.author && !s.performer && !s.admin) throw notFound(word('notFound'));
    const [[item], messages] = await Promise.all([itemsOf(tx, [row], sideOf(s)), messagesOf(tx, id)]);
    return { ...item!, messages, can_close: s.performer };
  }

  async function messagesOf(tx: DbOrTx, requestId: number): Promise<ThreadMessage[]> {
    const rows = await requestsRepository(tx).messages(requestId);
    const attached = await messageFiles.of(
      tx,
      files,
      rows.map((m) => m.id),
    );
    return rows.map((m) => threadMessageOut(shown, m, attached.get(m.id) ?? []));
  }

  /** Locks a request the caller may reach, for the rest of the transaction, with how they stand to it. */
  async function lockFor(tx: DbOrTx, auth: Auth, id: number) {
    const row = await requestsRepository(tx).lock(id, kind);
    if (!row) throw notFound(word('notFound'));
    const s = await standing(tx, auth, row);
    if (!s.author && !s.performer && !s.admin) throw notFound(word('notFound'));
    return { row, standing: s };
  }

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
      content: `<p>${name}.</p><p><a href="${path.author}/${requestId}">${word('openLink', undefined, translate)} №${requestId}</a></p>`,
      createdBy: by,
      extraData: { request_id: requestId },
    });
  };

  /**
   * A filter's count and statistics are read over every matching request: they are kept while
   * the requests' version stays the same (a change of a status, a service or the performers moves
   * it; a read mark or a message does not), so paging, refetching and several people watching
   * the same list ask the database once.
   */
  const counts = versionedCache<number>();
  const figures = versionedCache<RequestStats>();
  const keyOf = (scope: RequestScope, q: RequestFilterQuery) => JSON.stringify([scope, q]);

  async function page(
    within: DistributiveOmit<RequestScope, 'kind'>,
    q: RequestListQuery,
  ): Promise<{ items: RequestListItem[]; meta: PaginationMeta }> {
    const { page: n, ...filter } = q;
    const scope = { ...within, kind } as RequestScope;
    const repo = requestsRepository(db);
    const [rows, total] = await Promise.all([
      repo.page(scope, filter, config.timeZone, REQUEST_PAGE_SIZE, offsetOf(n, REQUEST_PAGE_SIZE)),
      repo
        .version()
        .then((version) => counts.get(version, keyOf(scope, filter), () => repo.count(scope, filter, config.timeZone))),
    ]);
    return { items: await itemsOf(db, rows, THREAD_SIDE.answering), meta: pageMeta(total, REQUEST_PAGE_SIZE, n) };
  }

  async function stats(within: DistributiveOmit<RequestScope, 'kind'>, q: RequestFilterQuery): Promise<RequestStats> {
    const scope = { ...within, kind } as RequestScope;
    const repo = requestsRepository(db);
    return figures.get(await repo.version(), keyOf(scope, q), async () => {
      const row = await repo.stats(scope, q, config.timeZone);
      const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(Number(seconds) / 60));
      return {
        total: row.total,
        new: row.new,
        accepted: row.accepted,
        closed: row.closed,
        median_accept_minutes: minutes(row.accept),
        median_close_minutes: minutes(row.close),
      };
    });
  }

  const employeeOf = (auth: Auth) => (auth.accountKey === 'employee' ? auth.accountId : null);

  return {
    /**
     * «Подача заявки» (002 §5): to a service; its responsible is the first performer, its e-mail
     * gets a letter with the request's link (by the mail job, once the request is stored).
     */
    async create(auth: Auth, body: NewRequest): Promise<RequestDetail> {
      const content = cleanMessage(body.message.content, word('enterDescription'), ['message', 'content']);
      const target = await requestsRepository(db).service(body.category_id, kind);
      if (!target) throw unprocessable(word('chooseService'), { category_id: [word('chooseService')] });
      return db.transaction(async (tx) => {
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
            fullName(author.surname, author.name, author.patronymic) + (f.department ? `, ${f.department}` : '');
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
                  ? [letter('api:requests.letterPlace', { frame: f.frame, room: f.room, phone: f.phone })]
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

    async mine(auth: Auth): Promise<RequestListItem[]> {
      return itemsOf(db, await requestsRepository(db).mine(auth.userId, kind), THREAD_SIDE.opener);
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
      return db.transaction(async (tx) => {
        const repo = requestsRepository(tx);
        const { row, standing: s } = await lockFor(tx, auth, id);
        if (!s.performer && !s.admin) throw notFound(word('notFound'));
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
        if (!s.performer) throw forbidden(t('api:requests.closeOnlyPerformers'));
        const { closedAt } = await repo.update(id, { status, closedAt: new Date() });
        await notifyAuthor(tx, id, row.authorUserId, auth.userId, 'closedTitle');
        await changed(tx, id, 'request.updated');
        return { closed_at: shown(closedAt!) };
      });
    },

    /** 002 §5 «Adding a performer»: admins and performers; not one already there. */
    async addRecipient(auth: Auth, requestId: number, employeeId: number): Promise<RequestRecipient[]> {
      return db.transaction(async (tx) => {
        const repo = requestsRepository(tx);
        const { standing: s } = await lockFor(tx, auth, requestId);
        if (!s.performer && !s.admin) throw notFound(word('notFound'));
        if (!(await repo.employeeExists(employeeId)))
          throw unprocessable(t('api:requests.recipientNotFound'), {
            employee_id: [t('api:requests.recipientNotFound')],
          });
        if (!(await repo.addRecipient(requestId, employeeId)))
          throw unprocessable(t('api:requests.recipientTwice'), { employee_id: [t('api:requests.recipientTwice')] });
        await changed(tx, requestId, 'request.updated');
        return (await repo.recipientsOf([requestId])).get(requestId) ?? [];
      });
    },

    /** The last performer stays. */
    async removeRecipient(auth: Auth, requestId: number, employeeId: number): Promise<RequestRecipient[]> {
      return db.transaction(async (tx) => {
        const repo = requestsRepository(tx);
        const { standing: s } = await lockFor(tx, auth, requestId);
        if (!s.performer && !s.admin) throw notFound(word('notFound'));
        if (!(await repo.isPerformer(requestId, employeeId)))
          throw unprocessable(t('api:requests.recipientMissing'), {
            employee_id: [t('api:requests.recipientMissing')],
          });
        if ((await repo.recipientCount(requestId)) <= 1)
          throw unprocessable(t('api:requests.lastRecipient'), { employee_id: [t('api:requests.lastRecipient')] });
        // Told before the removal, so the removed performer's screen hears of it too.
        await changed(tx, requestId, 'request.updated');
        await repo.removeRecipient(requestId, employeeId);
        return (await repo.recipientsOf([requestId])).get(requestId) ?? [];
      });
    },
  };
}
