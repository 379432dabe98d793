import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import CFB from 'cfb';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLE_PNG_BASE64 } from '@portal/contract';
import { files } from '../../db/schema';
import { bearer, loginToken, multipartFile, testConfig, useTestApp } from '../../test/app';
import { factories } from '../../test/factories';
import { attachFiles, attachedFiles, filesOf, removeUnattachedFiles, UNATTACHED_LIFETIME_MS } from '.';
import { compoundFileType, nameOfType, sanitizeFileName } from './detect';
import { UPLOAD_QUOTA } from './service';
import { pruneTemporaryFiles } from './storage';
import { en } from './i18n/en';
import { ru } from './i18n/ru';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-files-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const config = testConfig({ dataDir });
const ctx = useTestApp({ dataDir }, async ({ database }) => {
  const f = factories(database.db);
  await f.student((await f.user('student@files.local')).id);
  await f.student((await f.user('other@files.local')).id);
  await f.student((await f.user('hoarder@files.local')).id);
});

const png = Buffer.from(EXAMPLE_PNG_BASE64, 'base64');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** An ELF executable's header: what a renamed program starts with. */
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 1)]);
/** A Windows executable's (PE) header. */
const pe = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200, 2),
]);

/**
 * A real compound file (by the `cfb` package, as Office writes one) with a stream of `content` at
 * each of `paths` ("WordDocument" in the root storage, "ObjectPool/_1/WordDocument" in a storage).
 */
function compoundFile(paths: Record<string, Buffer | string>): Buffer {
  const file = CFB.utils.cfb_new();
  for (const [path, content] of Object.entries(paths)) CFB.utils.cfb_add(file, path, Buffer.from(content));
  return CFB.write(file, { type: 'buffer' }) as Buffer;
}

async function tokenOf(who: 'student' | 'other' | 'hoarder') {
  return loginToken(ctx.app, `${who}@files.local`);
}

async function upload(token: string, file: { name: string; type: string; content: Buffer }) {
  const { payload, headers } = multipartFile('file', file);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/file/upload',
    payload,
    headers: { ...headers, ...bearer(token) },
  });
}

/** The content files kept in the store (not its temporary folder). */
function storedBlobs(): string[] {
  const root = join(dataDir, 'files');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else found.push(join(dir, entry.name).slice(root.length + 1));
    }
  };
  try {
    walk(root);
  } catch {
    // No store yet.
  }
  return found;
}
const rowCount = async () => Number((await ctx.database.db.select({ n: sql<number>`count(*)` }).from(files))[0]!.n);

describe('POST /api/file/upload', () => {
  it('stores a PNG and answers the file with a signed link that downloads its bytes', async () => {
    const token = await tokenOf('student');
    const res = await upload(token, { name: 'снимок экрана.png', type: 'image/png', content: png });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({
      uuid: expect.any(String),
      original_name: 'снимок экрана.png',
      mime_type: 'image/png',
    });
    expect(result.src).toMatch(new RegExp(`^/api/file/${result.uuid}\\?expires=\\d+&signature=[\\w-]+$`));
    expect(result.src).not.toContain(token);

    const file = await ctx.app.inject({ url: result.src });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="______ ______.png"; filename*=UTF-8''${encodeURIComponent('снимок экрана.png')}`,
    );
  });

  it('refuses a renamed executable (ELF or PE named photo.png) by its content: 422, nothing stored', async () => {
    const token = await tokenOf('student');
    const rows = await rowCount();
    const blobs = storedBlobs().length;
    for (const content of [elf, pe]) {
      const res = await upload(token, { name: 'photo.png', type: 'image/png', content });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message: ru.wrongType, errors: { file: [ru.wrongType] } });
    }
    expect(await rowCount()).toBe(rows);
    expect(storedBlobs().length).toBe(blobs);
    expect(readdirSync(join(dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it(
    'takes the type from the content: a PDF sent as image/png ' + 'named .png is a PDF, downloaded as an attachment',
    async () => {
      const res = await upload(await tokenOf('student'), {
        name: 'C:\\Users\\me\\отчёт.png',
        type: 'image/png',
        content: pdf,
      });
      expect(res.statusCode).toBe(200);
      const { result } = res.json();
      expect(result).toMatchObject({ mime_type: 'application/pdf', original_name: 'отчёт.pdf' });
      const file = await ctx.app.inject({ url: result.src });
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="_____.pdf"; /);
    },
  );

  it('accepts an xlsx and tells a Word from an Excel compound file (doc, xls)', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Лист').addRow(['a', 1]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const token = await tokenOf('student');
    const res = await upload(token, { name: 'table.xlsx', type: 'application/octet-stream', content: xlsx });
    expect(res.json().result?.mime_type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const doc = await upload(token, { name: 'a.doc', type: 'x/y', content: compoundFile({ WordDocument: 'текст' }) });
    expect(doc.json().result?.mime_type).toBe('application/msword');
    for (const stream of ['Workbook', 'Book']) {
      const xls = await upload(token, { name: 'a.xls', type: 'x/y', content: compoundFile({ [stream]: 'лист' }) });
      expect(xls.json().result?.mime_type).toBe('application/vnd.ms-excel');
    }
    const msi = compoundFile({ '\u0005SummaryInformation': 'x', '\u4840\u3f3f': 'MSI' });
    expect((await upload(token, { name: 'a.msi', type: 'x/y', content: msi })).statusCode).toBe(422);
  });

  it('stores and serves a file with the extension of what it is: a Word document named .msi is .doc', async () => {
    const token = await tokenOf('student');
    const content = compoundFile({ WordDocument: Buffer.alloc(5000, 1), '\u0001CompObj': 'Word.Document.8' });
    const res = await upload(token, { name: 'Invoice.msi', type: 'application/x-msi', content });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({ mime_type: 'application/msword', original_name: 'Invoice.doc' });
    const row = (await ctx.database.db.select().from(files).where(eq(files.uuid, result.uuid)))[0]!;
    expect(row.originalName).toBe('Invoice.doc');
    const file = await ctx.app.inject({ url: result.src });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(content)).toBe(true);
    expect(file.headers['content-type']).toBe('application/msword');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Invoice.doc"; filename*=UTF-8''Invoice.doc`,
    );
  });

  it('serves a PNG named photo.jpg as photo.png', async () => {
    const res = await upload(await tokenOf('student'), { name: 'photo.jpg', type: 'image/jpeg', content: png });
    expect(res.json().result).toMatchObject({ mime_type: 'image/png', original_name: 'photo.png' });
    const file = await ctx.app.inject({ url: res.json().result.src });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(`inline; filename="photo.png"; filename*=UTF-8''photo.png`);
  });

  it('refuses a compound file whose bytes say WordDocument without such a stream in its root storage', async () => {
    const token = await tokenOf('student');
    const name = Buffer.from('WordDocument\0', 'utf16le');
    const fakes = [
      // The name in a stream's content, not in the directory.
      compoundFile({ Data: Buffer.concat([name, Buffer.from('WordDocument Workbook')]) }),
      // The name right after the header, where no directory says it is.
      Buffer.concat([compoundFile({ Data: 'x' }).subarray(0, 512), name, Buffer.alloc(1024)]),
      // A Word document embedded in another compound file (as a PowerPoint keeps one): not a .doc itself.
      compoundFile({ 'PowerPoint Document': 'x', 'ObjectPool/_1/WordDocument': 'y' }),
    ];
    const rows = await rowCount();
    const blobs = storedBlobs().length;
    for (const content of fakes) {
      const res = await upload(token, { name: 'a.doc', type: 'application/msword', content });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message: ru.wrongType, errors: { file: [ru.wrongType] } });
    }
    expect(await rowCount()).toBe(rows);
    expect(storedBlobs().length).toBe(blobs);
  });

  it('refuses an 11 MB file while it streams: 413 with the spec’s message, nothing stored', async () => {
    const rows = await rowCount();
    const blobs = storedBlobs().length;
    const big = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024, 7)]);
    const res = await upload(await tokenOf('student'), { name: 'big.png', type: 'image/png', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      message: 'Слишком большой файл, размер файла не должен превышать 10МБ',
    });
    expect(await rowCount()).toBe(rows);
    expect(storedBlobs().length).toBe(blobs);
    expect(readdirSync(join(dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it('stores the same content once: two uploads, two uuids, one blob', async () => {
    const token = await tokenOf('other');
    const content = Buffer.concat([png, Buffer.from('same content')]);
    const before = storedBlobs().length;
    const a = (await upload(token, { name: 'a.png', type: 'image/png', content })).json().result;
    const b = (await upload(token, { name: 'b.png', type: 'image/png', content })).json().result;
    expect(a.uuid).not.toBe(b.uuid);
    expect(storedBlobs().length).toBe(before + 1);
    const rows = await ctx.database.db
      .select()
      .from(files)
      .where(sql`${files.uuid} in (${a.uuid}, ${b.uuid})`);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.sha256).toBe(rows[1]!.sha256);
  });

  it('refuses a request without a file, and nobody signed in', async () => {
    const token = await tokenOf('student');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: { file: 'x' },
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.file).toEqual([ru.noFile]);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: '--x\r\nbroken',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json().success).toBe(false);
    const { payload, headers } = multipartFile('file', { name: 'a.png', type: 'image/png', content: png });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/file/upload', payload, headers })).statusCode).toBe(401);
  });

  it('refuses in the language the user chose, whatever the browser asks', async () => {
    const token = await tokenOf('other');
    const choose = (language: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/account/language', payload: { language }, headers: bearer(token) });
    expect((await choose('en')).statusCode).toBe(200);
    try {
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/file/upload',
        payload: { file: 'x' },
        headers: { ...bearer(token), 'x-language': 'ru' },
      });
      expect(refused.json()).toEqual({
        success: false,
        message: 'Choose a file to upload',
        errors: { file: ['Choose a file to upload'] },
      });
      const exe = await upload(token, { name: 'setup.pdf', type: 'application/pdf', content: pe });
      expect(exe.json().message).toBe(en.wrongType);
    } finally {
      await choose('ru');
    }
  });
});

describe('GET /api/file/{uuid}: only by a valid signed link', () => {
  it(
    'answers 403 without a link, with a forged or another file’s ' +
      'signature, and after it expired; 404 for an unknown file',
    async () => {
      const mine = (
        await upload(await tokenOf('student'), { name: 'a.pdf', type: 'application/pdf', content: pdf })
      ).json().result;
      const theirs = (
        await upload(await tokenOf('other'), { name: 'b.pdf', type: 'application/pdf', content: pdf })
      ).json().result;
      const other = await tokenOf('other');
      const theirQuery = new URL(theirs.src, 'http://x').search;
      const refusals = [
        // Signed in as somebody else, with no link: the session is not a capability.
        ctx.app.inject({ url: `/api/file/${mine.uuid}`, headers: bearer(other) }),
        ctx.app.inject({ url: `/api/file/${mine.uuid}?expires=9999999999&signature=${'A'.repeat(43)}` }),
        ctx.app.inject({ url: `/api/file/${mine.uuid}${theirQuery}` }),
        ctx.app.inject({
          url: mine.src.replace(/expires=(\d+)/, (_: string, n: string) => `expires=${Number(n) + 3600}`),
        }),
      ];
      for (const res of await Promise.all(refusals)) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ success: false, message: ru.badLink });
      }
      const expired = (await filesOf(config, ctx.database)).signer.link(mine.uuid, Date.now() - 2 * 3_600_000);
      const late = await ctx.app.inject({ url: expired });
      expect(late.statusCode).toBe(403);
      expect(late.json().message).toBe(ru.badLink);

      const unknown = await ctx.app.inject({
        url: (await filesOf(config, ctx.database)).signer.link('00000000-0000-4000-8000-000000000000'),
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: ru.notFound });
    },
  );

  it('says its refusals in Russian to a link opened without a session, whatever the browser asks', async () => {
    const unknown = (await filesOf(config, ctx.database)).signer.link('00000000-0000-4000-8000-000000000000');
    const browser = await ctx.app.inject({ url: unknown, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(browser.json()).toEqual({ success: false, message: 'Файл не найден' });
    // The web app's own calls name the sign-in screen's choice.
    expect((await ctx.app.inject({ url: unknown, headers: { 'x-language': 'en' } })).json().message).toBe(
      'File not found',
    );
    const forged = await ctx.app.inject({
      url: `/api/file/00000000-0000-4000-8000-000000000000?expires=9999999999&signature=${'A'.repeat(43)}`,
      headers: { 'x-language': 'en' },
    });
    expect(forged.json()).toEqual({
      success: false,
      message: 'The file link is invalid or has expired: refresh the page',
    });
  });
});

describe('attaching files to a module’s thing', () => {
  it(
    'attaches only the uploader’s own unattached files, ' + 'all or nothing, and signs fresh links for readers',
    async () => {
      const db = ctx.database.db;
      const student = (await db.execute(sql`select id from users where email = 'student@files.local'`)) as unknown as {
        rows: { id: number }[];
      };
      const userId = student.rows[0]!.id;
      const token = await tokenOf('student');
      const a = (await upload(token, { name: 'a.png', type: 'image/png', content: png })).json().result.uuid as string;
      const b = (await upload(token, { name: 'b.pdf', type: 'application/pdf', content: pdf })).json().result
        .uuid as string;
      const foreign = (await upload(await tokenOf('other'), { name: 'c.png', type: 'image/png', content: png })).json()
        .result.uuid as string;

      const refused = (uuids: string[]) =>
        db.transaction((tx) => attachFiles(tx, { uuids, userId, kind: 'test', id: 7 }));
      await expect(refused([a, foreign])).rejects.toMatchObject({
        statusCode: 422,
        errors: { files: [ru.notAttachable] },
      });
      await expect(refused([a, '00000000-0000-4000-8000-000000000000'])).rejects.toMatchObject({ statusCode: 422 });
      await expect(refused(['not-a-uuid'])).rejects.toMatchObject({ statusCode: 422 });
      // The refusal rolled the transaction back: `a` is still unattached.
      expect((await db.select().from(files).where(eq(files.uuid, a)))[0]!.attachedKind).toBeNull();

      const attached = await db.transaction((tx) => attachFiles(tx, { uuids: [b, a], userId, kind: 'test', id: 7 }));
      expect(attached.map((f) => f.uuid)).toEqual([b, a]);
      await expect(refused([a])).rejects.toMatchObject({ statusCode: 422 });

      const byThing = await attachedFiles(db, 'test', [7, 8]);
      expect(byThing.get(8)).toBeUndefined();
      const links = (await filesOf(config, ctx.database)).fileLinks(byThing.get(7)!);
      expect(links.map((l) => l.original_name)).toEqual(['a.png', 'b.pdf']);
      for (const link of links) expect((await ctx.app.inject({ url: link.src })).statusCode).toBe(200);
    },
  );
});

describe('removeUnattachedFiles', () => {
  it('removes only files attached to nothing for over a day, and content no row names; idempotent', async () => {
    const db = ctx.database.db;
    const { storage } = await filesOf(config, ctx.database);
    const token = await tokenOf('other');
    const up = async (content: Buffer) =>
      (await upload(token, { name: 'x.pdf', type: 'application/pdf', content })).json().result.uuid as string;
    const unique = Buffer.concat([pdf, Buffer.from('% only mine\n')]);
    const shared = Buffer.concat([pdf, Buffer.from('% shared\n')]);
    const oldUnique = await up(unique);
    const oldShared = await up(shared);
    const newShared = await up(shared);
    const oldAttached = await up(Buffer.concat([pdf, Buffer.from('% attached\n')]));
    const now = new Date(Date.now() + 60_000);
    const old = new Date(now.getTime() - UNATTACHED_LIFETIME_MS - 60_000);
    await db
      .update(files)
      .set({ createdAt: old })
      .where(sql`${files.uuid} in (${oldUnique}, ${oldShared}, ${oldAttached})`);
    await db
      .update(files)
      .set({ attachedKind: 'test', attachedId: 1, attachedAt: old })
      .where(eq(files.uuid, oldAttached));
    const hashOf = async (uuid: string) => (await db.select().from(files).where(eq(files.uuid, uuid)))[0]!.sha256;
    const uniqueHash = await hashOf(oldUnique);
    const sharedHash = await hashOf(oldShared);

    expect(await removeUnattachedFiles(db, storage, now)).toEqual({ rows: 2, blobs: 1 });
    const left = (await db.select({ uuid: files.uuid }).from(files)).map((r) => r.uuid);
    expect(left).not.toContain(oldUnique);
    expect(left).not.toContain(oldShared);
    expect(left).toEqual(expect.arrayContaining([newShared, oldAttached]));
    expect(await storage.exists(uniqueHash)).toBe(false);
    expect(await storage.exists(sharedHash)).toBe(true);
    expect(await removeUnattachedFiles(db, storage, now)).toEqual({ rows: 0, blobs: 0 });
  });
});

describe('pruneTemporaryFiles', () => {
  it('removes temporary files older than an hour (left by a stopped process), not newer ones', async () => {
    const tmp = join(dataDir, 'files', 'tmp');
    writeFileSync(join(tmp, 'old-upload'), 'x');
    writeFileSync(join(tmp, 'new-upload'), 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(join(tmp, 'old-upload'), twoHoursAgo, twoHoursAgo);
    expect(await pruneTemporaryFiles(tmp)).toBe(1);
    expect(readdirSync(tmp)).toEqual(['new-upload']);
    rmSync(join(tmp, 'new-upload'));
  });
});

describe('sanitizeFileName', () => {
  it('keeps the last path part, without control characters, trimmed and at most 200 characters', () => {
    expect(sanitizeFileName('../../etc/passwd', 'файл')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\me\\  отчёт.pdf  ', 'файл')).toBe('отчёт.pdf');
    expect(sanitizeFileName('a\u0000b\u202e.png', 'файл')).toBe('ab.png');
    expect(sanitizeFileName('..', 'файл')).toBe('файл');
    expect(sanitizeFileName(undefined, 'файл')).toBe('файл');
    expect([...sanitizeFileName('я'.repeat(500), 'файл')]).toHaveLength(200);
  });
});

describe('compoundFileType', () => {
  it('reads a large file’s FAT through its DIFAT chain', () => {
    // Over 109 FAT sectors: the header names the first 109, the DIFAT's sectors the rest.
    const large = compoundFile({ Workbook: Buffer.alloc(8 * 1024 * 1024, 3) });
    expect(large.readUInt32LE(0x48)).toBeGreaterThan(0);
    expect(compoundFileType(large)).toBe('application/vnd.ms-excel');
  });

  it('answers null, never throws, for a file whose chains loop or point outside it', () => {
    const doc = compoundFile({ WordDocument: 'x' });
    const at = (n: number) => (n + 1) * 512;
    const directory = doc.readUInt32LE(0x30);
    const fatSector = doc.readUInt32LE(0x4c);
    const looped = Buffer.from(doc);
    looped.writeUInt32LE(directory, at(fatSector) + directory * 4);
    const outside = Buffer.from(doc);
    outside.writeUInt32LE(0xfffffff0, 0x30);
    const cut = doc.subarray(0, at(directory));
    const childLoop = Buffer.from(doc);
    // The root's child points back at the root.
    childLoop.writeUInt32LE(0, at(directory) + 0x4c);
    for (const broken of [looped, outside, cut, childLoop, doc.subarray(0, 600)])
      expect(compoundFileType(broken)).toBeNull();
    expect(compoundFileType(doc)).toBe('application/msword');
  });
});

describe('nameOfType', () => {
  it('gives the name the extension of the type, keeping the base name', () => {
    expect(nameOfType('Invoice.msi', 'application/msword', 'файл')).toBe('Invoice.doc');
    expect(nameOfType('photo.jpg', 'image/png', 'файл')).toBe('photo.png');
    expect(nameOfType('photo.JPEG', 'image/jpeg', 'файл')).toBe('photo.JPEG');
    expect(nameOfType('отчёт', 'application/pdf', 'файл')).toBe('отчёт.pdf');
    expect(nameOfType('письмо от 12.03', 'application/pdf', 'файл')).toBe('письмо от 12.03.pdf');
    expect(nameOfType('setup.exe.', 'application/pdf', 'файл')).toBe('setup.exe.pdf');
    expect(nameOfType('.msi', 'application/msword', 'файл')).toBe('файл.doc');
    expect([...nameOfType(`${'я'.repeat(199)}.msi`, 'application/msword', 'файл')]).toHaveLength(200);
  });
});

describe('a quota on uploads not sent anywhere (issue 30 §4)', () => {
  it('refuses a person’s 101st unattached file of the day with 429; an attached one does not count', async () => {
    const token = await tokenOf('hoarder');
    const pngOf = (n: number) => Buffer.concat([png, Buffer.from(`${n}`)]);
    for (let n = 0; n < UPLOAD_QUOTA.files; n++) {
      const res = await upload(token, { name: `${n}.png`, type: 'image/png', content: pngOf(n) });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await upload(token, { name: 'one-more.png', type: 'image/png', content: pngOf(-1) });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toEqual({
      success: false,
      message: 'Слишком много файлов загружено за сутки и не отправлено. Повторите попытку позже.',
    });
    // Someone else uploads as before; the person's file sent with something frees a place.
    expect((await upload(await tokenOf('other'), { name: 'o.png', type: 'image/png', content: png })).statusCode).toBe(
      200,
    );
    await ctx.database.db
      .update(files)
      .set({ attachedKind: 'ticket_message', attachedId: 1 })
      .where(eq(files.originalName, '0.png'));
    expect((await upload(token, { name: 'freed.png', type: 'image/png', content: pngOf(-2) })).statusCode).toBe(200);
  });
});
