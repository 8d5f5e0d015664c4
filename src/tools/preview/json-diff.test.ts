import { describe, expect, it } from 'vitest';
import { diffByPointer, shortJson } from './json-diff.ts';

const m = (name: string, title?: string) => ({ name, ...(title ? { title } : {}) });

describe('diffByPointer', () => {
  it('says nothing of equal values', () => {
    expect(diffByPointer({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });

  it('names changed, added and removed fields by pointer', () => {
    expect(
      diffByPointer({ title: 'A', old: 1, 'a/b': 1 }, { title: 'B', url: '/x', 'a/b': 2 }),
    ).toEqual([
      { pointer: '/title', kind: 'changed', before: 'A', after: 'B' },
      { pointer: '/old', kind: 'removed', before: 1 },
      { pointer: '/a~1b', kind: 'changed', before: 1, after: 2 },
      { pointer: '/url', kind: 'added', after: '/x' },
    ]);
  });

  it('sees a module added to a slot as one addition, not a change of every module after it', () => {
    const before = { main: [m('a'), m('b'), m('c')] };
    const after = { main: [m('a'), m('new'), m('b'), m('c')] };
    expect(diffByPointer(before, after)).toEqual([
      { pointer: '/main/1', kind: 'added', after: m('new') },
    ]);
  });

  it('sees a removal and a change inside the same module, not a module turned into another', () => {
    const before = { main: [m('a'), m('b', 'Old'), m('c')] };
    const after = { main: [m('b', 'New'), m('c')] };
    expect(diffByPointer(before, after)).toEqual([
      { pointer: '/main/0', kind: 'removed', before: m('a') },
      { pointer: '/main/0/title', kind: 'changed', before: 'Old', after: 'New' },
    ]);
  });

  it('compares items of a list changed in place by position', () => {
    expect(diffByPointer({ days: [1, 2, 3] }, { days: [1, 5, 3] })).toEqual([
      { pointer: '/days/1', kind: 'changed', before: 2, after: 5 },
    ]);
  });

  it('compares values of different types as a change', () => {
    expect(diffByPointer({ a: [1] }, { a: { 0: 1 } })).toEqual([
      { pointer: '/a', kind: 'changed', before: [1], after: { 0: 1 } },
    ]);
  });

  it('shortens long values', () => {
    expect(shortJson('x'.repeat(200), 10)).toBe('"xxxxxxxx…');
  });
});
