/**
 * Calls that arrive together, served together: a call made while a batch is under way waits and
 * goes into the next batch with the others that came meanwhile, so that many concurrent requests
 * cost one statement a batch instead of one each (group commit for writes, one query for reads).
 * A lone call is served at once. Calls with the same key never share a batch (the second waits
 * for the next), so a batch's statement may assume one row a key. A failed batch fails each of
 * its calls.
 */
export function batchCalls<I, O>(
  write: (items: I[]) => Promise<O[]>,
  opts: { maxBatch: number; concurrency: number; keyOf: (item: I) => string | number },
): (item: I) => Promise<O> {
  interface Waiting {
    item: I;
    resolve: (out: O) => void;
    reject: (err: unknown) => void;
  }
  let queue: Waiting[] = [];
  let running = 0;

  const flush = () => {
    while (running < opts.concurrency && queue.length > 0) {
      const batch: Waiting[] = [];
      const later: Waiting[] = [];
      const keys = new Set<string | number>();
      for (const waiting of queue) {
        const key = opts.keyOf(waiting.item);
        if (batch.length < opts.maxBatch && !keys.has(key)) {
          keys.add(key);
          batch.push(waiting);
        } else later.push(waiting);
      }
      queue = later;
      running++;
      write(batch.map((w) => w.item))
        .then(
          (outs) => batch.forEach((w, i) => w.resolve(outs[i]!)),
          (err: unknown) => batch.forEach((w) => w.reject(err)),
        )
        .finally(() => {
          running--;
          flush();
        });
    }
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      flush();
    });
}
