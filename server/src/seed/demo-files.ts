import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { FileStorage } from '../modules/files/storage';

/** A demo attachment: its bytes, type and the name a user would have given it. */
export interface DemoFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

type Rgb = readonly [number, number, number];

/** A PNG (8-bit RGB, no interlace) of `width`×`height` whose pixel colours `paint` decides. */
function png(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) raw.set(paint(x, y), y * (width * 3 + 1) + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const inside = (x: number, y: number, [left, top, right, bottom]: readonly [number, number, number, number]) =>
  x >= left && x < right && y >= top && y < bottom;

/** A screenshot of a page that failed: a blue header, lines of text, and a red error box. */
function errorScreenshot(): Buffer {
  const lines = [90, 110, 130, 150].map((top, i) => [40, top, 40 + 360 - i * 50, top + 8] as const);
  return png(480, 300, (x, y) => {
    if (y < 44) return x > 16 && x < 44 && y > 12 && y < 32 ? [255, 255, 255] : [29, 93, 178];
    if (inside(x, y, [40, 190, 440, 260])) {
      const border = x < 42 || x >= 438 || y < 192 || y >= 258;
      if (border) return [201, 42, 42];
      return inside(x, y, [60, 215, 300, 225]) || inside(x, y, [60, 232, 240, 242]) ? [201, 42, 42] : [255, 236, 236];
    }
    return lines.some((box) => inside(x, y, box)) ? [134, 142, 150] : [248, 249, 250];
  });
}

/** A photo-like picture of a timetable: a grid of coloured lessons on white. */
function timetablePhoto(): Buffer {
  const colours: Rgb[] = [
    [116, 192, 252],
    [140, 233, 154],
    [255, 212, 59],
    [250, 162, 193],
  ];
  return png(420, 280, (x, y) => {
    if (x % 84 < 2 || y % 56 < 2) return [206, 212, 218];
    const cell = Math.floor(x / 84) + Math.floor(y / 56) * 5;
    return cell % 3 === 1 ? colours[cell % colours.length]! : [255, 255, 255];
  });
}

/**
 * A one-page PDF drawn with vector commands (a title bar and a table), written by hand with its
 * cross-reference table, so that a viewer opens it without complaint.
 */
function statementPdf(): Buffer {
  const rows = Array.from({ length: 6 }, (_, i) => `50 ${640 - i * 40} 495 32 re S`).join('\n');
  const content =
    `0.11 0.36 0.70 rg\n50 720 495 50 re f\n0.5 w 0.4 0.4 0.4 ` +
    `RG\n${rows}\nBT /F1 20 Tf 1 1 1 rg 64 738 Td (Spravka) Tj ET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f ` +
    `\n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The demo's attachments: two pictures a user sends and a document support sends back. */
export function demoFiles(): { screenshot: DemoFile; photo: DemoFile; statement: DemoFile } {
  return {
    screenshot: { name: 'снимок-экрана.png', mimeType: 'image/png', bytes: errorScreenshot() },
    photo: { name: 'расписание.png', mimeType: 'image/png', bytes: timetablePhoto() },
    statement: { name: 'справка.pdf', mimeType: 'application/pdf', bytes: statementPdf() },
  };
}

/** Puts a demo file's content in the storage (once: the same bytes are the same hash) and answers its hash and size. */
export const storeDemoFile = (storage: FileStorage, file: DemoFile) => storage.put(Readable.from([file.bytes]));
