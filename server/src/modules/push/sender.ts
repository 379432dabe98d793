import type * as WebPushModule from 'web-push';
import type { RequestOptions } from 'web-push';
import type { PushTarget } from './repository';
import type { VapidKeys } from './vapid';

/** What became of one message to one subscription. */
export type PushOutcome =
  /** The push service took it (201). */
  | 'sent'
  /** The subscription is no more (404, 410): it is deleted. */
  | 'gone'
  /** Refused for good (a bad request, a wrong key, too large, a redirect): logged, not tried again. */
  | 'refused'
  /** The service was busy or down, or did not answer (429, 5xx, the network): tried again later. */
  | 'later';

export interface PushSendOptions {
  vapid: VapidKeys & { subject: string };
  /** How long the push service keeps it for a device that is off, seconds. */
  ttl: number;
  /** The push service keeps one message of a topic for a device: a later one replaces it (RFC 8030 §5.4). */
  topic: string;
  urgency: NonNullable<RequestOptions['urgency']>;
  /** Per request, ms. */
  timeoutMs: number;
}

type WebPush = typeof WebPushModule;
// web-push is loaded with the first message: an instance that sends none never holds it.
let webPush: Promise<WebPush> | undefined;
const load = () => (webPush ??= import('web-push').then((m) => ((m as { default?: WebPush }).default ?? m) as WebPush));

/** What one message came to: `retryAfter`, seconds, when a busy service said how long to wait. */
export interface PushResult {
  outcome: PushOutcome;
  status: number | null;
  detail?: string;
  retryAfter?: number;
}

/** A Retry-After (seconds or a date) as seconds from now, at most an hour; undefined when there is none. */
export function retryAfterOf(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) ? Math.min(3600, Math.max(0, Math.ceil(seconds))) : undefined;
}

/** The outcome of a push service's answer. */
export function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'later';
  return 'refused';
}

/**
 * Sends `payload` to one subscription: encrypted for it (RFC 8291, aes128gcm) and signed with the
 * server's VAPID key (RFC 8292) by web-push, posted here with fetch so that no redirect is followed
 * and a request gives up in time. Throws only when the message cannot be made (a broken key).
 */
export async function pushMessage(
  target: PushTarget,
  payload: string,
  options: PushSendOptions,
  signal: AbortSignal,
): Promise<PushResult> {
  const { vapid } = options;
  const request = (await load()).generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      contentEncoding: 'aes128gcm',
      TTL: options.ttl,
      topic: options.topic,
      urgency: options.urgency,
    },
  );
  // fetch counts the length itself.
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const res = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
    });
    const outcome = outcomeOf(res.status);
    const text = await res.text().catch(() => '');
    const retryAfter = outcome === 'later' ? retryAfterOf(res.headers.get('retry-after')) : undefined;
    return {
      outcome,
      status: res.status,
      ...(outcome !== 'sent' && { detail: text.slice(0, 300) }),
      ...(retryAfter !== undefined && { retryAfter }),
    };
  } catch (err) {
    return { outcome: 'later', status: null, detail: err instanceof Error ? err.message : String(err) };
  }
}
