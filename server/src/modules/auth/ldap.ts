import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import type { FastifyBaseLogger } from 'fastify';
import { Client, Filter, ResultCodeError } from 'ldapts';
import { LDAP_LOGIN, type LdapConfig } from '../../config';

/**
 * What the university's directory says of a login and a password: right, wrong (or unknown to it,
 * or found more than once), or nothing at all (not reachable, too slow, TLS failed, the portal's
 * own account refused): then nobody is let in.
 */
export type LdapVerdict = 'ok' | 'wrong' | 'unavailable';

export interface Directory {
  verify(login: string, password: string): Promise<LdapVerdict>;
}

/** Result codes that mean the server cannot answer now (busy, unavailable), not that the password is wrong. */
const SERVER_TROUBLE = new Set([51, 52]);

/** The search filter for a login: `{{login}}` replaced by the login escaped per RFC 4515 (ldapts' Filter.escape). */
export function loginFilter(template: string, login: string): string {
  const escaped = Filter.escape(login);
  // A replacer function: a string replacement would read `$&`, `$'`… in the login as patterns.
  return template.replaceAll(LDAP_LOGIN, () => escaped);
}

class DeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(ms)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Checks passwords against the directory of `config` (ldapts): a connection per check (StartTLS
 * first when configured), a bind as the portal's service account, a search under the base with the
 * filter (exactly one entry must answer), then a bind as that entry with the password. The client
 * is unbound and its socket closed whatever happens; the whole check gets `timeoutMs`. Nothing the
 * directory answers is kept, and no password is logged.
 */
export function ldapDirectory(config: LdapConfig, log: FastifyBaseLogger): Directory {
  const url = new URL(config.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let ca: Buffer | undefined;
  if (config.tls.caFile) {
    try {
      ca = readFileSync(config.tls.caFile);
    } catch (err) {
      throw new Error(
        `Неверные настройки окружения — LDAP_TLS_CA_FILE: не удалось ` +
          `прочитать ${config.tls.caFile} (${(err as Error).message})`,
        { cause: err },
      );
    }
  }
  const tlsOptions: ConnectionOptions = { rejectUnauthorized: config.tls.rejectUnauthorized, ...(ca ? { ca } : {}) };
  const ldaps = url.protocol === 'ldaps:';
  if (!ldaps && !config.startTls) {
    log.warn(
      { url: config.url },
      'LDAP without TLS: the passwords of sign-ins travel to the ' +
        'directory unencrypted (use ldaps:// or LDAP_STARTTLS=1)',
    );
  }

  const warn = (step: string, err: unknown) =>
    log.warn(
      {
        url: config.url,
        step,
        reason: err instanceof Error ? err.message : String(err),
        code: err instanceof ResultCodeError ? err.code : undefined,
      },
      'the directory (LDAP) could not check a sign-in',
    );

  return {
    async verify(login, password) {
      // A bind with a DN and an empty password is an "unauthenticated bind" (RFC 4513 §5.1.2),
      // which many servers answer with success: it is never sent.
      if (login === '' || password === '') return 'wrong';
      const client = new Client({
        url: config.url,
        timeout: config.timeoutMs,
        connectTimeout: config.timeoutMs,
        // Given to an ldap:// client, TLS options would make it speak TLS at once: only for ldaps://.
        ...(ldaps ? { tlsOptions } : {}),
      });
      let step = 'connection';
      const check = async (): Promise<LdapVerdict> => {
        if (config.startTls) {
          step = 'StartTLS';
          // Without a host Node checks the certificate against "localhost".
          await client.startTLS({ ...tlsOptions, host, ...(isIP(host) ? {} : { servername: host }) });
        }
        if (config.bind) {
          step = 'service bind (LDAP_BIND_DN)';
          await client.bind(config.bind.dn, config.bind.password);
        }
        step = 'search';
        const { searchEntries } = await client.search(config.searchBase, {
          scope: 'sub',
          filter: loginFilter(config.searchFilter, login),
          attributes: ['1.1'], // no attributes: only the entry's DN is needed
          sizeLimit: 2,
          timeLimit: Math.max(1, Math.ceil(config.timeoutMs / 1000)),
        });
        if (searchEntries.length === 0) return 'wrong';
        if (searchEntries.length > 1) {
          log.warn(
            { url: config.url, entries: searchEntries.length },
            'LDAP_SEARCH_FILTER finds several entries for one login: refused',
          );
          return 'wrong';
        }
        const dn = searchEntries[0]!.dn;
        // ldapts takes a bare PLAIN or EXTERNAL for a SASL bind: a DN always has an "=".
        if (!dn.includes('=')) return 'wrong';
        step = 'bind as the user';
        try {
          await client.bind(dn, password);
        } catch (err) {
          if (err instanceof ResultCodeError && !SERVER_TROUBLE.has(err.code)) return 'wrong';
          throw err;
        }
        return 'ok';
      };
      try {
        return await withDeadline(check(), config.timeoutMs);
      } catch (err) {
        warn(step, err);
        return 'unavailable';
      } finally {
        await client.unbind().catch(() => undefined);
      }
    },
  };
}
