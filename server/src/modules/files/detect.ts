import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { acceptedFileTypes, type AcceptedFileType } from '@portal/contract';

const utf16 = (text: string) => Buffer.from(`${text}\0`, 'utf16le');
/** The stream names of an OLE compound file that tell a Word document from an Excel workbook. */
const wordStream = utf16('WordDocument');
const excelStreams = [utf16('Workbook'), utf16('Book')];

/**
 * The media type of a stored upload, from its content alone (magic bytes, by `file-type`); null
 * when it is not one of the accepted types. doc and xls are both OLE compound files
 * (`application/x-cfb`): they are told apart by the name of their main stream.
 */
export async function detectFileType(path: string): Promise<AcceptedFileType | null> {
  const found = await fileTypeFromFile(path);
  if (!found) return null;
  if (found.mime === 'application/x-cfb') return compoundFileType(await readAll(path));
  return found.mime in acceptedFileTypes ? (found.mime as AcceptedFileType) : null;
}

/** A compound file's kind by its directory's stream names (UTF-16LE). */
export function compoundFileType(content: Buffer): AcceptedFileType | null {
  if (content.includes(wordStream)) return 'application/msword';
  if (excelStreams.some((name) => content.includes(name))) return 'application/vnd.ms-excel';
  return null;
}

async function readAll(path: string): Promise<Buffer> {
  const handle = await open(path);
  try {
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/**
 * The name a file is shown with: its last path part (either slash), without control characters,
 * trimmed, at most 200 characters; «файл» when nothing is left.
 */
export function sanitizeFileName(name: string | undefined, fallback: string): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = last.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const chars = [...clean];
  const short = chars.length > 200 ? chars.slice(0, 200).join('').trim() : clean;
  return short && short !== '.' && short !== '..' ? short : fallback;
}
