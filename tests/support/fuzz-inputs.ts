import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { XSS } from './xss-vectors.ts';

/**
 * Inputs shared by the fuzz tests (issue 11). Fixed seed and a bounded count in `npm test`;
 * `npm run fuzz` runs FUZZ_RUNS (default 20,000).
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
export const FUZZ_OPTIONS = { seed: 20261123, numRuns: RUNS, endOnFailure: true } as const;

export function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => join(e.parentPath, e.name));
}

/** A copy of `value` with the node at a random path replaced by `replacement` (undefined: removed). */
export function mutate(value: unknown, pick: number[], replacement: unknown): unknown {
  if (pick.length === 0 || value === null || typeof value !== 'object') return replacement;
  const keys = Object.keys(value);
  if (keys.length === 0) return replacement;
  const key = keys[pick[0]! % keys.length]!;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...value };
  copy[key] = mutate((value as Record<string, unknown>)[key], pick.slice(1), replacement);
  return copy;
}

/** Every page description in content/. */
export const PAGES = files('content/pages', '.json').map(
  (f) => JSON.parse(readFileSync(f, 'utf8')) as unknown,
);

/** What a mutation puts in: any JSON, an XSS vector, or nothing (the field is removed). */
const replacement = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(...XSS),
  fc.constant(undefined),
);

/** A content page with one to three nodes replaced, deep or shallow. */
export const mutatedPage: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.constantFrom(...PAGES),
    fc.array(fc.tuple(fc.array(fc.nat(), { maxLength: 8 }), replacement), {
      minLength: 1,
      maxLength: 3,
    }),
  )
  .map(([page, edits]) => edits.reduce((p, [pick, value]) => mutate(p, pick, value), page));

/**
 * A copy of content/ with `descriptions` written as pages/fuzz/r<i>.json, so the live server
 * loads, validates and renders each exactly as it would an editor's file.
 */
export async function contentWith(descriptions: readonly unknown[]): Promise<{
  dir: string;
  remove(): Promise<void>;
}> {
  const dir = await mkdtemp(join(tmpdir(), 'wx-fuzz-'));
  await cp('content', dir, { recursive: true });
  await mkdir(join(dir, 'pages', 'fuzz'));
  await Promise.all(
    descriptions.map((d, i) =>
      // undefined (the whole page replaced by nothing) is an empty file.
      writeFile(join(dir, 'pages', 'fuzz', `r${i}.json`), JSON.stringify(d) ?? ''),
    ),
  );
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
