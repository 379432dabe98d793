import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { EVENT_STREAM_HEARTBEAT_MS, eventEndpoints as e } from '@portal/contract';
import { defineJob } from '../../jobs/define';
import type { ModuleOptions, PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { EventHub, type StoredEvent, type Subscriber } from './hub';
import { eventsRepository } from './repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's open event streams (tests and the bench read its size). */
    liveEvents: EventHub;
  }
}

/** Events are kept a day: long enough for any reconnect, short enough to stay a small table. */
export const pruneLiveEvents = defineJob({
  name: 'events.prune',
  payload: z.object({}),
  schedule: '17 * * * *',
  policy: 'exclusive',
  handler: async (_payload, { db, log }) => {
    const deleted = await eventsRepository.prune(db);
    if (deleted) log.info({ deleted }, 'live events pruned');
  },
});

/** A stream whose client does not read is dropped once this much waits unsent. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** `Last-Event-ID`: the id of the last event the client received, when it is one. */
function lastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

const frame = (event: StoredEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`;

/**
 * The signed-in user's live events (`GET /api/events`, server-sent events): what `publish` raised
 * for them on any server instance, while the stream is open, and on a reconnect with
 * `Last-Event-ID` what they missed. The stream starts with a `ready` event whose id is where a
 * later reconnect resumes from. Not encapsulated (fastify-plugin): the app exposes its hub as
 * `app.liveEvents`.
 */
export const eventsModule: PortalModule = fp(
  async (app: FastifyInstance, { database, jobs, listener, drain }: ModuleOptions) => {
    jobs.register(pruneLiveEvents);
    const hub = new EventHub(database, listener, app.log, EVENT_STREAM_HEARTBEAT_MS);
    hub.start();
    app.decorate('liveEvents', hub);
    // Open streams would keep the server from closing: they end first, or when the instance starts
    // to drain (its clients reconnect with Last-Event-ID, through the proxy to another instance).
    drain.onStart(() => hub.endAll());
    app.addHook('preClose', async () => hub.endAll());
    app.addHook('onClose', () => hub.stop());

    route(app, e.stream, 'signedIn', async (_input, request, reply) => {
      const auth = userOf(request);
      const since = lastEventId(request.headers['last-event-id']);
      const raw = reply.raw;
      // The headers set so far (security, request id) go out with the stream's own.
      const headers = { ...reply.getHeaders() } as Record<string, string | string[] | number>;
      delete headers['content-length'];
      reply.hijack();
      raw.writeHead(200, {
        ...headers,
        'content-type': `${e.stream.stream}; charset=utf-8`,
        'cache-control': 'no-cache, no-store, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write(': connected\n\n');

      let ended = false;
      // Events raised while the stream is being set up wait here, then go out after the replay.
      let pending: StoredEvent[] | null = [];
      const subscriber: Subscriber = {
        userId: auth.userId,
        sessionId: auth.sessionId,
        cursor: since ?? 0,
        send(events) {
          if (ended || events.length === 0) return;
          if (pending) {
            pending.push(...events);
            return;
          }
          write(events.map(frame).join(''));
          for (const event of events) subscriber.cursor = Math.max(subscriber.cursor, event.id);
        },
        // A stream still being set up misses it: what it shows is read after.
        tell(type) {
          if (pending === null) write(`event: ${type}\ndata: {}\n\n`);
        },
        ping: () => write(': ping\n\n'),
        end: () => finish(),
      };
      const unsubscribe = hub.subscribe(subscriber);

      function write(text: string) {
        if (ended) return;
        if (raw.writableLength > MAX_BUFFERED_BYTES) {
          finish();
          return;
        }
        raw.write(text);
      }
      function finish() {
        if (ended) return;
        ended = true;
        unsubscribe();
        if (!raw.writableEnded) raw.end();
      }
      request.raw.once('close', finish);
      raw.once('close', finish);

      try {
        const replayed = since === null ? [] : await hub.replay(auth.userId, since);
        const start = since === null ? await hub.latestId(auth.userId) : Math.max(since, ...replayed.map((r) => r.id));
        const seen = new Set(replayed.map((r) => r.id));
        const queued = (pending ?? []).filter((event) => !seen.has(event.id));
        pending = null;
        subscriber.cursor = start;
        write(replayed.map(frame).join('') + `id: ${start}\nevent: ready\ndata: {}\n\n`);
        subscriber.send(queued);
      } catch (err) {
        request.log.error({ err }, 'live events: the stream could not start');
        finish();
      }
      return reply;
    });
  },
);
