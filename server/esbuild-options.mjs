// How the server is compiled, by build.mjs (dist/) and by the tests' fixture server
// (src/test/compiled.ts): our code and the contract bundled, the packages in package.json's
// dependencies left as imports of node_modules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const serverDir = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

/** esbuild's options for `entryPoints` written to `outdir`. */
export const esbuildOptions = (entryPoints, outdir) => ({
  absWorkingDir: serverDir,
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  sourcemap: 'linked',
  external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/')),
  logLevel: 'warning',
});
