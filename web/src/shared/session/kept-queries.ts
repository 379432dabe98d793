import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { storage, storageKeys } from '../lib/storage';

/**
 * The last answers of a few queries (the app chooses which: the timetable, the inbox) kept in
 * localStorage for the signed-in user, so that the app opened without a connection shows them
 * (issue 32 §3): written as they come, read back at a signed-in start before the first render.
 *
 * A copy serves only the token it was written for (by a hash of it) and only this build (the
 * module's hashed file name changes with releases, whose answers may have another shape); the
 * sign-out and an ended session remove it (token.ts), with any of the API's answers in Cache Storage.
 */
interface KeptQueries {
  build: string;
  owner: string;
  queries: DehydratedState['queries'];
}

const build = import.meta.url;
/** Bounds the copy: a timetable looked up for each of many groups does not fill the storage. */
const MOST = 12;

/** A short hash (cyrb53) of the token: tells one user's copy from another's, and does not store the token again. */
export function ownerOf(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

function read(token: string): KeptQueries['queries'] {
  const raw = storage.get(storageKeys.keptQueries);
  if (!raw) return [];
  try {
    const kept = JSON.parse(raw) as Partial<KeptQueries> | null;
    if (kept?.build !== build || kept.owner !== ownerOf(token) || !Array.isArray(kept.queries)) return [];
    return kept.queries;
  } catch {
    return [];
  }
}

/** Puts the token's kept answers into the cache (an answer the cache has newer stays). */
export function restoreKeptQueries(queryClient: QueryClient, token: string | null): void {
  if (token === null) return;
  const queries = read(token);
  if (queries.length === 0) return;
  // Kept in memory until a screen shows them, however late: they are the offline copy.
  hydrate(queryClient, { queries, mutations: [] }, { defaultOptions: { queries: { gcTime: Infinity } } });
}

/**
 * Writes each new answer of a kept query (`kept` says which) for the token of the moment; answers
 * the cache has let go of since stay in the copy.
 */
export function keepQueries(
  queryClient: QueryClient,
  kept: (queryKey: readonly unknown[]) => boolean,
  token: () => string | null,
): () => void {
  let scheduled = false;
  const write = () => {
    scheduled = false;
    const owner = token();
    if (owner === null) return;
    const fresh = dehydrate(queryClient, {
      shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && kept(query.queryKey),
    }).queries;
    const byHash = new Map(read(owner).map((query) => [query.queryHash, query]));
    fresh.forEach((query) => byHash.set(query.queryHash, query));
    const queries = [...byHash.values()].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, MOST);
    storage.set(
      storageKeys.keptQueries,
      JSON.stringify({ build, owner: ownerOf(owner), queries } satisfies KeptQueries),
    );
  };
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !kept(event.query.queryKey)) return;
    // Answers that come together are written once.
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(write);
  });
}

/** The sign-out: the kept answers go, and any answer of the API a cache of the browser holds. */
export function forgetKeptQueries(): void {
  storage.remove(storageKeys.keptQueries);
  if (typeof caches === 'undefined') return;
  // The service worker's precache (the app's own files, no one's data) stays.
  void caches
    .keys()
    .then((names) => Promise.all(names.filter((name) => !name.includes('precache')).map((name) => caches.delete(name))))
    .catch(() => undefined);
}
