import { vi } from 'vitest';

/** Every fetch answers `body` as JSON with `status`; the mock, to assert on its calls. */
export function stubFetch(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
