import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { settled } from '../support/browser.ts';
import { useSiteAndBrowser } from '../support/journey.ts';
import { CLIP_WIDTHS, HEIGHT, clippedParts, overflow } from '../support/looks.ts';
import { LOOKED_AT_ROUTES } from '../support/routes.ts';

/**
 * Nothing clipped (issue 22): on every route the look checks visit, at 360, 390, 768, 1366 and
 * 1920 px, no text or table is cut by its container and the page never scrolls sideways; from
 * 768 px up every data table fits without scrolling (clippedParts, tests/support/looks.ts).
 */

const journey = useSiteAndBrowser();
/** From this width up a data table must fit: sideways scrolling is for phones. */
const TABLES_FIT_FROM = 768;

describe.each(CLIP_WIDTHS)('at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await journey.browser.newContext({
      viewport: { width, height: HEIGHT },
      locale: 'en-NZ',
      timezoneId: 'Pacific/Auckland',
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(LOOKED_AT_ROUTES)('%s: nothing cut, nothing wider than the window', async (route) => {
    await page.goto(journey.site.url + route, { waitUntil: 'load' });
    await settled(page);
    const problems = await clippedParts(page, width >= TABLES_FIT_FROM);
    const { scrollWidth, widest } = await overflow(page);
    if (scrollWidth > width)
      problems.push(`overflow: ${scrollWidth} px wide; widest: ${widest.join(', ')}`);
    expect(problems).toEqual([]);
  });
});
