/**
 * `npm run qa:replay -- <path.json | --all folder> [--url http://localhost:3000] [--out dir]`:
 * replays QA path files in headless Chromium against a running server, through the QA studio's
 * own replay (the real machine and, where it has one, the site's real UI for it). Writes a
 * screenshot after the start and after each step plus summary.json, and exits 1 naming the first
 * failing step with the expected and actual state of each region that differs (2 when it cannot
 * run). The address comes from --url, else QA_URL, else BASE, else http://localhost:3000.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { parsePathFile } from '#machines/testing/qa-paths.ts';
import { launchBrowser } from '../tests/support/browser.ts';

export interface ReplaySummary {
  file: string;
  machine: string;
  url: string;
  passed: boolean;
  failedStep: number | null;
  steps: Array<{
    step: number;
    event: string;
    status: string;
    message?: string;
    /** The regions that differ at a failed step. */
    regions?: Array<{ region: string; expected: string; actual: string }>;
    screenshot: string;
  }>;
}

/** The base address as given: --url, QA_URL or BASE, in that order. */
export function baseUrl(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return flag || env.QA_URL || env.BASE || 'http://localhost:3000';
}

/** How long a server that says it is starting (503 with Retry-After) is waited for. */
const STARTING_WAIT_MS = 120_000;

/**
 * Null when the server answers; else one line saying nothing answers and how to name another. A
 * server still loading its pages answers 503 with Retry-After: it is asked again until it is ready
 * (`npm start & npm run qa:replay` works), for at most STARTING_WAIT_MS.
 */
export async function unreachable(url: string): Promise<string | null> {
  const until = Date.now() + STARTING_WAIT_MS;
  for (let said = false; ; said = true) {
    let res: Response;
    try {
      res = await fetch(new URL('/qa', url), { signal: AbortSignal.timeout(5000) });
    } catch {
      return `Nothing answers at ${url}: start the site (npm start) or give its address with --url, QA_URL or BASE.`;
    }
    const retryAfter = Number(res.headers.get('retry-after'));
    if (res.status !== 503 || !retryAfter) return null;
    if (Date.now() > until) return `${url} still says it is starting after 2 minutes.`;
    if (!said) console.log(`${url} is starting: waiting until it is ready…`);
    await new Promise((r) => setTimeout(r, Math.min(retryAfter, 5) * 1000));
  }
}

async function replayOn(
  browser: Browser,
  file: string,
  url: string,
  out: string,
): Promise<ReplaySummary> {
  const path = parsePathFile(JSON.parse(await readFile(file, 'utf8')));
  await mkdir(out, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  try {
    const res = await page.goto(new URL(`/qa/${path.machine}`, url).href);
    if (!res?.ok()) throw new Error(`${url}/qa/${path.machine} answered ${res?.status()}`);
    await page.getByLabel('Import a path file (JSON)').setInputFiles(resolve(file));
    const problem = page.getByRole('alert');
    const next = page.getByRole('button', { name: 'Next step' });
    await Promise.race([
      next.waitFor(),
      problem.waitFor().then(async () => {
        throw new Error((await problem.textContent()) ?? 'the file was refused');
      }),
    ]);
    const shot = async (name: string) => {
      const target = join(out, name);
      await page.screenshot({ path: target, fullPage: true });
      return target;
    };
    await page.locator('.qa-live, .qa-diagram svg').first().waitFor();
    await shot('step-00-start.png');
    const steps: ReplaySummary['steps'] = [];
    let failedStep: number | null = null;
    for (const [i, event] of path.events.entries()) {
      await next.click();
      const label = `Step ${i + 1}: `;
      await page.waitForFunction(
        (l) =>
          /: (pass|fail)$/.test(
            document.querySelector(`li[aria-label^="${l}"]`)?.getAttribute('aria-label') ?? '',
          ),
        label,
      );
      const row = page.locator(`li[aria-label^="${label}"]`);
      const status = ((await row.getAttribute('aria-label')) ?? '').slice(label.length);
      const screenshot = await shot(`step-${String(i + 1).padStart(2, '0')}.png`);
      if (status !== 'fail') {
        steps.push({ step: i + 1, event: event.type, status, screenshot });
        continue;
      }
      const message = (await row.locator('.qa-step__message').textContent()) ?? '';
      const regions = await row.locator('.qa-diff tbody tr').evaluateAll((trs) =>
        trs.map((tr) => {
          const [region, expected, actual] = [...tr.children].map((c) => c.textContent ?? '');
          return { region: region ?? '', expected: expected ?? '', actual: actual ?? '' };
        }),
      );
      steps.push({ step: i + 1, event: event.type, status, message, regions, screenshot });
      failedStep = i + 1;
      break;
    }
    const summary: ReplaySummary = {
      file,
      machine: path.machine,
      url,
      passed: failedStep === null && steps.length === path.events.length,
      failedStep,
      steps,
    };
    await writeFile(join(out, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    return summary;
  } finally {
    await page.close();
  }
}

/** Replays one file in a browser of its own (the journeys and the CLI's single-file form). */
export async function qaReplay(file: string, url: string, out: string): Promise<ReplaySummary> {
  const chromium = await launchBrowser();
  try {
    return await replayOn(chromium.browser, file, url, out);
  } finally {
    await chromium.close();
  }
}

/** The failure of one file in lines: the step, its message, then each region that differs. */
export function failureText(s: ReplaySummary): string {
  const failed = s.steps.at(-1);
  const lines = [`Failed at step ${s.failedStep} (${failed?.event}): ${failed?.message ?? ''}`];
  for (const r of failed?.regions ?? [])
    lines.push(`  ${r.region}: expected ${r.expected}, actual ${r.actual}`);
  return lines.join('\n');
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' }, out: { type: 'string' }, all: { type: 'string' } },
  });
  const files = values.all
    ? (await readdir(values.all).catch(() => []))
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(values.all!, f))
    : positionals.slice(0, 1);
  if (!files.length) {
    console.error(
      values.all
        ? `No path files (*.json) in ${values.all}`
        : 'Usage: npm run qa:replay -- <path.json> | --all <folder> [--url http://localhost:3000] [--out dir]',
    );
    process.exit(2);
  }
  const url = baseUrl(values.url);
  const down = await unreachable(url);
  if (down) {
    console.error(down);
    process.exit(2);
  }
  const root = values.out ?? join('.tmp', 'qa-replay');
  const chromium = await launchBrowser();
  let passed = 0;
  let failed = 0;
  let broken = 0;
  try {
    for (const file of files) {
      const out = values.all || !values.out ? join(root, basename(file, '.json')) : root;
      try {
        const s = await replayOn(chromium.browser, file, url, out);
        if (s.passed) {
          passed++;
          console.log(`Passed: all ${s.steps.length} steps of ${file} (screenshots in ${out})`);
        } else {
          failed++;
          console.error(`${file}: ${failureText(s)}\nScreenshots and summary in ${out}`);
        }
      } catch (e) {
        broken++;
        console.error(`Could not replay ${file}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  } finally {
    await chromium.close();
  }
  if (files.length > 1)
    console.log(
      `${passed} passed, ${failed} failed${broken ? `, ${broken} could not run` : ''} (${files.length} path files)`,
    );
  process.exit(broken && !failed ? 2 : failed || broken ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
