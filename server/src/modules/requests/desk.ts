import {
  type deskStrings,
  THREAD_SIDE,
  type PermissionKey,
  type RequestDetail,
  type RequestKind,
  type RequestListItem,
  type ThreadMessage,
} from '@portal/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { LiveVersion } from '../../db/live-version';
import { t, type Translate } from '../../i18n';
import { notFound } from '../../lib/http-error';
import { shownTimeFormat } from '../../lib/shown-time';
import { authorize } from '../../authorize';
import type { Auth } from '../../plugins/auth';
import type { Files } from '../files';
import { fullName, threadFiles, threadMessageOut } from '../threads';
import { requestsRepository, type RequestRow } from './repository';

export const messageFiles = threadFiles('request_message');
export type Side = typeof THREAD_SIDE.opener | typeof THREAD_SIDE.answering;

/** How the caller stands to a request: its author, a performer, a request admin (or none of them). */
export interface Standing {
  author: boolean;
  performer: boolean;
  admin: boolean;
}
export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The side the caller writes and reads on: a request's author on theirs, unless they work it. */
export const sideOf = (s: Standing): Side =>
  s.author && !s.performer && !s.admin ? THREAD_SIDE.opener : THREAD_SIDE.answering;

export const employeeOf = (auth: Auth) => (auth.accountKey === 'employee' ? auth.accountId : null);

/** The requests' version (the `requests` row of `data_versions`), kept in memory (db/live-version.ts). */
export type RequestsVersion = Pick<LiveVersion, 'current' | 'forget'>;

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
 * The desk of one kind (requests or questions), what its reading and its workflow share: its
 * words, its paths, the times as shown, a request as the caller sees it, and how they stand to it.
 */
export function requestDesk(db: Db, config: RequestsConfig, files: Files, kind: RequestKind, version: RequestsVersion) {
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

  /** The list items of some rows (what they show beside them came with them: repository.ts `listColumns`). */
  function itemsOf(rows: RequestRow[], side: Side): RequestListItem[] {
    return rows.map((r) => {
      const performers = r.performers;
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
          posts: r.authorPosts,
          group: r.authorGroup,
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
    if (!authorize(auth, 'request', { authorUserId: row.authorUserId, ...s })) throw notFound(word('notFound'));
    const [item] = itemsOf([row], sideOf(s));
    const messages = await messagesOf(tx, id);
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
    if (!authorize(auth, 'request', { authorUserId: row.authorUserId, ...s })) throw notFound(word('notFound'));
    return { row, standing: s };
  }

  /**
   * A transaction that may move the requests' version (a request filed, its status or its
   * performers changed): once it has ended, this instance reads the version again, so that its
   * next list shows the change at once (other instances see it when its NOTIFY arrives).
   */
  const change = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work).finally(() => version.forget());

  return { db, config, files, kind, shown, word, path, itemsOf, read, lockFor, version, change };
}
export type RequestDesk = ReturnType<typeof requestDesk>;
