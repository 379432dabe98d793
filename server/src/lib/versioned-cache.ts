/**
 * Answers computed while a version number stays the same (a database counter that triggers bump
 * on every change that matters), by key, the most recently used `maxEntries` kept. A new version
 * empties it. Concurrent askers of one missing key share one computation.
 */
export function versionedCache<T>(maxEntries = 500) {
  let version: number | null = null;
  const entries = new Map<string, Promise<T>>();

  return {
    get(currentVersion: number, key: string, compute: () => Promise<T>): Promise<T> {
      if (version !== currentVersion) {
        entries.clear();
        version = currentVersion;
      }
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const answer = compute();
      entries.set(key, answer);
      // A failure is not kept.
      answer.catch(() => entries.get(key) === answer && entries.delete(key));
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return answer;
    },
  };
}
