import type { FastifyInstance } from 'fastify';
import { exportLink, statisticsExportQuery, statisticsQuery, statisticsResult, success } from '@portal/contract';
import { responses, typed } from '../../lib/route';
import type { StatisticsService } from './service';

const tags = ['Статистика входов'];

/** Login statistics per institute and kafedra (000 §2, §7): admins only. */
export function statisticsRoutes(app: FastifyInstance, service: StatisticsService) {
  const r = typed(app);

  r.get(
    '/api/account/admin/statistics',
    {
      config: { access: { accounts: ['admin'] } },
      schema: { tags, summary: 'Students and those who signed in within the range, per institute and kafedra', querystring: statisticsQuery, response: responses(success(statisticsResult)) },
    },
    async (request) => {
      const { start_login, end_login } = request.query;
      return { success: true as const, result: [{ start_login, end_login, data: await service.table(start_login, end_login) }] };
    },
  );

  r.get(
    '/api/account/admin/statistics/export',
    {
      config: { access: { accounts: ['admin'] } },
      schema: { tags, summary: 'The same table as an xlsx file: answers its download link', querystring: statisticsExportQuery, response: responses(success(exportLink)) },
    },
    async (request) => {
      const { start_login, end_login, key, order } = request.query;
      return { success: true as const, result: await service.export(start_login, end_login, key, order) };
    },
  );
}
