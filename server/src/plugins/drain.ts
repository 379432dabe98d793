import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The instance is going away (SIGTERM, serve.ts) but still serves what comes while the reverse proxy
 * learns it: every answer closes its connection, so that the proxy sends no further request on a
 * connection the instance will close; health answers 503; the live event streams end (their clients
 * reconnect elsewhere with Last-Event-ID) and new ones are refused with 503, which nginx retries on
 * another instance.
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

export const drainPlugin = fp(async (app: FastifyInstance) => {
  const drain = new Drain();
  app.decorate('drain', drain);
  app.addHook('onRequest', async (_request, reply) => {
    if (drain.active) reply.header('connection', 'close');
  });
});
