import { inboxLink } from '@portal/contract';

/** The first link of sanitised HTML to a page of the portal itself (`href="/…"`, not `//host`). */
const PORTAL_LINK = /<a\s[^>]*?href="(\/(?!\/)[^"]*)"/i;

/**
 * The portal's path a letter or a push message about a notification opens: the page it links to
 * (the ticket, the request, the poll of support's and the modules' own notifications), else the
 * notification itself in the inbox (`/?notification=ID`).
 */
export function itemPath(notification: { id: number; content: string }): string {
  const link = PORTAL_LINK.exec(notification.content)?.[1];
  return link ? link.replaceAll('&amp;', '&') : inboxLink(notification.id);
}
