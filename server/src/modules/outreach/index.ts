/**
 * Copies of the portal's messages beyond the inbox (issue 32): the module (the dispatcher, the letters'
 * sender, the daily digest, the unsubscribe), built with the channels it hands sent messages to:
 * `emailChannel` and push's, which implements `OutreachChannel`; the unsubscribe links' signer (a test
 * signs one as a letter would).
 */
export { outreachModule, type OutreachOptions } from './routes';
export { emailChannel } from './email-channel';
export type { OutreachChannel, SentMessage } from './channel';
export { UNSUBSCRIBE_KEY, unsubscribeTokens } from './token';
