import { readFileSync } from 'node:fs';
import type { Running } from './servers';

/** A process's resident memory now, in MiB. */
export const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A report made by a job, timed as a person waits for it: from the call that starts it to its
 * status «ready» in the list, with the server's resident memory sampled all the while; then its
 * file downloaded. `list` answers the newest reports ({ id, status }: 1 running, 3 ready).
 */
export async function timeReport(
  portal: Running,
  headers: Record<string, string>,
  paths: { generate: string; list: string; file: (id: number) => string },
): Promise<{ seconds: number; rssBefore: number; rssPeak: number; file: ArrayBuffer }> {
  const call = async <T>(method: 'GET' | 'POST', path: string): Promise<T> => {
    const res = await fetch(`${portal.url}${path}`, { method, headers });
    const answer = (await res.json()) as { success: boolean; result: T; message?: string };
    if (!answer.success) throw new Error(`${method} ${path}: ${res.status} ${answer.message}`);
    return answer.result;
  };
  const rssBefore = rssOf(portal.pid);
  let rssPeak = rssBefore;
  const started = performance.now();
  const created = await call<{ id: number }>('POST', paths.generate);
  for (;;) {
    rssPeak = Math.max(rssPeak, rssOf(portal.pid));
    const [r] = await call<{ id: number; status: number }[]>('GET', paths.list);
    if (r && r.id === created.id && r.status !== 1) {
      if (r.status !== 3) throw new Error(`Отчет не создан: статус ${r.status}`);
      break;
    }
    await sleep(50);
  }
  const seconds = (performance.now() - started) / 1000;
  const file = await (await fetch(`${portal.url}${paths.file(created.id)}`, { headers })).arrayBuffer();
  return { seconds, rssBefore, rssPeak, file };
}
