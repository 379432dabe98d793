import { z } from 'zod';
import { endpoint } from './endpoint';
import { id } from './envelope';

/**
 * The live events a signed-in user's stream (`GET /api/events`) carries. Payloads are small (ids):
 * a screen that shows the thing refetches it. Each event on the wire is
 * `id: <number>` / `event: <type>` / `data: <payload as JSON>`.
 */
export const liveEvent = z.discriminatedUnion('type', [
  /** A new message in a support ticket the user takes part in. */
  z.object({ type: z.literal('ticket.message'), payload: z.object({ ticket_id: id }) }),
  /** A ticket's status, read mark or auto-close changed. */
  z.object({ type: z.literal('ticket.updated'), payload: z.object({ ticket_id: id }) }),
  /** The admin ticket list's highlight (unread tickets) changed. */
  z.object({ type: z.literal('tickets.unread'), payload: z.object({}) }),
  /** A new message in a request the user filed, performs or controls. */
  z.object({ type: z.literal('request.message'), payload: z.object({ request_id: id }) }),
  /** A request's status, performers or read state changed, or a request came. */
  z.object({ type: z.literal('request.updated'), payload: z.object({ request_id: id }) }),
  /**
   * The user's unread notifications changed (one was sent to them, hidden, shown or read in another tab): the bell
   * refetches its count.
   */
  z.object({ type: z.literal('notifications.unread'), payload: z.object({}) }),
  /**
   * The university's settings changed (issue 33): every open tab refetches what they show (the tools' screens, the
   * sidebar's entries, the sign-in help). Sent to every stream, without an id: a reconnect refetches anyway.
   */
  z.object({ type: z.literal('university.updated'), payload: z.object({}) }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
export type LiveEventType = LiveEvent['type'];
export type LiveEventPayload<T extends LiveEventType> = Extract<LiveEvent, { type: T }>['payload'];
export const liveEventTypes = liveEvent.options.map((o) => o.shape.type.value) as LiveEventType[];

/** The media type of the stream. */
export const EVENT_STREAM_MEDIA_TYPE = 'text/event-stream';
/** How often the server writes a comment line to keep proxies from closing an idle stream. */
export const EVENT_STREAM_HEARTBEAT_MS = 25_000;

const tag = 'События';
export const eventEndpoints = {
  /**
   * One per open tab. The bearer header as every call (never a token in the URL); a reconnect sends
   * `Last-Event-ID` and first receives the caller's events after that id (kept for a day). Then
   * comes `event: ready` whose `id:` is where the next reconnect resumes (a stream without
   * `Last-Event-ID` starts at the caller's latest event), then the live events as they are raised,
   * and a `: ping` comment line every 25 s. A stream whose session ends is closed.
   */
  stream: endpoint({
    name: 'streamEvents',
    method: 'GET',
    path: '/api/events',
    tag,
    summary:
      'The caller’s live events as server-sent events ' +
      '(text/event-stream); Last-Event-ID replays what a reconnect missed',
    stream: EVENT_STREAM_MEDIA_TYPE,
  }),
};
