import { parse } from 'csv-parse/sync';
import type { Buffer as ExcelBuffer } from 'exceljs';
import { fileProblem } from '../../lib/rows/problems';
import type { Table } from '../../lib/rows/validate-rows';
import { t } from '../../i18n';
import { loadExcelJS } from '../../lib/exceljs';
import { unpackedSize } from '../../lib/zip-size';

/**
 * What a book may unpack to: a sheet of 100,000 people is about 150 MB of XML. More is no import table but a zip bomb
 * (a 30 MB file that inflates into gigabytes), refused before exceljs holds it in memory.
 */
export const XLSX_MAX_UNPACKED_BYTES = 512 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Reads an import file, telling XLSX from CSV by content (an XLSX book is a ZIP archive), not by
 * its name. CSV is UTF-8 (a BOM is allowed), separated by `,`, `;` or a tab, as its header shows.
 */
export async function readTable(bytes: Uint8Array): Promise<Table> {
  if (!bytes.length) throw fileProblem(t('imports:file.empty'));
  if (startsWith(bytes, ZIP)) return readXlsx(bytes);
  if (startsWith(bytes, OLE)) throw fileProblem(t('imports:file.xls'));
  return readCsv(bytes);
}

/**
 * Whether a file can be an import file at all, by its content: a ZIP archive (XLSX) or UTF-8 text
 * (CSV); throws the refusal readTable would give. Cheap: an upload is checked before it is kept.
 */
export function checkContent(bytes: Uint8Array): void {
  if (!bytes.length) throw fileProblem(t('imports:file.empty'));
  if (startsWith(bytes, ZIP)) return;
  if (startsWith(bytes, OLE)) throw fileProblem(t('imports:file.xls'));
  decodeUtf8(bytes);
}

/** The file's text after a BOM, checked to be UTF-8, and its bytes without the BOM. */
function decodeUtf8(bytes: Uint8Array): { text: string; body: Uint8Array } {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    throw fileProblem(t('imports:file.utf16'));
  }
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  if (body.includes(0)) throw fileProblem(t('imports:file.binary'));
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), body };
  } catch {
    throw fileProblem(t('imports:file.notUtf8'));
  }
}

/** The separator that splits the header line into the most columns (quoted text aside). */
function separatorOf(headerLine: string): string | null {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
  return n > 0 ? best : null;
}

const csvErrors: Record<string, 'csvQuoteNotClosed' | 'csvAfterClosingQuote'> = {
  CSV_QUOTE_NOT_CLOSED: 'csvQuoteNotClosed',
  CSV_INVALID_CLOSING_QUOTE: 'csvAfterClosingQuote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'csvAfterClosingQuote',
};

function readCsv(bytes: Uint8Array): Table {
  const { text, body } = decodeUtf8(bytes);
  const headerLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = separatorOf(headerLine);
  if (!delimiter) {
    throw fileProblem(t('imports:file.noSeparator'));
  }
  let records: string[][];
  try {
    // The bytes, not the text: csv-parse reads a buffer twice as fast. Empty lines are records
    // too, so that a record's index is its row number.
    records = parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength), {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch (err) {
    const { code, lines } = err as { code?: string; lines?: number };
    throw fileProblem(
      t('imports:file.csvBroken', {
        line: lines ?? '?',
        why: t(`imports:file.${(code && csvErrors[code]) || 'csvMarkup'}`),
      }),
    );
  }
  return toTable(records.map((cells, i) => ({ line: i + 1, cells })));
}

/**
 * Reads the whole book, not exceljs's streaming reader: that one decodes each inflated chunk on
 * its own and breaks a Cyrillic letter that falls between two chunks (exceljs issues #2063,
 * #2316). A book takes about 16 KB of memory per row of these formats; CSV streams nothing either
 * but is far lighter for very large files.
 */
async function readXlsx(bytes: Uint8Array): Promise<Table> {
  const unpacked = await unpackedSize(bytes, XLSX_MAX_UNPACKED_BYTES);
  if (unpacked === 'broken') throw fileProblem(t('imports:file.notXlsx'));
  if (unpacked === 'over') {
    throw fileProblem(t('imports:file.xlsxTooLarge', { mb: XLSX_MAX_UNPACKED_BYTES / 1024 / 1024 }));
  }
  const book = new (await loadExcelJS()).Workbook();
  try {
    // exceljs types its Buffer as an ArrayBuffer; it takes a Node buffer.
    await book.xlsx.load(Buffer.from(bytes) as unknown as ExcelBuffer);
  } catch {
    throw fileProblem(t('imports:file.notXlsx'));
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw fileProblem(t('imports:file.noSheet'));
  const rows: { line: number; cells: string[] }[] = [];
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push({
      line: row.number,
      cells: Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellText(values[i + 1])),
    });
  });
  return toTable(rows);
}

/** The text of a spreadsheet cell as a person sees it: rich text joined, a formula's result, a link's text. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
    if ('result' in v) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    if (typeof v.error === 'string') return v.error;
  }
  return '';
}

/** The first row is the header; rows with nothing in them are left out (their numbers stay). */
function toTable(rows: { line: number; cells: string[] }[]): Table {
  const [first, ...rest] = rows;
  if (!first || first.line !== 1 || first.cells.every((c) => !c.trim())) {
    throw fileProblem(t('imports:file.noHeader'));
  }
  return {
    header: first.cells.map((c) => c.trim()),
    rows: rest.filter((r) => r.cells.some((c) => c.trim() !== '')),
  };
}
