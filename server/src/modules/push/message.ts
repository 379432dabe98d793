import { inboxLink, type MessageKind, type PushPayload } from '@portal/contract';
import { itemPath } from '../notifications';
import type { PushNotification } from './repository';

/** Push services take about 4 KB; a title and a text cut here keep a message well below. */
const TITLE_MAX = 200;
const BODY_MAX = 400;
const URL_MAX = 1000;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * What the service worker shows: the notification's name and short text (stored in its recipient's
 * language), the page its click opens (the item it is about, else the notification in the inbox),
 * and its id as the tag, so that a message sent again replaces itself on the screen.
 */
export function pushPayloadOf(n: PushNotification): PushPayload {
  const path = itemPath(n);
  return {
    title: cut(n.name, TITLE_MAX),
    body: cut(n.shortContent, BODY_MAX),
    url: path.length <= URL_MAX ? path : inboxLink(n.id),
    tag: String(n.id),
  };
}

/** The push service's topic of a notification's message: a repeat replaces one not yet delivered. */
export const topicOf = (notificationId: number) => `notification-${notificationId}`;

/** An answer in their own matter and a changed timetable wake a device; the rest waits for a good moment. */
export const urgencyOf = (kind: MessageKind) => (kind === 'answers' || kind === 'timetable' ? 'high' : 'normal');
