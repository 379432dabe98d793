import type { PushPayload } from '@portal/contract';

/**
 * What the service worker does with a push message and a click on its notification, apart from the
 * worker's globals so that it is tested in the page's tests. The payload is checked by hand
 * (contract/src/push.ts `pushPayload`): zod would be most of the worker's size.
 */

/** The portal's icon beside a notification (web/public/icons, made from the logo). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** What is shown when a message cannot be read: a push must show something (`userVisibleOnly`). */
const UNREADABLE: PushPayload = { title: 'Личный кабинет', body: 'Новое уведомление', url: '/', tag: 'portal' };

/** The message's payload, or the plain notice when it is not the contract's {title, body, url, tag}. */
export function readPushPayload(json: () => unknown): PushPayload {
  let value: unknown;
  try {
    value = json();
  } catch {
    return UNREADABLE;
  }
  if (typeof value !== 'object' || value === null) return UNREADABLE;
  const fields = value as Record<string, unknown>;
  const text = (key: keyof PushPayload) => (typeof fields[key] === 'string' ? fields[key] : undefined);
  const title = text('title');
  if (!title) return UNREADABLE;
  return { title, body: text('body') ?? '', url: text('url') ?? '/', tag: text('tag') ?? '' };
}

/** The notification of a payload; its data keeps the address the click opens. */
export function notificationOf(payload: PushPayload): { title: string; options: NotificationOptions } {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      // The same notification sent twice replaces itself.
      tag: payload.tag || undefined,
      icon: NOTIFICATION_ICON,
      lang: 'ru',
      data: { url: payload.url },
    },
  };
}

/**
 * The address a click opens: the payload's path on the portal itself; anything else (another site,
 * a malformed value) opens the portal's start.
 */
export function clickTarget(data: unknown, origin: string): string {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  if (typeof url !== 'string') return `${origin}/`;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/** The window to bring forward: a focused portal window first, else any of the portal's. */
export function windowToFocus<W extends { url: string; focused: boolean }>(windows: readonly W[], origin: string) {
  const portal = windows.filter((w) => {
    try {
      return new URL(w.url).origin === origin;
    } catch {
      return false;
    }
  });
  return portal.find((w) => w.focused) ?? portal[0];
}
