import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';
import { builtChunkPath } from '../support/site.ts';

// Issue 12: the interactive map on every map page on a phone (not only the radar), the static
// map on a desktop, and drawing on a map (the Measure tool) on both.
const journey = useSiteAndBrowser();
const interactiveMap = () => builtChunkPath('modules/shared/map/interactive/InteractiveMap.tsx');

function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

/** Drags the map by (dx, dy) from its centre with the mouse, as a finger would. */
async function drag(page: Page, map: Locator, dx: number, dy: number): Promise<void> {
  const box = (await map.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

describe('interactive map on the other map pages on a phone', () => {
  it('radar: names on the map are whole, apart, and a basemap town is never on a marker (issue 22)', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(journey.site.url + '/maps-radar/rain/radar');
    await hydrated(page);
    const map = page.locator('.wx-imap');
    await expect.poll(() => map.count(), { timeout: 15_000 }).toBe(1);
    // The basemap's towns arrive with the basemap asset; then the labels are thinned.
    await expect
      .poll(() => map.locator('.wx-imap__town').count(), { timeout: 10_000 })
      .toBeGreaterThan(10);
    await map.scrollIntoViewIfNeeded();
    const seen = await map.evaluate((el) => {
      const frame = el.getBoundingClientRect();
      const boxes = (selector: string) =>
        [...el.querySelectorAll<HTMLElement>(selector)]
          // thinMap hides a name that cannot be read whole, or takes it away (display: none)
          // with its marker when their targets overlap; a marker set replaced (its data part
          // arriving) leaves its names fading out at opacity 0 for Leaflet's 200 ms: none of
          // these is a name a visitor sees.
          .filter((n) => {
            const style = getComputedStyle(n);
            return (
              style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0'
            );
          })
          .map((n) => ({ text: n.textContent ?? '', r: n.getBoundingClientRect() }));
      const overlap = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
      const labels = [...boxes('.wx-imap__label'), ...boxes('.wx-imap__town')];
      const towns = boxes('.wx-imap__town');
      const dots = [...el.querySelectorAll('path.wx-imap__marker')].map((n) =>
        n.getBoundingClientRect(),
      );
      return {
        shown: labels.map((l) => l.text),
        cut: labels
          .filter(
            ({ r }) =>
              r.left < frame.left ||
              r.right > frame.right ||
              r.top < frame.top ||
              r.bottom > frame.bottom,
          )
          .map((l) => l.text),
        apart: labels.flatMap((a, i) =>
          labels.slice(i + 1).flatMap((b) => (overlap(a.r, b.r) ? [`${a.text}/${b.text}`] : [])),
        ),
        onDots: towns.filter((t) => dots.some((d) => overlap(t.r, d))).map((t) => t.text),
      };
    });
    expect(seen.shown.length).toBeGreaterThan(5);
    expect(seen.cut).toEqual([]);
    expect(seen.apart).toEqual([]);
    expect(seen.onDots).toEqual([]);
    await context.close();
  }, 90_000);

  it('air temperature: pans, and a tapped town shows its temperature and forecast link', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    await page.goto(journey.site.url + '/maps-radar/temperature/air');
    await hydrated(page);
    const map = page.getByRole('group', { name: /^Air temperature now .*drag to move/ });
    await expect.poll(() => map.count(), { timeout: 15_000 }).toBe(1);
    expect(scripts).toContain(interactiveMap());
    const town = map.getByRole('button', { name: /^Dunedin: show conditions$/ });
    await expect.poll(() => town.count(), { timeout: 10_000 }).toBe(1);
    const before = (await town.boundingBox())!;
    await drag(page, map, -80, -60);
    await expect
      .poll(async () => (await town.boundingBox())!.x, { timeout: 10_000 })
      .toBeLessThan(before.x - 40);
    await town.tap();
    const detail = page.getByRole('region', { name: 'Conditions at Dunedin' });
    await expect.poll(() => detail.count(), { timeout: 10_000 }).toBe(1);
    expect(await detail.locator('dt').allTextContents()).toEqual(['Temperature']);
    expect(await detail.locator('dd').textContent()).toMatch(/°|N\/A/);
    expect(await detail.getByRole('link', { name: 'Forecast for Dunedin' }).count()).toBe(1);
    await context.close();
  }, 90_000);

  it('warnings: pans, and a tapped area opens its warning', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(journey.site.url + '/warnings/home');
    await hydrated(page);
    const map = page.getByRole('group', { name: /^Warning areas: drag to move/ });
    await expect.poll(() => map.count(), { timeout: 15_000 }).toBe(1);
    // The most severe area is drawn last, on top, where a tap finds it.
    const area = map.locator('path.wx-warnings-map__area').last();
    await expect.poll(() => area.count(), { timeout: 10_000 }).toBe(1);
    await map.scrollIntoViewIfNeeded();
    const before = (await area.boundingBox())!;
    await drag(page, map, 30, 20);
    await expect
      .poll(async () => (await area.boundingBox())!.x, { timeout: 10_000 })
      .toBeGreaterThan(before.x + 15);
    const box = (await area.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const detail = page.getByRole('region', { name: /^Warning: / });
    await expect.poll(() => detail.count(), { timeout: 10_000 }).toBe(1);
    expect(await detail.textContent()).toMatch(/Warning|Watch|Outlook/i);
    await detail.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => detail.count()).toBe(0);
    await context.close();
  }, 90_000);

  it.each(['/maps-radar/temperature/air', '/warnings/home'])(
    'keeps the static map on a desktop at %s, without the map library',
    async (path) => {
      const context = await newContext(journey.browser, DESKTOP);
      const page = await context.newPage();
      const scripts = scriptsOf(page);
      await page.goto(journey.site.url + path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('svg.wx-map, svg.wx-warnings-map__svg').count()).toBe(1);
      expect(await page.getByRole('group', { name: /drag to move/ }).count()).toBe(0);
      expect(scripts.filter((s) => s === interactiveMap())).toEqual([]);
      // Offered, not loaded: the Measure button is there once scripts run; not on the warnings
      // map, where nobody measures (issue 22).
      expect(await page.getByRole('button', { name: 'Measure distance or area' }).count()).toBe(
        path === '/warnings/home' ? 0 : 1,
      );
      await context.close();
    },
  );
});

/** Clicks the map at fractions of its box (a click adds a measuring point). */
async function clickAt(page: Page, map: Locator, fx: number, fy: number): Promise<void> {
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
}

describe('drawing on a map (Measure)', () => {
  it('on a desktop: swaps in the map, measures a line and a triangle, finishes and clears', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(journey.site.url + '/maps-radar/rain/radar');
    await hydrated(page);
    await page.getByRole('button', { name: 'Measure distance or area' }).click();
    const map = page.getByRole('group', { name: /drag to move/ });
    await expect.poll(() => map.count(), { timeout: 15_000 }).toBe(1);
    await map.scrollIntoViewIfNeeded();
    const readout = page.getByRole('status').filter({ hasText: /points|corners|Distance|Area/ });
    // Focus lands on the tool asked for.
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).type))
      .toBe('radio');
    expect(await page.getByRole('button', { name: 'Measure' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await clickAt(page, map, 0.3, 0.3);
    await clickAt(page, map, 0.6, 0.7);
    await expect.poll(() => readout.textContent()).toMatch(/^Distance: [\d,.]+ km\./);
    const km = Number(
      /Distance: ([\d,.]+)/.exec((await readout.textContent())!)![1]!.replace(/,/g, ''),
    );
    expect(km).toBeGreaterThan(10);
    // A marker under the pointer does not open its detail while measuring.
    expect(await page.getByRole('region', { name: /^Conditions at / }).count()).toBe(0);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => readout.textContent()).toMatch(/Finished/);

    await page.getByRole('radio', { name: 'Area' }).check();
    await expect.poll(() => readout.textContent()).toMatch(/0 of 3/);
    await clickAt(page, map, 0.3, 0.3);
    await clickAt(page, map, 0.6, 0.3);
    await clickAt(page, map, 0.45, 0.6);
    await expect
      .poll(() => readout.textContent())
      .toMatch(/^Area: [\d,.]+ km², perimeter [\d,.]+ km\./);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => readout.textContent()).toMatch(/0 of 3/);
    await context.close();
  }, 90_000);

  it('on a phone with the keyboard: adds points at the centre and ends with a double-click', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(journey.site.url + '/maps-radar/temperature/air');
    await hydrated(page);
    const map = page.getByRole('group', { name: /drag to move/ });
    await expect.poll(() => map.count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: 'Measure' }).click();
    const readout = page.getByRole('status').filter({ hasText: /points|Distance/ });
    await page.getByRole('button', { name: 'Add point at centre' }).click();
    await expect.poll(() => readout.textContent()).toMatch(/1 of 2/);
    // Move the map with the keyboard, then Enter (pressed while it still pans) adds the point
    // under the cross.
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => readout.textContent()).toMatch(/^Distance: [\d,.]+ km\.$/);
    await page.getByRole('button', { name: 'Undo point' }).click();
    await expect.poll(() => readout.textContent()).toMatch(/1 of 2/);
    const box = (await map.boundingBox())!;
    await map.dblclick({ position: { x: box.width * 0.3, y: box.height * 0.75 } });
    await expect.poll(() => readout.textContent()).toMatch(/Distance: .* Finished/);
    await context.close();
  }, 90_000);
});
