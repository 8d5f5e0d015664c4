/**
 * `npm run load` (issue 11): the site under rising load, printed as JSON and saved to
 * bench/results/load-latest.json. Not part of `npm test`; nothing here asserts.
 *
 * - autocannon against a rendered page, rendered pages of many places (cache misses), the pages
 *   API, search and warnings at rising connection counts; per target the best throughput whose
 *   p99 stays within 100 ms, and where p99 first passes it; errors and non-2xx counted.
 * - The server runs on core 1 and this load generator on core 0 (taskset) when there are two.
 * - Resident memory of the server after warm-up and after a soak (LOAD_SOAK_SECONDS, default 300).
 * - Size of the embedded database per 10,000 favourites writes (LOAD_WRITES, default 20,000).
 * LOAD_STEP_SECONDS (default 5) and LOAD_CONNECTIONS (default 1,10,50,100) shape the steps.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type LoadResult } from './lib/load.ts';
import { pinLoadGenerator, PINNED, startSite } from './lib/servers.ts';
import { directorySize, favouriteWrites } from './lib/writes.ts';

const STEP = Number(process.env.LOAD_STEP_SECONDS ?? 5);
const SOAK = Number(process.env.LOAD_SOAK_SECONDS ?? 300);
const WRITES = Number(process.env.LOAD_WRITES ?? 20_000);
const CONNECTIONS = (process.env.LOAD_CONNECTIONS ?? '1,10,50,100').split(',').map(Number);
const P99_LIMIT_MS = 100;

const rssMb = (pid: number): number => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
};

const dataDir = mkdtempSync(join(tmpdir(), 'wx-load-'));
pinLoadGenerator();
// One client sends everything: the per-client limits would measure themselves (startSite turns
// them off). Writes come from many addresses through a trusted proxy header instead (see
// favouriteWrites).
const site = await startSite({ DATA_DIR: dataDir, TRUST_PROXY_HOPS: '1' });

const places = (
  JSON.parse(readFileSync('content/data/locations.json', 'utf8')) as { key: string; type: string }[]
)
  .filter((l) => l.type === 'towns-cities')
  .slice(0, 400)
  .map((l) => ({ method: 'GET' as const, path: `/towns-cities/locations/${l.key}` }));
const searchBody = JSON.stringify({
  requests: [{ indexName: 'prod_index', query: 'wel', hitsPerPage: 10 }],
});
const targets: { name: string; url: string; options?: Parameters<typeof load>[3] }[] = [
  { name: 'rendered page /national', url: `${site.url}/national` },
  { name: 'rendered pages, 400 places', url: site.url, options: { requests: places } },
  { name: 'pages API /national', url: `${site.url}/api/pages/national` },
  {
    name: 'search (in-process index)',
    url: `${site.url}/1/indexes/*/queries?x-algolia-application-id=local&x-algolia-api-key=public-search-key`,
    options: { method: 'POST', body: searchBody, headers: { 'content-type': 'text/plain' } },
  },
  { name: 'warnings for Auckland', url: `${site.url}/api/warnings-service/towns-cities/auckland` },
];

const out: Record<string, unknown> = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: cpus().length, model: cpus()[0]?.model, node: process.version },
  pinned: PINNED ? 'server on core 1, load generator on core 0 (taskset)' : false,
  stepSeconds: STEP,
};
try {
  // Warm-up: every target once at 10 connections (JIT, caches), then the baseline memory.
  for (const t of targets) await load(t.url, 2, {}, t.options ?? {});
  const rssAfterWarmUp = rssMb(site.pid);

  let errors = 0;
  const results: Record<string, unknown> = {};
  for (const t of targets) {
    const steps: (LoadResult & { connections: number })[] = [];
    for (const connections of CONNECTIONS) {
      const r = await load(t.url, STEP, {}, { ...(t.options ?? {}), connections });
      steps.push({ connections, ...r });
      errors += r.errors + r.non2xx;
    }
    const within = steps.filter((s) => s.latencyP99Ms <= P99_LIMIT_MS);
    results[t.name] = {
      steps,
      bestRequestsPerSecondWithinP99: Math.max(0, ...within.map((s) => s.requestsPerSecond)),
      p99PassesLimitAtConnections:
        steps.find((s) => s.latencyP99Ms > P99_LIMIT_MS)?.connections ?? null,
    };
  }
  out.targets = results;
  out.p99LimitMs = P99_LIMIT_MS;

  // Writes before the soak, so the soak also runs on the grown database.
  const sizes = await favouriteWrites(site.url, WRITES, join(dataDir, 'pglite'));
  errors += sizes.errors;
  out.storage = {
    writes: WRITES,
    bytesAtStart: sizes.atStart,
    bytesPer10kWrites: sizes.per10k,
    writeErrors: sizes.errors,
    firstWriteFailures: sizes.failures,
    note: 'DATA_DIR/pglite size (files on disk) after each 10,000 favourites writes',
  };

  // Soak: the mixed targets in turn for SOAK seconds at 10 connections.
  const soakEnd = Date.now() + SOAK * 1000;
  let soakRequests = 0;
  while (Date.now() < soakEnd) {
    for (const t of targets) {
      const r = await load(t.url, Math.min(10, SOAK), {}, t.options ?? {});
      soakRequests += r.requestsPerSecond * Math.min(10, SOAK);
      errors += r.errors + r.non2xx;
    }
  }
  const rssAfterSoak = rssMb(site.pid);
  out.memory = {
    rssAfterWarmUpMb: rssAfterWarmUp,
    rssAfterSoakMb: rssAfterSoak,
    growthPercent: Number((((rssAfterSoak - rssAfterWarmUp) / rssAfterWarmUp) * 100).toFixed(1)),
    soakSeconds: SOAK,
    soakRequests,
    target: 'growth under 10%',
  };
  out.errors = errors;
  out.databaseBytesAtEnd = directorySize(join(dataDir, 'pglite'));
} finally {
  await site.stop();
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/load-latest.json', JSON.stringify(out, null, 2) + '\n');
console.log(JSON.stringify(out, null, 2));
