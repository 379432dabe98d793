import { join } from 'node:path';
import { esbuildOptions } from '../../esbuild-options.mjs';

/** The tools and servers the tests start as processes, as `npm start` and `npm run <name>` run them. */
export type CompiledEntry = 'main' | 'worker' | 'seed' | 'import' | 'admin' | 'backup' | 'restore' | 'files';

/**
 * Node's arguments to run the compiled `server/dist/<name>.js` (built by global-setup.ts when older
 * than its sources): starting it takes half the time of compiling the sources with tsx each time.
 */
export const compiledArgs = (name: CompiledEntry, args: string[] = []) => [
  '--enable-source-maps',
  join(import.meta.dirname, '../../dist', `${name}.js`),
  ...args,
];

const serverDir = join(import.meta.dirname, '../..');
const fixtureServer = join(serverDir, '.tmp/test-build/fixture-server.js');

/** Node's arguments to run the compiled test server with fixtures (test/fixtures/server.ts). */
export const fixtureServerArgs = () => ['--enable-source-maps', fixtureServer];

/**
 * Compiles test/fixtures/server.ts as build.mjs compiles the server, for the tests that start it
 * as processes (global-setup.ts).
 */
export async function buildFixtureServer(): Promise<void> {
  const { build } = await import('esbuild');
  await build(esbuildOptions({ 'fixture-server': 'src/test/fixtures/server.ts' }, join(serverDir, '.tmp/test-build')));
}
