import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as validators from '#schemas/generated/validators.js';
import type { LocationEntry } from './types.ts';

/** Folders (under content/pages) whose every file this script owns: stale files there are removed. */
export const GENERATED_DIRS = [
  'towns-cities/locations',
  'towns-cities/past-weather',
  'towns-cities/tides',
  'towns-cities/sun-and-uv',
  'rural/regions',
  'rural/farm',
  'marine/areas',
  'marine/high-seas',
  'marine/surf-breaks',
  'marine/boating',
  'marine/kayaking',
  'marine/paddleboarding',
  'marine/tides',
  'marine/coastal',
  'mountains-and-parks/national-parks',
  'mountains-and-parks/ski-fields',
] as const;

/** Section pages this script writes (overwritten on every build; all other route pages are authored). */
export const GENERATED_SECTION_PAGES = [
  'national.json',
  'towns-cities.json',
  'rural.json',
  'marine.json',
  'marine/surf-breaks.json',
  'marine/boating.json',
  'marine/kayaking.json',
  'marine/paddleboarding.json',
  'marine/tides.json',
  'marine/coastal.json',
  'mountains-and-parks/national-parks.json',
  'mountains-and-parks/ski-fields.json',
  // The national map layers (map-pages.ts); the radar and air temperature pages stay authored.
  'maps-radar/satellite/imagery.json',
  'maps-radar/lightning/strikes.json',
  'maps-radar/pressure/isobars.json',
  'maps-radar/wind/now.json',
  'maps-radar/sea/temperature.json',
  'maps-radar/sea/swell.json',
  'maps-radar/thunderstorm/outlook.json',
  'maps-radar/rain/accumulation.json',
  'maps-radar/cloud/cover.json',
] as const;

/** content/pages file of a page url: '/towns-cities/locations/auckland' -> 'towns-cities/locations/auckland.json'. */
export function pageFile(url: string): string {
  return `${url.replace(/^\//, '')}.json`;
}

export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** One object per line: 700 rows stay readable and diffs show exactly which places changed. */
export function locationsJson(rows: readonly LocationEntry[]): string {
  return `[\n${rows.map((r) => `  ${JSON.stringify(r)}`).join(',\n')}\n]\n`;
}

type Validator = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string }[] | null;
};

function describeErrors(validate: Validator): string {
  return (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `  ${e.instancePath || '/'}: ${e.message ?? 'is invalid'}`)
    .join('\n');
}

/** Throws with the file and the validator's first messages when a page does not validate. */
export function assertValidPage(file: string, page: unknown): void {
  const validate = validators.validatePageDescription as Validator;
  if (!validate(page))
    throw new Error(`Invalid page description ${file}:\n${describeErrors(validate)}`);
}

const pascal = (name: string): string =>
  name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/**
 * Checks each module against its own config schema when one has been registered
 * (validators.validateModule<Name>). Returns readable problems; modules without a schema pass.
 */
export function moduleProblems(file: string, page: { layout?: unknown; map?: unknown }): string[] {
  const problems: string[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${pointer}/${i}`));
    if (typeof node !== 'object' || node === null) return;
    const rec = node as Record<string, unknown>;
    if (typeof rec.name === 'string' && pointer.match(/\/\d+$/)) {
      const validate = (validators as Record<string, unknown>)[
        `validateModule${pascal(rec.name)}`
      ] as Validator | undefined;
      if (validate && !validate(rec))
        problems.push(`${file} ${pointer} (${rec.name}):\n${describeErrors(validate)}`);
    }
    for (const [k, v] of Object.entries(rec))
      if (typeof v === 'object') visit(v, `${pointer}/${k}`);
  };
  visit(page.layout, '/layout');
  return problems;
}

/** Writes a file only when its text changed, so a rebuild leaves untouched files alone. */
export function writeIfChanged(path: string, text: string): boolean {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return true;
}

/** Removes .json files in the generated folders that this build did not produce. */
export function removeStale(pagesDir: string, produced: ReadonlySet<string>): string[] {
  const removed: string[] = [];
  for (const dir of GENERATED_DIRS) {
    const abs = join(pagesDir, dir);
    if (!existsSync(abs)) continue;
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isFile() && entry.name.endsWith('.json') && !produced.has(rel)) {
        rmSync(join(abs, entry.name));
        removed.push(rel);
      }
    }
  }
  return removed;
}
