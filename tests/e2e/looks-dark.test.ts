import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { settled } from '../support/browser.ts';
import { useSiteAndBrowser } from '../support/journey.ts';
import { HEIGHT, WIDTHS, axeProblems, axeViolations, pageLuminance } from '../support/looks.ts';
import { LOOKED_AT_ROUTES } from '../support/routes.ts';

const journey = useSiteAndBrowser();

/**
 * Dark mode (decision 012): a visitor whose system is dark gets light text on a dark page, and
 * every text keeps its contrast there. Only colours change, so layout checks above cover both.
 */
describe.each(WIDTHS)('in a dark colour scheme at %i px', (width) => {
  let dark: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    dark = await journey.browser.newContext({
      viewport: { width, height: HEIGHT },
      locale: 'en-NZ',
      colorScheme: 'dark',
    });
    page = await dark.newPage();
  });
  afterAll(async () => {
    await dark?.close();
  });

  it.each(LOOKED_AT_ROUTES)('%s is dark and keeps its text contrast', async (route) => {
    await page.goto(journey.site.url + route, { waitUntil: 'load' });
    await settled(page);
    const problems: string[] = [];
    const { background, text } = await pageLuminance(page);
    if (background > 0.05 || text < 0.5)
      problems.push(`not dark: page background ${background.toFixed(2)}, text ${text.toFixed(2)}`);
    problems.push(...axeProblems(await axeViolations(page, ['color-contrast'])));
    expect(problems).toEqual([]);
  });
});
