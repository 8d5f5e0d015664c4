import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, newContext } from '../support/browser.ts';
import { hydrated, useSiteAndBrowser } from '../support/journey.ts';

// The video player (issue 12) on the news page, with the local playlist the server ships at the
// spec's /dynamic/feeds/brightcove_playlist_info.json?v=1 and its real WebM clips.
const journey = useSiteAndBrowser();

/** The news page in a new context (`before` sets up routes), hydrated, and its player. */
async function openPlayer(
  size: typeof DESKTOP | typeof PHONE,
  before?: (page: Page) => Promise<unknown>,
) {
  const context = await newContext(journey.browser, size);
  const page = await context.newPage();
  await before?.(page);
  await page.goto(`${journey.site.url}/news/weather-news`);
  await hydrated(page);
  const player = page.getByRole('region', { name: 'Weather videos' });
  return { context, page, player, status: player.getByRole('status') };
}

describe('video player in Chromium', () => {
  it('desktop: choose a playlist item, play it to the end', async () => {
    const { context, player, status } = await openPlayer(DESKTOP);
    await expect
      .poll(() => status.textContent())
      .toBe('Ready to play: A front crosses the country');
    const playlist = player.getByRole('navigation', { name: 'Playlist' });
    await playlist.getByRole('button', { name: /Settled and sunny/ }).click();
    await expect.poll(() => status.textContent()).toBe('Ready to play: Settled and sunny');
    expect(
      await playlist
        .getByRole('button', { name: /Settled and sunny/ })
        .getAttribute('aria-current'),
    ).toBe('true');
    await player.getByLabel('Settled and sunny').click();
    await expect
      .poll(() => status.textContent())
      .toMatch(/^(Playing|Finished): Settled and sunny$/);
    // The five-second clip really plays through.
    await expect
      .poll(() => status.textContent(), { timeout: 15_000 })
      .toBe('Finished: Settled and sunny');
    await context.close();
  });

  it('phone: a video that cannot be loaded (offline) says so, and the next one still plays', async () => {
    const { context, page, player, status } = await openPlayer(PHONE, (page) =>
      page.route('**/videos/front.webm', (route) => route.abort('internetdisconnected')),
    );
    await expect
      .poll(() => status.textContent())
      .toBe(
        'A front crosses the country can’t be played right now. You may be offline, or the video is no longer available.',
      );
    expect(await player.getByText('Video unavailable').isVisible()).toBe(true);
    await player.getByRole('button', { name: /Settled and sunny/ }).tap();
    await expect.poll(() => status.textContent()).toBe('Ready to play: Settled and sunny');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await context.close();
  });

  it('the playlist failing shows the error and Try again, and never reloads the page', async () => {
    let fail = true;
    let loads = 0;
    const { context, page, player, status } = await openPlayer(DESKTOP, async (page) => {
      page.on('load', () => (loads += 1));
      await page.route('**/dynamic/feeds/brightcove_playlist_info.json*', (route) =>
        fail ? route.fulfill({ status: 502, body: '{}' }) : route.continue(),
      );
    });
    await expect.poll(() => status.textContent()).toBe('Videos are unavailable right now.');
    // A failed data request is not a failed script: the version check must not reload (it did,
    // when the bundler's preload wrapper caught the data's rejection).
    expect(loads).toBe(1);
    expect(page.url()).toBe(`${journey.site.url}/news/weather-news`);
    fail = false;
    await player.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => status.textContent())
      .toBe('Ready to play: A front crosses the country');
    await context.close();
  });
});
