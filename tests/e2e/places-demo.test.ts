import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';

// Issue 14, "Done when": the places people search for, nearby lists that respect the Main Divide,
// and demo data that agrees with itself, as a visitor meets them in Chromium.
const journey = useSiteAndBrowser();

async function openSearch(page: Page) {
  await page.goto(`${journey.site.url}/national`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Search for a location' }).click();
  return page.getByRole('combobox', { name: 'Search for a location' });
}

const km = (a: { lat: number; lon: number }, b: { lat: number; lon: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

describe('places and search', () => {
  it('finds the place a New Zealander means first', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    const input = await openSearch(page);
    const towns = page.getByRole('group', { name: 'Towns & Cities' });
    const cases: Array<[string, RegExp]> = [
      ['kaikoura', /^Kaikōura/],
      ['haast', /^Haast/],
      ['franz josef', /^Franz Josef\/Waiau/],
      ['tekapo', /^Lake Tekapo/],
      ['akaroa', /^Akaroa/],
      ['st arnaud', /^St Arnaud/],
      ['mt ruapehu', /^Whakapapa Village/],
      ['mt cook', /^Aoraki\/Mount Cook/],
      ['mount cook', /^Aoraki\/Mount Cook/],
      ['whangarei', /^Whangārei/],
      ['hokitka', /^Hokitika/],
    ];
    for (const [query, first] of cases) {
      await input.fill(query);
      await expect
        .poll(() => towns.getByRole('option').first().textContent(), { timeout: 10_000 })
        .toMatch(first);
    }
    await input.fill('mount cook');
    await expect
      .poll(() => towns.getByRole('option').count(), { timeout: 10_000 })
      .toBeGreaterThan(1);
    // The Wellington suburb is still there, after the village.
    expect(await towns.getByRole('option').nth(0).textContent()).toContain('Canterbury');
    await input.fill('egmont');
    await expect
      .poll(() => page.getByRole('option').first().textContent(), { timeout: 10_000 })
      .toMatch(/^Te Papakura o Taranaki/);
    await context.close();
  });

  it('lists nearby towns on the same side of the Main Divide', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    const across: Record<string, string[]> = {
      hokitika: ['Methven', 'Oxford', 'Darfield', 'Springfield', "Arthur's Pass"],
      westport: ['Hanmer Springs', 'Amberley', 'Culverden'],
      methven: ['Hokitika', 'Greymouth', 'Kumara', 'Ross'],
      queenstown: ['Haast', 'Milford Sound/Piopiotahi', 'Fox Glacier'],
    };
    const sameSide: Record<string, string> = {
      hokitika: 'Greymouth',
      westport: 'Punakaiki',
      methven: 'Ashburton',
      queenstown: 'Arrowtown',
    };
    for (const [key, banned] of Object.entries(across)) {
      await page.goto(`${journey.site.url}/towns-cities/locations/${key}`);
      const nearby = page.getByRole('region', { name: 'Nearby towns' });
      const names = await nearby.getByRole('link').allTextContents();
      expect(names.length, key).toBeGreaterThanOrEqual(3);
      expect(names, key).toContain(sameSide[key]);
      for (const name of banned) expect(names, key).not.toContain(name);
    }
    await context.close();
  });

  it('leads a region page with its forecast, towns after it and suburbs folded away', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/rural/regions/canterbury`);
    const forecast = page.getByRole('heading', { name: 'Christchurch and surrounds' });
    const towns = page.getByRole('heading', { name: 'Towns in Canterbury', level: 2 });
    const [f, t] = await Promise.all([forecast.boundingBox(), towns.boundingBox()]);
    expect(f!.y).toBeLessThan(t!.y);
    expect(await page.getByRole('link', { name: 'Akaroa' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Riccarton', exact: true }).isVisible()).toBe(
      false,
    );
    await page.getByText('Christchurch suburbs').click();
    expect(await page.getByRole('link', { name: 'Riccarton', exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('demo data that agrees with itself', () => {
  it('says once, on every page, that samples are in use, with a way to real sources', async () => {
    const context = await newContext(journey.browser, PHONE);
    const page = await context.newPage();
    for (const path of ['/national', '/towns-cities/locations/hokitika', '/warnings/home']) {
      await page.goto(`${journey.site.url}${path}`);
      const notice = page.getByRole('complementary', { name: 'Demo data' });
      expect(await notice.count(), path).toBe(1);
      expect(await notice.textContent()).toContain(
        'weather, warnings, news, traffic incidents, videos, rain radar, snow and avalanche reports and webcam pictures shown are samples',
      );
    }
    await page.getByRole('link', { name: 'Connect real sources' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Where the data comes from');
    await context.close();
  });

  it('shows each high seas page only its own alerts, bar and banner agreeing', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    for (const area of ['Subtropic', 'Pacific', 'Forties', 'Southern']) {
      await page.goto(`${journey.site.url}/marine/high-seas/${area.toLowerCase()}`);
      await hydrated(page);
      // The banner counts as the bar does: '1 Warning', '2 Watches', '1 Outlook' (issue 29).
      const banner = page.getByRole('button', {
        name: new RegExp(`^\\d+ (Warnings?|Watch(es)?|Outlooks?)\\b.* for ${area}$`),
      });
      const none = await page
        .getByText('No severe weather watches or warnings in force for this location')
        .count();
      if (area === 'Pacific') {
        expect(none, area).toBe(1);
        expect(await banner.count(), area).toBe(0);
      }
      if (none === 1) expect(await banner.count(), area).toBe(0);
    }
    await page.goto(`${journey.site.url}/marine/high-seas/southern`);
    await hydrated(page);
    await page.getByRole('button', { name: '1 Warning for Southern' }).click();
    await expect.poll(() => page.getByText(/ice accretion/i).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('rains on the radar over Hokitika in the hour its heavy-rain warning and forecast say so', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities/locations/hokitika`);
    await expect
      .poll(() => page.getByText(/Warning in force for this location/).count())
      .toBeGreaterThan(0);
    const api = `${journey.site.url}/api/data`;
    const hourly = (await (
      await page.request.get(`${api}/hourly/towns-cities/hokitika`)
    ).json()) as {
      hours: Array<{ time: string; rainfall: number; night?: boolean }>;
    };
    const radar = (await (await page.request.get(`${api}/radar`)).json()) as {
      frames: Array<{
        time: string;
        cells: Array<{ lat: number; lon: number; radiusKm: number; intensity: number }>;
      }>;
    };
    const hokitika = { lat: -42.71667, lon: 170.96667 };
    const now = hourly.hours[0]!;
    const frame = radar.frames.at(-1)!;
    // The site's clock stands at 2 pm (TEST_NOW): the forecast's first hour and the latest frame.
    expect([now.time, frame.time]).toEqual([
      '2026-11-25T14:00:00+13:00',
      '2026-11-25T14:00:00+13:00',
    ]);
    expect(now.rainfall).toBeGreaterThanOrEqual(5);
    const over = frame.cells.filter((c) => km(c, hokitika) <= c.radiusKm && c.intensity >= 5);
    expect(over.length).toBeGreaterThan(0);
    // The same hour in the table a visitor reads: wet, as the radar shows (heavy rain comes as
    // 'Rain' or, in some hours of the demo's day, 'Thunder').
    const firstRow = page
      .getByRole('table', { name: /^Hourly forecast/ })
      .locator('tbody tr')
      .first();
    expect(await firstRow.textContent()).toMatch(/Rain|Thunder|Showers/);
    await context.close();
  });

  it('shows night hours with night icons', async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    await page.goto(`${journey.site.url}/towns-cities/locations/auckland`);
    const hourly = (await (
      await page.request.get(`${journey.site.url}/api/data/hourly/towns-cities/auckland`)
    ).json()) as { hours: Array<{ time: string; night?: boolean; condition: string }> };
    expect(hourly.hours.filter((h) => h.night).length).toBeGreaterThanOrEqual(16);
    const table = page.getByRole('table', { name: /^Hourly forecast/ });
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(hourly.hours.length);
    // Row i of the page is the API's hour i, from 2 pm (TEST_NOW); every module's data was
    // issued then.
    expect(hourly.hours[0]!.time).toBe('2026-11-25T14:00:00+13:00');
    expect(await page.getByText('Issued 2:00 pm 25 November 2026').count()).toBeGreaterThan(1);
    expect(await page.getByText(/Issued (?!2:00 pm 25 November 2026)/).count()).toBe(0);
    expect((await rows.first().locator('th').innerText()).trim()).toBe('Wed 25 Nov 2 pm');
    const clear = ['fine', 'partly-cloudy', 'few-showers'];
    for (const [i, { time, condition, night }] of hourly.hours.entries()) {
      const row = rows.nth(i);
      if (night) expect(await row.locator('.wx-icon__sun').count(), time).toBe(0);
      const moon = night && clear.includes(condition) ? 1 : 0;
      expect(await row.locator('.wx-icon--night').count(), time).toBe(moon);
    }
    await context.close();
  });
});
