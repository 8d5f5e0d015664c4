import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';
import { builtChunkPath, startSite } from '../support/site.ts';
import { qaReplay } from '../../scripts/qa-replay.ts';

const journey = useSiteAndBrowser();
const run = promisify(execFile);

describe('QA path explorer', () => {
  it('opens /qa, picks favourites, sees its diagram and paths, and replays one with every step passing', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/qa`);
    await page.getByRole('link', { name: 'Favourites', exact: true }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Favourites machine');
    const diagram = page.getByRole('img', {
      name: /^Favourites machine: \d+ states, \d+ transitions$/,
    });
    await diagram.waitFor();
    expect(await diagram.locator('[data-state="list.ready"]').count()).toBe(1);
    expect(await page.getByRole('table', { name: 'Shortest path to each state' }).isVisible()).toBe(
      true,
    );

    // A path that adds Wellington to a list holding Auckland: the real menu must list both.
    await page
      .getByRole('row')
      .filter({ hasText: 'done: loadFavourites → favourites.add → done: fetchFavourite' })
      .first()
      .getByRole('link')
      .click();
    await page.getByRole('button', { name: 'Run to end' }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toBe('Passed: all 3 steps');
    const labels = await page
      .locator('li[aria-label^="Step "]')
      .evaluateAll((lis) => lis.map((li) => li.getAttribute('aria-label')));
    expect(labels).toEqual(['Step 1: pass', 'Step 2: pass', 'Step 3: pass']);
    await context.close();
  });

  it('qa:replay passes a stored path, writing a screenshot per step and a summary', async () => {
    const out = await mkdtemp(join(tmpdir(), 'qa-replay-'));
    try {
      const summary = await qaReplay('tests/paths/favourites.json', journey.site.url, out);
      expect([summary.passed, summary.steps.map((s) => s.status)]).toEqual([
        true,
        ['pass', 'pass', 'pass'],
      ]);
      const files = (await readdir(out)).sort();
      expect(files).toEqual([
        'step-00-start.png',
        'step-01.png',
        'step-02.png',
        'step-03.png',
        'summary.json',
      ]);
      expect(JSON.parse(await readFile(join(out, 'summary.json'), 'utf8')).passed).toBe(true);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('npm run qa:replay of a broken path exits non-zero naming the failing step', async () => {
    const out = await mkdtemp(join(tmpdir(), 'qa-replay-'));
    try {
      const failure = await run(
        'npx',
        [
          'tsx',
          'scripts/qa-replay.ts',
          'tests/fixtures/qa-broken-favourites.json',
          '--url',
          journey.site.url,
          '--out',
          out,
        ],
        { encoding: 'utf8' },
      ).then(
        () => null,
        (e: { code: number; stderr: string }) => e,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toMatch(
        /Failed at step 3 \(xstate\.done\.actor\.fetchFavourite\): .*expected \{"list":"adding"/,
      );
      expect(failure?.stderr).toMatch(/^ {2}list: expected adding, actual ready$/m);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('?inspect shows a panel with the favourites actor and its state', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/national?inspect`);
    await hydrated(page);
    const panel = page.getByRole('complementary', { name: 'Actor inspector' });
    const favourites = panel.getByRole('region', { name: 'Actor favourites' });
    await expect
      .poll(() => favourites.locator('[data-actor-state="favourites"]').textContent())
      .toBe('list.ready · popover.hidden · values.current · sync.idle');
    expect(await panel.getByRole('region', { name: 'Actor page' }).isVisible()).toBe(true);

    await context.close();
  });

  it('a visitor page without ?inspect as its own parameter has no panel and loads no inspector', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const inspector = builtChunkPath('src/inspect/InspectPanel.tsx');
    for (const query of ['', '?q=inspector', '?notinspect=1']) {
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (r) => asked.push(new URL(r.url()).pathname));
      await page.goto(`${journey.site.url}/national${query}`);
      await hydrated(page);
      expect(await page.getByRole('complementary', { name: 'Actor inspector' }).count()).toBe(0);
      expect(asked, query).not.toContain(inspector);
    }
    await context.close();
  });

  it('?inspect does nothing where the tools are off (production), issue 28', async () => {
    const site = await startSite({ TOOLS_ENABLED: 'false' });
    const context = await newContext(journey.browser, DESKTOP);
    try {
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (r) => asked.push(new URL(r.url()).pathname));
      await page.goto(`${site.url}/national?inspect`);
      await hydrated(page);
      expect(await page.getByRole('complementary', { name: 'Actor inspector' }).count()).toBe(0);
      expect(asked).not.toContain(builtChunkPath('src/inspect/InspectPanel.tsx'));
    } finally {
      await context.close();
      await site.close();
    }
  });
});
