import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { OidcFinishBody } from '@portal/contract';
import type { OidcConfig } from '../../config';
import { OIDC_FLOW_MINUTES, type OidcFlow } from './oidc-flow';

/** Why a sign-in through the identity provider did not name a person. */
export type OidcFailure = 'refused' | 'failed' | 'expired' | 'unavailable' | 'noClaim';

export class OidcError extends Error {
  constructor(
    readonly reason: OidcFailure,
    /** The claim that was missing (`noClaim`). */
    readonly claim?: string,
  ) {
    super(`OIDC sign-in: ${reason}`);
  }
}

/** The provider's answers a person gave (or was given) at its pages: not a fault of either server. */
const REFUSALS = new Set(['access_denied', 'login_required', 'interaction_required', 'consent_required']);

/** How long any call to the provider may take, in seconds (discovery, the token endpoint, userinfo). */
const TIMEOUT_SECONDS = 10;
/** How long the provider's discovery is kept before it is asked for again (its keys are refetched as needed). */
const DISCOVERY_MS = 3_600_000;

/** A failure of the provider's reachability, not of its answer: the connection, a timeout, a 5xx. */
function unreachable(err: unknown): boolean {
  if (err instanceof client.ResponseBodyError) return err.status >= 500;
  if (!(err instanceof Error)) return false;
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return true;
  if (err instanceof TypeError && /fetch failed/i.test(err.message)) return true;
  if (err instanceof client.ClientError) {
    if (err.code === 'OAUTH_TIMEOUT' || err.code === 'OAUTH_ABORT') return true;
    // An answer that is not the provider's JSON: a proxy's 502 or 504 page is the provider being down.
    if (err.cause instanceof Response) return err.cause.status >= 500;
  }
  // openid-client wraps a failed request ("something went wrong", its cause the fetch's TypeError).
  return err.cause !== undefined && err.cause !== err && unreachable(err.cause);
}

/**
 * The university's identity provider (OpenID Connect, authorization code with PKCE, openid-client): the
 * address a sign-in starts at, with the flow the browser keeps meanwhile, and the login its answer names.
 * Only the provider's discovery is kept in memory (an hour, asked for again after a failure), so any
 * instance finishes a flow another one started.
 */
export function oidcClient(config: OidcConfig, log: FastifyBaseLogger) {
  let discovered: { at: number; configuration: Promise<client.Configuration> } | null = null;

  function configuration(): Promise<client.Configuration> {
    if (!discovered || Date.now() - discovered.at > DISCOVERY_MS) {
      const issuer = new URL(config.issuer);
      const pending = client.discovery(
        issuer,
        config.clientId,
        config.clientSecret,
        client.ClientSecretBasic(config.clientSecret),
        // http:// only for a provider on this machine (config.ts refuses it elsewhere): a test's.
        { timeout: TIMEOUT_SECONDS, execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [] },
      );
      discovered = { at: Date.now(), configuration: pending };
      pending.catch((err: unknown) => {
        log.warn({ err, issuer: config.issuer }, 'the identity provider’s discovery failed');
        if (discovered?.configuration === pending) discovered = null;
      });
    }
    return discovered.configuration.catch(() => {
      throw new OidcError('unavailable');
    });
  }

  return {
    /** Where to send the browser, and the flow its cookie keeps until the finish. */
    async start(remember: boolean): Promise<{ url: string; flow: OidcFlow }> {
      const cfg = await configuration();
      const flow: OidcFlow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
        remember,
        expires: Date.now() + OIDC_FLOW_MINUTES * 60_000,
      };
      const url = client.buildAuthorizationUrl(cfg, {
        redirect_uri: config.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.href, flow };
    },

    /**
     * The login (OIDC_LOGIN_CLAIM's value) of the person the provider's answer names, its state, nonce
     * and PKCE verifier checked against the flow of this browser; the ID token's claim, else the
     * userinfo endpoint's. Throws OidcError.
     */
    async finish(flow: OidcFlow | null, answer: OidcFinishBody): Promise<string> {
      if (!flow) throw new OidcError('expired');
      const cfg = await configuration();
      const current = new URL(config.redirectUri);
      for (const [name, value] of Object.entries(answer))
        if (value !== undefined) current.searchParams.set(name, value);
      try {
        const tokens = await client.authorizationCodeGrant(cfg, current, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        let claims: Record<string, unknown> | undefined = tokens.claims();
        if (typeof claims?.[config.loginClaim] !== 'string' && claims && cfg.serverMetadata().userinfo_endpoint)
          claims = await client.fetchUserInfo(cfg, tokens.access_token, String(claims.sub));
        const login = claims?.[config.loginClaim];
        // An address the provider has not checked names nobody: whoever registered it may have typed another's.
        const unverified = config.loginClaim === 'email' && claims?.email_verified === false;
        if (typeof login !== 'string' || !login.trim() || unverified) {
          log.warn({ claim: config.loginClaim }, 'the identity provider’s answer has no login claim');
          throw new OidcError('noClaim', config.loginClaim);
        }
        return login.trim();
      } catch (err) {
        if (err instanceof OidcError) throw err;
        if (err instanceof client.AuthorizationResponseError && REFUSALS.has(err.error)) {
          throw new OidcError('refused');
        }
        if (unreachable(err)) {
          log.warn({ err }, 'the identity provider did not answer');
          throw new OidcError('unavailable');
        }
        log.warn({ err }, 'the identity provider’s answer was refused');
        throw new OidcError('failed');
      }
    },
  };
}
export type OidcClient = ReturnType<typeof oidcClient>;
