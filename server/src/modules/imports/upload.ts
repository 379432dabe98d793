import type { FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES, importUploadFields, type AccountImportKind } from '@portal/contract';
import { HttpError, unprocessable } from '../../lib/http-error';
import { sanitizeFileName } from '../files';
import { ImportError } from '../../lib/rows/problems';
import { checkContent } from './read-file';
import { t } from '../../i18n';

export interface ImportUpload {
  kind: AccountImportKind;
  dryRun: boolean;
  /** A full file: the people of its kind missing from it have left (issue 33). */
  missing: 'keep' | 'deactivate';
  fileName: string;
  bytes: Uint8Array;
}

const tooLarge = () => new HttpError(413, t('imports:upload.tooLarge', { mb: MAX_IMPORT_BYTES / 1024 / 1024 }));

/**
 * Reads `POST /api/account/admin/import`: the fields `kind` and `dry_run` and the one file (in any
 * order), the file whole in memory up to MAX_IMPORT_BYTES (the import reads it whole anyway), and
 * checks by its content that it can be a CSV or an XLSX file. Refusals in the request's language, by field.
 */
export async function receiveImportUpload(request: FastifyRequest, field: string): Promise<ImportUpload> {
  const noFile = () => unprocessable(t('imports:upload.noFile'), { [field]: [t('imports:upload.noFile')] });
  if (!request.isMultipart()) throw noFile();
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 8 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === field && !file) {
        file = { name: sanitizeFileName(part.filename, 'file.csv'), bytes: await part.toBuffer() };
      } else {
        // Another file part: read to its end, so that the fields after it arrive.
        await part.toBuffer();
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const status = (err as { statusCode?: unknown })?.statusCode;
    if (status === 413) throw tooLarge();
    throw unprocessable(t('imports:upload.badUpload'));
  }
  const parsed = importUploadFields.safeParse(fields);
  if (!parsed.success) {
    const wrong = parsed.error.issues[0]?.path[0];
    throw wrong === 'kind'
      ? unprocessable(t('imports:upload.badKind'), { kind: [t('imports:upload.badKind')] })
      : wrong === 'missing'
        ? unprocessable(t('imports:upload.badMissing'), { missing: [t('imports:upload.badMissing')] })
        : unprocessable(t('imports:upload.badDryRun'), { dry_run: [t('imports:upload.badDryRun')] });
  }
  if (!file) throw noFile();
  try {
    checkContent(file.bytes);
  } catch (err) {
    if (!(err instanceof ImportError)) throw err;
    throw unprocessable(err.message, { [field]: [err.message] });
  }
  return {
    kind: parsed.data.kind,
    dryRun: parsed.data.dry_run === '1',
    missing: parsed.data.missing ?? 'keep',
    fileName: file.name,
    bytes: file.bytes,
  };
}
