// Lighthouse (mobile, its default simulated throttling) on the sign-in screen and on the admin's
// student list, against the production server on a fresh embedded database with the demo
// university, in Debian's Chromium. With --via-nginx, the server behind the recipe's nginx (deploy/nginx.conf:
// HTTPS, HTTP/2, the precompressed files). See bench/README.md, section Lighthouse.
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../server/src/seed/demo-logins';
import { trustingFetch } from '../../e2e/cluster/client';
import { nginxInFront } from './lib/cluster';
import { startDemoPortal } from './lib/servers';

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', default: '3400' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'sign-in,students' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    // Signed-in pages start as after a sign-in, with the app's copy of the session (web:
    // shared/session/session-copy.ts); this measures the start without one (the first after a release).
    'no-session-copy': { type: 'boolean', default: false },
    'via-nginx': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
const root = fileURLToPath(new URL('../../', import.meta.url));
// The server serves WEB_DIST when it is set (to measure another build), web/dist otherwise.
const dist = resolve(root, process.env.WEB_DIST ?? 'web/dist');

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`Нет собранного веб-приложения в ${dist}: сначала \`npm run build\`.`);
  process.exit(1);
}

interface Page {
  name: string;
  path: string;
  /** Signed in as this login's admin account (the token put where the app keeps it). */
  admin?: string;
}
const pages: Page[] = [
  { name: 'sign-in', path: '/' },
  { name: 'students', path: '/students', admin: DEMO_LOGINS.admin },
].filter((p) => args.pages.split(',').includes(p.name));

/** `fetch`, or undici's trusting nginx's self-signed certificate. */
type Get = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number; text(): Promise<string>; json(): Promise<unknown> }>;

/** A session of the login's admin account, through the API as the sign-in form would get it. */
async function adminToken(base: string, login: string, get: Get): Promise<string> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await get(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as {
      result: { user_info: { api_token: string; accounts: { key: string; id: number }[] } };
    };
  };
  const { result } = await post('/api/login', { login, password: DEMO_PASSWORD, remember: false });
  const token = result.user_info.api_token;
  const admin = result.user_info.accounts.find((a) => a.key === 'admin');
  if (!admin) throw new Error(`${login} has no admin account`);
  await post('/api/account/set-default-account', { account_key: 'admin', account_id: admin.id }, token);
  return token;
}

/**
 * The copy of the session the app keeps in localStorage after a sign-in, as a visit of the page
 * with the token leaves it, in a browser of its own (so the measured one stays cold). Null for a
 * build that keeps none.
 */
async function sessionCopyOf(base: string, path: string, token: string): Promise<string | null> {
  const browser = await launch();
  try {
    const tab = await browser.newPage();
    await tab.goto(base + '/api/health');
    await tab.evaluate(`localStorage.setItem('api_token', ${JSON.stringify(token)})`);
    await tab.goto(base + path);
    // The app writes it when the session's answer comes (its live events keep the network busy).
    const copy = await tab
      .waitForFunction(`localStorage.getItem('session_copy')`, { timeout: 20_000 })
      .then((handle) => handle.jsonValue() as Promise<string>)
      .catch(() => null);
    return copy;
  } finally {
    await browser.close();
  }
}

const launch = (): Promise<Browser> =>
  puppeteer.launch({
    // nginx's certificate is self-signed.
    acceptInsecureCerts: args['via-nginx'],
    executablePath: args.chrome,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(args['via-nginx'] ? ['--ignore-certificate-errors'] : []),
    ],
  });

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  totalKB: number;
  scripts: number;
  scriptKB: number;
  /** The same scripts as gzip -9 files of the build (the budget of issue 10: under 150 KB). */
  scriptGzKB: number;
  cssKB: number;
  renderBlocking: string[];
  /** Lighthouse's measure of the machine's speed (higher is faster; about 3,300 here when quiet). */
  benchmarkIndex: number;
  lcpElement: string;
  sessionCopy: boolean;
  /** The protocols the page's requests went over (h2, http/1.1). */
  protocols: string[];
  a11yFailures: string[];
  report: unknown;
}

type Audit = { numericValue?: number; score: number | null; title: string; details?: { items?: unknown[] } };

/** The LCP element as Lighthouse names it (its text or its selector). */
function lcpElementOf(audit: Audit): string {
  const table = (audit.details?.items?.[0] ?? {}) as { items?: { node?: { nodeLabel?: string; selector?: string } }[] };
  const node = table.items?.[0]?.node;
  return node ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})` : 'unknown';
}

async function measure(base: string, page: Page, get: Get): Promise<Figures> {
  const browser = await launch();
  try {
    const tab = await browser.newPage();
    let sessionCopy: string | null = null;
    if (page.admin) {
      const token = await adminToken(base, page.admin, get);
      if (!args['no-session-copy']) sessionCopy = await sessionCopyOf(base, page.path, token);
      // A same-origin page that loads none of the app, to put the token where the app reads it.
      await tab.goto(base + '/api/health');
      await tab.evaluate(`localStorage.setItem('api_token', ${JSON.stringify(token)})`);
      if (sessionCopy) await tab.evaluate(`localStorage.setItem('session_copy', ${JSON.stringify(sessionCopy)})`);
    }
    // A fresh browser each run: its cache is cold; the storage is kept so that the token stays.
    const result = await lighthouse(
      base + page.path,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      },
      undefined,
      tab,
    );
    if (!result) throw new Error('Lighthouse gave no result');
    const lhr = result.lhr;
    const audit = (id: string) => lhr.audits[id] as unknown as Audit;
    const requests = (audit('network-requests').details?.items ?? []) as {
      url: string;
      resourceType?: string;
      transferSize?: number;
      protocol?: string;
    }[];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const gzSize = (url: string) => {
      const file = join(dist, new URL(url).pathname);
      return existsSync(file + '.gz') ? statSync(file + '.gz').size : existsSync(file) ? statSync(file).size : 0;
    };
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const a11y = lhr.categories.accessibility!;
    return {
      performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      accessibility: Math.round((a11y.score ?? 0) * 100),
      fcp: Math.round(audit('first-contentful-paint').numericValue ?? 0),
      lcp: Math.round(audit('largest-contentful-paint').numericValue ?? 0),
      tbt: Math.round(audit('total-blocking-time').numericValue ?? 0),
      cls: Math.round((audit('cumulative-layout-shift').numericValue ?? 0) * 1000) / 1000,
      si: Math.round(audit('speed-index').numericValue ?? 0),
      totalKB: kb(audit('total-byte-weight').numericValue ?? 0),
      scripts: scripts.length,
      scriptKB: kb(sum(scripts.map((r) => r.transferSize ?? 0))),
      scriptGzKB: kb(sum(scripts.map((r) => gzSize(r.url)))),
      cssKB: kb(sum(requests.filter((r) => r.resourceType === 'Stylesheet').map((r) => r.transferSize ?? 0))),
      renderBlocking: ((audit('render-blocking-resources').details?.items ?? []) as { url: string }[]).map(
        (i) => new URL(i.url).pathname,
      ),
      protocols: [...new Set(requests.map((r) => r.protocol ?? '?'))],
      a11yFailures: a11y.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id}: ${lhr.audits[ref.id]!.title}`),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      lcpElement: lcpElementOf(audit('largest-contentful-paint-element')),
      sessionCopy: sessionCopy !== null,
      report: lhr,
    };
  } finally {
    await browser.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
// The embedded database, whatever the shell has set.
delete process.env.DATABASE_URL;
console.log(`Сервер на свежей встроенной базе с демо-университетом (${dataDir})…`);
const portal = await startDemoPortal(dataDir, Number(args.port));
const front = args['via-nginx'] ? await nginxInFront(Number(args.port), dist).catch(stopPortal) : null;
const base = front?.url ?? portal.url;
const get: Get = front ? trustingFetch(front.state) : fetch;
console.log(front ? `Через nginx: ${base} (HTTPS, HTTP/2) → ${portal.url}` : `Напрямую: ${base} (HTTP/1.1)`);
async function stopPortal(err: unknown): Promise<never> {
  await portal.stop();
  throw err;
}
try {
  for (const page of pages) {
    const all: Figures[] = [];
    for (let i = 0; i < runs; i++) {
      const figures = await measure(base, page, get);
      all.push(figures);
      console.log(
        `  ${page.name} run ${i + 1}: performance ${figures.performance}, accessibility ${figures.accessibility}, ` +
          `LCP ${figures.lcp} ms, TBT ${figures.tbt} ms, benchmarkIndex ${figures.benchmarkIndex}`,
      );
    }
    // The run with the median performance score.
    const median = [...all].sort((a, b) => a.performance - b.performance)[Math.floor(all.length / 2)]!;
    const reportFile = join(tmpdir(), `lighthouse-${page.name}.json`);
    writeFileSync(reportFile, JSON.stringify(median.report));
    console.log(`\n${page.name} (${page.path}), median of ${runs}:`);
    console.log(
      `  performance ${median.performance}   accessibility ${median.accessibility} ` +
        `  (runs: ${all.map((f) => f.performance).join(', ')})`,
    );
    console.log(
      `  FCP ${median.fcp} ms   LCP ${median.lcp} ms   TBT ` +
        `${median.tbt} ms   CLS ${median.cls}   Speed Index ${median.si} ms`,
    );
    console.log(
      `  transferred ${median.totalKB} KB; scripts: ${median.scripts} files, ` +
        `${median.scriptKB} KB (gzip -9: ${median.scriptGzKB} KB); stylesheets ${median.cssKB} KB`,
    );
    console.log(
      `  protocols: ${median.protocols.join(', ')}; benchmarkIndex ${median.benchmarkIndex} ` +
        `(runs: ${all.map((f) => f.benchmarkIndex).join(', ')})`,
    );
    console.log(`  render-blocking: ${median.renderBlocking.join(', ') || 'none'}`);
    console.log(`  LCP element: ${median.lcpElement}`);
    if (page.admin) console.log(`  started with the app's copy of the session: ${median.sessionCopy ? 'yes' : 'no'}`);
    console.log(`  accessibility audits failed: ${median.a11yFailures.join('; ') || 'none'}`);
    console.log(`  report: ${reportFile}\n`);
  }
} finally {
  await front?.stop();
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
