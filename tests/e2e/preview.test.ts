import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newContext } from '../support/browser.ts';
import { TEST_NOW_MS } from '../support/clock.ts';
import { useSiteAndBrowser } from '../support/journey.ts';

const journey = useSiteAndBrowser();

type Description = {
  layout: { name: string; primary: { main: Record<string, unknown>[] } };
  [field: string]: unknown;
};

const pretty = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

/** 1-based line of the first line of `text` containing `needle`. */
const lineOf = (text: string, needle: string) =>
  text.split('\n').findIndex((line) => line.includes(needle)) + 1;

const phoneFrame = (page: Page) => page.frameLocator('iframe[title^="Preview at phone"]');

/**
 * Replaces the editor's whole text as an editor does: select all, then paste. (Playwright's fill
 * selects the editor's DOM, which holds only the lines in view: scrolled down a long page, it
 * replaced part of the text and left invalid JSON.)
 */
async function setText(page: Page, text: string) {
  await page.locator('.cm-content').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

describe('the editors\u2019 preview', () => {
  it('checks, renders, edits by form and shares a page without touching the live site', async () => {
    const { site, browser } = journey;
    const national = (await (await fetch(`${site.url}/api/pages/national`)).json()) as Description;
    const liveBefore = await (await fetch(`${site.url}/api/pages/national`)).text();

    const context = await newContext(browser, DESKTOP);
    // 'As of' starts at the browser's now: the site's instant, so the preview shows its data.
    await context.clock.install({ time: TEST_NOW_MS });
    const page = await context.newPage();
    await page.goto(`${site.url}/preview`);
    await page.getByLabel('Page path').fill('/national');
    await page.getByRole('button', { name: 'Open page' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Opened /national.');
    await expect
      .poll(() => phoneFrame(page).getByRole('heading', { level: 1 }).first().textContent())
      .toMatch(/New Zealand weather forecast/);
    // A generated page: the editor is told what owns it.
    expect(await page.getByRole('note').first().textContent()).toMatch(/npm run content:build/);

    // An unknown layout: the error with its pointer and line, and what visitors would get.
    const broken = pretty({ ...national, layout: { ...national.layout, name: 'five-upp' } });
    await setText(page, broken);
    const layoutError = page.getByRole('button', { name: /\/layout\/name/ });
    await expect
      .poll(() => layoutError.textContent())
      .toMatch(new RegExp(`^${lineOf(broken, '"five-upp"')}:\\d+ /layout/name`));
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /error/ }).textContent())
      .toBe('1 error');
    // The live site would serve its error page with 500: the preview shows exactly that.
    await expect
      .poll(() => page.getByText(/visitors would get its error page, with status 500/).count())
      .toBe(1);
    await expect
      .poll(() => phoneFrame(page).getByRole('heading', { level: 1 }).first().textContent())
      .toBe("Oops! There's been an error");
    await layoutError.click(); // jumps to it: the editor has the focus
    expect(await page.evaluate(() => document.activeElement?.className)).toMatch(/cm-content/);

    // Fixed: the page again.
    await setText(page, pretty(national));
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /error/ }).textContent())
      .toBe('No errors');
    await expect
      .poll(() => phoneFrame(page).getByRole('heading', { level: 1 }).first().textContent())
      .toMatch(/New Zealand weather forecast/);

    // A module the catalogue does not know: the error, and a placeholder naming it with a suggestion.
    const withUnknown = structuredClone(national);
    withUnknown.layout.primary.main.push({ name: 'forcast-days', title: 'Week ahead' });
    await setText(page, pretty(withUnknown));
    const suggestion = 'Unknown module "forcast-days". Did you mean "forecast-days"?';
    await expect.poll(() => page.getByRole('button', { name: suggestion }).count()).toBe(1);
    await expect
      .poll(() => phoneFrame(page).getByRole('note').filter({ hasText: suggestion }).count())
      .toBe(1);

    // The form view: a module's title changed there shows in the JSON and the rendering.
    await setText(page, pretty(national));
    await page.getByLabel('Module', { exact: true }).selectOption('/layout/primary/main/0');
    await page.getByLabel('title', { exact: true }).fill('Main centres this week');
    await expect
      .poll(() => page.locator('.cm-content').textContent())
      .toContain('"title": "Main centres this week"');
    await expect
      .poll(() => phoneFrame(page).getByText('Main centres this week').count())
      .toBeGreaterThan(0);

    // A draft, shared: a fresh browser opens the same text and rendering.
    await page.getByRole('button', { name: 'Save draft' }).click();
    const link = page.getByRole('link', { name: /\/preview\/drafts\// });
    await expect.poll(() => link.count()).toBe(1);
    const shared = (await link.getAttribute('href'))!;
    const fresh = await newContext(browser, DESKTOP);
    await fresh.clock.install({ time: TEST_NOW_MS });
    const other = await fresh.newPage();
    await other.goto(shared);
    await expect
      .poll(() => phoneFrame(other).getByText('Main centres this week').count())
      .toBeGreaterThan(0);
    await fresh.close();

    // The live page is what it was.
    expect(await (await fetch(`${site.url}/api/pages/national`)).text()).toBe(liveBefore);
    expect(await (await fetch(`${site.url}/national`)).text()).not.toContain(
      'Main centres this week',
    );
    await context.close();
  }, 180_000);
});
