import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { OidcConfig } from '../config';

/**
 * A real OpenID provider for the tests (oidc-provider, panva's certified implementation) on a free
 * port of 127.0.0.1: one confidential client, PKCE required, its development login page (any login,
 * any password: the login typed is the account, its `email` and `preferred_username` claims) and
 * consent page. e2e drives the same pages in Chromium.
 */
export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Stops answering (a provider down); `start` again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const clientId = 'portal';
  const clientSecret = 'portal-test-secret-0123456789abcdef';
  let server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['preferred_username'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      // A login starting with `unverified` has an address the provider has not checked.
      claims: () => ({
        sub: id,
        email: id,
        email_verified: !id.startsWith('unverified'),
        preferred_username: id.split('@')[0],
      }),
    }),
    cookies: { keys: ['a test provider’s cookie key'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: true } },
  });
  // Its warnings about development-only settings are for a real deployment, not for the tests.
  provider.on('server_error', (_ctx, err) => console.error('oidc-provider:', err));
  const callback = provider.callback();
  server.on('request', callback);
  return {
    issuer,
    clientId,
    clientSecret,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    async start() {
      server = createServer(callback);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

/** The portal's settings for the provider, the web app at `publicUrl`. */
export function oidcConfigOf(
  provider: Pick<TestOidcProvider, 'issuer' | 'clientId' | 'clientSecret'>,
  publicUrl: string,
): OidcConfig {
  return {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    loginClaim: 'email',
    button: 'Войти через единую учётную запись',
    redirectUri: `${publicUrl}/login/oidc`,
  };
}

/**
 * A person at the provider's pages, as a browser without scripts: from the authorization address
 * through its login page (`login`, any password) and consent page to the redirect back, or «Cancel»
 * on the login page (`login` null). Answers the redirect's address (the portal's /login/oidc?…).
 */
export async function atProvider(authorizationUrl: string, login: string | null): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | null = null;
  for (let step = 0; step < 20; step++) {
    const res: Response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body: form ?? undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    form = null;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== url.origin) return next;
      url = next;
      continue;
    }
    const page: string = await res.text();
    if (res.status !== 200) throw new Error(`the provider answered ${res.status}: ${page.slice(0, 300)}`);
    const prompt: string | undefined = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (prompt === 'login' && login === null) {
      url = new URL(/href="([^"]*\/abort)"/.exec(page)![1]!, url);
      continue;
    }
    form = new URLSearchParams({ prompt: prompt ?? '' });
    if (prompt === 'login') {
      form.set('login', login!);
      form.set('password', 'any');
    }
    url = new URL(/action="([^"]+)"/.exec(page)![1]!.replaceAll('&amp;', '&'), url);
  }
  throw new Error('the provider did not send the browser back');
}
