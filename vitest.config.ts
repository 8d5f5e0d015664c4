import { defineConfig } from 'vitest/config';

// Two cores: two workers. Component tests opt into jsdom with a `// @vitest-environment jsdom` line.
export default defineConfig({
  test: {
    globals: true,
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', 'dist/**', '.tmp/**'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
