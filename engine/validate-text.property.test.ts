import fc from 'fast-check';
import {
  allIssues,
  formatIssue,
  validatePageDescriptionText,
  type TextValidation,
} from './validate-text.ts';

const valid = {
  schemaVersion: 1,
  url: '/towns-cities/locations/auckland',
  type: 'towns-cities',
  name: 'auckland',
  title: 'Auckland weather',
  location: { key: 'auckland', type: 'towns-cities', label: 'Auckland', lat: -36.85, lon: 174.76 },
  layout: {
    name: 'five-up',
    primary: {
      main: [
        { name: 'current-conditions', dataUrl: '/api/data/observations/towns-cities/auckland' },
      ],
    },
    secondary: {
      major: [{ name: 'text', title: 'About', text: 'Issued daily.', hideWhen: ['smallScreen'] }],
    },
    navigation: { links: [{ label: 'Rain radar', url: '/maps-radar/rain/radar' }] },
  },
  adConfig: {
    targeting: { staticData: [{ key: 'region', value: 'auckland' }] },
    definitions: [{ id: 'top', def: '/a', sizes: [[320, 50], 'fluid'] }],
  },
  map: { markers: [{ key: 'a', action: '/towns-cities/locations/auckland' }] },
};

/** Every issue is well formed and points inside the text. */
function expectWellFormed(result: TextValidation, text: string): void {
  // Line breaks as the JSON parser and the editor count them: a lone \r ends a line too.
  const lines = text.split(/\r\n|\r|\n/).length;
  if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
  for (const issue of allIssues(result)) {
    expect(issue.line).toBeGreaterThanOrEqual(1);
    expect(issue.line).toBeLessThanOrEqual(lines);
    expect(issue.column).toBeGreaterThanOrEqual(1);
    expect(issue.pointer === '' || issue.pointer.startsWith('/')).toBe(true);
    expect(issue.message).not.toMatch(/\n\s+at /);
    expect(formatIssue(issue)).toContain(`:${issue.line}:${issue.column} `);
  }
}

/** A copy of `root` with the value at a random existing path replaced. */
function replaceAt(root: unknown, path: number[], replacement: unknown): unknown {
  if (path.length === 0 || root === null || typeof root !== 'object') return replacement;
  const keys = Object.keys(root);
  if (keys.length === 0) return replacement;
  const key = keys[path[0]! % keys.length]!;
  const copy = (Array.isArray(root) ? [...root] : { ...root }) as Record<string, unknown>;
  copy[key] = replaceAt((root as Record<string, unknown>)[key], path.slice(1), replacement);
  return copy;
}

describe('validatePageDescriptionText never throws', () => {
  it('for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined);
        expectWellFormed(validatePageDescriptionText(text, 'any.json'), text);
      }),
      { numRuns: 300 },
    );
  });

  it('for a valid description with any part replaced by any JSON value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.jsonValue({ maxDepth: 3 }),
        (path, replacement) => {
          const text = JSON.stringify(replaceAt(valid, path, replacement), null, 2);
          expectWellFormed(validatePageDescriptionText(text, 'mutated.json'), text);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('for random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = Buffer.from(bytes).toString('utf8');
        expectWellFormed(validatePageDescriptionText(text, 'bytes.json'), text);
      }),
      { numRuns: 500 },
    );
  });

  it('for valid JSON text with characters cut out or spliced in', () => {
    const source = JSON.stringify(valid, null, 2);
    fc.assert(
      fc.property(
        fc.nat(source.length),
        fc.nat(8),
        fc.string({ maxLength: 4, unit: 'binary' }),
        (at, cut, insert) => {
          const text = source.slice(0, at) + insert + source.slice(at + cut);
          expectWellFormed(validatePageDescriptionText(text, 'spliced.json'), text);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('for documents nested far deeper than any parser stack', () => {
    const deep = '['.repeat(100_000);
    const closed = `{"title": ${deep}${']'.repeat(100_000)}}`;
    expect(validatePageDescriptionText(deep, 'deep.json')).toEqual({
      ok: false,
      issues: [
        expect.objectContaining({
          line: 1,
          column: 100_001,
          message: expect.stringMatching(/ends too early/),
        }),
      ],
    });
    const result = validatePageDescriptionText(closed, 'deep.json');
    expect(result.ok).toBe(false);
    expectWellFormed(result, closed);
  });

  it('accepts the valid description it mutates', () => {
    expect(validatePageDescriptionText(JSON.stringify(valid), 'valid.json')).toEqual({
      ok: true,
      value: valid,
      moduleIssues: [],
    });
  });
});
