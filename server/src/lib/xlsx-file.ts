import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** Where a report job writes its file before the storage keeps it. */
export interface XlsxFileDeps {
  /** Keeps a file's content and answers its hash and size (the files module's storage). */
  storage: { put(stream: Readable): Promise<{ hash: string; size: number }> };
  tmpDir: string;
}

/**
 * Writes a file with `write` (exceljs's streaming writer takes a path) into a temporary file,
 * keeps it in the files storage and answers its hash and size; the temporary file goes either way.
 */
export async function storedXlsx(
  deps: XlsxFileDeps,
  write: (path: string) => Promise<void>,
): Promise<{ hash: string; size: number }> {
  await mkdir(deps.tmpDir, { recursive: true });
  const path = join(deps.tmpDir, `report-${randomBytes(8).toString('hex')}.xlsx`);
  try {
    await write(path);
    return await deps.storage.put(createReadStream(path));
  } finally {
    await rm(path, { force: true });
  }
}
