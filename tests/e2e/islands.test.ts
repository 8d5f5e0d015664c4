import type { Page } from 'playwright-core';
import { DESKTOP, newContext, PHONE } from '../support/browser.ts';
import { hydrated, tabPerSize, useSiteAndBrowser } from '../support/journey.ts';
import { LOCATION_PAGES, SPEC_ROUTES, TOPIC_PAGES } from '../support/routes.ts';
import { builtChunkPath } from '../support/site.ts';

/**
 * Islands (issue 26, decision 022): on a first load only the parts with client behaviour get
 * code and hydrate; a module that declares none keeps the server's HTML and its chunk is never
 * asked for. After an in-app navigation the page is rendered whole, every module's code included.
 */
const journey = useSiteAndBrowser();
const visit = tabPerSize(journey);

/** Pages of every type that run the client (the search results page works without it). */
const PAGES = [...SPEC_ROUTES, ...Object.values(LOCATION_PAGES), ...TOPIC_PAGES].filter(
  (p) => !p.startsWith('/search'),
);

/**
 * Scrolls the page through, so every island whose rule is 'visible' comes on screen. Windows a
 * screen high tile the page, so each element meets one; two frames at each stop let the
 * IntersectionObserver compute (it runs in the frame after the scroll's layout).
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
      scrollTo(0, y);
      await frame();
      await frame();
    }
  });
}

describe('islands', () => {
  it("never asks for a static module's code on a first load, and asks for it when a page is rendered whole after navigation", async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`${journey.site.url}/towns-cities/locations/auckland`);
    await hydrated(page);
    await scrollThrough(page);
    // Current conditions and the hourly table are drawn by the server and never change.
    const current = builtChunkPath('modules/current-conditions/CurrentConditions.tsx');
    const hourly = builtChunkPath('modules/hourly-forecast/HourlyForecast.tsx');
    // The days ahead open and close: their code comes with the page.
    const days = builtChunkPath('modules/forecast-days/ForecastDays.tsx');
    await expect.poll(() => asked.includes(days)).toBe(true);
    expect(asked).not.toContain(current);
    expect(asked).not.toContain(hourly);
    expect(
      await page.getByRole('heading', { name: /Auckland now/ }).isVisible(),
      'the server HTML stays',
    ).toBe(true);

    // In-app navigation renders the next page whole in the browser.
    await page.getByRole('link', { name: 'North Shore' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/north-shore$/);
    await page.getByRole('heading', { name: /North Shore now/ }).waitFor();
    expect(asked).toContain(current);
    await context.close();
  });

  it('keeps the static modules as the server drew them while the page reloads in the app (decision 028)', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities/locations/auckland`);
    await hydrated(page);
    // A link to this very page that names a day (the page machine reloads the page's tree in the
    // app, showing the page meanwhile), as a link from elsewhere might: the third day's.
    const day = await page.locator('[id^="day-"]').nth(2).getAttribute('id');
    await page.evaluate((date) => {
      const link = Object.assign(document.createElement('a'), { href: `?day=${date}` });
      link.textContent = 'That day';
      document.querySelector('main')?.prepend(link);
    }, day?.slice('day-'.length));
    // The hourly table's code (which the page's new tree needs) is held back meanwhile, so the
    // page as the server drew it stays on screen, rendered by the app.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const code = builtChunkPath('modules/hourly-forecast/HourlyForecast.tsx');
    await page.route(`**${code}`, async (route) => {
      await held;
      await route.continue();
    });
    const hourly = page.locator('[data-module="hourly-forecast"]');
    const before = await hourly.textContent();
    await page.getByRole('link', { name: 'That day' }).click();
    // The page app has taken the page over (React marks its root's container; read only here).
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root') ?? {}).some((k) =>
            k.startsWith('__reactContainer'),
          ),
        ),
      )
      .toBe(true);
    expect(await page.getByRole('heading', { name: /Auckland now/ }).isVisible()).toBe(true);
    // Its text as the server drew it (the site's scroll regions may have marked its table since).
    expect(await hourly.textContent(), 'the hourly table as the server drew it').toBe(before);
    expect(await hourly.getByRole('row').count()).toBeGreaterThan(5);
    const kept = await hourly.elementHandle();
    release();
    // Then the app draws the page from the reloaded tree: a new table, with its rows.
    await expect.poll(() => kept?.evaluate((el) => el.isConnected)).toBe(false);
    expect(await hourly.getByRole('row').count()).toBeGreaterThan(5);
    expect(await page.getByRole('heading', { name: /Auckland now/ }).isVisible()).toBe(true);
    // The day the link named is open, and the address no longer names it (as on a first load).
    await expect
      .poll(() => page.locator(`#${day} button`).first().getAttribute('aria-expanded'))
      .toBe('true');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it("hydrates the shell without its statecharts, which come after interaction and then answer a drawer's toggle (decision 027)", async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    // When the page marks itself interactive, on the page's own clock (as the bytes bench does).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.hydrated !== 'true') return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto(`${journey.site.url}/towns-cities/locations/auckland`);
    await hydrated(page);
    const shell = builtChunkPath('src/shell-actors.ts');
    const drawerMachine = builtChunkPath('machines/drawer.machine.ts');
    const askedAt = (path: string) =>
      page.evaluate(
        (p) =>
          performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === p)
            ?.startTime,
        path,
      );
    await expect.poll(() => askedAt(drawerMachine)).toBeDefined();
    const hydratedAt = await page.evaluate(
      () => (window as unknown as { hydratedAt: number }).hydratedAt,
    );
    expect(await askedAt(shell)).toBeGreaterThan(hydratedAt);
    expect(await askedAt(drawerMachine)).toBeGreaterThan(hydratedAt);
    // The drawers work with the statechart that came later.
    const toggle = page.getByRole('button', { name: 'Rain forecast' });
    const before = await toggle.getAttribute('aria-expanded');
    await toggle.click();
    await expect
      .poll(() => toggle.getAttribute('aria-expanded'))
      .toBe(before === 'true' ? 'false' : 'true');
    await context.close();
  });

  describe.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('on a %s', (_name, size) => {
    it.each(PAGES)(
      '%s gives every control code: each is in an island that hydrates, or works without JavaScript',
      async (path) => {
        const { page } = await visit(size, path);
        await hydrated(page);
        await scrollThrough(page);
        // Controls outside any island must work as plain HTML: the fields and submit buttons of
        // a GET form, a scrolling region that takes the keyboard. A type="button" does nothing.
        const outside = await page.evaluate(() =>
          [
            ...document.querySelectorAll(
              '#root :is(button, input, select, textarea, [role="tab"], [role="button"], [tabindex]:not([tabindex="-1"]))',
            ),
          ]
            .filter((c) => !c.closest('wx-island'))
            .filter((c) => {
              const form = c.closest('form');
              const plain = form?.method === 'get' && c.getAttribute('type') !== 'button';
              const scroller = c.getAttribute('role') === 'region' && c.tagName === 'DIV';
              return !plain && !scroller;
            })
            .map((c) => {
              const module = c.closest('[data-module]')?.getAttribute('data-module') ?? 'shell';
              return `${module}: <${c.tagName.toLowerCase()}> "${c.textContent?.trim().slice(0, 40)}"`;
            }),
        );
        expect(outside).toEqual([]);
        // Every island on show has hydrated once it was seen and the browser was idle (one in a
        // closed drawer waits until the drawer opens). React marks a root's container with a
        // property of its own (an internal, read only here).
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.querySelectorAll('wx-island')]
                .filter((el) => (el.firstElementChild ?? el.parentElement)?.checkVisibility())
                .filter((el) => !Object.keys(el).some((k) => k.startsWith('__reactContainer')))
                .map((el) => el.getAttribute('data-island')),
            ),
          )
          .toEqual([]);
      },
    );
  });
});
