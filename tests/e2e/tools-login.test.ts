import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, PHONE } from '../support/browser.ts';
import type { LaunchedBrowser } from '../support/browser.ts';
import { startSite } from '../support/site.ts';
import type { RunningSite } from '../support/site.ts';
import { TOOLS_PASSWORD, toolsProductionEnv } from '../support/tools-fixtures.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page, as 'rule: target' lines. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          c: unknown,
        ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const result = await axe.run(document);
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}:${el.textContent?.trim() ?? ''}`
      : 'none';
  });

// Issue 27, finding 1: the tools had no login. An editor signs in with the keyboard alone.
describe('signing in to the tools (production)', () => {
  let site: RunningSite;
  let chromium: LaunchedBrowser;
  beforeAll(async () => {
    [site, chromium] = await Promise.all([startSite(await toolsProductionEnv()), launchBrowser()]);
  });
  afterAll(async () => {
    await chromium?.close();
    await site?.close();
  });

  it('asks for a sign-in, says what was wrong, and lets the editor in by keyboard', async () => {
    const context = await newContext(chromium.browser, DESKTOP);
    const page = await context.newPage();
    const response = await page.goto(`${site.url}/preview`);
    expect(response?.status()).toBe(401);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    expect(await axeViolations(page)).toEqual([]);

    // The user name has the focus; a wrong password is announced and takes the focus.
    expect(await focused(page)).toBe('input#tools-user:');
    await page.keyboard.type('ana');
    await page.keyboard.press('Tab');
    await page.keyboard.type('not the password');
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Wrong user name or password.');
    expect(await focused(page)).toBe('div:Wrong user name or password.');

    await page.keyboard.press('Tab'); // to the user name, still filled in
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(TOOLS_PASSWORD);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Signed in as ana').count()).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Open page' }).count()).toBe(1);
    // ana is an editor: the QA link is not offered, and /qa says why.
    const nav = page.getByRole('navigation', { name: 'Tools' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Preview']);
    await page.goto(`${site.url}/qa`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('QA needs the qa role');

    // Sign out from the keyboard: back to the sign-in, and the session is gone on the server.
    await page.getByRole('button', { name: 'Sign out' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    const me = await context.request.get(`${site.url}/api/tools/me`);
    expect(me.status()).toBe(401);
    await context.close();
  });

  it('fits a phone', async () => {
    const context = await newContext(chromium.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${site.url}/qa`);
    await expect.poll(() => page.getByLabel('Password').count()).toBe(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
