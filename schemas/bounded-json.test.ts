import { describe, expect, it } from 'vitest';
import { boundedJson } from './bounded-json.ts';

/** An array nested `depth` deep around `inner`, built without recursion. */
function nested(depth: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('boundedJson', () => {
  it('writes small values as JSON does', () => {
    for (const value of ['Ōtaki', 42, true, null, [1, 'a'], { a: { b: [1] } }, []]) {
      expect(boundedJson(value)).toBe(JSON.stringify(value));
    }
    expect(boundedJson(undefined)).toBe('null');
  });

  it('stops at the depth limit', () => {
    expect(boundedJson({ a: [[[1]]] }, { maxDepth: 2 })).toBe('{"a":[[…]]}');
    expect(boundedJson(nested(5), { maxDepth: 3 })).toBe('[[[[…]]]]');
  });

  it('quotes a value nested 1,000,000 deep, where JSON.stringify overflows the stack', () => {
    const deep = nested(1_000_000);
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    expect(boundedJson(deep)).toBe('[[[[…]]]]');
  });

  it('stops at the length limit, however wide or long the value', () => {
    const wide = Array.from({ length: 1_000_000 }, (_, i) => i);
    const text = boundedJson(wide, { maxLength: 20 });
    expect(text).toHaveLength(20);
    expect(text).toBe('[0,1,2,3,4,5,6,7,8,…');
    expect(boundedJson('x'.repeat(10_000_000), { maxLength: 10 })).toBe('"xxxxxxxx…');
    const keys = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    expect(boundedJson(keys, { maxLength: 16 })).toBe('{"k0":0,"k1":1,…');
  });
});
