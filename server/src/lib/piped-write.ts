import { PassThrough, type Readable, type Writable } from 'node:stream';

/**
 * Runs a writer that is given a stream to write into (exceljs's streaming writer ends it when its
 * file is done) together with a consumer that reads what it writes (a store's put): the file is
 * kept whole neither in memory nor in a temporary file. A failure of either fails both; answers the
 * consumer's result.
 */
export async function pipedWrite<T>(
  write: (into: Writable) => Promise<void>,
  consume: (from: Readable) => Promise<T>,
): Promise<T> {
  const pipe = new PassThrough();
  const written = write(pipe).catch((err: unknown) => {
    pipe.destroy(err as Error);
    throw err;
  });
  const [result] = await Promise.all([consume(pipe), written]);
  return result;
}
