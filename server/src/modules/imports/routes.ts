import multipart from '@fastify/multipart';
import { MAX_IMPORT_BYTES, importEndpoints as e } from '@portal/contract';
import type { PortalModule } from '../../lib/module';
import { route } from '../../lib/route';
import { userOf } from '../../policy';
import { applyImportJob } from './apply';
import { importService } from './service';
import { receiveImportUpload } from './upload';
import { importUploadService } from './upload-service';

/** The account data import's update reports (001 §2) and the import from the browser (issue 16 §7), for admins. */
export const importsModule: PortalModule = async (app, { config, database, jobs }) => {
  const service = importService(database.db, app.log);
  const uploads = importUploadService(database.db, jobs, app.log, config.imports);
  jobs.register(applyImportJob);
  // Multipart bodies of this module's upload only (the files module registers its own limits).
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });

  route(app, e.updateReports, 'adminOnly', ({ query }) => service.reports(query.page));
  route(app, e.upload, 'adminOnly', async (_input, request) =>
    uploads.upload(userOf(request).userId, await receiveImportUpload(request, e.upload.upload.field)),
  );
  route(app, e.run, 'adminOnly', ({ params }) => uploads.run(params.id));
};
