import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both take a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Content kept in the database (db/chunked-store.ts) so that every server instance reads what any
 * of them wrote: uploaded files by their SHA-256 (`store` 'files') and generated exports by their
 * token ('exports'). An object is written chunk by chunk before it has a `key`, and named once
 * whole: a reader never finds half of one, and one whose writer stopped stays unnamed until the
 * cleanup deletes it with its chunks.
 */
export const storedObjects = pgTable(
  'stored_objects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    store: text('store').notNull(),
    /** Null while it is written. */
    key: text('key'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_objects_store_key_idx').on(t.store, t.key),
    index('stored_objects_unnamed_idx')
      .on(t.createdAt)
      .where(sql`key is null`),
  ],
);

/** An object's content in pieces of at most 256 KiB, in order of `seq` from 0. */
export const storedChunks = pgTable(
  'stored_chunks',
  {
    objectId: bigint('object_id', { mode: 'number' })
      .notNull()
      .references(() => storedObjects.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.objectId, t.seq] })],
);

/**
 * The keys a server signs or derives with when none is configured (lib/kept-secret.ts), and the
 * demo Wi-Fi CA, kept here with DATABASE_URL so that every instance uses the same ones.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
