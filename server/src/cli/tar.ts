// A small ustar (POSIX tar) writer and reader for the backups: plain files and folders only, so
// that `tar -tzf backup.tar.gz` lists a backup and no package is needed for it.
import { createReadStream } from 'node:fs';

const BLOCK = 512;

export interface TarEntry {
  /** A relative path with `/`; a folder's ends without one. */
  name: string;
  type: 'file' | 'directory';
  size: number;
  mode: number;
  mtime: Date;
}

export class TarError extends Error {}

function octal(value: number, length: number): string {
  const digits = Math.floor(value).toString(8);
  if (digits.length > length - 1) throw new TarError(`value too large for tar: ${value}`);
  return digits.padStart(length - 1, '0') + '\0';
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.indexOf('/'); i > 0; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new TarError(`path too long for tar: ${name}`);
}

export function tarHeader(entry: TarEntry): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(entry.name);
  header.write(base, 0, 100, 'utf8');
  header.write(octal(entry.mode & 0o7777, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(entry.type === 'file' ? entry.size : 0, 12), 124, 'ascii');
  header.write(octal(entry.mtime.getTime() / 1000, 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write(entry.type === 'file' ? '0' : '5', 156, 'ascii');
  header.write('ustar\u000000', 257, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** An entry of a tar being written: a folder, a file on disk, or bytes. */
export type TarSource = { entry: TarEntry; path?: string; bytes?: Buffer };

/** The tar of `sources`, as chunks (to pipe through gzip into a file). */
export async function* tarStream(sources: AsyncIterable<TarSource> | Iterable<TarSource>): AsyncGenerator<Buffer> {
  for await (const { entry, path, bytes } of sources) {
    yield tarHeader(entry);
    if (entry.type !== 'file') continue;
    let written = 0;
    if (bytes) {
      yield bytes;
      written = bytes.length;
    } else if (path) {
      for await (const chunk of createReadStream(path)) {
        const part = (chunk as Buffer).subarray(0, entry.size - written);
        written += part.length;
        if (part.length) yield part;
      }
    }
    if (written !== entry.size) throw new TarError(`${entry.name} changed while it was being copied`);
    yield padding(entry.size);
  }
  yield Buffer.alloc(BLOCK * 2);
}

/** Reads exactly what is asked of a stream of chunks. */
class Bytes {
  #buffer: Buffer = Buffer.alloc(0);
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async #more(): Promise<boolean> {
    const next = await this.source.next();
    if (next.done) return false;
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, next.value]) : next.value;
    return true;
  }

  /** `n` bytes, or null at the very end. */
  async exactly(n: number): Promise<Buffer | null> {
    while (this.#buffer.length < n) {
      if (!(await this.#more())) {
        if (this.#buffer.length === 0) return null;
        throw new TarError('the archive ends in the middle');
      }
    }
    const out = this.#buffer.subarray(0, n);
    this.#buffer = this.#buffer.subarray(n);
    return out;
  }

  /** The next `n` bytes in pieces. */
  async *take(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (!this.#buffer.length && !(await this.#more())) throw new TarError('the archive ends in the middle');
      const part = this.#buffer.subarray(0, Math.min(left, this.#buffer.length));
      this.#buffer = this.#buffer.subarray(part.length);
      left -= part.length;
      yield part;
    }
  }
}

const field = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');
const number = (header: Buffer, start: number, length: number) => {
  const text = field(header, start, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new TarError('not a tar header');
  return text ? parseInt(text, 8) : 0;
};

function parseHeader(header: Buffer): TarEntry {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  if (number(header, 148, 8) !== sum || field(header, 257, 6) !== 'ustar') throw new TarError('not a tar header');
  const flag = String.fromCharCode(header[156]!);
  if (flag !== '0' && flag !== '\0' && flag !== '5') throw new TarError(`unsupported tar entry type ${flag}`);
  const prefix = field(header, 345, 155);
  const base = field(header, 0, 100);
  return {
    name: (prefix ? `${prefix}/${base}` : base).replace(/\/$/, ''),
    type: flag === '5' ? 'directory' : 'file',
    size: number(header, 124, 12),
    mode: number(header, 100, 8),
    mtime: new Date(number(header, 136, 12) * 1000),
  };
}

/**
 * Calls `onEntry` for each entry of a tar read from `source`, in order; a file's body must be
 * read whole (or it is skipped when left unread) before the next entry comes.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (entry: TarEntry, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const bytes = new Bytes(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await bytes.exactly(BLOCK);
    if (!header) throw new TarError('the archive ends without its end marker');
    if (header.every((b) => b === 0)) return;
    const entry = parseHeader(header);
    const size = entry.type === 'file' ? entry.size : 0;
    const body = bytes.take(size);
    await onEntry(entry, body);
    for await (const _ of body) {
      // the rest of a body the caller did not read
    }
    await bytes.exactly(padding(size).length);
  }
}
