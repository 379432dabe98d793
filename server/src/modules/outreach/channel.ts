import type { MessageKind } from '@portal/contract';
import type { DbOrTx } from '../../db/client';

/** A notification just sent (`notifications.copies_due`), as the dispatcher hands it to each channel. */
export interface SentMessage {
  id: number;
  kind: MessageKind;
  sentAt: Date;
}

/**
 * A way a message also reaches its recipients beyond the inbox (e-mail, push). The dispatcher
 * (modules/outreach) takes each sent notification once and asks every channel to plan its copies
 * inside its own transaction: what a channel queues exists only if the notification is taken.
 */
export interface OutreachChannel {
  name: string;
  plan(tx: DbOrTx, message: SentMessage): Promise<void>;
}
