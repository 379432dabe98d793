// `npm start`: builds the web app when it is not built and the server when it is not built or
// older than its sources, then runs the compiled server in this process (it migrates the
// database, loads the demo university into an empty one and serves everything on one port).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(`${root}web/dist/index.html`)) {
  console.log('Сборка веб-приложения…');
  const build = spawnSync(npm, ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.argv.splice(2, 0, 'main');
await import('./run.mjs');
