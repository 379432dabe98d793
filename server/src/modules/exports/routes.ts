import { exportEndpoints as e } from '@portal/contract';
import { t } from '../../i18n';
import { notFound } from '../../lib/http-error';
import { hourly, type PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { exportStore } from './store';

/** Downloads of generated spreadsheets, by the unguessable link an export call answered. */
export const exportsModule: PortalModule = async (app, { config, database }) => {
  const store = exportStore(config, database);
  hourly(app, 'export cleanup', store.prune);

  route(app, e.download, 'anybody', async ({ params }, _request, reply) => {
    const file = await store.open(params.token, 'xlsx');
    if (!file) throw notFound(t('exports:expired'));
    const name = params.name.endsWith('.xlsx') ? params.name : `${params.name}.xlsx`;
    return reply
      .header('content-type', e.download.file)
      .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store')
      .header('content-length', String(file.size))
      .send(file.stream);
  });
};
