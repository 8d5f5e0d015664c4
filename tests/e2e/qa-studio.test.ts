import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, newContext } from '../support/browser.ts';
import { useSiteAndBrowser } from '../support/journey.ts';

const journey = useSiteAndBrowser();
const run = promisify(execFile);

async function studioPage(): Promise<Page> {
  const context = await newContext(journey.browser, DESKTOP);
  return context.newPage();
}

/** Opens a machine's page and imports a path file: the studio opens it at its saved address. */
async function importPath(page: Page, machine: string, file: string) {
  await page.goto(`${journey.site.url}/qa/${machine}`);
  await page.getByLabel('Import a path file (JSON)').setInputFiles(file);
  await page.waitForURL(/\/paths\/saved\/[A-Za-z0-9_-]{16}$/);
  await page.getByRole('button', { name: 'Next step' }).waitFor();
}

const status = (page: Page) => page.locator('.qa-result');
const stepLabels = (page: Page) =>
  page
    .locator('li[aria-label^="Step "]')
    .evaluateAll((lis) => lis.map((li) => li.getAttribute('aria-label')));
const stateClass = (page: Page, state: string) =>
  page.locator(`.qa-diagram [data-state="${state}"]`).getAttribute('class');

describe('QA studio', () => {
  it('has one header and one main landmark', async () => {
    const page = await studioPage();
    await page.goto(`${journey.site.url}/qa`);
    await page.getByRole('heading', { level: 1, name: 'Statecharts' }).waitFor();
    expect([await page.getByRole('banner').count(), await page.getByRole('main').count()]).toEqual([
      1, 1,
    ]);
    await page.context().close();
  });

  it('replays the broken fixture: the diagram shows the actual state at the failed step, and the expected one apart', async () => {
    const page = await studioPage();
    await importPath(page, 'favourites', 'tests/fixtures/qa-broken-favourites.json');
    await page.getByRole('button', { name: 'Run to end' }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/^Failed at step 3: /);
    expect(await stepLabels(page)).toEqual(['Step 1: pass', 'Step 2: pass', 'Step 3: fail']);
    expect(await page.getByRole('heading', { name: /^Where the machine is:/ }).textContent()).toBe(
      'Where the machine is: list.ready · popover.shown · values.current · sync.saving',
    );
    expect(await stateClass(page, 'list.ready')).toContain('qa-node--active');
    expect(await stateClass(page, 'list.adding')).toContain('qa-node--expected');
    expect(await stateClass(page, 'list.adding')).not.toContain('qa-node--active');
    const table = page.getByRole('table', { name: 'Step 3, region by region' });
    expect(await table.getByRole('row').allTextContents()).toEqual([
      'RegionExpectedActual',
      'listaddingready',
    ]);
    expect(await page.locator('.qa-edge--failed').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it("replays tests/paths/search.json: the site's search overlay shows each step's state", async () => {
    const page = await studioPage();
    await importPath(page, 'search', 'tests/paths/search.json');
    const live = page.getByRole('region', { name: /^Live UI: Search overlay/ });
    const box = live.getByRole('combobox');
    const next = page.getByRole('button', { name: 'Next step' });
    expect(await box.inputValue()).toBe('');
    await next.click();
    await expect.poll(() => stepLabels(page)).toContain('Step 1: pass');
    expect(await box.inputValue()).toBe('wel');
    await next.click();
    await expect.poll(() => stepLabels(page)).toContain('Step 2: pass');
    expect(await live.getByRole('option').count()).toBe(0);
    await next.click();
    await expect.poll(() => status(page).textContent()).toBe('Passed: all 3 steps');
    expect(await live.getByRole('option').allTextContents()).toEqual(['Wellington Wellington']);
    await page.context().close();
  });

  it("replays tests/paths/warnings.json: the warnings bar's banner opens as the machine says", async () => {
    const page = await studioPage();
    await importPath(page, 'warnings', 'tests/paths/warnings.json');
    const live = page.getByRole('region', { name: /^Live UI: Warnings bar/ });
    const banner = live.getByRole('button', { name: '1 Warning for West Coast' });
    expect(await banner.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Next step' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Passed: all 1 steps');
    expect(await banner.getAttribute('aria-expanded')).toBe('true');
    // The open banner's panel is a chunk of its own, loaded when it first opens (issue 29).
    await expect
      .poll(() => live.getByRole('article', { name: 'Heavy Rain Warning - Red' }).isVisible())
      .toBe(true);
    await page.context().close();
  });

  it.each([
    ['ads', 'Ad slots', 4],
    ['page', 'Page layout', 3],
    ['version', 'Version check', 2],
    ['video-player', 'Video player', 5],
  ] as const)(
    'replays tests/paths/%s.json on its live UI (%s), every step checked on the view',
    async (machine, title, steps) => {
      const page = await studioPage();
      await importPath(page, machine, `tests/paths/${machine}.json`);
      const live = page.getByRole('region', { name: new RegExp(`^Live UI: ${title}`) });
      await live.waitFor();
      await page.getByRole('button', { name: 'Run to end' }).click();
      await expect.poll(() => status(page).textContent()).toBe(`Passed: all ${steps} steps`);
      expect(await stepLabels(page)).toEqual(
        Array.from({ length: steps }, (_, i) => `Step ${i + 1}: pass`),
      );
      expect((await live.innerText()).trim()).not.toBe('');
      await page.context().close();
    },
  );

  it('simulates favourites with events of QA’s choice, steps back, saves, opens the saved path and replays it', async () => {
    const page = await studioPage();
    await page.goto(`${journey.site.url}/qa/favourites/simulate`);
    const send = (name: string) =>
      page
        .getByRole('button', { name: `Send ${name}`, exact: true })
        .first()
        .click();
    await send('done: loadFavourites');
    await expect.poll(() => stepLabels(page)).toEqual(['Step 1: pass']);
    // A payload of the wrong type is refused, naming the field; nothing is sent.
    await page
      .getByLabel('Payload of favourites.reorder (JSON)')
      .fill('{ "from": "0", "to": 1, "topCount": 2 }');
    await send('favourites.reorder');
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe("'favourites.reorder': 'from' must be a number (e.g. 0), not a string");
    expect(await stepLabels(page)).toHaveLength(1);
    await send('favourites.add');
    await expect.poll(() => stepLabels(page)).toHaveLength(2);
    await send('done: fetchFavourite');
    await expect.poll(() => stepLabels(page)).toHaveLength(3);
    await page.getByRole('button', { name: 'Step back' }).click();
    await expect.poll(() => stepLabels(page)).toEqual(['Step 1: pass', 'Step 2: pass']);
    await send('done: fetchFavourite');
    await expect
      .poll(() => stepLabels(page))
      .toEqual(['Step 1: pass', 'Step 2: pass', 'Step 3: pass']);
    await page.getByRole('button', { name: 'Save as a path' }).click();
    const link = page.getByRole('status').filter({ hasText: 'Saved:' }).getByRole('link');
    await link.waitFor();
    await page.goto(await link.getAttribute('href').then((h) => `${journey.site.url}${h}`));
    await page.getByRole('button', { name: 'Run to end' }).click();
    await expect.poll(() => status(page).textContent()).toBe('Passed: all 3 steps');
    await page.context().close();
  });

  it('a coverage-guided walk of the legend machine covers every transition', async () => {
    const page = await studioPage();
    await page.goto(`${journey.site.url}/qa/legend/simulate`);
    await page.getByRole('button', { name: 'Coverage walk' }).click();
    await page.getByRole('button', { name: 'Run to end' }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/^Passed: all \d+ steps$/);
    const figures = await page
      .getByRole('region', { name: 'Coverage of this session' })
      .getByRole('status')
      .textContent();
    const [, covered, total] = /Transitions (\d+)\/(\d+)/.exec(figures ?? '') ?? [];
    expect(covered).toBe(total);
    await page.context().close();
  });

  it('refuses bad files with a message, never a blank page', async () => {
    const page = await studioPage();
    await page.goto(`${journey.site.url}/qa/favourites`);
    const input = page.getByLabel('Import a path file (JSON)');
    const alert = page.getByRole('alert');
    const file = (name: string, text: string) => ({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
    await input.setInputFiles(file('broken.json', '{ "machine": '));
    await expect.poll(() => alert.textContent()).toMatch(/^broken\.json is not JSON: /);
    await input.setInputFiles(file('radar.json', '{ "machine": "radar", "events": [] }'));
    await expect
      .poll(() => alert.textContent())
      .toMatch(/radar\.json is a path of 'radar', which is no machine here/);
    const long = {
      machine: 'favourites',
      events: Array(10_000).fill({ type: 'favourites.reset' }),
    };
    await input.setInputFiles(file('long.json', JSON.stringify(long)));
    await expect
      .poll(() => alert.textContent())
      .toMatch(/it has 10,000 steps; QA replays at most 1,000/);
    await input.setInputFiles(
      file('odd.json', '{ "machine": "favourites", "events": [{ "type": "favourites.launch" }] }'),
    );
    await page.waitForURL(/\/paths\/saved\//);
    await page.getByRole('button', { name: 'Run to end' }).click();
    await expect
      .poll(() => status(page).textContent())
      .toBe("Failed at step 1: Step 1: 'favourites.launch' is no event of the favourites machine");
    await page.goto(`${journey.site.url}/qa/favourites/paths/saved/AAAAAAAAAAAAAAAA`);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/No saved path with this id/);
    await page.context().close();
  });

  it('BASE names the server for npm run qa:replay; nothing answering is said in one line', async () => {
    const ok = await run('npx', ['tsx', 'scripts/qa-replay.ts', 'tests/paths/warnings.json'], {
      encoding: 'utf8',
      env: { ...process.env, QA_URL: '', BASE: journey.site.url },
    });
    expect(ok.stdout).toMatch(/^Passed: all 1 steps of tests\/paths\/warnings\.json/m);
    const down = await run('npx', ['tsx', 'scripts/qa-replay.ts', 'tests/paths/warnings.json'], {
      encoding: 'utf8',
      env: { ...process.env, QA_URL: '', BASE: 'http://127.0.0.1:9' },
    }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect([down?.code, down?.stderr.trim()]).toEqual([
      2,
      'Nothing answers at http://127.0.0.1:9: start the site (npm start) or give its address with --url, QA_URL or BASE.',
    ]);
  });
});
