import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from '../../tests/support/browser.ts';
import { PAGE_TYPES } from './page-types.ts';

/** The CPU slowdown of a mid-range phone (Lighthouse's mobile preset uses the same). */
export const CPU_SLOWDOWN = 4;
/** Event Timing reports only interactions at least this long (the lowest threshold it has). */
const THRESHOLD_MS = 16;

export interface Interaction {
  name: string;
  path: string;
  /** Gets the page ready for the input (not measured). */
  before?: (page: Page) => Promise<void>;
  /** The input whose time to the next paint is measured. */
  act: (page: Page) => Promise<void>;
}

/** Issue 26's taps: each on a phone, on the page where visitors make it. */
export const INTERACTIONS: Interaction[] = [
  {
    name: 'open search',
    path: PAGE_TYPES.town,
    act: (page) => page.getByRole('button', { name: 'Search for a location' }).click(),
  },
  {
    name: 'type a search',
    path: PAGE_TYPES.town,
    before: async (page) => {
      await page.getByRole('button', { name: 'Search for a location' }).click();
      await page.getByRole('combobox', { name: 'Search for a location' }).waitFor();
    },
    act: (page) => page.keyboard.type('nels', { delay: 150 }),
  },
  {
    name: 'star a place',
    path: PAGE_TYPES.town,
    act: (page) => page.getByRole('button', { name: 'Add Auckland to favourites' }).click(),
  },
  {
    name: 'open a day row',
    path: PAGE_TYPES.town,
    act: (page) => page.locator('.wx-days__button').nth(1).click(),
  },
  {
    name: 'open the menu',
    path: PAGE_TYPES.national,
    act: (page) => page.getByRole('button', { name: 'Menu' }).click(),
  },
  {
    name: 'play the radar',
    path: PAGE_TYPES.radar,
    act: (page) => page.getByRole('button', { name: 'Play' }).click(),
  },
  {
    name: 'open a warning panel',
    path: PAGE_TYPES.town,
    act: (page) =>
      page
        .getByRole('button', { name: /^\d+ (Warnings?|Watch(es)?|Outlooks?) for Auckland/i })
        .click(),
  },
];

export interface InteractionResult {
  path: string;
  /** Time from the input to the next paint (the longest Event Timing entry), each run, ms. */
  runsMs: number[];
  p75Ms: number;
  targetMs: number;
}

/** The p75 of a few runs: the value three quarters of the runs are at or below. */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? NaN;
}

/**
 * One run: a fresh phone at 4x slower CPU loads the page, waits until it is interactive and its
 * after-load extras have started, then makes the input. Its latency is Event Timing's duration
 * (from the input to the next paint after every handler ran), the longest of its events (as INP
 * counts it); an input faster than Event Timing's 16 ms threshold counts as 16.
 */
async function once(url: string, interaction: Interaction): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      ...PHONE,
      locale: 'en-NZ',
      timezoneId: 'Pacific/Auckland',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 60_000,
    });
    await page.waitForFunction(() => document.documentElement.dataset.afterLoad === 'started');
    await page.waitForLoadState('networkidle');
    await interaction.before?.(page);
    await page.evaluate((threshold) => {
      const w = window as unknown as { __latencies: number[] };
      w.__latencies = [];
      new PerformanceObserver((list) => {
        // interactionId: Event Timing's, not yet in TypeScript's DOM types.
        for (const e of list.getEntries() as Array<
          PerformanceEventTiming & { interactionId?: number }
        >)
          if (e.interactionId) w.__latencies.push(e.duration);
      }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit);
    }, THRESHOLD_MS);
    await interaction.act(page);
    // Event Timing reports an entry after the paint that follows it: give it a few frames.
    await page.evaluate(
      () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 500)),
    );
    const latencies = await page.evaluate(
      () => (window as unknown as { __latencies: number[] }).__latencies,
    );
    return Math.round(Math.max(THRESHOLD_MS, ...latencies));
  } finally {
    await browser.close();
  }
}

/** Each interaction `runs` times on the site at `base`; p75 against the 100 ms target. */
export async function interactions(
  base: string,
  runs = 5,
  only: readonly Interaction[] = INTERACTIONS,
): Promise<Record<string, InteractionResult>> {
  const out: Record<string, InteractionResult> = {};
  for (const interaction of only) {
    const runsMs: number[] = [];
    for (let i = 0; i < runs; i++) runsMs.push(await once(base + interaction.path, interaction));
    out[interaction.name] = { path: interaction.path, runsMs, p75Ms: p75(runsMs), targetMs: 100 };
  }
  return out;
}
