import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { t } from '../i18n';
import { HttpError } from '../lib/http-error';

/** What a stopping instance still serves of the API's GETs: the metrics are read straight, not through the proxy. */
const STILL_SERVED = /^\/api\/metrics(?:[/?]|$)/;

/**
 * What a stopping instance answers the API's reads: 502, which nginx retries on another instance and counts as a
 * failure (`proxy_next_upstream http_502`, deploy/nginx.conf). Not 503: that is the answer of maintenance
 * (MAINTENANCE_MODE) and of the other refusals every instance gives alike (Wi-Fi not set up, the database down),
 * which nginx must pass on as they are; were 503 retried and counted, a few of them would leave nginx no instance
 * and every call would get its «no live upstreams» 502. The API answers 502 nowhere else.
 */
export const DRAIN_STATUS = 502;

/**
 * The instance is going away (SIGTERM, serve.ts) but still takes what comes while the reverse
 * proxy learns it (its reasons: serve.ts). Every answer closes its connection, so that the proxy
 * sends nothing more on a connection the instance will close. A write (POST), which nginx never
 * sends twice, is served as before. A read of the API (GET, HEAD) answers DRAIN_STATUS «Сервер
 * останавливается», which nginx retries on another instance and counts as a failure (`max_fails`):
 * after a few of them it sends this instance nothing for `fail_timeout`, and the instance stops
 * listening with no request on its way. Health is such a read; the live event streams end when
 * the drain starts (their clients reconnect with Last-Event-ID, through the proxy to another
 * instance).
 */
export class Drain {
  #active = false;
  readonly #listeners: (() => void)[] = [];

  get active(): boolean {
    return this.#active;
  }

  /** Runs `listener` when the drain starts. */
  onStart(listener: () => void): void {
    this.#listeners.push(listener);
  }

  start(): void {
    if (this.#active) return;
    this.#active = true;
    for (const listener of this.#listeners) listener();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The drain after SIGTERM (plugins/drain.ts). */
    drain: Drain;
  }
}

/** Decorates the app with `drain` (the modules get the same one in their options) and applies it to every request. */
export const drainPlugin = fp(async (app: FastifyInstance, { drain }: { drain: Drain }) => {
  app.decorate('drain', drain);
  app.addHook('onRequest', async (request, reply) => {
    if (!drain.active) return;
    reply.header('connection', 'close');
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (read && request.url.startsWith('/api/') && !STILL_SERVED.test(request.url))
      throw new HttpError(DRAIN_STATUS, t('platform:stopping'), undefined, undefined, { 'retry-after': '1' });
  });
});
