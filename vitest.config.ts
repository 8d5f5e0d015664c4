import { defineConfig } from 'vitest/config';

/**
 * What crosses a process or browser boundary (DESIGN.md: tests/ holds only that): the journeys in
 * Chromium, and tests that start server processes, a PostgreSQL server or read the build.
 */
const BROWSER_TIER = ['tests/e2e/**/*.test.ts', 'tests/integration/**/*.test.ts'];

// Two tiers (README, "Test it"): `npm run test:unit` runs the first alone, without a build, a
// browser or a database server; `npm run test:browser` the second after the build; `npm test` both,
// the unit tier first. Two cores: two workers. Component tests opt into jsdom with a
// `// @vitest-environment jsdom` line.
export default defineConfig({
  test: {
    globals: true,
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: ['node_modules/**', 'dist/**', '.tmp/**', ...BROWSER_TIER],
          // Files share a worker process and its loaded modules (a third less CPU than a process
          // per file); each file still gets its own environment and clean-up (unit-setup.ts).
          isolate: false,
          setupFiles: ['tests/support/unit-setup.ts'],
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
