// The portal as `npm start` runs it, on a fresh embedded database in e2e/.data-<port>
// (a folder per port, so that two runs on different E2E_PORTs do not share one).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const port = process.env.E2E_PORT ?? '3217';
const dataDir = fileURLToPath(new URL(`.data-${port}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [fileURLToPath(new URL('../scripts/start.mjs', import.meta.url))], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    // The tests sign in as the demo's users: asked for, not left to the default (off with NODE_ENV=production).
    DEMO_DATA: '1',
    DEMO_STUDENTS: '600',
    DEMO_EMPLOYEES: '150',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
