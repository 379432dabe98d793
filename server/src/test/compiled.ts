import { join } from 'node:path';

/** The tools and servers the tests start as processes, as `npm start` and `npm run <name>` run them. */
export type CompiledEntry = 'main' | 'worker' | 'seed' | 'import' | 'admin' | 'backup' | 'restore';

/**
 * Node's arguments to run the compiled `server/dist/<name>.js` (built by global-setup.ts when older
 * than its sources): starting it takes half the time of compiling the sources with tsx each time.
 */
export const compiledArgs = (name: CompiledEntry, args: string[] = []) => [
  '--enable-source-maps',
  join(import.meta.dirname, '../../dist', `${name}.js`),
  ...args,
];
