import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNzTime } from '#engine/vocabulary/time.ts';
import { RADAR_INTERVAL_MINUTES } from '#server/weather/radar.ts';
import { DESKTOP, newContext } from '../support/browser.ts';
import { hydrated, useBrowser } from '../support/journey.ts';
import { startSite, type RunningSite } from '../support/site.ts';

/**
 * The one journey on the wall clock (WX_NOW unset, as `npm start` runs): every other journey
 * stands at TEST_NOW, so this is what shows the site follows the real time. The radar's latest
 * frame is the wall clock's ten minutes, on the page and in the API, so its frames move on as the
 * clock does. The wall clock is read before and after: the frame is the one of one of those two
 * instants (the same one unless a frame began between them).
 */
const journey = useBrowser();
let site: RunningSite;
beforeAll(async () => {
  site = await startSite({ WX_NOW: '' });
});
afterAll(() => site?.close());

const STEP_MS = RADAR_INTERVAL_MINUTES * 60_000;
const frameOf = (ms: number) => Math.floor(ms / STEP_MS) * STEP_MS;

describe('the site on the wall clock', () => {
  it("shows the radar's latest frame at the real time, on the page and in the API", async () => {
    const context = await newContext(journey.browser, DESKTOP);
    const page = await context.newPage();
    const before = Date.now();
    await page.goto(`${site.url}/maps-radar/rain/radar`);
    await hydrated(page);
    const radar = (await (await fetch(`${site.url}/api/data/radar`)).json()) as {
      frames: Array<{ time: string }>;
    };
    const after = Date.now();
    const latest = Date.parse(radar.frames.at(-1)!.time);
    expect([frameOf(before), frameOf(after)]).toContain(latest);
    const onSlider = await page
      .getByRole('slider', { name: 'Radar time' })
      .getAttribute('aria-valuetext');
    const times = [frameOf(before), frameOf(after)].map(formatNzTime);
    expect(times.some((t) => onSlider?.includes(` at ${t}`))).toBe(true);
    await context.close();
  });
});
