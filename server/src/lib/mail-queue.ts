import type { DbOrTx } from '../db/client';

/** A letter: one address, a subject, plain text (links as they are), and optionally an HTML part and headers. */
export interface MailLetter {
  to: string;
  subject: string;
  text: string;
  /** The same letter as HTML (multipart/alternative beside `text`). */
  html?: string;
  /** Headers of its own (`List-Unsubscribe`). */
  headers?: Record<string, string>;
  /** A Message-ID of the sender's choosing (`<id@host>`), so that a letter sent again is known for the same one. */
  messageId?: string;
}

/**
 * Letters are sent by a job (`mail.send`): a request is not held up by the SMTP server, a failure is tried again.
 * Every module is given one (lib/module.ts); modules/mail makes it.
 */
export interface MailQueue {
  /** Queues a letter; with `tx`, only if that transaction commits. */
  queue(letter: MailLetter, options?: { tx?: DbOrTx }): Promise<void>;
}

/**
 * What a person wrote, as one line of a letter: line breaks (CR, LF, and Unicode's own) and the other control
 * characters become a space, so that a field cannot write paragraphs of its own into an official letter.
 */
export const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');
