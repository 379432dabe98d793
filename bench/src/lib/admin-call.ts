import type { AdminCall } from './student-poll';

type Fetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string | undefined },
) => Promise<{ status: number; json(): Promise<unknown> }>;

/** Calls of the portal at `baseUrl` with `headers` (an admin's authorization), JSON in and out. */
export const adminCaller =
  (baseUrl: string, headers: Record<string, string>, fetchWith: Fetch = fetch): AdminCall =>
  async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await fetchWith(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json()) as { success: boolean; result: T; message?: string };
    if (!answer.success) throw new Error(`${method} ${path}: ${res.status} ${answer.message}`);
    return answer.result;
  };
