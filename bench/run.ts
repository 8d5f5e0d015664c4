/**
 * `npm run bench`: every budget of DESIGN.md and issues 3 and 26, measured on this machine over
 * every page type (bench/lib/page-types.ts) and every tap (bench/lib/interactions.ts), printed
 * with its target, and saved to bench/results/latest.json, a section per kind of measure with the
 * date it was measured (a BENCH_ONLY run replaces its sections and keeps the others); `npm run
 * bench:report` then writes the README's tables from it. Not part of `npm test`.
 * BENCH_RUNS (Lighthouse and interaction runs, default 5), BENCH_SECONDS (load duration, default
 * 10), BENCH_ONLY (comma list of: bytes, lighthouse, interactions, throughput, search,
 * validation), BENCH_PAGES (page type names). WX_NOW fixes the servers' clock (the demo data, so
 * the pages' bytes, follow the hour otherwise). The bench's sites run without visitor budgets, and
 * a measured row with any non-2xx answer or error stops the run with its reason: nothing is saved.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageBytes, type PageBytes } from './lib/bytes.ts';
import { CPU_SLOWDOWN, interactions } from './lib/interactions.ts';
import { vitals } from './lib/lighthouse.ts';
import { load, type LoadResult } from './lib/load.ts';
import { pageTypes } from './lib/page-types.ts';
import { targetLines } from './lib/targets.ts';
import type { BenchResults } from './lib/results.ts';
import { clientOnlyShell, withoutScripts } from './lib/peers.ts';
import {
  listen,
  pagesWithProxy,
  pinLoadGenerator,
  PINNED,
  startChild,
  startSite,
} from './lib/servers.ts';
import { createServer } from 'node:http';

const PAGES = pageTypes().map(([, path]) => path);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const only = new Set(
  (process.env.BENCH_ONLY ?? 'bytes,lighthouse,interactions,throughput,search,validation').split(
    ',',
  ),
);
const ratio = (a: number, b: number): number => Number((a / b).toFixed(2));

/** A load row counts only if every answer was a 2xx: a refusal measured is not the page. */
function checked(what: string, result: LoadResult): LoadResult {
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${what}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load; ` +
        'the figure would measure the refusals, not the page. Nothing was saved.',
    );
  return result;
}

// Issue 13: the same site with its lazy extras set up three ways. The default has the house ads
// (ADS_PROVIDER's default); 'none' has no ads; 'monitored' adds RUM and product analytics, sending
// to a loopback stand-in (the bench never reaches the internet).
const intake = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(202, { 'access-control-allow-origin': '*' }).end());
});
const intakeUrl = await listen(intake);
const VARIANTS: Record<string, Record<string, string>> = {
  none: { ADS_PROVIDER: 'none' },
  monitored: {
    RUM_APPLICATION_ID: 'bench',
    RUM_CLIENT_TOKEN: 'bench-token',
    RUM_SESSION_SAMPLE_RATE: '100',
    RUM_PROXY: `${intakeUrl}/rum`,
    POSTHOG_TOKEN: 'phc_bench',
    POSTHOG_HOST: intakeUrl,
  },
};
const site = await startSite();
// Started one after another: on two cores three start-ups at once take minutes.
const variants: Record<string, Awaited<ReturnType<typeof startSite>>> = {};
for (const [name, env] of Object.entries(VARIANTS)) variants[name] = await startSite(env);
const RESULTS = 'bench/results/latest.json';
const previous: Partial<BenchResults> = existsSync(RESULTS)
  ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as BenchResults)
  : {};
const out: BenchResults = { ...previous };
/** When and where a section was measured. */
const measured = () => ({
  measuredAt: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
});
try {
  if (only.has('bytes')) {
    const bytes: Record<string, PageBytes> = {};
    for (const path of PAGES) bytes[path] = await pageBytes(site.url + path);
    const byVariant: Record<string, Record<string, PageBytes>> = {};
    for (const [name, v] of Object.entries(variants)) {
      byVariant[name] = {};
      for (const path of PAGES) byVariant[name][path] = await pageBytes(v.url + path);
    }
    out.bytes = {
      ...measured(),
      budgets: {
        htmlGzip: 14 * 1024,
        jsBeforePaintGzip: 25 * 1024,
        jsBeforeInteractionGzip: 110 * 1024,
        cssGzip: 20 * 1024,
        jsSpareGzip: 5 * 1024,
        jsTownPageGzip: 90 * 1024,
      },
      pages: bytes,
      /** 'pages' is the default (house ads); the same pages with no ads, and with monitoring. */
      variants: byVariant,
    };
  }

  if (only.has('lighthouse')) {
    const htmls = new Map<string, string>();
    for (const path of PAGES) {
      const res = await fetch(site.url + path);
      if (!res.ok) throw new Error(`${path} answered ${res.status}: nothing to measure`);
      htmls.set(path, await res.text());
    }
    // The peers are keyed by path alone: the proxy answers them whatever the query.
    const bare = (p: string) => p.split('?')[0] ?? p;
    const p0 = await pagesWithProxy(
      new Map([...htmls].map(([p, h]) => [bare(p), withoutScripts(h)])),
      site.url,
    );
    // A page without the client (the no-script search page) has no client-only peer.
    const scripted = [...htmls].filter(([, h]) => /s\.src="/.test(h));
    const p1 = await pagesWithProxy(
      new Map(scripted.map(([p, h]) => [bare(p), clientOnlyShell(h, bare(p))])),
      site.url,
    );
    const lh: NonNullable<BenchResults['lighthouse']>['pages'] = {};
    for (const path of PAGES) {
      const app = await vitals(site.url + path, RUNS);
      const floor = await vitals(p0.url + path, RUNS);
      const spa = scripted.some(([p]) => p === path) ? await vitals(p1.url + path, RUNS) : null;
      // One after another: runs in parallel would share the two cores and skew TBT.
      const extras: Record<string, Awaited<ReturnType<typeof vitals>>> = {};
      for (const [name, v] of Object.entries(variants))
        extras[name] = await vitals(v.url + path, RUNS);
      lh[path] = {
        app,
        appVariants: extras,
        p0: floor,
        lcpVsP0: ratio(app.lcpMs, floor.lcpMs),
        ...(spa
          ? {
              p1: spa,
              lcpVsP1: ratio(app.lcpMs, spa.lcpMs),
              tbtVsP1: ratio(app.tbtMs, Math.max(spa.tbtMs, 1)),
            }
          : {}),
        targets: { lcpVsP0: 1.2, lcpVsP1: 0.65, cls: 0, tbtMs: 50, tbtVsP1: 0.25 },
      };
    }
    p0.close();
    p1.close();
    out.lighthouse = {
      ...measured(),
      runs: RUNS,
      preset: 'mobile (lighthouse 12.8 default)',
      pages: lh,
    };
  }

  if (only.has('interactions')) {
    out.interactions = {
      ...measured(),
      cpuSlowdown: CPU_SLOWDOWN,
      runs: RUNS,
      interactions: await interactions(site.url, RUNS),
    };
  }

  if (only.has('throughput')) {
    const dir = mkdtempSync(join(tmpdir(), 'wx-bench-'));
    // Pages API against a bare server sending the same bytes and headers.
    const res = await fetch(`${site.url}/api/pages/national`);
    const body = Buffer.from(await res.arrayBuffer());
    writeFileSync(join(dir, 'national.json'), body);
    const headers = Object.fromEntries(
      ['content-type', 'etag', 'cache-control'].map((h) => [h, res.headers.get(h) ?? '']),
    );
    // Pinned from here on only: Lighthouse's Chromium (started earlier) keeps both cores.
    pinLoadGenerator();
    const api = checked('pages API', await load(`${site.url}/api/pages/national`, SECONDS));
    const bare = await startChild('bench/bare-pages.ts', {
      BODY_FILE: join(dir, 'national.json'),
      HEADERS_JSON: JSON.stringify(headers),
    });
    const bareApi = checked(
      'bare pages server',
      await load(`${bare.url}/api/pages/national`, SECONDS),
    );
    await bare.stop();
    // SSR of /national against renderToString of the same tree with hard-coded props.
    const html = await (await fetch(`${site.url}/national`)).text();
    const state =
      /<script type="application\/json" id="wx-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    writeFileSync(join(dir, 'state.json'), state); // \u003c escapes are valid JSON
    const ssr = checked('SSR', await load(`${site.url}/national`, SECONDS));
    const bareSsrServer = await startChild('bench/bare-ssr.ts', {
      STATE_FILE: join(dir, 'state.json'),
    });
    const bareSsr = checked(
      'bare renderToString',
      await load(`${bareSsrServer.url}/national`, SECONDS),
    );
    await bareSsrServer.stop();
    // A page from the render cache to a browser (brotli) against the same page uncompressed.
    const identity = checked(
      'cached page, uncompressed',
      await load(`${site.url}/national`, SECONDS),
    );
    const br = checked(
      'cached page, brotli',
      await load(`${site.url}/national`, SECONDS, { 'accept-encoding': 'br, gzip' }),
    );
    out.throughput = {
      ...measured(),
      pinned: PINNED ? 'servers on core 1, load generator on core 0 (taskset)' : false,
      seconds: SECONDS,
      connections: 10,
      pagesApi: {
        app: api,
        bare: bareApi,
        ratio: ratio(api.requestsPerSecond, bareApi.requestsPerSecond),
        target: 0.8,
      },
      ssr: {
        app: ssr,
        bareRenderToString: bareSsr,
        ratio: ratio(ssr.requestsPerSecond, bareSsr.requestsPerSecond),
        target: 0.5,
      },
      compressedPage: {
        identity,
        br,
        ratio: ratio(br.requestsPerSecond, identity.requestsPerSecond),
        target: 0.9,
      },
    };
  }

  if (only.has('search'))
    out.search = {
      ...measured(),
      ...JSON.parse(
        execFileSync(process.execPath, ['--import', 'tsx', 'bench/search.bench.ts'])
          .toString()
          .trim()
          .split('\n')
          .pop() ?? '{}',
      ),
    };
  if (only.has('validation'))
    out.validation = {
      ...measured(),
      ...JSON.parse(
        execFileSync(process.execPath, ['--import', 'tsx', 'bench/validate.bench.ts'])
          .toString()
          .trim(),
      ),
    };
} finally {
  await site.stop();
  await Promise.all(Object.values(variants).map((v) => v.stop()));
  intake.close();
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(RESULTS, JSON.stringify(out, null, 2) + '\n');
console.log(JSON.stringify(out, null, 2));
// Every figure of this run with its target, one line each.
console.log(['', 'Targets (this run):', ...targetLines(out, new Set(only))].join('\n'));
