import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLE_PNG_BASE64 } from '@portal/contract';
import { CHUNK_BYTES } from '../../db/chunked-store';
import { queryRows } from '../../db/client';
import { storedChunks, storedObjects } from '../../db/schema';
import { bearer, loginToken, multipartFile, testConfig, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { filesOf } from '.';

/**
 * FILES_STORE=database (the default with DATABASE_URL; the embedded database takes it too): the
 * content in chunks of 256 KiB, streamed in and out, on both databases of the suite.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-stored-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const config = testConfig({ dataDir, filesStore: 'database' });
const ctx = useTestApp({ dataDir, filesStore: 'database' }, async ({ database }) => {
  const f = factories(database.db);
  await f.student((await f.user('uploader@stored.local')).id);
});
const storage = async () => (await filesOf(config, ctx.database)).storage;

/** `size` bytes that differ from chunk to chunk, as `pieces` of 64 KiB; `after(n)` runs once n bytes were given. */
function content(size: number, seed: string, after?: { bytes: number; run: () => Promise<void> }) {
  const whole = Buffer.alloc(size);
  for (let at = 0, n = 0; at < size; at += 32, n++)
    createHash('sha256').update(`${seed}:${n}`).digest().copy(whole, at);
  async function* pieces() {
    for (let at = 0; at < size; at += 65_536) {
      yield whole.subarray(at, Math.min(size, at + 65_536));
      if (after && at + 65_536 === after.bytes) await after.run();
    }
  }
  return {
    whole,
    hash: createHash('sha256').update(whole).digest('hex'),
    stream: () => Readable.from(pieces(), { highWaterMark: 1 }),
  };
}

/** The named objects of a hash (one at most), their chunks and the largest chunk's bytes. */
const named = async (hash: string) =>
  (
    await queryRows<{ objects: number; chunks: number; largest: number | null }>(
      ctx.database.db,
      sql`select count(distinct o.id)::int as objects, count(c.seq)::int as chunks, max(length(c.data))::int as largest
        from ${storedObjects} o left join ${storedChunks} c on c.object_id = o.id
        where o.store = 'files' and o.key = ${hash}`,
    )
  )[0];
const unnamed = async () =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ${storedObjects} where key is null`,
    )
  )[0]!.n;

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

// Ten megabytes through the embedded database (WASM) take a while on a loaded machine.
const slow = { timeout: 120_000 };

describe('the database file storage', () => {
  it('streams 10 MB in while hashing (chunks are written before the end) and out a chunk at a time', slow, async () => {
    const chunksWhileStreaming: number[] = [];
    const file = content(10 * 1024 * 1024, 'ten', {
      bytes: 2 * 1024 * 1024,
      run: async () => {
        const [row] = await queryRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from ${storedChunks} c join ${storedObjects} o on o.id = c.object_id
            where o.key is null`,
        );
        chunksWhileStreaming.push(row!.n);
      },
    });
    const store = await storage();
    expect(await store.put(file.stream())).toEqual({ hash: file.hash, size: file.whole.length });
    // 2 MiB given (8 chunks' worth): most of them were in the database while the rest was still to come.
    expect(chunksWhileStreaming[0]).toBeGreaterThanOrEqual(4);
    expect(await named(file.hash)).toEqual({ objects: 1, chunks: 40, largest: CHUNK_BYTES });
    expect(await unnamed()).toBe(0);

    const stream = store.get(file.hash);
    const first = await stream[Symbol.asyncIterator]().next();
    // What the stream had read when asked: one chunk, not the file.
    expect((first.value as Buffer).length).toBe(CHUNK_BYTES);
    stream.destroy();
    expect((await readAll(store.get(file.hash))).equals(file.whole)).toBe(true);
    expect(await store.exists(file.hash)).toBe(true);
    await store.remove(file.hash);
    expect(await store.exists(file.hash)).toBe(false);
    expect(await named(file.hash)).toEqual({ objects: 0, chunks: 0, largest: null });
    await expect(readAll(store.get(file.hash))).rejects.toThrow(/no stored object/);
  });

  it('keeps the same content once, also when it is put three times at once', async () => {
    const file = content(700_000, 'same');
    const store = await storage();
    const puts = await Promise.all([store.put(file.stream()), store.put(file.stream()), store.put(file.stream())]);
    expect(puts).toEqual(Array(3).fill({ hash: file.hash, size: 700_000 }));
    await store.put(file.stream());
    expect(await named(file.hash)).toEqual({ objects: 1, chunks: 3, largest: CHUNK_BYTES });
    expect(await unnamed()).toBe(0);
  });

  it('leaves nothing under a hash when a put is interrupted; the cleanup prunes what a stopped one left', async () => {
    const store = await storage();
    async function* broken() {
      yield Buffer.alloc(600_000, 1);
      throw new Error('the client went away');
    }
    await expect(store.put(Readable.from(broken()))).rejects.toThrow('the client went away');
    expect(await unnamed()).toBe(0);

    // A process stopped half-way leaves an unnamed object with its chunks: an old one and a fresh one.
    const db = ctx.database.db;
    const left = async (minutesAgo: number) => {
      const [object] = await db
        .insert(storedObjects)
        .values({ store: 'files', createdAt: new Date(Date.now() - minutesAgo * 60_000) })
        .returning();
      await db.insert(storedChunks).values([0, 1].map((seq) => ({ objectId: object!.id, seq, data: Buffer.alloc(9) })));
      return object!.id;
    };
    const old = await left(61);
    const fresh = await left(5);
    await (await filesOf(config, ctx.database)).pruneLeftovers();
    const ids = (await db.select({ id: storedObjects.id }).from(storedObjects)).map((r) => r.id);
    expect(ids).not.toContain(old);
    expect(ids).toContain(fresh);
    const chunksOf = (id: number) =>
      queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${storedChunks} where object_id = ${id}`);
    expect(await chunksOf(old)).toEqual([{ n: 0 }]);
    expect(await chunksOf(fresh)).toEqual([{ n: 2 }]);
  });

  it(
    'serves an upload of almost 10 MB through the app, and keeps its temporary file outside DATA_DIR',
    slow,
    async () => {
      const png = Buffer.from(EXAMPLE_PNG_BASE64, 'base64');
      const file = Buffer.concat([png, content(9_900_000, 'upload').whole]);
      const { payload, headers } = multipartFile('file', { name: 'скан.png', type: 'image/png', content: file });
      const token = await loginToken(ctx.app, 'uploader@stored.local');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/file/upload',
        payload,
        headers: { ...headers, ...bearer(token) },
      });
      expect(res.statusCode).toBe(200);
      const download = await ctx.app.inject({ url: res.json().result.src });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-length']).toBe(String(file.length));
      expect(download.rawPayload.equals(file)).toBe(true);
      expect(await named(createHash('sha256').update(file).digest('hex'))).toEqual({
        objects: 1,
        chunks: Math.ceil(file.length / CHUNK_BYTES),
        largest: CHUNK_BYTES,
      });
      expect((await filesOf(config, ctx.database)).tmpDir.startsWith(tmpdir())).toBe(true);
      expect(existsSync(join(dataDir, 'files'))).toBe(false);
    },
  );
});
