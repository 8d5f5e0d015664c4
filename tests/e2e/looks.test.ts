import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { settled } from '../support/browser.ts';
import { useSiteAndBrowser } from '../support/journey.ts';
import {
  HEIGHT,
  WIDTHS,
  axeProblems,
  axeViolations,
  duplicateIds,
  overflow,
  searchControlLook,
} from '../support/looks.ts';
import { LOOKED_AT_ROUTES } from '../support/routes.ts';

/**
 * Checks that look (issue 10): on every route of the spec and one generated page of each location
 * type, at a small phone's and a laptop's width, in Chromium: the page never scrolls sideways,
 * axe-core finds no serious or critical problem, no two elements share an id, and the header's
 * search control has its designed look before (and without) JavaScript, and every file the page
 * draws with (scripts, styles, images, the icon sprite) loads. The dark colour scheme's checks are
 * in looks-dark.test.ts (a file each, so the two workers share them).
 */

const journey = useSiteAndBrowser();

describe.each(WIDTHS)('at %i px', (width) => {
  let withJs: BrowserContext;
  let withoutJs: BrowserContext;
  let page: Page;
  let plainPage: Page;
  /** The page's own files that failed to load (documents and API answers aside: a 404 can be right there). */
  let brokenFiles: string[] = [];
  beforeAll(async () => {
    const options = { viewport: { width, height: HEIGHT }, locale: 'en-NZ' };
    withJs = await journey.browser.newContext(options);
    withoutJs = await journey.browser.newContext({ ...options, javaScriptEnabled: false });
    [page, plainPage] = await Promise.all([withJs.newPage(), withoutJs.newPage()]);
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (res.status() >= 400 && !['document', 'fetch', 'xhr'].includes(type))
        brokenFiles.push(`${type} ${new URL(res.url()).pathname} ${res.status()}`);
    });
  });
  afterAll(async () => {
    await withJs?.close();
    await withoutJs?.close();
  });

  it.each(LOOKED_AT_ROUTES)(
    '%s fits, passes axe, has unique ids and a styled search control',
    async (route) => {
      const problems: string[] = [];

      await plainPage.goto(journey.site.url + route);
      const look = await searchControlLook(plainPage);
      if (look.control === look.reference)
        problems.push(
          `header-look: the search control is a default button without JavaScript (${look.control})`,
        );

      brokenFiles = [];
      await page.goto(journey.site.url + route, { waitUntil: 'load' });
      await settled(page);
      for (const file of brokenFiles) problems.push(`broken-file: ${file}`);
      const { scrollWidth, widest } = await overflow(page);
      if (scrollWidth > width)
        problems.push(
          `overflow: ${scrollWidth} px wide in a ${width} px window; widest: ${widest.join(', ')}`,
        );
      for (const id of await duplicateIds(page)) problems.push(`duplicate-id: "${id}"`);
      problems.push(...axeProblems(await axeViolations(page)));

      expect(problems).toEqual([]);
    },
  );
});
