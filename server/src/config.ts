import { resolve } from 'node:path';
import { z } from 'zod';
import { projectRoot } from './paths';

const flag = (byDefault: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? byDefault : v === '1' || v === 'true'));

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('ru', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: flag(true),
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
  /** The key of the signed file links; unset: one generated once and kept in DATA_DIR/secrets. */
  FILE_LINK_SECRET: z.string().min(32, 'не короче 32 символов').optional().or(z.literal('')),
  /** The university's Wi-Fi CA (ca.crt, ca.key); unset: DATA_DIR/wifi, where a demo CA is made when there is none. */
  WIFI_DIR: z.string().optional(),
  /** The key the Wi-Fi certificates' passwords are derived with; unset: one generated once and kept in DATA_DIR/secrets. */
  WIFI_PASSWORD_SECRET: z.string().min(32, 'не короче 32 символов').optional().or(z.literal('')),
  /** Where letters leave (smtp://user:password@host:587, smtps://… for TLS); unset: letters are only logged. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'ожидается smtp:// или smtps://').optional().or(z.literal('')),
  MAIL_FROM: z.string().default('Личный кабинет <no-reply@localhost>'),
  UNIVERSITY_FILE: z.string().optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'ожидается адрес http:// или https://' }).optional(),
  JOBS_WORKERS: flag(true),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  logLevel: z.infer<typeof env>['LOG_LEVEL'];
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
  /** Where people open the portal (links in letters), without a trailing slash. */
  publicUrl: string;
  /** The university's own links and texts (modules/university/settings.ts); null: the demo's. */
  universityFile: string | null;
  /** Sign-in limits (lib/login-throttle.ts). */
  loginThrottle: { maxFailures: number; windowMs: number; maxDelayMs: number };
  /** The key of the signed file links (modules/files/links.ts); null: the one kept in DATA_DIR. */
  fileLinkSecret: string | null;
  /** The Wi-Fi CA's folder (modules/wifi/ca.ts; null: DATA_DIR/wifi) and the key of the certificates' passwords (null: the one kept in DATA_DIR). */
  wifi: { dir: string | null; passwordSecret: string | null };
  /** Background jobs (jobs/). */
  jobs: {
    /** Run the job workers (and the schedules) in this process; `0` when `npm run worker` runs them. */
    workers: boolean;
    /** How often an idle worker asks for a job, in seconds. */
    pollSeconds: number;
    /** How often expired jobs (of a killed process) are sent back to the queue, in seconds. */
    superviseSeconds: number;
  };
};

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Неверные настройки окружения — ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(projectRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    demo: { enabled: e.DEMO_DATA, students: e.DEMO_STUDENTS, employees: e.DEMO_EMPLOYEES, seed: e.DEMO_SEED },
    maintenance: e.MAINTENANCE_MODE,
    studentSiteUrl: e.STUDENT_SITE_URL,
    studentSiteMobileUrl: e.STUDENT_SITE_MOBILE_URL,
    newVersionUrl: e.NEW_VERSION_URL,
    allowSupport: e.ALLOW_SUPPORT,
    webDist: resolve(projectRoot, e.WEB_DIST ?? 'web/dist'),
    trustProxy: e.TRUST_PROXY,
    timeZone: e.TIMEZONE,
    mail: { smtpUrl: e.SMTP_URL || null, from: e.MAIL_FROM },
    universityFile: e.UNIVERSITY_FILE ? resolve(projectRoot, e.UNIVERSITY_FILE) : null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    loginThrottle: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
      maxDelayMs: e.LOGIN_MAX_DELAY_SECONDS * 1000,
    },
    fileLinkSecret: e.FILE_LINK_SECRET || null,
    wifi: { dir: e.WIFI_DIR ? resolve(projectRoot, e.WIFI_DIR) : null, passwordSecret: e.WIFI_PASSWORD_SECRET || null },
    jobs: { workers: e.JOBS_WORKERS, pollSeconds: e.JOBS_POLL_SECONDS, superviseSeconds: e.JOBS_SUPERVISE_SECONDS },
  };
}
