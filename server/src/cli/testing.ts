import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { compiledArgs, type CompiledEntry } from '../test/compiled';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A command as a process, as `npm run <name>` runs it, with `input` on its standard input. */
export function runCli(
  name: CompiledEntry,
  args: string[],
  env: Record<string, string>,
  input?: string,
): Promise<CliRun> {
  const child = spawn(process.execPath, compiledArgs(name, args), {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdin.on('error', () => undefined);
  child.stdin.end(input ?? '');
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
