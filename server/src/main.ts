import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/open';
import { loadDemoIfEmpty } from './seed/demo';

const config = loadConfig();
const logger = { level: config.logLevel };
// Where a lost idle database connection is reported: the app's log once it exists.
const connectionLost = { report: (err: Error) => console.warn(err.message) };
const database = await openDatabase(config, (err) => connectionLost.report(err));
await database.migrate();

const app = await buildApp({ config, database, logger });
connectionLost.report = (err) => app.log.warn({ err }, 'a database connection was closed by the server; the pool opens another');
if (config.demo.enabled) {
  await loadDemoIfEmpty(database.db, config.demo, app.log);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'stopping: no new requests, finishing those in flight');
  const force = setTimeout(() => {
    app.log.error('forced exit after 10 s');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    app.log.info('stopped cleanly');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while stopping');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
app.log.info({ url }, 'portal is serving');
console.log(`\nЛичный кабинет: ${url}\n`);
if (config.demo.enabled) {
  console.log('Демо-входы (пароль у всех: demo):');
  for (const login of ['admin@demo.local', 'employee@demo.local', 'manager@demo.local', 'student@demo.local', 'multi@demo.local']) {
    console.log(`  ${login}`);
  }
  console.log('');
}
