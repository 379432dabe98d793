import type { Translation } from '@portal/contract/i18n';
import type { ru } from './ru';

export const en: Translation<typeof ru> = {
  dialog: 'Conversation',
  messages: 'Messages',
  noMessages: 'No messages yet',
  you: 'You',
  authorAt: '{{name}}, {{time}}',
  failed: 'Your message was not sent. Check your internet connection!',
  sending: 'Sending…',
  retry: 'Resend',
  remove: 'Delete message',
  box: {
    label: 'Message',
    placeholder: 'Write a message…',
    send: 'Send',
    hint: 'Enter sends, Shift+Enter starts a new line',
    hintTouch: 'Enter starts a new line; the Send button sends',
    empty: 'Enter the message text',
    uploading: 'Wait until the files finish uploading',
    sendFailed: 'Could not send the message.',
  },
};
