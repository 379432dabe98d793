import { liveEvent, type LiveEvent, type LiveEventPayload, type LiveEventType } from '@portal/contract';
import { createParser } from 'eventsource-parser';

/**
 * The signed-in user's live events (`GET /api/events`, server-sent events), read with `fetch` so
 * that the token goes in the Authorization header (EventSource cannot send one, and a token in the
 * URL would end up in logs). One connection per tab: the signed-in shell opens it and closes it on
 * sign-out. It reconnects by itself with growing pauses, sending `Last-Event-ID` (the highest id it
 * got) so the server replays what it missed; the replay reaches a minute before it (an event that
 * committed late has a smaller id), and what of it was had already is not handed on again. After a
 * reconnect its `reconnected` listeners refetch what they show.
 */

/** How many of the last events' ids are remembered, so that a replay does not hand them on twice. */
const REMEMBERED_IDS = 1000;

type Handler<T extends LiveEventType> = (payload: LiveEventPayload<T>) => void;

export interface LiveEventsOptions {
  /** The bearer token now; null ends the connection (signed out). */
  getToken: () => string | null;
  url?: string;
  fetch?: typeof fetch;
  /** The pause before reconnect attempt `n` (1, 2, …): by default 1 s doubling to 30 s, with jitter. */
  backoff?: (attempt: number) => number;
  /** How long to wait; replaced in tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface LiveEvents {
  /** Calls `handler` with each event of `type`; answers the unsubscribe. */
  on<T extends LiveEventType>(type: T, handler: Handler<T>): () => void;
  /** Calls `listener` each time the stream is open again after a break (not the first time). */
  onReconnect(listener: () => void): () => void;
  /** The highest id of the events received: what the next reconnect sends as Last-Event-ID. */
  readonly lastEventId: string | undefined;
  /** Ends the connection and stops reconnecting. */
  close(): void;
}

export const defaultBackoff = (attempt: number) =>
  Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1)) * (0.75 + Math.random() * 0.5);

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Opens the stream and keeps it open until `close()` or sign-out. */
export function connectLiveEvents(options: LiveEventsOptions): LiveEvents {
  const { getToken, url = '/api/events', backoff = defaultBackoff, sleep = abortableSleep } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const reconnectListeners = new Set<() => void>();
  const controller = new AbortController();
  let lastEventId: string | undefined;
  const remembered = new Set<string>();
  /** The id the first stream started from: what a replay's overlap brings from before it is older than the tab. */
  let floor: number | undefined;
  let opened = false;

  /** Keeps the highest id received: where the next reconnect asks from. */
  function advance(id: string) {
    if (lastEventId === undefined || Number(id) > Number(lastEventId)) lastEventId = id;
  }

  /** Whether the event of `id` was handed on before (the overlap of a replay); remembers it. */
  function had(id: string): boolean {
    if (remembered.has(id)) return true;
    remembered.add(id);
    if (remembered.size > REMEMBERED_IDS) remembered.delete(remembered.values().next().value!);
    return false;
  }

  function dispatch(type: string | undefined, data: string) {
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = liveEvent.safeParse({ type, payload });
    // An event this version does not know (a newer server) is skipped.
    if (!parsed.success) return;
    const event: LiveEvent = parsed.data;
    handlers.get(event.type)?.forEach((handler) => handler(event.payload));
  }

  /** Reads one connection to its end; answers whether it got as far as `ready`. */
  async function readOnce(token: string): Promise<'ended' | 'refused' | 'failed'> {
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId;
    const response = await doFetch(url, { headers, signal: controller.signal, cache: 'no-store' });
    // The session ended or is refused: the ordinary API calls notice and sign out; no retrying.
    if (response.status === 401 || response.status === 403) return 'refused';
    if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream'))
      return 'failed';
    let ready = false;
    const parser = createParser({
      onEvent(message) {
        if (message.id !== undefined) advance(message.id);
        if (message.event === 'ready') {
          floor ??= Number(message.id ?? 0);
          ready = true;
          if (opened) reconnectListeners.forEach((listener) => listener());
          opened = true;
          return;
        }
        if (message.id !== undefined) {
          // Before `ready` comes the replay of a reconnect.
          if (!ready && floor !== undefined && Number(message.id) <= floor) return;
          if (had(message.id)) return;
        }
        dispatch(message.event, message.data);
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } finally {
      reader.releaseLock();
    }
    return ready ? 'ended' : 'failed';
  }

  async function run() {
    let attempt = 0;
    while (!controller.signal.aborted) {
      const token = getToken();
      if (!token) return;
      let outcome: 'ended' | 'refused' | 'failed';
      try {
        outcome = await readOnce(token);
      } catch {
        outcome = 'failed';
      }
      if (controller.signal.aborted || outcome === 'refused') return;
      // A stream that opened and later ended (a server restart, a proxy) is tried again at once the
      // first time; repeated failures wait longer and longer.
      attempt = outcome === 'ended' ? 0 : attempt + 1;
      await sleep(attempt === 0 ? 250 : backoff(attempt), controller.signal);
    }
  }
  void run();

  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      const h = handler as (payload: unknown) => void;
      set.add(h);
      return () => void set.delete(h);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => void reconnectListeners.delete(listener);
    },
    get lastEventId() {
      return lastEventId;
    },
    close: () => controller.abort(),
  };
}
