import type { FastifyInstance } from 'fastify';
import { healthResult, publicConfig, success } from '@portal/contract';
import type { Database } from '../../db/client';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import { responses, typed } from '../../lib/route';

export function healthRoutes(app: FastifyInstance, database: Database, config: Config) {
  const r = typed(app);
  r.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['Служебное'], summary: 'The server and its database answer', response: responses(success(healthResult)) } },
    async (request) => {
      try {
        await database.ping();
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        throw new HttpError(503, 'База данных недоступна');
      }
      return { success: true as const, result: { status: 'ok' as const, database: 'ok' as const } };
    },
  );
  r.get(
    '/api/config',
    { config: { access: 'public' }, schema: { tags: ['Служебное'], summary: 'Settings the web app needs before sign-in', response: responses(success(publicConfig)) } },
    async () => ({
      success: true as const,
      result: {
        student_site_url: config.studentSiteUrl,
        student_site_mobile_url: config.studentSiteMobileUrl,
        new_version_url: config.newVersionUrl,
      },
    }),
  );
}
