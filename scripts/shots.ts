/**
 * `npm run shots`: a full-page screenshot of every route the look checks visit (every spec route,
 * one page of each location type and the unknown page), at a phone's and a laptop's width, in the
 * light and the dark colour scheme, for people to look at. Nothing compares them. Runs the built site (`npm run build` first; the npm
 * script does it) on a free loopback port with a throwaway data folder, in one Chromium.
 * SHOTS_DIR chooses the folder (default `shots/`, gitignored). Exits 1 if any page fails to load.
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, PHONE, settled } from '../tests/support/browser.ts';
import { LOOKED_AT_ROUTES, NOT_FOUND_ROUTE } from '../tests/support/routes.ts';
import { startSite } from '../tests/support/site.ts';
import { SHOT_SCHEMES, SHOT_WIDTHS, shotName, type ShotScheme } from './shots/names.ts';

const OUT = resolve(process.env.SHOTS_DIR ?? 'shots');
const LOAD_MS = 30_000;
/** How long to let after-load requests (markers, lazy chunks) settle before the picture. */
const SETTLE_MS = 4_000;

/** The phone is a touch phone at scale 1 (smaller files); the laptop as the tests use it. */
const sizeFor = (width: number) =>
  width < 600
    ? { ...PHONE, viewport: { ...PHONE.viewport, width }, deviceScaleFactor: 1 }
    : { ...DESKTOP, viewport: { ...DESKTOP.viewport, width } };

/** One page at one width to a PNG; a problem as text, or null when the picture was taken. */
async function shoot(
  browser: Browser,
  base: string,
  route: string,
  width: number,
  scheme: ShotScheme,
): Promise<string | null> {
  const context = await newContext(browser, sizeFor(width), true, scheme);
  try {
    const page = await context.newPage();
    const response = await page.goto(base + route, { timeout: LOAD_MS });
    const expected = route === NOT_FOUND_ROUTE ? 404 : 200;
    if (response?.status() !== expected)
      return `${route} at ${width} px (${scheme}): HTTP ${response?.status() ?? 'no response'}, expected ${expected}`;
    await settled(page, LOAD_MS);
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => undefined);
    await page.screenshot({ path: join(OUT, shotName(route, width, scheme)), fullPage: true });
    return null;
  } catch (error) {
    return `${route} at ${width} px (${scheme}): ${(error as Error).message.split('\n')[0]}`;
  } finally {
    await context.close();
  }
}

await mkdir(OUT, { recursive: true });
for (const old of await readdir(OUT))
  if (old.endsWith('.png')) await rm(join(OUT, old), { force: true });

const started = Date.now();
const [site, chromium] = await Promise.all([startSite({ LOG_LEVEL: 'error' }), launchBrowser()]);
const problems: string[] = [];
let taken = 0;
try {
  // Two pages at a time (both widths of one route): this machine has two cores.
  for (const scheme of SHOT_SCHEMES)
    for (const route of LOOKED_AT_ROUTES) {
      const results = await Promise.all(
        SHOT_WIDTHS.map((width) => shoot(chromium.browser, site.url, route, width, scheme)),
      );
      for (const problem of results) {
        if (problem) problems.push(problem);
        else taken++;
      }
    }
} finally {
  await chromium.close();
  await site.close();
}

const seconds = Math.round((Date.now() - started) / 1000);
console.log(`${taken} screenshots in ${OUT} (${seconds} s)`);
for (const problem of problems) console.error(`failed: ${problem}`);
process.exitCode = problems.length ? 1 : 0;
