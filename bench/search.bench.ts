import { resolve } from 'node:path';
import { loadLocations } from '#server/weather/locations.ts';
import { runQuery } from '#server/search/algolia-api.ts';
import { SearchIndex } from '#server/search/search-index.ts';

/**
 * Search budget (issue 4): under 5 ms per query on the server for the full location index.
 * Times the whole API answer (search + highlight + response shape) for typed prefixes, typos,
 * macron and multi-word queries, after a warm-up. Prints JSON; exits 1 over budget.
 */
const BUDGET_MS = 5;
const QUERIES = [
  'w',
  'we',
  'wel',
  'well',
  'wellington',
  'auck',
  'auckland',
  'aukland',
  'welingtn',
  'whangarei',
  'whangārei',
  'christ',
  'christchurch',
  'chirstchurch',
  'new ply',
  'palmerston north',
  'queenstown',
  'tongariro',
  'cook strait',
  'mt',
  'hutt',
  'nel',
  'dunedin',
  'duendin',
  'taupo',
  'ruapehu',
  'forties',
  'manawatu',
  'xyzzy',
  'hawkes bay',
];
const ROUNDS = 50;

const file = resolve(process.env.CONTENT_DIR ?? 'content', 'data/locations.json');
const { locations, problems } = await loadLocations(file);
const index = new SearchIndex(locations);
const request = (query: string) => ({
  indexName: 'prod_index',
  query,
  page: 0,
  hitsPerPage: 10,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
});

for (let i = 0; i < 5; i++) for (const q of QUERIES) runQuery(index, request(q));

const samples: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  for (const q of QUERIES) {
    const t0 = performance.now();
    runQuery(index, request(q));
    samples.push(performance.now() - t0);
  }
}
samples.sort((a, b) => a - b);
const pct = (p: number) =>
  Number(
    (samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))] ?? 0).toFixed(3),
  );
const result = {
  bench: 'search',
  locations: index.size,
  skippedLocations: problems.length,
  queries: samples.length,
  p50Ms: pct(50),
  p95Ms: pct(95),
  maxMs: Number((samples.at(-1) ?? 0).toFixed(3)),
  budgetMs: BUDGET_MS,
  ok: pct(95) < BUDGET_MS,
};
console.log(JSON.stringify(result));
if (!result.ok) process.exitCode = 1;
