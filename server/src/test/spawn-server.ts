import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { compiledArgs, fixtureServerArgs } from './compiled';

export { freePort } from './free-port';

/** A server process of the tests (src/test/process.test.ts shows the pattern): its output, its exit. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output(): string;
}

const children: ServerProcess[] = [];

/**
 * Starts a server on `port` with `env` on top of the caller's: the portal's (`'main'`), its job worker
 * (`'worker'`, listening only with WORKER_METRICS_PORT) or the server with test fixtures (`'fixture'`,
 * test/fixtures/server.ts), all compiled by global-setup.ts.
 */
export function spawnServer(
  entry: 'main' | 'worker' | 'fixture',
  port: number,
  env: Record<string, string>,
): ServerProcess {
  const args = entry === 'fixture' ? fixtureServerArgs() : compiledArgs(entry);
  const child = spawn(process.execPath, args, {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DEMO_DATA: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server = { child, base: `http://127.0.0.1:${port}`, exited, output: () => output };
  children.push(server);
  return server;
}

export async function healthy(server: ServerProcess, seconds = 60) {
  for (let i = 0; i < seconds * 5; i++) {
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output().slice(-2000)}`);
    try {
      const res = await fetch(`${server.base}/api/health`);
      if (res.ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not become healthy: ${server.output().slice(-2000)}`);
}

/** Kills every server still running (afterAll). */
export function killServers() {
  for (const s of children) if (s.child.exitCode === null) s.child.kill('SIGKILL');
}
