/**
 * `npm run qa:replay -- <path.json> [--url http://localhost:3000] [--out dir]`: replays a QA path
 * file in headless Chromium against a running server, through the QA explorer's own replay (the
 * real machine and, where it has one, the real UI). Writes a screenshot after the start and after
 * each step plus summary.json, and exits 1 naming the first failing step (2 when it cannot run).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
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
    screenshot: string;
  }>;
}

export async function qaReplay(file: string, url: string, out: string): Promise<ReplaySummary> {
  const path = parsePathFile(JSON.parse(await readFile(file, 'utf8')));
  await mkdir(out, { recursive: true });
  const chromium = await launchBrowser();
  try {
    const page = await chromium.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const res = await page.goto(new URL(`/qa/${path.machine}`, url).href);
    if (!res?.ok()) throw new Error(`${url}/qa/${path.machine} answered ${res?.status()}`);
    await page.getByLabel('Import a path file (JSON)').setInputFiles(resolve(file));
    const next = page.getByRole('button', { name: 'Next step' });
    const shot = async (name: string) => {
      const target = join(out, name);
      await page.screenshot({ path: target, fullPage: true });
      return target;
    };
    const steps: ReplaySummary['steps'] = [];
    await next.waitFor();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('.qa-buttons button')?.disabled,
    );
    await shot('step-00-start.png');
    let failedStep: number | null = null;
    for (const [i, event] of path.events.entries()) {
      await next.click();
      const row = page.locator(`li[aria-label^="Step ${i + 1}: "]`);
      await page.waitForFunction(
        (label) =>
          /: (pass|fail)$/.test(
            document.querySelector(`li[aria-label^="${label}"]`)?.getAttribute('aria-label') ?? '',
          ),
        `Step ${i + 1}: `,
      );
      const status = (await row.getAttribute('aria-label'))?.replace(/^Step \d+: /, '') ?? '';
      const message =
        status === 'fail'
          ? ((await row.locator('.qa-step__message').textContent()) ?? '')
          : undefined;
      const screenshot = await shot(`step-${String(i + 1).padStart(2, '0')}.png`);
      steps.push({
        step: i + 1,
        event: event.type,
        status,
        ...(message ? { message } : {}),
        screenshot,
      });
      if (status === 'fail') {
        failedStep = i + 1;
        break;
      }
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
    await chromium.close();
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { url: { type: 'string' }, out: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file) {
    console.error(
      'Usage: npm run qa:replay -- <path.json> [--url http://localhost:3000] [--out dir]',
    );
    process.exit(2);
  }
  const url = values.url ?? process.env.QA_URL ?? 'http://localhost:3000';
  const out = values.out ?? join('.tmp', 'qa-replay', basename(file, '.json'));
  try {
    const summary = await qaReplay(file, url, out);
    if (summary.passed)
      console.log(
        `Passed: all ${summary.steps.length} steps of ${file} (screenshots and summary in ${out})`,
      );
    else {
      const failed = summary.steps.at(-1);
      console.error(
        `Failed at step ${summary.failedStep} (${failed?.event}): ${failed?.message}\nScreenshots and summary in ${out}`,
      );
    }
    process.exit(summary.passed ? 0 : 1);
  } catch (e) {
    console.error(`Could not replay ${file}: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(2);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main();
