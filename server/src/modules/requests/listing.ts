import {
  REQUEST_PAGE_SIZE,
  THREAD_SIDE,
  type PaginationMeta,
  type RequestFilterQuery,
  type RequestListItem,
  type RequestListQuery,
  type RequestStats,
} from '@portal/contract';
import { offsetOf, pageMeta } from '../../lib/paging';
import { versionedCache } from '../../lib/versioned-cache';
import type { Auth } from '../../plugins/auth';
import { employeeOf, type DistributiveOmit, type RequestDesk } from './desk';
import { requestListsRepository, requestsRepository, type RequestScope } from './repository';

/** The desk's reading: the caller's own requests, one request, the pages of a list and its statistics. */
export function requestListing(desk: RequestDesk) {
  const { db, config, kind, itemsOf, read, version } = desk;
  /**
   * A filter's count and statistics are read over every matching request: they are kept while
   * the requests' version stays the same (a change of a status, a service or the performers moves
   * it; a read mark or a message does not), so paging, refetching and several people watching
   * the same list ask the database once. The version itself is kept in memory, told by NOTIFY
   * (and read again after this instance's own changes, desk.ts `change`).
   */
  const counts = versionedCache<number>();
  const figures = versionedCache<RequestStats>();
  const keyOf = (scope: RequestScope, q: RequestFilterQuery) => JSON.stringify([scope, q]);
  const lists = requestListsRepository(db);

  async function page(
    within: DistributiveOmit<RequestScope, 'kind'>,
    q: RequestListQuery,
  ): Promise<{ items: RequestListItem[]; meta: PaginationMeta }> {
    const { page: n, ...filter } = q;
    const scope = { ...within, kind } as RequestScope;
    const [rows, total] = await Promise.all([
      lists.page(scope, filter, config.timeZone, REQUEST_PAGE_SIZE, offsetOf(n, REQUEST_PAGE_SIZE)),
      version
        .current()
        .then((v) => counts.get(v, keyOf(scope, filter), () => lists.count(scope, filter, config.timeZone))),
    ]);
    return { items: itemsOf(rows, THREAD_SIDE.answering), meta: pageMeta(total, REQUEST_PAGE_SIZE, n) };
  }

  async function stats(within: DistributiveOmit<RequestScope, 'kind'>, q: RequestFilterQuery): Promise<RequestStats> {
    const scope = { ...within, kind } as RequestScope;
    const repo = requestsRepository(db);
    return figures.get(await version.current(), keyOf(scope, q), async () => {
      const row = await repo.stats(scope, q, config.timeZone);
      const minutes = (seconds: number | null) => (seconds === null ? null : Math.round(Number(seconds) / 60));
      return {
        total: row.total,
        new: row.new,
        accepted: row.accepted,
        closed: row.closed,
        median_accept_minutes: minutes(row.accept),
        median_close_minutes: minutes(row.close),
      };
    });
  }

  return {
    async mine(auth: Auth): Promise<RequestListItem[]> {
      return itemsOf(await requestsRepository(db).mine(auth.userId, kind), THREAD_SIDE.opener);
    },

    all: (q: RequestListQuery) => page({ all: true }, q),
    managed: (auth: Auth, q: RequestListQuery) => page({ performer: employeeOf(auth) ?? 0 }, q),
    adminStats: (q: RequestFilterQuery) => stats({ all: true }, q),
    managerStats: (auth: Auth, q: RequestFilterQuery) => stats({ performer: employeeOf(auth) ?? 0 }, q),

    get: (auth: Auth, id: number) => read(db, auth, id),
  };
}
