import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * How long the slowest files take (ms; a fresh clone's run on this 2-core machine, 2026-11-26 13:47
 * UTC). Without results of its own (a fresh clone, CI) vitest runs the larger files first, and
 * several of the slowest files are among the shortest (live-preview.test.ts: 76 lines, two
 * minutes): they came last, and one worker ran on alone while the other had finished.
 */
const KNOWN_TIMES: Record<string, number> = {
  'tests/integration/live-preview.test.ts': 121_494,
  'tests/e2e/islands.test.ts': 119_457,
  'tests/e2e/a11y-keyboard.test.ts': 115_212,
  'tests/e2e/looks.test.ts': 109_761,
  'tests/e2e/a11y-speech.test.ts': 99_963,
  'tests/e2e/looks-dark.test.ts': 74_665,
  'tests/e2e/clipping.test.ts': 73_915,
  'tests/e2e/visual.test.ts': 71_668,
  'tests/integration/db-crash-durability.test.ts': 68_572,
  'tests/e2e/pages.test.ts': 59_164,
  'tests/e2e/qa-studio.test.ts': 55_078,
  'tests/e2e/xss-corpus.test.ts': 44_170,
  'tests/e2e/drain.test.ts': 33_703,
  'tests/e2e/map-pages.test.ts': 30_471,
  'tests/e2e/search-favourites.test.ts': 29_975,
  'tests/e2e/places-demo.test.ts': 28_020,
  'tests/e2e/forecast-first.test.ts': 27_453,
  'tests/e2e/qa.test.ts': 26_321,
  'tests/e2e/preview.test.ts': 25_766,
  'tests/fuzz.test.ts': 8_800,
  'server/tools/auth/tools-auth.test.ts': 8_800,
  'server/tools/drafts.test.ts': 7_000,
  'server/hostile-bodies.test.ts': 6_300,
  'machines/testing/session.test.ts': 6_100,
  'server/db/database.test.ts': 4_800,
  'scripts/validate.test.ts': 4_600,
};

/**
 * Longest first, so the two workers finish together: a worker takes the next file when it is
 * free, and a long file started last keeps the run waiting for it alone. A file's time is its
 * last run's (vitest's results cache) or else KNOWN_TIMES; files with neither keep vitest's order
 * (larger first) after them. Projects and their group order come first, as in vitest's own.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const position = new Map(base.map((spec, i) => [spec, i]));
    const root = this.ctx.config.root;
    const time = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      return cached?.duration ?? KNOWN_TIMES[path] ?? 0;
    };
    const group = (spec: TestSpecification) =>
      `${spec.project.config.sequence.groupOrder}\u0000${spec.project.name}`;
    return [...base].sort((a, b) => {
      // Keep vitest's order of groups and projects (position in its order, group by group).
      if (group(a) !== group(b)) return position.get(a)! - position.get(b)!;
      return time(b) - time(a) || position.get(a)! - position.get(b)!;
    });
  }
}
