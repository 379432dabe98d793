// `npm run build -w server`: the server and its command-line tools as JavaScript in dist/, built
// once, so that production runs no TypeScript compiler (tsx) at each start. Our code and the
// contract are bundled; the packages in server/package.json's dependencies stay imports of
// node_modules, where `npm ci --omit=dev` puts them (esbuild-options.mjs).
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { esbuildOptions, serverDir } from './esbuild-options.mjs';
/** dist/<name>.js for each: the server, the job worker, the tools `npm run <name>` starts. */
export const entries = {
  main: 'src/main.ts',
  worker: 'src/worker.ts',
  seed: 'src/seed/cli.ts',
  import: 'src/modules/imports/cli.ts',
  admin: 'src/cli/admin.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
  files: 'src/cli/files.ts',
};

const dist = join(serverDir, 'dist');
const { outputFiles } = await build({
  ...esbuildOptions(entries, 'dist'),
  write: false,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
});

// Written aside, then put in place by renames: a server starting from dist/ meanwhile (another
// `npm start`, an e2e run) never finds it half-written or emptied.
mkdirSync(join(serverDir, '.tmp'), { recursive: true });
const staging = mkdtempSync(join(serverDir, '.tmp', 'dist-'));
for (const file of outputFiles) {
  const target = join(staging, relative(dist, file.path));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, file.contents);
}
// The stamp `npm start` compares with the sources' times (scripts/server-build.mjs).
writeFileSync(join(staging, '.built'), new Date().toISOString());
const old = `${staging}-old`;
if (existsSync(dist)) renameSync(dist, old);
renameSync(staging, dist);
rmSync(old, { recursive: true, force: true });
