import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONDITION_TEXT } from './conditions.tsx';

const sprite = readFileSync(new URL('./icons.svg', import.meta.url), 'utf8');
const symbols = new Set([...sprite.matchAll(/<symbol id="([\w-]+)"/g)].map((m) => m[1]));

describe('the weather icon sprite', () => {
  it('has a symbol for every condition and for the night versions of the sunny ones', () => {
    for (const condition of Object.keys(CONDITION_TEXT)) expect(symbols).toContain(condition);
    for (const night of ['night-fine', 'night-partly-cloudy', 'night-few-showers'])
      expect(symbols).toContain(night);
  });

  it('refers only to shapes it defines', () => {
    const ids = new Set([...sprite.matchAll(/ id="([\w-]+)"/g)].map((m) => m[1]));
    for (const [, ref] of sprite.matchAll(/href="#([\w-]+)"/g)) expect(ids).toContain(ref);
  });
});

describe('the sprite file', () => {
  it('is well-formed XML (a bad comment makes every icon vanish)', () => {
    for (const [, comment] of sprite.matchAll(/<!--([\s\S]*?)-->/g))
      expect(comment).not.toContain('--');
  });
});
