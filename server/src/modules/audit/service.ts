import {
  AUDIT_LOG_PAGE_SIZE,
  auditActionName,
  type AuditAction,
  type AuditEntry,
  type AuditLogQuery,
  type PaginationMeta,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { searchWords } from '../../db/search-text';
import { actingImpersonator, markAudited } from '../../lib/acting';
import { offsetOf, pageMeta } from '../../lib/paging';
import { auditRepository } from './repository';

/** An action to record: who (null: the system), what, to whom, from which address, and anything else worth keeping. */
export interface AuditRecord {
  actorUserId: number | null;
  action: AuditAction;
  targetUserId?: number | null;
  ip?: string | null;
  details?: Record<string, unknown> | null;
}

/** At most this many words of a name search count (surname, name, patronymic). */
const MAX_NAME_WORDS = 3;

/** A name search's words: lower-cased, ё as е (the query does the same to the names), safe for LIKE. */
export const nameWords = (search: string | undefined): string[] => searchWords(search, MAX_NAME_WORDS);

/**
 * Writes an entry of the audit log. Other modules record their actions through it, inside their
 * own transaction when they pass one, so that the entry and the action stand or fall together.
 * An action of a user whom an admin is signed in as is the admin's: the admin is its actor, on
 * behalf of the user.
 */
export async function recordAudit(db: DbOrTx, entry: AuditRecord): Promise<void> {
  const impersonator = entry.actorUserId === null ? null : actingImpersonator();
  await auditRepository(db).insert({
    actorUserId: impersonator ?? entry.actorUserId,
    onBehalfOfUserId: impersonator === null ? null : entry.actorUserId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
  markAudited();
}

/** «Журнал действий»: the audit log read a page at a time; calendar days are those of `timeZone`. */
export function auditService(db: DbOrTx, timeZone: string) {
  const repo = auditRepository(db);
  return {
    record: (entry: AuditRecord) => recordAudit(db, entry),

    async page(query: AuditLogQuery): Promise<{ items: AuditEntry[]; meta: PaginationMeta }> {
      const filter = {
        action: query.action,
        userId: query.user_id,
        nameWords: nameWords(query.search_string),
        from: query.from,
        to: query.to,
        timeZone,
      };
      const { rows, total } = await repo.page(filter, AUDIT_LOG_PAGE_SIZE, offsetOf(query.page, AUDIT_LOG_PAGE_SIZE));
      return {
        items: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          action: r.action,
          action_name: auditActionName(r.action),
          actor: r.actorId === null ? null : { id: r.actorId, full_name: r.actorName },
          on_behalf_of: r.onBehalfOfId === null ? null : { id: r.onBehalfOfId, full_name: r.onBehalfOfName },
          target: r.targetId === null ? null : { id: r.targetId, full_name: r.targetName },
          ip: r.ip,
          details: r.details ?? null,
        })),
        meta: pageMeta(total, AUDIT_LOG_PAGE_SIZE, query.page),
      };
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
