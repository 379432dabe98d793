import { PassThrough, type Readable, type Writable } from 'node:stream';

/**
 * Runs a writer that is given a stream to write into (exceljs's streaming writer ends it when its
 * file is done) together with a consumer that reads what it writes (a store's put): the file is
 * kept whole neither in memory nor in a temporary file. A failure of either fails both, and the
 * answer waits for both to finish (a store cleans up after a failed write first); answers the
 * consumer's result.
 */
export async function pipedWrite<T>(
  write: (into: Writable) => Promise<void>,
  consume: (from: Readable) => Promise<T>,
): Promise<T> {
  const pipe = new PassThrough();
  // A writer's failure reaches the consumer through the stream and the caller through `written`.
  pipe.on('error', () => undefined);
  const consumed = consume(pipe);
  const written = write(pipe).catch((err: unknown) => {
    pipe.destroy(err as Error);
    throw err;
  });
  const [result, writing] = await Promise.allSettled([consumed, written]);
  // The consumer fails with the writer's error when the writer failed first.
  if (result.status === 'rejected') throw result.reason;
  if (writing.status === 'rejected') throw writing.reason;
  return result.value;
}
