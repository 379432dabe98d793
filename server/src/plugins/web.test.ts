import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

/** A built web app as the Vite build leaves it: hashed assets, each with its .br and .gz beside it. */
const dist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
const script = Buffer.from(`export const answer = ${JSON.stringify('Личный кабинет '.repeat(400))};\n`);
const indexHtml = Buffer.from(
  `<!doctype html><html lang="ru"><head><title>Личный ` +
    `кабинет</title></head><body>${'<!-- -->'.repeat(300)}</body></html>`,
);
mkdirSync(join(dist, 'assets'));
for (const [path, data] of [
  ['assets/main-Ab12Cd34.js', script],
  ['index.html', indexHtml],
] as const) {
  writeFileSync(join(dist, path), data);
  writeFileSync(join(dist, `${path}.br`), brotliCompressSync(data));
  writeFileSync(join(dist, `${path}.gz`), gzipSync(data));
}
// A small file the build left uncompressed.
writeFileSync(join(dist, 'assets/tiny-Zz99.css'), 'a{color:red}');

describe('the built web app', () => {
  const ctx = useTestApp({ webDist: dist });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends a script brotli-compressed to a client that accepts br, cached for good', async () => {
    const res = await get('/assets/main-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('sends it gzip-compressed to a client that accepts only gzip', async () => {
    const res = await get('/assets/main-Ab12Cd34.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('sends it as it is without Accept-Encoding, still varying on it', async () => {
    const res = await get('/assets/main-Ab12Cd34.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(script)).toBe(true);
  });

  it('sends a file that has no compressed copy as it is', async () => {
    const res = await get('/assets/tiny-Zz99.css', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('a{color:red}');
  });

  it('sends index.html compressed but never cached for good, at / and as the SPA fallback', async () => {
    for (const url of ['/', '/students?page=2']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).equals(indexHtml)).toBe(true);
    }
  });

  it('does not serve the compressed copies under their own names', async () => {
    const res = await get('/assets/main-Ab12Cd34.js.br');
    // The SPA fallback: the page, not the raw brotli bytes.
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.rawPayload.equals(indexHtml)).toBe(true);
  });
});
