import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import { readServerSecret } from '../db/server-secrets';
import { databaseFileStorage, filesOf, localFileStorage } from '../modules/files';
import { makeCa } from '../modules/wifi';
import { bearer, loginToken, testConfig } from '../test/app';
import { freshDatabase } from '../test/database';
import { factories } from '../test/factories';
import { runCli } from './testing';

/**
 * `npm run files -- migrate` as a process: what a server kept in DATA_DIR (files, keys, the Wi-Fi CA)
 * goes into the PostgreSQL database of DATABASE_URL, where a server with another, empty DATA_DIR
 * finds it. The move itself needs TEST_DATABASE_URL; the refusals run on both suites.
 */
const root = mkdtempSync(join(tmpdir(), 'portal-files-cli-'));
const postgres = Boolean(process.env.TEST_DATABASE_URL);
let database: Database | undefined;
let url = '';
afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

const slow = { timeout: 240_000 };

describe('npm run files', () => {
  it(
    'prints its usage, refuses an unknown command (2), and refuses without DATABASE_URL in Russian (1)',
    slow,
    async () => {
      const help = await runCli('files', ['--help'], { DATA_DIR: root });
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('Использование: npm run files -- migrate');
      const unknown = await runCli('files', ['move'], { DATA_DIR: root });
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('Неизвестная команда «move»');
      const nowhere = await runCli('files', ['migrate'], { DATABASE_URL: '', DATA_DIR: root });
      expect(nowhere.code).toBe(1);
      expect(nowhere.stderr).toContain('DATABASE_URL не задан: переносить файлы и ключи некуда.');
    },
  );
});

describe.skipIf(!postgres)('npm run files -- migrate', () => {
  const source = join(root, 'source');
  const kept = { fileLinks: randomBytes(32).toString('base64url'), wifi: randomBytes(32).toString('base64url') };
  const contents = [Buffer.from('%PDF-1.4 первый\n'), Buffer.from('%PDF-1.4 второй\n')];
  const ca = makeCa('Университет', 'radius.university.example');
  const hashes: string[] = [];
  const uuid = randomUUID();

  beforeAll(async () => {
    database = await freshDatabase();
    url = (database.driver as { url: string }).url;
    // What a server on DATA_DIR `source` kept: two files (one of them attached), its keys, its Wi-Fi CA.
    const folder = localFileStorage(join(source, 'files'));
    for (const content of contents) hashes.push((await folder.put(Readable.from([content]))).hash);
    const damaged = 'ab'.repeat(32);
    mkdirSync(join(source, 'files', 'ab', 'ab'), { recursive: true });
    writeFileSync(join(source, 'files', 'ab', 'ab', damaged), 'не то содержимое');
    mkdirSync(join(source, 'secrets'));
    writeFileSync(join(source, 'secrets', 'file-links.key'), kept.fileLinks);
    writeFileSync(join(source, 'secrets', 'wifi-passwords.key'), kept.wifi);
    mkdirSync(join(source, 'wifi'));
    writeFileSync(join(source, 'wifi', 'ca.crt'), ca.certPem);
    writeFileSync(join(source, 'wifi', 'ca.key'), ca.keyPem);
    const f = factories(database.db);
    const employee = await f.user('k.ivanova@moved.local');
    await f.employee(employee.id);
    await database.db.insert(files).values({
      uuid,
      sha256: hashes[0]!,
      size: contents[0]!.length,
      mimeType: 'application/pdf',
      originalName: 'первый.pdf',
      uploadedBy: employee.id,
      attachedKind: 'test',
      attachedId: 1,
    });
  }, 120_000);

  const migrate = (dataDir: string) => runCli('files', ['migrate'], { DATABASE_URL: url, DATA_DIR: dataDir });

  it('moves files, keys and CA into the database, where a server with an empty DATA_DIR finds them', slow, async () => {
    const run = await migrate(source);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Файлы (${join(source, 'files')}): перенесено 2 (0.0 МБ), уже были в базе 0.`);
    expect(run.stdout).toContain('Повреждены (содержимое не совпадает с именем) и не перенесены: 1:');
    expect(run.stdout).toContain(`Ключ ссылок на файлы (${join(source, 'secrets', 'file-links.key')}): перенесён.`);
    expect(run.stdout).toContain(`Ключ паролей Wi-Fi (${join(source, 'secrets', 'wifi-passwords.key')}): перенесён.`);
    expect(run.stdout).toContain(`Центр сертификации Wi-Fi (${join(source, 'wifi')}): перенесён.`);
    expect(run.stdout).toContain('Готово, перенесено: 5.');

    const db = database!.db;
    const store = databaseFileStorage(db);
    for (const hash of hashes) expect(await store.exists(hash)).toBe(true);
    // The links and the Wi-Fi passwords given out before are made with the same keys.
    expect(await readServerSecret(db, 'file-links')).toBe(kept.fileLinks);
    expect(await readServerSecret(db, 'wifi-passwords')).toBe(kept.wifi);

    const empty = mkdtempSync(join(root, 'empty-'));
    const config = testConfig({ dataDir: empty, databaseUrl: url, filesStore: 'database' });
    const app = await buildApp({ config, database: database! });
    await app.ready();
    try {
      const [row] = await db.select().from(files);
      const link = (await filesOf(config, database!)).toFileResult(row!).src;
      const download = await app.inject({ url: link });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(contents[0]!)).toBe(true);
      // The employees' certificates come from the CA the folder held.
      const token = await loginToken(app, 'k.ivanova@moved.local');
      const { password } = (await app.inject({ url: '/api/wifi', headers: bearer(token) })).json().result;
      const file = await app.inject({ url: `/api/wifi/file?name=crtandroid&at=${encodeURIComponent(token)}` });
      const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(file.rawPayload.toString('binary')), password);
      const bag = forge.pki.oids.certBag!;
      const certs = (p12.getBags({ bagType: bag })[bag] ?? []).map((b) => forge.pki.certificateToPem(b.cert!));
      expect(certs.map((pem) => pem.replace(/\r\n/g, '\n'))).toContain(ca.certPem.replace(/\r\n/g, '\n'));
    } finally {
      await app.close();
    }
  });

  it(
    'moves nothing the second time; keeps the database’s key over a different one of another DATA_DIR',
    slow,
    async () => {
      const again = await migrate(source);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('перенесено 0 (0.0 МБ), уже были в базе 2.');
      expect(again.stdout).toContain('file-links.key): уже в базе.');
      expect(again.stdout).toContain('wifi-passwords.key): уже в базе.');
      expect(again.stdout).toContain(`Центр сертификации Wi-Fi (${join(source, 'wifi')}): уже в базе.`);
      expect(again.stdout).toContain('Ничего не перенесено.');

      const other = join(root, 'other');
      mkdirSync(join(other, 'secrets'), { recursive: true });
      writeFileSync(join(other, 'secrets', 'file-links.key'), randomBytes(32).toString('base64url'));
      const differs = await migrate(other);
      expect(differs.code).toBe(0);
      expect(differs.stdout).toContain(
        'file-links.key): в базе уже другой — оставлен тот, что в базе. Чтобы заменить его, удалите его из базы ' +
          "(delete from server_secrets where name = 'file-links')",
      );
      expect(differs.stdout).toContain('wifi-passwords.key): в DATA_DIR нет, переносить нечего.');
      expect(await readServerSecret(database!.db, 'file-links')).toBe(kept.fileLinks);
    },
  );
});
