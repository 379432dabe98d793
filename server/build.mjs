// `npm run build -w server`: the server and its command-line tools as JavaScript in dist/, built
// once, so that production runs no TypeScript compiler (tsx) at each start. Our code and the
// contract are bundled; the packages in server/package.json's dependencies stay imports of
// node_modules, where `npm ci --omit=dev` puts them.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', here), 'utf8'));
/** dist/<name>.js for each: the server, the job worker, the tools `npm run <name>` starts. */
export const entries = {
  main: 'src/main.ts',
  worker: 'src/worker.ts',
  seed: 'src/seed/cli.ts',
  import: 'src/modules/imports/cli.ts',
  admin: 'src/cli/admin.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
};

const dist = new URL('dist/', here);
rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: new URL('.', here).pathname,
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/')),
  logLevel: 'warning',
});
// The stamp `npm start` compares with the sources' times (scripts/server-build.mjs).
writeFileSync(new URL('dist/.built', here), new Date().toISOString());
