import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The name its key is kept under in `server_secrets` (made at the first start). */
export const OIDC_FLOW_KEY = 'oidc-flow';

/** The cookie that carries a sign-in's flow from its start to its finish; sent to the finish only. */
export const OIDC_FLOW_COOKIE = 'portal_oidc_flow';
const COOKIE_PATH = '/api/login/oidc';

/** How long a person may take at the provider: its login page, perhaps a password forgotten and found. */
export const OIDC_FLOW_MINUTES = 10;

/**
 * One sign-in through the identity provider, between its start and its finish: what the finish checks
 * the provider's answer against (state, nonce, the PKCE verifier) and «Запомнить меня».
 */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
  remember: boolean;
  /** When the flow stops being accepted, ms since the epoch. */
  expires: number;
}

/**
 * The flow sealed into the browser's cookie (AES-256-GCM under a key kept in `server_secrets`), so that
 * no instance keeps it in memory and the finish may reach any instance of a cluster. The browser can
 * neither read nor change it: the verifier stays unknown to whoever sees the provider's redirect.
 */
export function oidcFlowSeal(secret: string) {
  const key = createHash('sha256').update(`oidc-flow:${secret}`).digest();
  return {
    seal(flow: OidcFlow): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(flow), 'utf8'), cipher.final()]);
      return [iv, sealed, cipher.getAuthTag()].map((b) => b.toString('base64url')).join('.');
    },
    /** The flow of a cookie this server sealed and whose time has not run out, or null. */
    open(value: string | undefined, now = Date.now()): OidcFlow | null {
      const [iv, sealed, tag, ...rest] = (value ?? '').split('.');
      if (!iv || !sealed || !tag || rest.length > 0) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const text = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
        const flow = JSON.parse(text.toString('utf8')) as OidcFlow;
        return typeof flow.expires === 'number' && flow.expires > now ? flow : null;
      } catch {
        return null;
      }
    },
  };
}
export type OidcFlowSeal = ReturnType<typeof oidcFlowSeal>;

/**
 * The Set-Cookie of a flow (HttpOnly, SameSite=Lax, Secure on an https portal), or of its removal
 * (`value` null). Lax is enough: the finish is the web app's own call, never another site's.
 */
export function flowCookie(value: string | null, secure: boolean): string {
  const parts = [
    `${OIDC_FLOW_COOKIE}=${value ?? ''}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${value === null ? 0 : OIDC_FLOW_MINUTES * 60}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The flow cookie's value in a request's Cookie header, if it has one. */
export function flowCookieOf(header: string | undefined): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === OIDC_FLOW_COOKIE) return pair.slice(eq + 1).trim();
  }
  return undefined;
}
