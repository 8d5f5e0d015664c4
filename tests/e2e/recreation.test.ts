import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';
import { startSite, type RunningSite } from '../support/site.ts';

/**
 * Issue 25's journeys: recreational places as a visitor finds, reads and keeps them, and the
 * national parks page on either side of the ski season (the frozen clock: the worker's site
 * stands at TEST_NOW, 25 November, out of season; a second site stands at 15 July, in it).
 */
const journey = useSiteAndBrowser();

describe('recreational places', () => {
  it('search finds a surf break; starred, the favourites menu shows its rating', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/national`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Search for a location' }).click();
    const input = page.getByRole('combobox', { name: 'Search for a location' });
    await input.fill('manu bay');
    const group = page.getByRole('group', { name: 'Surf Breaks' });
    await expect
      .poll(() => group.getByRole('option').first().textContent(), { timeout: 10_000 })
      .toMatch(/^Manu Bay/);
    await group.getByRole('option').first().click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Manu Bay surf forecast');
    await hydrated(page);
    const star = page.getByRole('button', { name: 'Add Manu Bay to favourites' });
    await expect.poll(() => star.isEnabled()).toBe(true);
    await star.click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Remove Manu Bay from favourites' }).count())
      .toBe(1);
    await page.getByRole('button', { name: 'Favourites', exact: true }).click();
    const entry = page
      .getByRole('list', { name: 'My Favourites' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Manu Bay' }) });
    // The spec's surf rating words with the rating, as on the break's own page.
    await expect
      .poll(() => entry.textContent(), { timeout: 10_000 })
      .toMatch(/(Poor|Fair|Good|Great) \([1-4] of 4\)/);
    await context.close();
  });

  it('a kayak spot shows its risk and why', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/marine/kayaking/akaroa-harbour`);
    const risk = page.getByRole('region', { name: 'Kayaking risk', exact: true });
    expect(await risk.textContent()).toMatch(/(Low|Moderate|High|Extreme) risk/);
    const why = risk.getByRole('list', { name: 'Why' }).getByRole('listitem');
    expect(await why.count()).toBeGreaterThan(0);
    expect((await why.first().textContent())?.length).toBeGreaterThan(5);
    await context.close();
  });
});

describe('the national parks page and the ski season', () => {
  const PARKS = '/mountains-and-parks/national-parks';
  let winter: RunningSite;
  beforeAll(async () => {
    winter = await startSite({ WX_NOW: '2026-07-15T01:00:00Z' });
  });
  afterAll(() => winter?.close());

  it('out of season (25 November) is the standard page, saying when the season runs', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}${PARKS}`);
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(headings).toContain('National parks');
    expect(headings).toContain('Ski season');
    expect(headings).not.toContain('Ski fields');
    expect(await page.getByText('The ski season runs from 13 June to 12 October').count()).toBe(1);
    await context.close();
  });

  it('in season (15 July) is the ski-fields variant: the fields lead', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${winter.url}${PARKS}`);
    const main = page.getByRole('main');
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    // The ski fields come before the parks, and the out-of-season note is gone.
    expect(headings.indexOf('Ski fields')).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf('Ski fields')).toBeLessThan(headings.indexOf('National parks'));
    expect(headings).not.toContain('Ski season');
    expect(await main.getByRole('link', { name: 'Whakapapa' }).count()).toBe(1);
    await context.close();
  });
});
