import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

/**
 * A built web app as the Vite build leaves it: hashed assets, each with its .br and .gz beside it; beside the
 * folder, a file that must never be served.
 */
const outside = mkdtempSync(join(tmpdir(), 'portal-web-'));
const dist = join(outside, 'dist');
mkdirSync(dist);
writeFileSync(join(outside, 'secret.txt'), 'not for the web');
afterAll(() => rmSync(outside, { recursive: true, force: true }));
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
// The installable app's service worker and manifest (web/vite-plugins/installable-app.ts).
writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("push", () => undefined);');
writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Личный кабинет', start_url: '/' }));

describe('the built web app', () => {
  const ctx = useTestApp({ webDist: dist });

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

  it('sends the service worker and the manifest asked again each time, the manifest as its type', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Личный кабинет' });
    // The content security policy lets the page register its worker and read its manifest.
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(worker.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('does not serve the compressed copies under their own names', async () => {
    const res = await get('/assets/main-Ab12Cd34.js.br');
    // The SPA fallback: the page, not the raw brotli bytes.
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.rawPayload.equals(indexHtml)).toBe(true);
  });
});

describe('a new build copied in while the server runs', () => {
  const ctx = useTestApp({ webDist: dist });

  it('serves the assets and the index.html that appeared after the start, the old assets still', async () => {
    const chunk = 'export const screen = "новый экран";\n';
    writeFileSync(join(dist, 'assets/screen-New42.js'), chunk);
    const newIndex = '<!doctype html><title>new build</title><script src="/assets/screen-New42.js"></script>';
    writeFileSync(join(dist, 'index.html.next'), newIndex);
    renameSync(join(dist, 'index.html.next'), join(dist, 'index.html'));

    const asset = await ctx.app.inject({ url: '/assets/screen-New42.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(chunk);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Read as it is now: no compressed copy of the new index.html, and the old copies are not sent for it.
    for (const url of ['/', '/tickets/5']) {
      const page = await ctx.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(newIndex);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const old = await ctx.app.inject({ url: '/assets/main-Ab12Cd34.js' });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(script)).toBe(true);
  });

  it('never serves a file outside the folder, a dotfile or an API path', async () => {
    writeFileSync(join(dist, '.deploy-manifest'), 'internal');
    const tries = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '//secret.txt',
      '/.deploy-manifest',
    ];
    for (const url of tries) {
      const res = await ctx.app.inject({ url });
      expect(res.body, url).not.toContain('not for the web');
      expect(res.body, url).not.toContain('internal');
    }
    const api = await ctx.app.inject({ url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });
});

describe('a server started before the first build', () => {
  const later = join(outside, 'later');
  const ctx = useTestApp({ webDist: later });

  it('answers not found until the build is there, then serves it', async () => {
    expect((await ctx.app.inject({ url: '/' })).statusCode).toBe(404);
    mkdirSync(join(later, 'assets'), { recursive: true });
    writeFileSync(join(later, 'assets/app-Q1.js'), 'export {};\n');
    writeFileSync(join(later, 'index.html'), '<!doctype html><title>first build</title>');
    const page = await ctx.app.inject({ url: '/students' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('first build');
    expect((await ctx.app.inject({ url: '/assets/app-Q1.js' })).statusCode).toBe(200);
  });
});
