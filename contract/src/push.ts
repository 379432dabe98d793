import { z } from 'zod';
import { endpoint } from './endpoint';

/** The browser's PushSubscription as its `toJSON()` writes it (Push API). */
export const pushSubscription = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({
    /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/),
    /** The 16-byte authentication secret, base64url. */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscription>;

/** The server's VAPID public key (RFC 8292), base64url: the browser's `applicationServerKey`. */
export const pushKeyResult = z.object({ public_key: z.string() });

/** What a push message carries to the service worker, encrypted (RFC 8291). */
export const pushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The portal's path of the item: the click opens it. */
  url: z.string(),
  /** The notification's id: a message sent twice replaces itself on the screen. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayload>;

const example = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/example-device',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

const tag = 'Настройки';
export const pushEndpoints = {
  key: endpoint({
    name: 'getPushKey',
    method: 'GET',
    path: '/api/push/key',
    tag,
    summary: "The server's VAPID public key, for the browser's push subscription",
    result: pushKeyResult,
  }),
  subscribe: endpoint({
    name: 'addPushSubscription',
    inPerson: true,
    method: 'POST',
    path: '/api/push/subscriptions',
    tag,
    summary: "This device's push subscription: the user's messages chosen for push come to it (one per device)",
    body: pushSubscription,
    result: z.null(),
    example: { body: example },
  }),
  unsubscribe: endpoint({
    name: 'removePushSubscription',
    inPerson: true,
    method: 'POST',
    path: '/api/push/subscriptions/remove',
    tag,
    summary: 'Stop push messages to this device',
    body: z.object({ endpoint: pushSubscription.shape.endpoint }),
    result: z.null(),
    example: { body: { endpoint: example.endpoint } },
  }),
};
