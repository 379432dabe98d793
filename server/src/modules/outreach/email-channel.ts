import type { OutreachChannel } from './channel';
import { copiesRepository } from './copies-repository';

/**
 * The e-mail copies (issue 32 §2): a sent message's recipients who want its kind by e-mail, one
 * letter each, get a queued letter due 10 minutes after it came; the sender sends it then unless
 * the message was read meanwhile. Those who chose one letter a day get it in the daily digest instead.
 */
export const emailChannel: OutreachChannel = {
  name: 'email',
  plan: async (tx, message) => void (await copiesRepository(tx).plan(message)),
};
