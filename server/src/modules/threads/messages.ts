import { THREAD_SIDE, type AccountKey, type FileResult, type ThreadMessage } from '@portal/contract';
import { sanitizeRichText, shortText } from '../../lib/html';
import { unprocessable } from '../../lib/http-error';

/** A stored message as the repositories read it, with its author's name. */
export interface ThreadMessageRow {
  id: number;
  /** 1: the side that opened the thread, 3: the answering side. */
  side: number;
  accountKey: AccountKey | null;
  accountId: number | null;
  createdAt: Date;
  message: string;
  surname: string | null;
  name: string | null;
  patronymic: string | null;
}

export const fullName = (surname: string | null, name: string | null, patronymic: string | null) =>
  [surname, name, patronymic].filter(Boolean).join(' ');

/**
 * A message's HTML as stored: sanitised; refused under `field` when no text is left (000 §5),
 * whatever files come with it.
 */
export function cleanMessage(html: string, emptyText: string, field: string[] = ['message']): string {
  const clean = sanitizeRichText(html);
  if (!shortText(clean)) throw unprocessable(emptyText, { [field.join('.')]: [emptyText] });
  return clean;
}

/** A message as the thread answers it; `shown` formats its time as the screens show it. */
export function threadMessageOut(shown: (at: Date) => string, m: ThreadMessageRow, files: FileResult[]): ThreadMessage {
  return {
    id: m.id,
    author: {
      name: fullName(m.surname, m.name, m.patronymic),
      user_type_id: m.side === THREAD_SIDE.answering ? 3 : 1,
      user_type_key: m.accountKey,
      account_id: m.accountId,
    },
    created_at: shown(m.createdAt),
    message: m.message,
    files,
  };
}
