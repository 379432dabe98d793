import { z } from 'zod';
import { endpoint } from './endpoint';
import { safeText } from './envelope';

/** The largest uploaded file (002 §9: «File maximum: 10 MB»). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The media types an upload may be, decided by the file's content (never its name). */
export const acceptedFileTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
} as const;
export type AcceptedFileType = keyof typeof acceptedFileTypes;
/** The extensions that stand for these types, where a browser gives a file no type (JPEG's two). */
export const fileExtensionsOf = (types: readonly AcceptedFileType[]): string[] =>
  types.flatMap((type) => {
    const extension = `.${acceptedFileTypes[type]}`;
    return type === 'image/jpeg' ? [extension, '.jpeg'] : [extension];
  });
/** For a file input's `accept`: the types and their extensions (the server decides anyway). */
export const fileInputAccept = [
  ...Object.keys(acceptedFileTypes),
  ...fileExtensionsOf(Object.keys(acceptedFileTypes) as AcceptedFileType[]),
].join(',');

/** What the support chat's and the new ticket's picker takes (000 §2, §5): PNG and JPEG. */
export const imageFileTypes = ['image/png', 'image/jpeg'] as const satisfies readonly AcceptedFileType[];
/** What a request's form and chat take (002 §5 «File attach»): PNG, JPEG and PDF. */
export const documentFileTypes = [
  'image/png',
  'image/jpeg',
  'application/pdf',
] as const satisfies readonly AcceptedFileType[];

export const isImageType = (mimeType: string) => mimeType.startsWith('image/');

/**
 * An uploaded file (000 §3 «File: uuid, src, original_name, mime_type»). `src` is a signed link
 * that works for an hour without the bearer header (an `<img>` can load it); a fresh one comes
 * with every answer that shows the file.
 */
export const fileResult = z.object({
  uuid: z.string(),
  src: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
});
export type FileResult = z.infer<typeof fileResult>;

export const fileParams = z.object({ uuid: z.uuid() });
/** A link's expiry and signature; missing or wrong, the download answers 403 (not a validation error). */
export const fileLinkQuery = z.object({
  expires: safeText(20).default(''),
  signature: safeText(128).default(''),
});

/** A tiny valid PNG (1×1, transparent): the upload's example, sent by the authorization matrix. */
export const EXAMPLE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR4nGNgAAIAAAUAAXpeqz8AAAAASUVORK5CYII=';

export const fileEndpoints = {
  upload: endpoint({
    name: 'uploadFile',
    method: 'POST',
    path: '/api/file/upload',
    tag: 'Файлы',
    summary: 'Upload a file (JPEG, PNG, GIF, PDF, DOC, DOCX, XLS, XLSX; up to 10 MB) to attach to a message',
    upload: { field: 'file', example: { name: 'pixel.png', type: 'image/png', base64: EXAMPLE_PNG_BASE64 } },
    result: fileResult,
  }),
  /**
   * Public by design: the link carries its own capability (an HMAC signature of the uuid and the
   * expiry), issued only to a caller who may read the file; it works for an hour.
   */
  download: endpoint({
    name: 'downloadFile',
    method: 'GET',
    path: '/api/file/:uuid',
    tag: 'Файлы',
    summary: 'Download an uploaded file by its signed link (the `src` of a file)',
    params: fileParams,
    query: fileLinkQuery,
    file: 'application/octet-stream',
  }),
};
