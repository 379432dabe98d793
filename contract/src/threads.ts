import { z } from 'zod';
import { accountKey } from './auth';
import { fileResult } from './files';
import { safeText } from './envelope';

/**
 * A message thread: the dialog of a support ticket (000 §2) and the chat of a request or a
 * student's question (002 §2.5). Two sides write in it: the one who opened it and the one who
 * answers (support, the performers of a request, the managers of a question).
 */
export const THREAD_SIDE = { opener: 1, answering: 3 } as const;
/** The longest message, in characters of its HTML. */
export const THREAD_MESSAGE_MAX = 20_000;
/** The most files a message carries. */
export const THREAD_MESSAGE_FILES_MAX = 10;

/** A date-time as the screens show it: `DD.MM.YYYY HH:mm`, in the university's time zone. */
const shownTime = z.string();

export const threadMessage = z.object({
  id: z.number().int(),
  author: z.object({
    /** The author's full name. */
    name: z.string(),
    /** 1: the side that opened the thread, 3: the answering side (000 §3 «1 the user, 3 support»). */
    user_type_id: z.union([z.literal(1), z.literal(3)]),
    /** The account they wrote in (null when it no longer exists). */
    user_type_key: accountKey.nullable(),
    account_id: z.number().int().nullable(),
  }),
  created_at: shownTime,
  /** Sanitised HTML. */
  message: z.string(),
  files: z.array(fileResult),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

/** A message's HTML (sanitised on the server). */
export const threadMessageHtml = safeText(THREAD_MESSAGE_MAX);
/** The uuids of the writer's own uploads to attach. */
export const threadFileUuids = z.array(z.string().max(64)).max(THREAD_MESSAGE_FILES_MAX).default([]);

export const threadMessageBody = z.object({ message: threadMessageHtml, files: threadFileUuids });
export type ThreadMessageBody = z.input<typeof threadMessageBody>;
