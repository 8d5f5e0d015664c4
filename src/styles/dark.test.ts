import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = (name: string) =>
  readFileSync(new URL(`./${name}`, import.meta.url), 'utf8').replace(/\/\*[^]*?\*\//g, '');

/** Every `property: value` of a stylesheet, in order. */
function declarations(text: string): Array<[string, string]> {
  return [...text.matchAll(/([-\w]+)\s*:\s*([^;{}]+);/g)].map((m) => [m[1]!, m[2]!.trim()]);
}

/** What may change with the colour scheme: nothing here can move or resize a box. */
const COLOUR_PROPERTIES = new Set(['color', 'background', 'fill', 'stroke', 'color-scheme']);

describe('the dark colours (src/styles/dark.css, decision 012)', () => {
  it('change colours only, so a dark page cannot shift its layout', () => {
    const found = declarations(css('dark.css'));
    expect(found.length).toBeGreaterThan(10);
    const notColour = found.filter(([property, value]) =>
      property.startsWith('--')
        ? !/^(#[0-9a-f]{3,8}|var\(--[\w-]+\)|0 \d+px \d+px rgb\([\d\s./]+\))$/i.test(value)
        : !COLOUR_PROPERTIES.has(property) ||
          (property === 'background' && !/^(#[0-9a-f]{3,8}|var\(--[\w-]+\))$/i.test(value)),
    );
    expect(notColour).toEqual([]);
  });

  it('give a dark value only to tokens that exist, so none is a misspelling', () => {
    const tokens = new Set(declarations(css('tokens.css')).map(([p]) => p));
    const unknown = declarations(css('dark.css'))
      .map(([p]) => p)
      .filter((p) => p.startsWith('--') && !tokens.has(p));
    expect(unknown).toEqual([]);
  });
});
