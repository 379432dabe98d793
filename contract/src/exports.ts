import { z } from 'zod';
import { endpoint } from './endpoint';
import { safeText } from './envelope';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The link to a generated spreadsheet an export call answers. */
export const exportLink = z.object({ url: z.string(), name: z.string() });
export type ExportLink = z.infer<typeof exportLink>;

export const exportFileParams = z.object({ token: safeText(64), name: safeText(200) });

export const exportEndpoints = {
  /**
   * Public by design: the link is what an authorised call (e.g. the statistics export) answered,
   * its token is 128 random bits and it expires in an hour.
   */
  download: endpoint({
    name: 'downloadExport',
    method: 'GET',
    path: '/api/exports/:token/:name',
    tag: 'Выгрузки',
    summary: 'Download a generated xlsx file by its link',
    params: exportFileParams,
    file: XLSX_MEDIA_TYPE,
  }),
};
