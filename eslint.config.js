import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * The floors of DESIGN.md: imports only go down, server -> src -> modules -> machines -> engine ->
 * schemas; of src/ the server imports only the SSR entry. Written as a lint rule so it cannot drift
 * (docs/decisions/009-one-contract-per-boundary.md).
 */
const FLOORS = ['schemas', 'engine', 'machines', 'modules', 'src', 'server'];
const above = (folder) => FLOORS.slice(FLOORS.indexOf(folder) + 1);
const floorRule = (folder, extra = []) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  // A test may reach up to check a contract from both sides (module <- data endpoint).
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              ...above(folder).flatMap((f) => [`\\#${f}/**`, `**/../${f}/*`]),
              '\\#content/**',
              ...extra,
            ],
            message: `${folder}/ may not import from a floor above it (DESIGN.md "Folder layout").`,
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'schemas/generated', 'content', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: [
      'scripts/**',
      'bench/**',
      'tests/**',
      'machines/testing/**',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  ...FLOORS.map((folder) =>
    floorRule(folder, folder === 'server' ? ['\\#src/**', '!\\#src/entry-server.tsx'] : []),
  ),
);
