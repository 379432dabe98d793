import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/src/test/free-port';
import { startOidcProvider, type TestOidcProvider } from '../../server/src/test/oidc-provider';

/**
 * A portal of its own with sign-in through the university's identity provider (issue 33): a real
 * OpenID provider (oidc-provider, on a free port of 127.0.0.1) and the portal as e2e/server.mjs starts
 * it (a fresh embedded database, the small demo) on a free port of localhost with OIDC_* pointing at
 * it. The rest of the suite's portals have no such sign-in, so its button shows only here.
 */
export interface OidcPortal {
  /** http://localhost:<port>: the portal (its PUBLIC_URL). */
  url: string;
  provider: TestOidcProvider;
  stop(): Promise<void>;
}

export const OIDC_BUTTON = 'Войти через единую учётную запись';

export async function startOidcPortal(): Promise<OidcPortal> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const provider = await startOidcProvider([`${url}/login/oidc`]);
  const server: ChildProcess = spawn(process.execPath, [fileURLToPath(new URL('../server.mjs', import.meta.url))], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_BUTTON,
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await provider.stop();
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the portal stopped (${server.exitCode})`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { url, provider, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the portal did not start within 3 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
