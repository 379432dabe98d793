// `node scripts/run.mjs <name> [args…]`: runs the compiled server's `dist/<name>.js` (the server,
// the worker, a tool such as import or admin) in this process, building it first when needed.
import { pathToFileURL } from 'node:url';
import { serverEntry } from './server-build.mjs';

const [name] = process.argv.splice(2, 1);
if (!name) {
  console.error('Использование: node scripts/run.mjs <main|worker|import|seed|…> [аргументы]');
  process.exit(2);
}
const entry = serverEntry(name);
process.argv[1] = entry;
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
