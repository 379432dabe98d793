// The app's icons (web/public/icons/*.png) drawn from the portal's logo, web/public/favicon.svg, by
// Debian's Chromium through Playwright (both here for the e2e tests already). Run it again when the
// logo changes: `node web/scripts/make-icons.mjs`; the PNGs are committed.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = await readFile(`${publicDir}favicon.svg`, 'utf8');

const background = logo.match(/<rect width="40" height="40" rx="10" fill="(#[0-9a-f]{6})"\/>/i);
if (!background) throw new Error('favicon.svg: its background square was not found');
const glyph = logo.slice(logo.indexOf(background[0]) + background[0].length, logo.lastIndexOf('</svg>'));

/**
 * A square of the logo's blue to the edges with the glyph scaled about the centre: the platform
 * cuts the shape itself. `scale` 0.75 keeps the glyph within a maskable icon's safe circle (40%
 * of the width from the centre).
 */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${background[1]}"/>` +
  `<g transform="translate(20 20) scale(${scale}) translate(-20 -20)">${glyph}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.75) },
  // iOS rounds the corners itself and fills transparency with black.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  await mkdir(`${publicDir}icons`, { recursive: true });
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const style = `html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}`;
    await page.setContent(`<style>${style}</style>${svg}`);
    await writeFile(`${publicDir}icons/${file}`, await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
