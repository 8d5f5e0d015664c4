import { boundedDistance } from './edit-distance.ts';

/**
 * Up to `count` known names nearest to a misspelt one, nearest first: within a third of the
 * name's length in edits (at least 2), or starting with it.
 *
 * @example closestNames('feed-lsit', ['feed-list', 'link-list', 'text']) // -> ['feed-list']
 */
export function closestNames(name: string, known: readonly string[], count = 3): string[] {
  const wanted = name.toLowerCase();
  const max = Math.max(2, Math.floor(wanted.length / 3));
  return known
    .map((k) => ({
      k,
      d: k.startsWith(wanted) ? 0.5 : boundedDistance(wanted, k.toLowerCase(), max),
    }))
    .filter(({ d }) => d <= max)
    .sort((a, b) => a.d - b.d || a.k.localeCompare(b.k))
    .slice(0, count)
    .map(({ k }) => k);
}

/**
 * The one message for a module name the catalogue does not know, with the nearest known names:
 * the same words in `npm run validate`, the editor's lint and the preview's placeholder.
 */
export function unknownModuleMessage(name: string, known: readonly string[]): string {
  const near = closestNames(name, known);
  const hint = near.length ? ` Did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : '';
  return `Unknown module "${name}".${hint}`;
}
