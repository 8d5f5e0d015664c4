/**
 * `npx tsx bench/footprint.ts` (after `npm run build`): the server's start-up time and resident
 * memory, issue 20. Each runner starts the site as a fresh process with the demo content and a
 * fresh data folder, and is measured at the "ready at" log line (time from spawn) and the
 * "content loaded" line (every page description read and checked); then it is started again on
 * the same folder (a restart: the database exists) and measured at those two points, after the 20
 * main pages (spec routes and one page of each location type) and after a warm-up of
 * FOOTPRINT_PAGES more pages (default 300, spread over content/pages). Resident memory is read
 * from /proc: the process that serves, and the whole tree started (tsx's command line runs the
 * server in a child process). Prints JSON (also bench/results/footprint-latest.json); nothing
 * asserts.
 *
 * FOOTPRINT_RUNNERS: comma list of `node` (the compiled server, as `npm start` runs it) and `tsx`
 * (the sources through tsx's command line, as `npm start` ran them before issue 20). FOOTPRINT_RUNS
 * (default 3): each figure is the median of the runs.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { LOCATION_PAGES, SPEC_ROUTES } from '../tests/support/routes.ts';
import { COMPILED_MAIN } from '../scripts/compiled-server.ts';

const RUNNERS: Record<string, string[]> = {
  node: [process.execPath, COMPILED_MAIN],
  tsx: [join('node_modules', '.bin', 'tsx'), join('server', 'main.ts')],
};
const runners = (process.env.FOOTPRINT_RUNNERS ?? 'tsx,node').split(',');
const RUNS = Number(process.env.FOOTPRINT_RUNS ?? 3);
const WARM_UP = Number(process.env.FOOTPRINT_PAGES ?? 300);
const MAIN_PAGES = [...SPEC_ROUTES, ...Object.values(LOCATION_PAGES)];

/** Every content page's path, in a stable order; `count` of them spread evenly over the list. */
function spreadPages(count: number): string[] {
  const root = join('content', 'pages');
  const all = (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.json') && file !== 'not-found.json')
    .map((file) => '/' + file.slice(0, -'.json'.length).split(sep).join('/'))
    .sort();
  const step = Math.max(1, all.length / count);
  return Array.from({ length: Math.min(count, all.length) }, (_, i) => all[Math.floor(i * step)]!);
}

const kb = (status: string): number => Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
/** The pid and its descendants, from /proc (Linux). */
function tree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    const file = `/proc/${pid}/task/${task}/children`;
    return existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean) : [];
  });
  return [pid, ...children.map(Number).flatMap(tree)];
}
/** Resident MB of the serving process (the last of the tree) and of the whole tree. */
function rss(pid: number): { serverMb: number; treeMb: number } {
  const sizes = tree(pid).map((p) => kb(readFileSync(`/proc/${p}/status`, 'utf8')));
  const mb = (k: number) => Math.round(k / 1024);
  return { serverMb: mb(sizes.at(-1) ?? 0), treeMb: mb(sizes.reduce((a, b) => a + b, 0)) };
}

async function getAll(base: string, paths: readonly string[], concurrency = 2): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < paths.length) {
      const res = await fetch(base + paths[next++]!);
      await res.arrayBuffer();
      if (res.status >= 500) failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

type Run = Awaited<ReturnType<typeof measure>>;

/**
 * One start of the server on `dataDir`: time to the two log lines, resident memory at each point;
 * with `pages`, also after the main pages and after the warm-up.
 */
async function measure(runner: string, dataDir: string, pages: boolean) {
  const [file, ...args] = RUNNERS[runner] ?? [];
  if (!file) throw new Error(`unknown runner ${runner}`);
  const started = performance.now();
  const child = spawn(file, args, {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      CONTENT_WATCH: 'false',
      RENDER_RATE_LIMIT: '0',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const waitFor = async (pattern: RegExp): Promise<RegExpExecArray> => {
    for (let line = await lines.next(); !line.done; line = await lines.next()) {
      const match = pattern.exec(line.value);
      if (match) return match;
    }
    throw new Error(`${runner} exited before logging ${pattern}`);
  };
  try {
    const url = (await waitFor(/ready at (http:\/\/[\d.:]+)/))[1]!;
    const readyMs = Math.round(performance.now() - started);
    const ready = rss(child.pid!);
    await waitFor(/content loaded/);
    const contentLoadedMs = Math.round(performance.now() - started);
    const contentLoaded = rss(child.pid!);
    if (!pages) return { readyMs, contentLoadedMs, rss: { ready, contentLoaded }, failedPages: 0 };
    const mainFailed = await getAll(url, MAIN_PAGES);
    const mainPages = rss(child.pid!);
    const warmFailed = await getAll(url, spreadPages(WARM_UP));
    const warmUp = rss(child.pid!);
    return {
      readyMs,
      contentLoadedMs,
      rss: { ready, contentLoaded, mainPages, warmUp },
      failedPages: mainFailed + warmFailed,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const out: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  loadAverageAtStart: loadavg().map((l) => Number(l.toFixed(2))),
  warmUpPages: WARM_UP,
  runs: RUNS,
};
/** Medians over the runs of each figure that every run has. */
function summary(runs: Run[]) {
  const pick = (f: (r: Run) => number | undefined) =>
    median(runs.map(f).filter((v): v is number => v !== undefined));
  const phases = Object.keys(runs[0]?.rss ?? {}) as (keyof Run['rss'])[];
  return {
    readyMs: pick((r) => r.readyMs),
    contentLoadedMs: pick((r) => r.contentLoadedMs),
    serverRssMb: Object.fromEntries(phases.map((p) => [p, pick((r) => r.rss[p]?.serverMb)])),
    treeRssMb: Object.fromEntries(phases.map((p) => [p, pick((r) => r.rss[p]?.treeMb)])),
    failedPages: runs.reduce((n, r) => n + r.failedPages, 0),
  };
}

for (const runner of runners) {
  const first: Run[] = [];
  const restart: Run[] = [];
  // One after another: two start-ups at once on two cores would measure each other. The first
  // start on an empty DATA_DIR creates the database; a restart finds it (the usual case).
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'wx-footprint-'));
    first.push(await measure(runner, dataDir, false));
    restart.push(await measure(runner, dataDir, true));
  }
  out[runner] = {
    command: runner === 'node' ? `node ${COMPILED_MAIN}` : RUNNERS[runner]!.join(' '),
    firstStart: summary(first),
    restart: summary(restart),
    runs: { firstStart: first, restart },
  };
}
out.loadAverageAtEnd = loadavg().map((l) => Number(l.toFixed(2)));
mkdirSync(join('bench', 'results'), { recursive: true });
writeFileSync(
  join('bench', 'results', 'footprint-latest.json'),
  JSON.stringify(out, null, 2) + '\n',
);
console.log(JSON.stringify(out, null, 2));
