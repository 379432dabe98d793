import type { FastifyInstance } from 'fastify';
import { paged, updateReport, updateReportsQuery } from '@portal/contract';
import { responses, typed } from '../../lib/route';
import type { ImportService } from './service';

const tags = ['Отчеты обновлений'];

/** The update reports of the account data import (001 §2), for admins. */
export function updateReportRoutes(app: FastifyInstance, service: ImportService) {
  const r = typed(app);

  r.get(
    '/api/account/admin/report/update',
    {
      config: { access: { accounts: ['admin'] } },
      schema: { tags, summary: 'A page of update reports, newest first', querystring: updateReportsQuery, response: responses(paged(updateReport)) },
    },
    async (request) => {
      const { items, meta } = await service.reports(request.query.page);
      return { success: true as const, result: items, meta };
    },
  );
}
