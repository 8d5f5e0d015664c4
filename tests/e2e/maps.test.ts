import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';
import { builtChunkPath } from '../support/site.ts';

/** The interactive map's chunk (names are hashes only, decision 011). */
const interactiveMap = () => builtChunkPath('modules/shared/map/interactive/InteractiveMap.tsx');

// Issue 12: the map legend's Keys and Filters, marker detail, and the high seas list.
const journey = useSiteAndBrowser();
const RADAR = '/maps-radar/rain/radar';
/** The spec's marker detail order, for the values the radar's markers carry. */
const DETAIL_ORDER = ['Temperature', 'Rainfall', 'Wind', 'Humidity', 'Pressure'];

describe('rain radar legend on a desktop', () => {
  it('opens Keys, switches to Filters, unticks all (markers hide), ticks one tag (only those show)', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(journey.site.url + RADAR);
    await hydrated(page);
    const markers = page.getByRole('button', { name: /: show conditions$/ });
    await expect.poll(() => markers.count()).toBeGreaterThan(10);
    const all = await markers.count();

    const keys = page.getByRole('button', { name: 'Keys' });
    await keys.click();
    await expect.poll(() => keys.getAttribute('aria-expanded')).toBe('true');
    // The keys load with the panel's first open (issue 29: out of the page's first load).
    await expect
      .poll(() => page.getByRole('region', { name: 'Keys' }).textContent())
      .toContain('Torrential');

    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('group', { name: 'Show on the map' });
    await filters.getByRole('checkbox', { name: 'All' }).uncheck();
    await expect.poll(() => markers.count()).toBe(0);

    await filters.getByRole('checkbox', { name: 'Ski fields' }).check();
    await expect.poll(() => markers.count()).toBeGreaterThan(0);
    const shown = await markers.allTextContents();
    expect(await markers.count()).toBeLessThan(all);
    expect(shown.join(' ')).toMatch(/Mt Hutt|Coronet Peak|Whakapapa/);
    expect(shown.join(' ')).not.toMatch(/Auckland|Wellington|Hauraki Gulf/);
    // The All box shows some ticked.
    expect(
      await filters
        .getByRole('checkbox', { name: 'All' })
        .evaluate((el) => (el as HTMLInputElement).indeterminate),
    ).toBe(true);

    // A marker opens its detail in the spec's order.
    await markers.first().locator('circle').click();
    const detail = page.getByRole('region', { name: /^Conditions at / });
    // The detail is a chunk of its own, loaded on this first tap.
    await expect.poll(() => detail.count(), { timeout: 10_000 }).toBe(1);
    expect(await detail.locator('dt').allTextContents()).toEqual(DETAIL_ORDER);
    await context.close();
  });
});

describe('high seas list', () => {
  it('opens an area in a panel on a desktop, with ?location= in the address', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(journey.site.url + '/marine');
    await hydrated(page);
    const panel = page.getByRole('region', { name: 'Pacific forecast summary' });
    expect(await panel.isVisible()).toBe(false);
    await page
      .getByRole('navigation', { name: 'High seas areas' })
      .getByRole('link', { name: 'Pacific' })
      .click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(new URL(page.url()).search).toBe('?location=pacific');
    expect(await panel.textContent()).toMatch(/Full forecast for Pacific/);
    expect(await page.getByRole('region', { name: 'Forties forecast summary' }).isVisible()).toBe(
      false,
    );
    await context.close();
  });

  it('jumps to the area’s in-page target on a phone', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(journey.site.url + '/warnings/marine');
    await hydrated(page);
    const link = page
      .getByRole('navigation', { name: 'High seas areas' })
      .getByRole('link', { name: 'Southern' });
    await expect.poll(() => link.getAttribute('href')).toBe('#southern');
    await link.click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#southern');
    const target = page.locator('#southern');
    expect(await target.count()).toBe(1);
    // Scrolled into view (as far as the page's end allows).
    await expect
      .poll(() => target.evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(PHONE.viewport.height / 2);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('works without JavaScript on a %s', async (name, size) => {
    const context = await newContext(journey.browser, size, false);
    const page = await context.newPage();
    await page.goto(journey.site.url + '/marine/high-seas/forties');
    await page
      .getByRole('navigation', { name: 'High seas areas' })
      .getByRole('link', { name: 'Pacific' })
      .click();
    await page.waitForURL(/\?location=pacific#pacific$/);
    const panel = page.getByRole('region', { name: 'Pacific forecast summary' });
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.textContent()).toMatch(/Full forecast for Pacific/);
    // Only the chosen area shows as a panel on a desktop; a phone shows every area's section.
    expect(await page.getByRole('region', { name: 'Forties forecast summary' }).isVisible()).toBe(
      name === 'phone',
    );
    await context.close();
  });
});

describe('interactive map on a phone', () => {
  it('pans, and a tapped marker shows its detail in the spec order; the map library loads only there', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(journey.site.url + '/national');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => s === interactiveMap())).toEqual([]);

    await page.goto(journey.site.url + RADAR);
    await hydrated(page);
    const map = page.getByRole('group', { name: /drag to move, pinch to zoom/ });
    await expect.poll(() => map.count(), { timeout: 15_000 }).toBe(1);
    expect(scripts.filter((s) => s === interactiveMap())).toHaveLength(1);
    const marker = map.getByRole('button', { name: /^Dunedin.*: show conditions$/ });
    await expect.poll(() => marker.count(), { timeout: 10_000 }).toBe(1);

    // Pan: drag the map; the marker moves with it.
    const before = (await marker.boundingBox())!;
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2 - 60, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(async () => (await marker.boundingBox())!.x, { timeout: 10_000 })
      .toBeLessThan(before.x - 40);

    await marker.tap();
    const detail = page.getByRole('region', { name: 'Conditions at Dunedin' });
    await expect.poll(() => detail.count(), { timeout: 10_000 }).toBe(1);
    expect(await detail.locator('dt').allTextContents()).toEqual(DETAIL_ORDER);
    await context.close();
  }, 90_000);

  it('keeps the static map on a desktop, without the map library', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(journey.site.url + RADAR);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('group', { name: /^Rain radar at / }).count()).toBe(1);
    expect(scripts.filter((s) => s === interactiveMap())).toEqual([]);
    await context.close();
  });
});

describe('rain radar frames before Play', () => {
  it('spans every frame on the slider, and the arrow keys step back through them', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    // Every frame's cells are held back until the slider has been read.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/data/radar', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(journey.site.url + RADAR);
    await hydrated(page);
    const slider = page.getByRole('slider', { name: 'Radar time' });
    // Not a live region (issue 29): the slider's value says the frame, once a step.
    const shown = page.locator('p', { hasText: /Frame \d+ of/ });
    // The site's clock stands at 2 pm (TEST_NOW): the latest of 13 frames ten minutes apart.
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^Frame 13 of 13: .* at 2:00 pm/);
    expect(await shown.innerText()).toBe('2:00 pm\nFrame 13 of 13');

    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^Frame 11 of 13: .* at 1:40 pm/);
    expect(await shown.innerText()).toBe('1:40 pm\nFrame 11 of 13');
    // The map draws that frame once its cells have come; Play was never pressed.
    release();
    await expect
      .poll(() => page.getByRole('group', { name: 'Rain radar at 1:40 pm' }).count())
      .toBe(1);
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^Frame 11 of 13: .* at 1:40 pm/);
    expect(await page.getByRole('button', { name: 'Play' }).isVisible()).toBe(true);
    await context.close();
  });
});
