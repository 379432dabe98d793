import { Client } from 'undici';

/** One call as the load made it: its kind, when it started (ms, `performance.now()`), how long it took and its fate. */
export interface CallRecord {
  kind: string;
  started: number;
  ms: number;
  /** 2xx, and the answer's envelope said `success`. */
  ok: boolean;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
}

/**
 * The API through nginx as browsers reach it: HTTPS with HTTP/2 (undici with `allowH2`), the certificate trusted as
 * the only CA. One connection per source address: `addresses` clients bound to 127.0.1.1, 127.0.1.2, …, so that
 * nginx's and the portal's limits per client address see as many addresses (people behind a few campus NATs), not
 * one. Every call is recorded; failures keep a few of their answers per kind to print.
 */
export class Calls {
  readonly records: CallRecord[] = [];
  readonly failures = new Map<string, { count: number; samples: string[] }>();
  /** Calls sent again on a new connection after nginx closed theirs (GOAWAY), as a browser does. */
  resent = 0;
  private readonly clients: Client[];

  constructor(origin: string, ca: Buffer, addresses: number) {
    this.clients = Array.from(
      { length: addresses },
      (_, i) =>
        new Client(origin, {
          allowH2: true,
          localAddress: `127.0.1.${i + 1}`,
          connect: { ca },
          keepAliveTimeout: 60_000,
          headersTimeout: 30_000,
          bodyTimeout: 30_000,
        }),
    );
  }

  get addresses() {
    return this.clients.length;
  }

  /** Forgets what was recorded (a new level). */
  reset() {
    this.records.length = 0;
    this.failures.clear();
    this.resent = 0;
  }

  /** A call from the `address`-th address; its `result`, or null when it failed (recorded either way). */
  async call<T>(
    address: number,
    kind: string,
    method: 'GET' | 'POST',
    path: string,
    { token, body }: CallOptions = {},
  ): Promise<T | null> {
    const started = performance.now();
    const client = this.clients[address % this.clients.length]!;
    const send = () =>
      client.request({
        method,
        path,
        headers: {
          accept: 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
    let outcome: string;
    try {
      // nginx ends an HTTP/2 connection after `keepalive_requests` (1,000) requests with GOAWAY; the streams
      // it had not taken fail here, and a browser sends them again on a new connection: so does the load.
      const res = await send().catch((err: Error) => {
        if (!/GOAWAY/.test(String(err))) throw err;
        this.resent++;
        return send();
      });
      const text = await res.body.text();
      const ms = performance.now() - started;
      if (res.statusCode >= 200 && res.statusCode < 300) {
        const answer = JSON.parse(text) as { success?: boolean; result: T };
        if (answer.success !== false) {
          this.records.push({ kind, started, ms, ok: true });
          return answer.result;
        }
      }
      this.records.push({ kind, started, ms, ok: false });
      outcome = `${res.statusCode} ${text.slice(0, 160)}`;
    } catch (err) {
      this.records.push({ kind, started, ms: performance.now() - started, ok: false });
      const cause = (err as Error & { cause?: Error }).cause;
      outcome = `${err}${cause ? `: ${cause}` : ''}`;
    }
    const failed = this.failures.get(kind) ?? { count: 0, samples: [] };
    failed.count++;
    if (failed.samples.length < 3) failed.samples.push(`${method} ${path}: ${outcome}`);
    this.failures.set(kind, failed);
    return null;
  }

  close() {
    return Promise.all(this.clients.map((c) => c.close()));
  }
}
