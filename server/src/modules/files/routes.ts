import multipart from '@fastify/multipart';
import { MAX_FILE_BYTES, fileEndpoints as e } from '@portal/contract';
import { t } from '../../i18n';
import { HttpError, notFound } from '../../lib/http-error';
import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { FILE_LINK_LIFETIME_MS } from './links';
import { fileByUuid, contentDisposition, receiveUpload, removeUnattachedFiles, toFileResult } from './service';
import { filesOf } from './files-of';

/** Uploads (any signed-in user) and downloads by signed link (modules/files/README in the project README). */
export const filesModule: PortalModule = async (app, { config, database, jobs }) => {
  const files = await filesOf(config, database);
  const { storage, signer, tmpDir } = files;
  const db = database.db;
  // Multipart bodies are parsed only by this module's routes; everywhere else they stay a 415.
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
  jobs.register(
    defineJob({
      name: 'files.cleanup',
      payload: z.object({}),
      schedule: '41 * * * *',
      policy: 'exclusive',
      handler: async (_payload, { db: jobDb, log }) => {
        const removed = await removeUnattachedFiles(jobDb, storage);
        await files.pruneLeftovers();
        if (removed.rows) log.info(removed, 'unattached files removed');
      },
    }),
  );

  route(app, e.upload, 'signedIn', async (_input, request) => {
    const file = await receiveUpload(
      request,
      { db, storage, tmpDir, field: e.upload.upload.field },
      userOf(request).userId,
    );
    return toFileResult(signer, file);
  });

  route(app, e.download, 'anybody', async ({ params, query }, _request, reply) => {
    if (!signer.verify(params.uuid, query.expires, query.signature)) throw new HttpError(403, t('files:badLink'));
    const file = await fileByUuid(db, params.uuid);
    if (!file || !(await storage.exists(file.sha256))) throw notFound(t('files:notFound'));
    const left = Math.max(
      0,
      Math.min(FILE_LINK_LIFETIME_MS / 1000, Math.floor(Number(query.expires) - Date.now() / 1000)),
    );
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.size))
      .header('content-disposition', contentDisposition(file))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', `private, max-age=${left}`)
      .send(storage.get(file.sha256));
  });
};
