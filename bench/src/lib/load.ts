import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** How many answers of each status. */
  statuses: Record<number, number>;
  /** CPU time (user + system, all threads) of the server process `cpuOf` per answer, in ms. */
  cpuMsPerRequest?: number;
  /** Its part in the kernel (system time: socket reads and writes, mostly). */
  systemMsPerRequest?: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  connections: number;
  seconds: number;
  /** Stop after this many requests (before `seconds` if they are done sooner). */
  amount?: number;
  /** Headers, body and path (with its query) per request, e.g. a different user's token each time. */
  request?: (i: number) => { headers?: Record<string, string>; body?: string; path?: string };
  /** The server's process id: its CPU time over the run is divided by the answers. */
  cpuOf?: number;
}

/** A process's CPU time so far (user and system of all its threads, from /proc), in ms. */
export function cpuMs(pid: number): { user: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** A bounded load from this process to a local server; latencies in milliseconds. */
export async function load(opts: LoadOptions): Promise<LoadResult> {
  let i = 0;
  const latencies: number[] = [];
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: opts.url,
        connections: opts.connections,
        duration: opts.seconds,
        ...(opts.amount ? { amount: opts.amount } : {}),
        requests: [
          {
            method: opts.method ?? 'GET',
            setupRequest: (req) => {
              const extra = opts.request?.(i++) ?? {};
              return {
                ...req,
                path: extra.path ?? req.path,
                headers: { ...req.headers, 'content-type': 'application/json', ...extra.headers },
                body: extra.body ?? req.body,
              };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
  const statuses: Record<number, number> = {};
  const cpuBefore = opts.cpuOf ? cpuMs(opts.cpuOf) : null;
  instance.on('response', (_client, status, _bytes, responseTime) => {
    latencies.push(responseTime);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await done;
  const cpuAfter = opts.cpuOf ? cpuMs(opts.cpuOf) : null;
  latencies.sort((a, b) => a - b);
  return {
    name: opts.name,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
    ...(cpuBefore && cpuAfter && latencies.length
      ? {
          cpuMsPerRequest: (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / latencies.length,
          systemMsPerRequest: (cpuAfter.system - cpuBefore.system) / latencies.length,
        }
      : {}),
  };
}

/**
 * The bare Fastify + pg `SELECT 1` (bench/src/baseline.ts) under the same load: what the portal's
 * figures are compared with; with the server's CPU per answer unless `cpu` is false.
 */
export const loadBaseline = (
  baseline: { url: string; pid: number },
  connections: number,
  seconds: number,
  { cpu = true } = {},
) =>
  load({
    name: 'baseline: Fastify + pg SELECT 1',
    url: `${baseline.url}/select-1`,
    connections,
    seconds,
    ...(cpu ? { cpuOf: baseline.pid } : {}),
  });

export function report(rows: LoadResult[], baseline: LoadResult) {
  const ms = (n: number) => n.toFixed(2).padStart(8);
  console.log(
    `\n${'endpoint'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ` +
      `${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  ×p95 of baseline  errors  server CPU ms/req`,
  );
  for (const r of [baseline, ...rows]) {
    const ratio = r === baseline ? '1.00' : (r.p95 / baseline.p95).toFixed(2);
    const cpu =
      r.cpuMsPerRequest === undefined
        ? ''
        : `${r.cpuMsPerRequest.toFixed(3).padStart(17)} (${r.systemMsPerRequest!.toFixed(3)})`;
    console.log(
      `${r.name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} ${ms(r.p50)} ` +
        `${ms(r.p95)} ${ms(r.p99)}  ${ratio.padStart(16)}  ${String(r.errors + r.non2xx).padStart(6)}  ${cpu}`,
    );
  }
  console.log(
    `load average (1, 5, 15 min) now: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
}
