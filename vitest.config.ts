import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/support/sequencer.ts';

/**
 * What crosses a process or browser boundary (DESIGN.md: tests/ holds only that): the journeys in
 * Chromium, and tests that start server processes, a PostgreSQL server or read the build.
 */
const BROWSER_TIER = ['tests/e2e/**/*.test.ts', 'tests/integration/**/*.test.ts'];
const NOT_UNIT = ['node_modules/**', 'dist/**', '.tmp/**', ...BROWSER_TIER];
/**
 * Unit tests that need a fresh module graph and environment per file: the jsdom tests (component
 * tests and the client code of modules/ and src/: a file must not inherit another's window,
 * storage and globals) and any test that replaces a module with vi.mock (a module another file
 * loaded first stays real). The unit project takes every other test file, so none is left out.
 */
const ISOLATED_UNITS = [
  '**/*.test.tsx',
  'modules/**/*.test.ts',
  'src/**/*.test.ts',
  'server/ssr/demo-notice.test.ts',
  'engine/validate-text.test.ts',
];

// Two tiers (README, "Test it"): the unit tier (projects unit and unit:isolated, `npm run
// test:unit`) needs no build, browser or database server; the browser tier (`npm run
// test:browser`) runs after the build; `npm test` runs both, the unit tier first. Two cores: two
// workers. Component tests opt into jsdom with a `// @vitest-environment jsdom` line.
export default defineConfig({
  test: {
    globals: true,
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The slowest files first, so both workers finish together (tests/support/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...NOT_UNIT, ...ISOLATED_UNITS],
          // Files share a worker process and its loaded modules: about a third less CPU than a
          // process per file (the rest of the unit tier; see ISOLATED_UNITS).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit:isolated',
          include: ISOLATED_UNITS,
          // A fresh worker per file: a thread starts cheaper than a process (about 7% less CPU
          // for these files on this machine, 2026-11-26); none of them needs a process of its own.
          pool: 'threads',
          setupFiles: ['tests/support/testing-library.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: BROWSER_TIER,
          // One site and one Chromium per worker, started on first use (tests/support/fixtures.ts).
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/react-production.ts'],
          // expect.poll waits until what a visitor would see is there, however busy the machine:
          // its 1-second default made every poll a speed assertion, and speed is the bench's to
          // measure (DESIGN.md). A poll that never passes still fails, after this long.
          expect: { poll: { timeout: 15_000 } },
          // A worker runs its files one after another in one process: playwright-core and the
          // support modules load once per worker, not once per file. The files share no state
          // (each opens its own browser contexts; a site of its own is closed in its afterAll).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
