import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import type { ExportStore } from '../../lib/exports';
import { typed } from '../../lib/route';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const params = z.object({ token: z.string().max(64), name: z.string().max(200) });

/**
 * Downloads of generated spreadsheets. Public by design: the link is what an authorised call
 * (e.g. the statistics export) answered, its token is 128 random bits and it expires in an hour.
 */
export function exportRoutes(app: FastifyInstance, store: ExportStore) {
  typed(app).get(
    '/api/exports/:token/:name',
    { config: { access: 'public' }, schema: { tags: ['Выгрузки'], summary: 'Download a generated xlsx file by its link', params } },
    async (request, reply) => {
      const path = await store.find(request.params.token, 'xlsx');
      if (!path) throw notFound('Файл не найден или устарел. Сформируйте выгрузку заново.');
      const name = request.params.name.endsWith('.xlsx') ? request.params.name : `${request.params.name}.xlsx`;
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'private, no-store')
        .send(createReadStream(path));
    },
  );
}
