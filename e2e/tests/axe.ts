import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';
import type axe from 'axe-core';
import type { Result, RunOptions } from 'axe-core';
import { baseURLs } from '../playwright.config';

/**
 * The accessibility bar (GOST R 52872-2019 = WCAG 2.1 AA): axe-core finds no serious or critical
 * violation on what the page shows now, at desktop width and at 390 px, in normal mode and in
 * each low-vision mode (a screen's later states: as the test shows them). Tests call
 * `expectAccessible(page)` wherever they reach a screen or open a dialog, drawer or dropdown; the
 * `test` below also checks the last state of every passing test and fails one that showed a
 * screen without checking it.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** What `low_vision` in localStorage holds (web/src/shared/lib/low-vision.ts); null is the normal version. */
export interface LowVisionSettings {
  size: 20 | 24 | 28;
  scheme: 'white' | 'black' | 'blue';
  spacing: 'normal' | 'wide';
  images: boolean;
}

interface Mode {
  name: string;
  viewport: { width: number; height: number };
  lowVision: LowVisionSettings | null;
}

/**
 * Five runs a check: normal at both widths, and each colour scheme once, with each size, spacing and images setting
 * somewhere.
 */
const ALL_MODES: Mode[] = [
  { name: 'обычная версия, 1280 px', viewport: DESKTOP, lowVision: null },
  { name: 'обычная версия, 390 px', viewport: PHONE, lowVision: null },
  {
    name: 'белым по черному, 28 px, 1280 px',
    viewport: DESKTOP,
    lowVision: { size: 28, scheme: 'black', spacing: 'normal', images: true },
  },
  {
    name: 'темно-синим по голубому, 24 px, 390 px',
    viewport: PHONE,
    lowVision: { size: 24, scheme: 'blue', spacing: 'normal', images: true },
  },
  {
    name: 'черным по белому, 20 px, увеличенный интервал, без изображений, 1280 px',
    viewport: DESKTOP,
    lowVision: { size: 20, scheme: 'white', spacing: 'wide', images: false },
  },
];

/**
 * The modes of one check: the normal version at both widths, and one low-vision setting, a
 * different one at each check in turn (all three come round within any three checks; a check with
 * all five takes twice as long). `AXE_ALL_MODES=1` checks every mode every time.
 */
let rotation = 0;
function modesOfThisCheck(): Mode[] {
  if (process.env.AXE_ALL_MODES === '1') return ALL_MODES;
  const normal = ALL_MODES.filter((mode) => mode.lowVision === null);
  const lowVision = ALL_MODES.filter((mode) => mode.lowVision !== null);
  return [...normal, lowVision[rotation++ % lowVision.length]!];
}

const BLOCKING = new Set(['serious', 'critical']);

function describe(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' ')}\n        ${n.failureSummary?.replace(/\n/g, '\n        ') ?? ''}`)
        .join('\n');
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})\n${nodes}`;
    })
    .join('\n');
}

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // Only the violations are read: axe skips writing up the passes (a third of a run's time).
  resultTypes: ['violations'],
};

/**
 * axe-core's minified build: `axe.source` is the full one, twice the size, and a page parsed it in
 * 0.3 to 0.9 s, more than a check's run.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe on the page as it is now; the violations that would fail the check. axe-core runs in the
 * page itself, put there once per document: @axe-core/playwright injected it again on every run
 * and finished each in a new blank page, five times as long (the app has no frames to reach).
 */
export async function blockingViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, options).then((results) => results.violations),
    RUN_OPTIONS,
  );
  return violations.filter((v) => BLOCKING.has(v.impact ?? ''));
}

/** Stores this exact value (JSON, the old '1', or null for the normal version) and waits for the app to show it. */
async function storeLowVision(page: Page, value: string | null) {
  // The app follows the stored mode when another tab changes it (a storage event): the same path here.
  await page.evaluate((newValue) => {
    if (newValue === null) localStorage.removeItem('low_vision');
    else localStorage.setItem('low_vision', newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: 'low_vision', newValue, storageArea: localStorage }));
  }, value);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-low-vision', value !== null ? 'on' : 'off');
  const scheme = value?.startsWith('{') ? (JSON.parse(value) as Partial<LowVisionSettings>).scheme : undefined;
  if (scheme) await expect(html).toHaveAttribute('data-lv-scheme', scheme);
}

const checkedPaths = new WeakMap<Page, Set<string>>();
const lastState = new WeakMap<Page, string>();
const checkedOnce = new Set<string>();
/**
 * The screens this worker has checked in every mode of a check (normal at both widths, a low-vision
 * one), by path with its numbers as `:id`: once per run is enough for what a mode changes (widths,
 * sizes, colours), and a later check of the screen, in this test or another, reads it as the test
 * shows it. Switching modes re-lays the whole page twice: it was most of the suite's axe time.
 */
const allModesChecked = new Set<string>();
const screenOf = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id');

function markChecked(page: Page, path: string) {
  if (!checkedPaths.has(page)) checkedPaths.set(page, new Set());
  checkedPaths.get(page)!.add(path);
}

/**
 * For a screen a test passes through on its way, whose own tests check it (the sign-in form
 * before every signed-in test): the guard does not ask this test to check it again.
 */
export const checkedElsewhere = markChecked;

/**
 * Waits for the page's finite animations and transitions to end (a dialog fading in, a menu
 * opening): axe would read the colours half-way, blended, and report a contrast the user never
 * sees. Endless ones (a loader) are not waited for.
 */
const transitionsEnded = (page: Page) =>
  page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .then(() => undefined)
    .catch(() => undefined);

/** Is a dialog, drawer, menu or dropdown open? A resize would close or move it. */
const popupOpen = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[role="dialog"], [role="listbox"], [role="menu"], [aria-expanded="true"]'),
    ).some(
      (element) => (element as HTMLElement).offsetParent !== null || getComputedStyle(element).position === 'fixed',
    ),
  );

/**
 * Fails the test on any serious or critical axe violation, in this check's modes; leaves the page
 * as it found it. With a dialog, menu or dropdown open, it is checked as the test shows it.
 * `everyMode` checks every mode of a check even where this run has already (the helper's own test).
 */
export async function expectAccessible(
  page: Page,
  what = '',
  options: { oncePerRun?: string; everyMode?: boolean } = {},
): Promise<void> {
  const path = new URL(page.url()).pathname;
  // The same screen in the same state was checked already: in this test (nothing changed since),
  // or, for `oncePerRun`, by an earlier test of this run (the landing screen after each sign-in).
  const state = await page.evaluate(() => `${location.href}\n${document.documentElement.outerHTML}`);
  if (lastState.get(page) === state || (options.oncePerRun && checkedOnce.has(options.oncePerRun))) {
    markChecked(page, path);
    return;
  }
  const original = page.viewportSize() ?? DESKTOP;
  const storedLowVision = await page.evaluate(() => localStorage.getItem('low_vision'));
  const asInTheTest: Mode = {
    name: `как в тесте, ${original.width} px`,
    viewport: original,
    lowVision: storedLowVision ? (JSON.parse(storedLowVision) as LowVisionSettings) : null,
  };
  // A dialog, menu or dropdown open: checked as it is, at the test's width in the test's version.
  // A resize or a switch of version can close it (the tests at 390 px and in the low-vision
  // version open their own). A screen checked in every mode already in this run is checked in
  // its new state as the test shows it: each screen's tests at 390 px and in the low-vision
  // version check theirs (AXE_ALL_MODES=1 checks every mode every time).
  const seenInAllModes = allModesChecked.has(screenOf(path)) && !options.everyMode && process.env.AXE_ALL_MODES !== '1';
  const plan = (await popupOpen(page)) || seenInAllModes ? [asInTheTest] : modesOfThisCheck();
  const failures: string[] = [];
  let current = storedLowVision;
  try {
    for (const mode of plan) {
      const resized = mode.viewport.width !== page.viewportSize()?.width;
      if (resized) await page.setViewportSize(mode.viewport);
      const wanted = mode.lowVision ? JSON.stringify(mode.lowVision) : null;
      const switched = wanted !== current;
      if (switched) {
        await storeLowVision(page, wanted);
        current = wanted;
      }
      // Let a resize or a mode change finish re-laying the page (transitions are short).
      if (resized || switched) await page.waitForTimeout(150);
      await transitionsEnded(page);
      const started = Date.now();
      const violations = await blockingViolations(page);
      if (process.env.AXE_TIMING)
        console.log(`axe ${mode.name} ${new URL(page.url()).pathname}: ${Date.now() - started} ms`);
      if (violations.length) failures.push(`${mode.name}:\n${describe(violations)}`);
    }
  } finally {
    const resized = page.viewportSize()?.width !== original.width;
    if (resized) await page.setViewportSize(original);
    // The test's own setting comes back exactly as it was stored (or the normal version).
    const switched = current !== storedLowVision;
    if (switched) await storeLowVision(page, storedLowVision);
    // The page is left as the test had it, laid out again: a list that measures its room (tables or
    // cards, shared/ui/use-cards.ts) has seen its width again before the test reads the page.
    if (resized || switched) {
      await page.waitForTimeout(150);
      await transitionsEnded(page);
    }
  }
  markChecked(page, path);
  if (plan.length > 1) allModesChecked.add(screenOf(path));
  if (options.oncePerRun) checkedOnce.add(options.oncePerRun);
  lastState.set(page, await page.evaluate(() => `${location.href}\n${document.documentElement.outerHTML}`));
  expect(
    failures,
    `axe: serious or critical violations on ${path}${what ? ` (${what})` : ''}\n${failures.join('\n')}`,
  ).toEqual([]);
}

/** A screen counts as shown when the page stayed on its path for this long (redirects do not). */
const SHOWN_MS = 1000;

/**
 * `test` for every e2e file: after a passing test it checks the last state and that each screen the
 * test stayed on was checked by `expectAccessible`.
 */
export const test = base.extend<{ accessibilityGuard: void }>({
  // Each parallel worker talks to its own portal (playwright.config.ts). Playwright reads a
  // fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(baseURLs[testInfo.parallelIndex % baseURLs.length]),
  accessibilityGuard: [
    async ({ page }, use, testInfo) => {
      const visits: { path: string; at: number }[] = [];
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const path = new URL(frame.url()).pathname;
        if (visits.at(-1)?.path !== path) visits.push({ path, at: Date.now() });
      });
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || page.url() === 'about:blank') return;
      await expectAccessible(page, 'the last state of the test');
      const checked = checkedPaths.get(page) ?? new Set();
      const now = Date.now();
      const shown = visits.filter((visit, i) => (visits[i + 1]?.at ?? now) - visit.at >= SHOWN_MS).map((v) => v.path);
      const unchecked = [...new Set(shown)].filter((path) => !checked.has(path));
      expect(unchecked, 'screens this test showed without expectAccessible(page)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
