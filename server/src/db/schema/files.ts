import { bigint, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * Uploaded files (modules/files): the metadata here, the content in the file storage under its
 * SHA-256 (one blob for any number of uploads of the same content). A file is attached to at most
 * one thing (`attached_kind` names its module's kind: 'ticket_message', 'request_message', …);
 * until then only its uploader sees it, and a day later it is removed.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    originalName: text('original_name').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attachedKind: text('attached_kind'),
    attachedId: integer('attached_id'),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    index('files_sha256_idx').on(t.sha256),
    index('files_attached_idx').on(t.attachedKind, t.attachedId),
    index('files_unattached_created_idx')
      .on(t.createdAt)
      .where(sql`attached_kind is null`),
  ],
);
