import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { acceptedFileTypes, fileExtensionsOf, type AcceptedFileType } from '@portal/contract';

const MAX_NAME_CHARS = 200;

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

/**
 * A compound file's kind by the streams its directory lists right under the root storage: a Word
 * document's `WordDocument`, an Excel workbook's `Workbook` (`Book` before Excel 97). Null for any
 * other compound file (an installer, a PowerPoint with a document embedded in a storage of its
 * own) and for one whose structure is broken.
 */
export function compoundFileType(content: Buffer): AcceptedFileType | null {
  const streams = rootStreams(content);
  if (!streams) return null;
  if (streams.has('WordDocument')) return 'application/msword';
  if (streams.has('Workbook') || streams.has('Book')) return 'application/vnd.ms-excel';
  return null;
}

const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const NO_STREAM = 0xffffffff;
const DIRECTORY_ENTRY = 128;
const STREAM = 2;
const ROOT_STORAGE = 5;

/**
 * The names of the streams directly in a compound file's root storage ([MS-CFB]: the header, the
 * FAT with its DIFAT, the directory's sector chain and the root's red-black tree of children).
 * Null when the file is not one or anything in it points outside it or in a loop.
 */
function rootStreams(content: Buffer): Set<string> | null {
  try {
    if (content.length < 512 || !content.subarray(0, 8).equals(CFB_SIGNATURE)) return null;
    const shift = content.readUInt16LE(0x1e);
    if (shift !== 9 && shift !== 12) return null;
    const size = 1 << shift;
    const perSector = size / 4;
    const sectors = Math.ceil(content.length / size) - 1;
    const broken = new RangeError('broken compound file');
    const offsetOf = (sector: number) => {
      if (sector >= sectors) throw broken;
      return (sector + 1) * size;
    };

    // The FAT's own sectors: the first 109 named in the header, the rest in the DIFAT's chain.
    const fatCount = content.readUInt32LE(0x2c);
    if (fatCount > sectors) return null;
    const fat: number[] = [];
    for (let i = 0; i < 109 && fat.length < fatCount; i++) fat.push(content.readUInt32LE(0x4c + i * 4));
    for (let sector = content.readUInt32LE(0x44), steps = 0; fat.length < fatCount; steps++) {
      if (steps > sectors) return null;
      const at = offsetOf(sector);
      for (let i = 0; i < perSector - 1 && fat.length < fatCount; i++) fat.push(content.readUInt32LE(at + i * 4));
      sector = content.readUInt32LE(at + size - 4);
    }
    const next = (sector: number) => {
      const fatSector = fat[Math.floor(sector / perSector)];
      if (fatSector === undefined) throw broken;
      return content.readUInt32LE(offsetOf(fatSector) + (sector % perSector) * 4);
    };

    const entries: Buffer[] = [];
    for (let sector = content.readUInt32LE(0x30), steps = 0; sector !== END_OF_CHAIN; sector = next(sector), steps++) {
      if (steps > sectors) return null;
      const at = offsetOf(sector);
      for (let i = 0; i < size; i += DIRECTORY_ENTRY) entries.push(content.subarray(at + i, at + i + DIRECTORY_ENTRY));
    }
    const root = entries[0];
    if (!root || root[0x42] !== ROOT_STORAGE) return null;

    const names = new Set<string>();
    const seen = new Set<number>([0]);
    const pending = [root.readUInt32LE(0x4c)];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (id === NO_STREAM) continue;
      const entry = entries[id];
      if (!entry || seen.has(id)) return null;
      seen.add(id);
      pending.push(entry.readUInt32LE(0x44), entry.readUInt32LE(0x48));
      const nameBytes = entry.readUInt16LE(0x40);
      if (entry[0x42] === STREAM && nameBytes >= 2 && nameBytes <= 64)
        names.add(entry.toString('utf16le', 0, nameBytes - 2));
    }
    return names;
  } catch (err) {
    if (err instanceof RangeError) return null;
    throw err;
  }
}

/** The extension of a file's name: letters and digits after its last dot, one letter at least («от 12.03» has none). */
const extensionPattern = /\.([0-9]*[A-Za-z][A-Za-z0-9]*)$/;

/**
 * The name a file of `type` is kept and served with: the user's name with the extension of what
 * its content was found to be (Invoice.msi that is a Word document is Invoice.doc, photo.jpg that
 * is a PNG is photo.png), so that a downloaded file opens as what it was checked to be. A name
 * with the type's own extension (either of JPEG's, in any case) stays as it is.
 */
export function nameOfType(name: string, type: AcceptedFileType, fallback: string): string {
  const found = extensionPattern.exec(name);
  if (found && fileExtensionsOf([type]).includes(`.${found[1]!.toLowerCase()}`)) return name;
  const extension = `.${acceptedFileTypes[type]}`;
  const base = (found ? name.slice(0, found.index) : name).replace(/[.\s]+$/, '');
  const short = [...base]
    .slice(0, MAX_NAME_CHARS - extension.length)
    .join('')
    .trimEnd();
  return `${short || fallback}${extension}`;
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
  const short = chars.length > MAX_NAME_CHARS ? chars.slice(0, MAX_NAME_CHARS).join('').trim() : clean;
  return short && short !== '.' && short !== '..' ? short : fallback;
}
