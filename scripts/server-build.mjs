// The compiled server (server/dist, made by `npm run build -w server`): built here when it is
// missing or older than its sources, so that `npm start` and the tools never run a stale one.
// A production copy without the sources (README, Production) runs the dist it was given.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = `${root}server/dist/.built`;
const sources = [
  'server/src',
  'contract/src',
  'server/build.mjs',
  'server/esbuild-options.mjs',
  'server/package.json',
].map((p) => root + p);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(`${path}/${entry}`));
  return latest;
}

/** The path of `server/dist/<name>.js`, built first when needed. */
export function serverEntry(name) {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (!built || Math.max(...sources.map(newest)) > built) {
    if (!existsSync(`${root}node_modules/esbuild`)) {
      if (built) return `${root}server/dist/${name}.js`;
      console.error(
        'Сервер не собран, а сборщика нет (установка без dev-зависимостей): ' +
          'соберите его командой `npm run build` там, где он есть (README, Production).',
      );
      process.exit(1);
    }
    console.error(built ? 'Исходники сервера изменились: сборка сервера…' : 'Сборка сервера…');
    const build = spawnSync(process.execPath, ['server/build.mjs'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  return `${root}server/dist/${name}.js`;
}
