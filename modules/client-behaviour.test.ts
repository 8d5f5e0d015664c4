import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_NAMES } from '#schemas/generated/catalogue.ts';
import { catalogue } from './catalogue.ts';

/**
 * Issue 26, bad input: a module that says it has no client behaviour (`hydrate: 'never'`) keeps
 * the server's HTML and never gets its code on a first load, so a button in it would be dead.
 * This reads each module's component and everything it imports of ours, and finds what needs
 * the browser: event handlers, state and effect hooks, actors, data asked for in the browser,
 * lazy parts, listeners. The browser journey `tests/e2e/islands.test.ts` checks the same from
 * the other side: every control on every page type works after load.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const ALIASES: Record<string, string> = {
  '#modules/': 'modules/',
  '#engine/': 'engine/',
  '#machines/': 'machines/',
  '#src/': 'src/',
};
const BEHAVIOUR: Array<[RegExp, string]> = [
  [/\bon[A-Z]\w*=\{/, 'an event handler'],
  [
    /\buse(State|Effect|LayoutEffect|Reducer|SyncExternalStore|Selector|Actor|Machine|Transition)\(/,
    'a state or effect hook',
  ],
  [/\bloadPart\(/, 'data asked for in the browser (loadPart)'],
  [/\blazy\(/, 'a lazy part'],
  [/\baddEventListener\(/, 'an event listener'],
];

function resolveImport(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  const path = alias
    ? join(root, ALIASES[alias] ?? '', spec.slice(alias.length))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  return path && /\.tsx?$/.test(path) && existsSync(path) ? path : null;
}

/** Every file of ours a component's code reaches through value imports (not `import type`). */
function reached(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/^import (?!type\b)[^;]*?from '([^']+)'/gm)) {
    const next = m[1] ? resolveImport(file, m[1]) : null;
    if (next) reached(next, seen);
  }
  return seen;
}

/** The component file an entry's `load` imports (directly or through late-loaders.ts). */
function componentFile(name: string): string {
  const entry = join(root, 'modules', name, 'entry.ts');
  const source = readFileSync(entry, 'utf8');
  const late = /late-loaders\.ts'\)\.then\(\(m\) => m\.(\w+)\(\)\)/.exec(source)?.[1];
  const direct = /load: \(\) => import\('([^']+)'\)/.exec(source)?.[1];
  if (!late && direct) return resolve(dirname(entry), direct);
  const loaders = join(root, 'modules/shared/late-loaders.ts');
  const spec = new RegExp(`export const ${late} = \\(\\) => import\\('([^']+)'\\)`).exec(
    readFileSync(loaders, 'utf8'),
  )?.[1];
  if (!late || !spec) throw new Error(`cannot find what the entry of "${name}" loads`);
  return resolve(dirname(loaders), spec);
}

function behaviourOf(name: string): string[] {
  const found: string[] = [];
  for (const file of reached(componentFile(name))) {
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const [pattern, what] of BEHAVIOUR)
      if (pattern.test(code)) found.push(`${file.slice(root.length)}: ${what}`);
  }
  return found;
}

describe('client behaviour as modules declare it (entry.hydrate, decision 022)', () => {
  it.each([...MODULE_NAMES])('%s', (name) => {
    const behaviour = behaviourOf(name);
    if (catalogue[name].hydrate === 'never')
      expect(behaviour, `"${name}" says hydrate: 'never' but has client behaviour`).toEqual([]);
    else
      expect(
        behaviour.length,
        `"${name}" says it hydrates but nothing in it needs the browser: say 'never' and spare every page its code`,
      ).toBeGreaterThan(0);
  });
});
