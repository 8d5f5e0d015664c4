import { createRequire } from 'node:module';

/**
 * The journeys' sites render with React's production build, as the deployed server does
 * (`NODE_ENV=production`, docs/deploy.md): React picks its build from `NODE_ENV` when it is first
 * loaded, and the development build doubled the cost of each server render (its element
 * validation and owner stacks; XState's development checks likewise), the most of the browser tier's CPU. Loaded here first, with
 * `NODE_ENV` set only for that moment, the production build is the one every later import gets;
 * the sites' own configuration still reads `NODE_ENV=test`. The unit tier keeps the development
 * build: it renders our sources through Vite's JSX transform, whose development runtime
 * (jsxDEV) needs React's development build (before any build, as in CI, the server renders
 * from the sources).
 */
const require = createRequire(import.meta.url);
/** The packages that choose their build by NODE_ENV and run in the journeys' server renders. */
const PRODUCTION_BUILDS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'xstate',
  '@xstate/react',
];
const before = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  for (const id of PRODUCTION_BUILDS) require(id);
} finally {
  process.env.NODE_ENV = before;
}
