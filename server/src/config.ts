import { resolve } from 'node:path';
import { FilterParser } from 'ldapts';
import { z } from 'zod';
import { OIDC_CALLBACK_PATH } from '@portal/contract';
import { addressRange } from './lib/address-range';
import type { LoginThrottleLimits } from './lib/login-throttle';
import { defaultHashingConcurrency, type HashingLimits } from './lib/passwords';
import { projectRoot } from './paths';

/** A flag whose default depends on other settings: undefined when it is not set. */
const optionalFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));
const flag = (byDefault: boolean) => optionalFlag.transform((v) => v ?? byDefault);

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('ru', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The browsers' push services: Chrome's (FCM), Firefox's, Edge's (WNS) and Safari's. */
export const DEFAULT_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
  'web.push.apple.com',
];
const PUSH_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** Where push messages may go: hosts (and their subdomains) over https, and exact origins. */
export interface PushServices {
  hosts: string[];
  origins: string[];
}

/** `scheme://host[:port]` of an entry that is nothing more, else null. */
function originOf(entry: string): string | null {
  try {
    const url = new URL(entry);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password ? url.origin : null;
  } catch {
    return null;
  }
}

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: on under NODE_ENV=development or test (npm run dev, the tests), off otherwise. */
  CHECK_ANSWERS: optionalFlag,
  /** Unset: on with the embedded database outside production, off with DATABASE_URL or NODE_ENV=production. */
  DEMO_DATA: optionalFlag,
  NODE_ENV: z.string().optional(),
  DEMO_STUDENTS: z.coerce.number().int().min(0).default(6000),
  DEMO_EMPLOYEES: z.coerce.number().int().min(0).default(1200),
  DEMO_SEED: z.coerce.number().int().default(20261121),
  MAINTENANCE_MODE: flag(false),
  STUDENT_SITE_URL: z.string().default(''),
  STUDENT_SITE_MOBILE_URL: z.string().default(''),
  NEW_VERSION_URL: z.string().default('https://lk.example.edu'),
  /** The support dialog for users (000 §6 allowSupport); the admins' desk stays either way. */
  ALLOW_SUPPORT: flag(true),
  WEB_DIST: z.string().optional(),
  /** The number of reverse proxies in front; `true` means one. */
  TRUST_PROXY: z
    .enum(['true', 'false', ''])
    .or(z.string().regex(/^\d+$/))
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'false' ? 0 : v === 'true' ? 1 : Number(v))),
  TIMEZONE: z.string().refine(validTimeZone, 'неизвестный часовой пояс').default('Europe/Moscow'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().min(0).default(10),
  /** Failed sign-ins of one address across logins within the window (password spraying); 0: no such limit. */
  LOGIN_MAX_ADDRESS_FAILURES: z.coerce.number().int().min(0).default(30),
  /** argon2 hashes at once per process; unset: the cores less one. */
  LOGIN_HASH_CONCURRENCY: z.coerce.number().int().min(1).optional(),
  /** Hashes waiting for a turn; one more sign-in answers 503 with Retry-After. */
  LOGIN_HASH_QUEUE: z.coerce.number().int().min(1).default(64),
  /** How long sign-in records (and the statistics' days) are kept: three years. */
  LOGIN_RETENTION_DAYS: z.coerce.number().int().min(1).default(1095),
  /** How long the personal data of people who left is kept before it is removed: three years (issue 33). */
  RETENTION_LEFT_DAYS: z.coerce.number().int().min(1).default(1095),
  /** Where uploads and exports are kept; unset: `database` with DATABASE_URL, `fs` (DATA_DIR) without. */
  FILES_STORE: z.enum(['database', 'fs']).optional().or(z.literal('')),
  /** The key of the signed file links; unset: one generated once and kept (lib/kept-secret.ts). */
  FILE_LINK_SECRET: z.string().min(32, 'не короче 32 символов').optional().or(z.literal('')),
  /** The bearer token /api/metrics is read with from anywhere (lib/monitoring-access.ts). */
  METRICS_TOKEN: z.string().min(16, 'не короче 16 символов').optional().or(z.literal('')),
  /** The addresses (IPs or CIDRs, comma-separated) /api/metrics answers without the token; unset: see metricsAllow. */
  METRICS_ALLOW: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const entries = (v ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      for (const entry of entries) {
        if (!addressRange(entry)) {
          const message = `«${entry}» не IP-адрес и не подсеть (ожидается, например, 10.0.0.5, 10.0.0.0/24, ::1)`;
          ctx.addIssue({ code: 'custom', message });
        }
      }
      return entries.length > 0 ? entries : null;
    }),
  /**
   * The university's Wi-Fi CA (ca.crt, ca.key); unset: DATA_DIR/wifi, where a demo CA is made when there is none,
   * except on a production start (config.wifi.makeDemoCa).
   */
  WIFI_DIR: z.string().optional(),
  /**
   * The key the Wi-Fi certificates' passwords are derived with; unset: one generated once and kept
   * (lib/kept-secret.ts).
   */
  WIFI_PASSWORD_SECRET: z.string().min(32, 'не короче 32 символов').optional().or(z.literal('')),
  /** Where letters leave (smtp://user:password@host:587, smtps://… for TLS); unset: letters are only logged. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'ожидается smtp:// или smtps://')
    .optional()
    .or(z.literal('')),
  MAIL_FROM: z.string().default('Личный кабинет <no-reply@localhost>'),
  /** The letters of all instances together a minute at most (the e-mail copies of messages, modules/outreach). */
  MAIL_RATE_PER_MINUTE: z.coerce.number().min(1).max(100_000).default(600),
  /**
   * The push services (modules/push) the server sends to: host suffixes reached by https, or an exact
   * `http://host:port` (a test's); a subscription to anywhere else is refused (the server would POST to it).
   */
  PUSH_SERVICES: z
    .string()
    .default(DEFAULT_PUSH_SERVICES.join(','))
    .transform((v, ctx) => {
      const services: PushServices = { hosts: [], origins: [] };
      for (const entry of v.split(',').map((e) => e.trim().toLowerCase())) {
        if (!entry) continue;
        const origin = /^https?:\/\//.test(entry) ? originOf(entry) : null;
        if (origin) services.origins.push(origin);
        else if (!entry.includes('/') && PUSH_HOST.test(entry)) services.hosts.push(entry);
        else ctx.addIssue({ code: 'custom', message: `«${entry}» не имя хоста и не адрес http(s)://хост:порт` });
      }
      return services;
    }),
  UNIVERSITY_FILE: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'ожидается адрес http:// или https://' }).optional(),
  /**
   * How long a dry run of the import from the browser may take (it holds a request and a transaction); below a
   * reverse proxy's usual 60 s read timeout.
   */
  IMPORT_DRY_RUN_SECONDS: z.coerce.number().min(1).max(3600).default(45),
  JOBS_WORKERS: flag(true),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** `npm run worker`: the port its /api/metrics is served on; unset: none. */
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * How long a server keeps serving after SIGTERM before it stops listening (serve.ts): longer than the reverse
   * proxy's upstream keepalive_timeout. 0: it stops at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  /** The university's directory (modules/auth/ldap.ts); unset: only the portal's own passwords. */
  LDAP_URL: z
    .string()
    .regex(/^ldaps?:\/\/[^/?#\s]+\/?$/, 'ожидается ldap://сервер[:порт] или ldaps://сервер[:порт]')
    .optional()
    .or(z.literal('')),
  LDAP_BIND_DN: z.string().optional(),
  LDAP_BIND_PASSWORD: z.string().optional(),
  LDAP_SEARCH_BASE: z.string().optional(),
  LDAP_SEARCH_FILTER: z.string().optional(),
  LDAP_STARTTLS: flag(false),
  LDAP_TLS_CA_FILE: z.string().optional(),
  LDAP_TLS_REJECT_UNAUTHORIZED: flag(true),
  LDAP_TIMEOUT_MS: z.coerce.number().int().min(100, 'не меньше 100').max(60_000, 'не больше 60000').default(5000),
  /** The university's identity provider (modules/auth/oidc.ts); unset: no such sign-in. */
  OIDC_ISSUER: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** The claim of the provider's answer that holds the person's login in the portal (their e-mail). */
  OIDC_LOGIN_CLAIM: z
    .string()
    .regex(/^[A-Za-z0-9_.:/-]{1,100}$/, 'ожидается имя утверждения (email, preferred_username, upn)')
    .default('email'),
  OIDC_BUTTON: z.string().trim().min(1).max(80, 'не длиннее 80 символов').default('Войти через единую учётную запись'),
});

/**
 * The LDAP settings that make sense only together, checked when LDAP_URL is set (without it the others are not used).
 */
function ldapProblems(e: z.infer<typeof env>): string[] {
  const problems: string[] = [];
  const set = (v: string | undefined) => v !== undefined && v !== '';
  if (!e.LDAP_URL) return problems;
  if (!set(e.LDAP_SEARCH_BASE))
    problems.push(
      'LDAP_SEARCH_BASE: обязателен при LDAP_URL (где искать людей, например ou=people,dc=university,dc=ru)',
    );
  // A DN with an empty password is an "unauthenticated bind": many servers answer it with success.
  if (set(e.LDAP_BIND_DN) !== set(e.LDAP_BIND_PASSWORD))
    problems.push('LDAP_BIND_DN и LDAP_BIND_PASSWORD: задаются вместе (или оба пусты для анонимного поиска)');
  const filter = ldapSearchFilter(e.LDAP_SEARCH_FILTER);
  if (!filter.includes(LDAP_LOGIN)) problems.push(`LDAP_SEARCH_FILTER: должен содержать ${LDAP_LOGIN} (место логина)`);
  else {
    try {
      FilterParser.parseString(filter.replaceAll(LDAP_LOGIN, 'login'));
    } catch {
      problems.push('LDAP_SEARCH_FILTER: не фильтр LDAP (ожидается, например, (mail={{login}}))');
    }
  }
  const ldaps = e.LDAP_URL.startsWith('ldaps:');
  if (ldaps && e.LDAP_STARTTLS) problems.push('LDAP_STARTTLS: не нужен с ldaps:// (соединение уже шифруется)');
  if (!ldaps && !e.LDAP_STARTTLS && set(e.LDAP_TLS_CA_FILE))
    problems.push('LDAP_TLS_CA_FILE: без ldaps:// или LDAP_STARTTLS=1 не используется');
  return problems;
}

/**
 * The OIDC settings: the issuer, the client's id and secret all three or none; the issuer an https:// address
 * (http:// only on the machine itself, a test's provider).
 */
function oidcProblems(e: z.infer<typeof env>): string[] {
  const set = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter((v) => v !== undefined && v !== '');
  if (set.length === 0) return [];
  if (set.length < 3)
    return ['OIDC_ISSUER, OIDC_CLIENT_ID и OIDC_CLIENT_SECRET: задаются все три вместе (или ни одного)'];
  let issuer: URL;
  try {
    issuer = new URL(e.OIDC_ISSUER!);
  } catch {
    return ['OIDC_ISSUER: ожидается адрес https://… (например, https://sso.university.ru/realms/university)'];
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && local))
    return ['OIDC_ISSUER: ожидается адрес https://… (http:// только для сервера на этой же машине)'];
  if (issuer.search || issuer.hash) return ['OIDC_ISSUER: адрес без ? и #'];
  return [];
}

/** Where LDAP_SEARCH_FILTER takes the login (escaped, RFC 4515). */
export const LDAP_LOGIN = '{{login}}';
const ldapSearchFilter = (filter: string | undefined) => filter || `(mail=${LDAP_LOGIN})`;

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  logLevel: z.infer<typeof env>['LOG_LEVEL'];
  /**
   * Every answer checked against the contract's zod schema before it leaves (lib/answer-serializer.ts);
   * off, answers are written by serialisers compiled from the same schemas, unchecked.
   */
  checkAnswers: boolean;
  demo: { enabled: boolean; students: number; employees: number; seed: number };
  maintenance: boolean;
  studentSiteUrl: string;
  studentSiteMobileUrl: string;
  newVersionUrl: string;
  /** Users may open and write support tickets (the web app's allowSupport). */
  allowSupport: boolean;
  webDist: string | null;
  /** How many reverse proxies stand in front (0: none): the client's address is the one the nearest one saw. */
  trustProxy: number;
  /** The university's time zone: calendar days of statistics ranges begin and end in it. */
  timeZone: string;
  /** Outgoing mail (modules/mail): the SMTP server, null to log letters instead, and the sender. */
  mail: { smtpUrl: string | null; from: string };
  /** How many e-mail copies of messages leave a minute, from all instances together (MAIL_RATE_PER_MINUTE). */
  mailRatePerMinute: number;
  /** Where people open the portal (links in letters), without a trailing slash. */
  publicUrl: string;
  /** Push messages (modules/push): the services a subscription's endpoint may be at (PUSH_SERVICES). */
  push: { services: PushServices };
  /** The university's own links and texts (modules/university/settings.ts); null: the demo's. */
  universityFile: string | null;
  /** Sign-in limits (lib/login-throttle.ts). */
  loginThrottle: LoginThrottleLimits;
  /** The bounds of password hashing in this process (lib/passwords.ts). */
  hashing: HashingLimits;
  /** Sign-in records older than this many days are deleted daily (modules/statistics/retention-repository.ts). */
  loginRetentionDays: number;
  /** People who left more than this many days ago lose their personal data (the job leavers.anonymize). */
  retentionLeftDays: number;
  /**
   * Where uploaded files and exports are kept: `database` (tables of chunks, which every instance on
   * the database reads) or `fs` (DATA_DIR/files and DATA_DIR/exports, a folder instances must share).
   */
  filesStore: 'database' | 'fs';
  /** The key of the signed file links (modules/files/links.ts); null: the one kept (lib/kept-secret.ts). */
  fileLinkSecret: string | null;
  /** The bearer token /api/metrics answers (lib/monitoring-access.ts); null: none. */
  metricsToken: string | null;
  /**
   * The addresses /api/metrics answers without the token, as IPs or CIDRs; null: loopback when TRUST_PROXY is 0,
   * none behind a proxy (whose own requests come from loopback, for every visitor).
   */
  metricsAllow: string[] | null;
  /**
   * The Wi-Fi CA's folder (modules/wifi/ca.ts; null: DATA_DIR/wifi), whether a demo CA is made there when it has none,
   * and the key of the certificates' passwords (null: the one kept, lib/kept-secret.ts).
   */
  wifi: { dir: string | null; makeDemoCa: boolean; passwordSecret: string | null };
  /** Sign-in with the password of the university's directory (modules/auth/ldap.ts); null: not configured. */
  ldap: LdapConfig | null;
  /** Sign-in through the university's identity provider (modules/auth/oidc.ts); null: not configured. */
  oidc: OidcConfig | null;
  /** The account data import from the browser (modules/imports/upload-service.ts). */
  imports: {
    /** A dry run stops at this many ms, rolled back, and answers 422 (IMPORT_DRY_RUN_SECONDS). */
    dryRunLimitMs: number;
  };
  /** Background jobs (jobs/). */
  jobs: {
    /** Run the job workers (and the schedules) in this process; `0` when `npm run worker` runs them. */
    workers: boolean;
    /** How often an idle worker asks for a job, in seconds. */
    pollSeconds: number;
    /** How often expired jobs (of a killed process) are sent back to the queue, in seconds. */
    superviseSeconds: number;
  };
  /** Where `npm run worker` serves its /api/metrics (WORKER_METRICS_PORT); null: nowhere. */
  workerMetricsPort: number | null;
  /** After SIGTERM the server serves this long before it stops listening (serve.ts), ms. */
  shutdownDrainMs: number;
};

export interface OidcConfig {
  /** The provider's issuer (OIDC_ISSUER): its discovery is `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claim (of the ID token, else of the userinfo answer) compared with the portal's login, the e-mail. */
  loginClaim: string;
  /** The sign-in screen's button. */
  button: string;
  /** Where the provider sends the browser back (to register at the provider): PUBLIC_URL + /login/oidc. */
  redirectUri: string;
}

export interface LdapConfig {
  /** ldap://host[:port] or ldaps://host[:port]. */
  url: string;
  /** The account the portal searches as; null: an anonymous search. */
  bind: { dn: string; password: string } | null;
  searchBase: string;
  /** An LDAP filter with {{login}} where the escaped login goes. */
  searchFilter: string;
  /** Upgrade an ldap:// connection with StartTLS before anything is sent. */
  startTls: boolean;
  /**
   * The CA file to trust instead of the system's (PEM), and whether a certificate that does not check out is refused.
   */
  tls: { caFile: string | null; rejectUnauthorized: boolean };
  /** How long a sign-in waits for the directory in all (connection and operations), ms. */
  timeoutMs: number;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Неверные настройки окружения — ${problems}`);
  }
  const e = parsed.data;
  const issues = [...ldapProblems(e), ...oidcProblems(e)];
  if (issues.length > 0) throw new Error(`Неверные настройки окружения — ${issues.join('; ')}`);
  // A real database or a production start gets the demo (accounts with the password `demo`, an admin among them)
  // and a demo Wi-Fi CA only when asked: a forgotten DEMO_DATA=0 must not open a university's portal.
  const production = Boolean(e.DATABASE_URL) || e.NODE_ENV === 'production';
  const demo = e.DEMO_DATA ?? !production;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(projectRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    checkAnswers: e.CHECK_ANSWERS ?? (e.NODE_ENV === 'development' || e.NODE_ENV === 'test'),
    demo: { enabled: demo, students: e.DEMO_STUDENTS, employees: e.DEMO_EMPLOYEES, seed: e.DEMO_SEED },
    maintenance: e.MAINTENANCE_MODE,
    studentSiteUrl: e.STUDENT_SITE_URL,
    studentSiteMobileUrl: e.STUDENT_SITE_MOBILE_URL,
    newVersionUrl: e.NEW_VERSION_URL,
    allowSupport: e.ALLOW_SUPPORT,
    webDist: resolve(projectRoot, e.WEB_DIST ?? 'web/dist'),
    trustProxy: e.TRUST_PROXY,
    timeZone: e.TIMEZONE,
    mail: { smtpUrl: e.SMTP_URL || null, from: e.MAIL_FROM },
    mailRatePerMinute: e.MAIL_RATE_PER_MINUTE,
    universityFile: e.UNIVERSITY_FILE ? resolve(projectRoot, e.UNIVERSITY_FILE) : null,
    publicUrl,
    push: { services: e.PUSH_SERVICES },
    loginThrottle: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxAddressFailures: e.LOGIN_MAX_ADDRESS_FAILURES,
      windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
      maxDelayMs: e.LOGIN_MAX_DELAY_SECONDS * 1000,
    },
    hashing: { concurrency: e.LOGIN_HASH_CONCURRENCY ?? defaultHashingConcurrency(), queue: e.LOGIN_HASH_QUEUE },
    loginRetentionDays: e.LOGIN_RETENTION_DAYS,
    retentionLeftDays: e.RETENTION_LEFT_DAYS,
    filesStore: e.FILES_STORE || (e.DATABASE_URL ? 'database' : 'fs'),
    fileLinkSecret: e.FILE_LINK_SECRET || null,
    metricsToken: e.METRICS_TOKEN || null,
    metricsAllow: e.METRICS_ALLOW,
    wifi: {
      dir: e.WIFI_DIR ? resolve(projectRoot, e.WIFI_DIR) : null,
      makeDemoCa: Boolean(e.WIFI_DIR) || !production || demo,
      passwordSecret: e.WIFI_PASSWORD_SECRET || null,
    },
    ldap: e.LDAP_URL
      ? {
          url: e.LDAP_URL.replace(/\/$/, ''),
          bind: e.LDAP_BIND_DN && e.LDAP_BIND_PASSWORD ? { dn: e.LDAP_BIND_DN, password: e.LDAP_BIND_PASSWORD } : null,
          searchBase: e.LDAP_SEARCH_BASE!,
          searchFilter: ldapSearchFilter(e.LDAP_SEARCH_FILTER),
          startTls: e.LDAP_STARTTLS,
          tls: {
            caFile: e.LDAP_TLS_CA_FILE ? resolve(projectRoot, e.LDAP_TLS_CA_FILE) : null,
            rejectUnauthorized: e.LDAP_TLS_REJECT_UNAUTHORIZED,
          },
          timeoutMs: e.LDAP_TIMEOUT_MS,
        }
      : null,
    oidc: e.OIDC_ISSUER
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET!,
          loginClaim: e.OIDC_LOGIN_CLAIM,
          button: e.OIDC_BUTTON,
          redirectUri: `${publicUrl}${OIDC_CALLBACK_PATH}`,
        }
      : null,
    imports: { dryRunLimitMs: e.IMPORT_DRY_RUN_SECONDS * 1000 },
    jobs: { workers: e.JOBS_WORKERS, pollSeconds: e.JOBS_POLL_SECONDS, superviseSeconds: e.JOBS_SUPERVISE_SECONDS },
    workerMetricsPort: e.WORKER_METRICS_PORT ?? null,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
  };
}
