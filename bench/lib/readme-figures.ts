import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { fillBlocks, reportBlocks } from './report-tables.ts';
import type { BenchResults, HostileResults, LoadResults } from './results.ts';

const readJson = async <T>(file: string): Promise<T | undefined> =>
  existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as T) : undefined;

/**
 * The README as it is, and as it should be: its figure blocks made again from
 * bench/results/latest.json, load-latest.json and hostile-latest.json, formatted as `npm run format` would.
 */
export async function readmeFigures(root: string): Promise<{ current: string; expected: string }> {
  const readme = join(root, 'README.md');
  const [current, bench, load, hostile] = await Promise.all([
    readFile(readme, 'utf8'),
    readJson<BenchResults>(join(root, 'bench/results/latest.json')),
    readJson<LoadResults>(join(root, 'bench/results/load-latest.json')),
    readJson<HostileResults>(join(root, 'bench/results/hostile-latest.json')),
  ]);
  if (!bench) throw new Error('bench/results/latest.json is missing: run npm run bench');
  const filled = fillBlocks(current, reportBlocks(bench, load, hostile));
  const options = (await resolveConfig(readme)) ?? {};
  return { current, expected: await format(filled, { ...options, filepath: readme }) };
}
