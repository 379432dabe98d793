import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { unpackedSize } from './zip-size';

/** A real book of `rows` rows of a long repeated text: small packed, large unpacked (a mild zip bomb). */
async function book(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Лист1');
  for (let i = 0; i < rows; i++) sheet.addRow([`${'Иванов Иван Иванович '.repeat(20)}${i}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The central directory's uncompressed size of every entry set to `size`: an archive that lies about itself. */
function lying(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  for (
    let at = copy.indexOf('PK\u0001\u0002', 0, 'latin1');
    at >= 0;
    at = copy.indexOf('PK\u0001\u0002', at + 4, 'latin1')
  )
    copy.writeUInt32LE(size, at + 24);
  return copy;
}

describe('unpackedSize', () => {
  it('counts what a book unpacks to, and stops at the limit', async () => {
    const bytes = await book(3000);
    const size = await unpackedSize(bytes, 64 * 1024 * 1024);
    expect(typeof size).toBe('number');
    expect(size as number).toBeGreaterThan(10 * bytes.length);
    expect(await unpackedSize(bytes, 1024 * 1024)).toBe('over');
  });

  it('believes no directory: an archive whose entries unpack to more than it says is broken', async () => {
    expect(await unpackedSize(lying(await book(3000), 10), 64 * 1024 * 1024)).toBe('broken');
  });

  it('answers broken for what is no archive', async () => {
    expect(await unpackedSize(Buffer.from('PK\u0003\u0004 это не архив'), 1024)).toBe('broken');
  });
});
