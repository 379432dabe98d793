import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What the build writes as text (and compresses beside it, web/vite-plugins/precompress.ts). */
const TEXT = /\.(?:js|css|html|svg|json)$/;

/**
 * A "new release" of the built web app made fast from `from`: every file under assets/ renamed (a
 * new content hash, as a changed source would give) and every reference to it in the scripts,
 * stylesheets and index.html changed with it; the compressed copies written again (quickly). A tab
 * of the old build asks for none of the new names, and the new index.html for none of the old.
 */
export function renamedBuild(from: string, to: string): Map<string, string> {
  const assets = readdirSync(join(from, 'assets')).filter((name) => !/\.(?:br|gz)$/.test(name));
  // `main-Ab12Cd34.js` → `main-Ab12Cd34n2.js`: no new name holds an old one.
  const renames = new Map(assets.map((name) => [name, name.replace(/(\.[a-z0-9]+)$/, 'n2$1')]));
  const rewrite = (text: string) => {
    for (const [old, renamed] of renames) text = text.replaceAll(old, renamed);
    return text;
  };
  const put = (source: string, target: string) => {
    // A folder beside assets/ (the app's icons) names no hashed file: it is copied as it is.
    if (statSync(source).isDirectory()) return cpSync(source, target, { recursive: true });
    if (!TEXT.test(source)) return copyFileSync(source, target);
    const text = Buffer.from(rewrite(readFileSync(source, 'utf8')));
    writeFileSync(target, text);
    if (text.length < 1024) return;
    writeFileSync(`${target}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
    writeFileSync(`${target}.gz`, gzipSync(text, { level: 1 }));
  };
  mkdirSync(join(to, 'assets'), { recursive: true });
  for (const [old, renamed] of renames) put(join(from, 'assets', old), join(to, 'assets', renamed));
  for (const name of readdirSync(from).filter((n) => n !== 'assets' && !/\.(?:br|gz)$/.test(n))) {
    put(join(from, name), join(to, name));
  }
  return renames;
}
