import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/browser.ts';

export interface Vitals {
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
};

/** Lighthouse 12.8 with its mobile preset (simulated slow 4G, 4x CPU), median of `runs`. */
export async function vitals(url: string, runs = 5): Promise<Vitals & { runs: Vitals[] }> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const all: Vitals[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const audits = result?.lhr.audits ?? {};
      all.push({
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      });
    }
    return {
      lcpMs: median(all.map((v) => v.lcpMs)),
      cls: median(all.map((v) => v.cls)),
      tbtMs: median(all.map((v) => v.tbtMs)),
      runs: all,
    };
  } finally {
    await chrome.kill();
  }
}
