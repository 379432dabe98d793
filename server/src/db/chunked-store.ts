import { createHash } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from './client';
import { storedChunks, storedObjects } from './schema';

/** The size of a chunk: a 10 MB file is 40 rows, and no more than one chunk is in memory at a time. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Chunks travel as base64 text, decoded and encoded by the database: PGlite converts a `bytea`
 * parameter or column in JavaScript, about ten times slower than text here, while node-postgres's
 * binary transfer was only a little faster than this.
 */
const chunkData = sql<string>`encode(${storedChunks.data}, 'base64')`;
const asChunk = (data: Buffer) => sql`decode(${data.toString('base64')}, 'base64')`;

/** The namespace of the advisory locks that name objects (the other number is the key's hash). */
const NAMING_LOCK = 7_301_102;

export interface StoredObject {
  stream: Readable;
  size: number;
  createdAt: Date;
}

/**
 * Content in the database, in chunks (the tables `stored_objects` and `stored_chunks`), one
 * namespace (`store`) of it: streamed in while it is hashed, read back a chunk at a time. The files
 * module keeps uploads here by their SHA-256, the exports module its generated files by token.
 */
export function chunkedStore(db: DbOrTx, store: string) {
  const find = async (key: string) =>
    (
      await db
        .select({ id: storedObjects.id, size: storedObjects.size, createdAt: storedObjects.createdAt })
        .from(storedObjects)
        .where(and(eq(storedObjects.store, store), eq(storedObjects.key, key)))
    )[0] ?? null;

  /** The chunks of object `id` in order, one query each; fails when they end short of `size` (removed meanwhile). */
  async function* chunks(id: number, size: number) {
    let read = 0;
    for (let seq = 0; ; seq++) {
      const [row] = await db
        .select({ data: chunkData })
        .from(storedChunks)
        .where(and(eq(storedChunks.objectId, id), eq(storedChunks.seq, seq)));
      if (!row) break;
      const data = Buffer.from(row.data, 'base64');
      read += data.length;
      yield data;
    }
    if (read !== size) throw new Error(`stored object ${store}/${id}: ${read} of ${size} bytes`);
  }
  // One chunk at most waits in the stream's buffer.
  const streamOf = (source: AsyncIterable<Buffer>) => Readable.from(source, { objectMode: false, highWaterMark: 1 });

  /** Names a written object `key`, unless the store has that key already: then this one is deleted. */
  const name = (id: number, key: string, size: number) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${NAMING_LOCK}, hashtext(${`${store}/${key}`}))`);
      const [taken] = await tx
        .select({ id: storedObjects.id })
        .from(storedObjects)
        .where(and(eq(storedObjects.store, store), eq(storedObjects.key, key)));
      if (taken) await tx.delete(storedObjects).where(eq(storedObjects.id, id));
      else await tx.update(storedObjects).set({ key, size }).where(eq(storedObjects.id, id));
    });

  return {
    /**
     * Streams `content` into chunks while hashing it (SHA-256, hex), then names it `keyOf(hash)`.
     * Content the store has under that key already stays (the same hash is the same bytes) and
     * this copy goes. A write that fails leaves only an unnamed object, for `pruneUnnamed`.
     */
    async save(
      content: Readable,
      keyOf: (hash: string) => string,
    ): Promise<{ key: string; hash: string; size: number }> {
      const [object] = await db.insert(storedObjects).values({ store }).returning({ id: storedObjects.id });
      const id = object!.id;
      const hash = createHash('sha256');
      let size = 0;
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async (all: boolean) => {
        while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
          const joined = Buffer.concat(pending);
          const data = joined.subarray(0, CHUNK_BYTES);
          await db.insert(storedChunks).values({ objectId: id, seq: seq++, data: asChunk(data) });
          const rest = joined.subarray(data.length);
          pending = rest.length ? [rest] : [];
          pendingBytes = rest.length;
        }
      };
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          pending.push(chunk);
          pendingBytes += chunk.length;
          flush(false).then(() => done(), done);
        },
        final(done) {
          flush(true).then(() => done(), done);
        },
      });
      try {
        await pipeline(content, sink);
      } catch (err) {
        await db
          .delete(storedObjects)
          .where(eq(storedObjects.id, id))
          .catch(() => undefined);
        throw err;
      }
      const digest = hash.digest('hex');
      const key = keyOf(digest);
      await name(id, key, size);
      return { key, hash: digest, size };
    },

    /** The content of `key` with its size and when it was kept, or null; the stream reads a chunk at a time. */
    async open(key: string): Promise<StoredObject | null> {
      const found = await find(key);
      return found && { stream: streamOf(chunks(found.id, found.size)), size: found.size, createdAt: found.createdAt };
    },

    /** The content of `key` as a stream that looks it up when first read, and fails when there is none. */
    read(key: string): Readable {
      return streamOf(
        (async function* () {
          const found = await find(key);
          if (!found) throw new Error(`no stored object ${store}/${key}`);
          yield* chunks(found.id, found.size);
        })(),
      );
    },

    exists: async (key: string) => (await find(key)) !== null,

    /** Removes `key` and its chunks (none is left if there was no such key). */
    async remove(key: string): Promise<void> {
      await db.delete(storedObjects).where(and(eq(storedObjects.store, store), eq(storedObjects.key, key)));
    },

    /** Removes the named objects kept before `cutoff`; answers how many. */
    async removeKeptBefore(cutoff: Date): Promise<number> {
      const removed = await db
        .delete(storedObjects)
        .where(
          and(
            eq(storedObjects.store, store),
            sql`${storedObjects.key} is not null`,
            lt(storedObjects.createdAt, cutoff),
          ),
        )
        .returning({ id: storedObjects.id });
      return removed.length;
    },
  };
}
export type ChunkedStore = ReturnType<typeof chunkedStore>;

/**
 * Deletes the objects of every store that were never named and began before `cutoff` (their writer
 * stopped half-way), with their chunks; answers how many.
 */
export async function pruneUnnamed(db: Db, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(storedObjects)
    .where(and(isNull(storedObjects.key), lt(storedObjects.createdAt, cutoff)))
    .returning({ id: storedObjects.id });
  return removed.length;
}
