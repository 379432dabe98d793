import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/demo-logins';
import { compiledArgs } from './compiled';

/**
 * The server as a process on an embedded database in a folder: it stops cleanly on SIGTERM, and a
 * database killed in the middle of writes opens again with its data.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-process-'));
const port = 3700 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;
const children: ChildProcess[] = [];

function startServer() {
  const child = spawn(process.execPath, compiledArgs('main'), {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_STUDENTS: '100',
      DEMO_EMPLOYEES: '30',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function healthy(seconds = 60) {
  for (let i = 0; i < seconds * 5; i++) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become healthy');
}

const signIn = () =>
  fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: DEMO_LOGINS.student, password: DEMO_PASSWORD }),
  });

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('starts on an empty folder with the demo university and stops cleanly on SIGTERM', async () => {
    const server = startServer();
    await healthy();
    expect((await signIn()).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('demo data: loading');
    expect(server.output()).toContain('stopped cleanly');
  }, 90_000);

  it('opens again with its data after being killed in the middle of writes', async () => {
    const server = startServer();
    await healthy();
    // Sign-ins write sessions and login events; kill the process while they are under way.
    const writes = Array.from({ length: 40 }, () => signIn().catch(() => null));
    await new Promise((r) => setTimeout(r, 150));
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(writes);

    const again = startServer();
    await healthy();
    const res = await signIn();
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { user_info: { email: string } } };
    expect(body.result.user_info.email).toBe(DEMO_LOGINS.student);
    // The demo university was not loaded a second time.
    expect(again.output()).not.toContain('demo data: loading');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);
});
