import { initialOpen, openOne, toggle } from './accordion.machine.ts';

const multi = { count: 3, singleOpen: false };
const single = { count: 3, singleOpen: true };

describe('accordion state', () => {
  it('starts closed, or with the default index, or with the requested item', () => {
    expect(initialOpen(multi)).toEqual([]);
    expect(initialOpen({ ...multi, defaultOpenIndex: 1 })).toEqual([1]);
    expect(initialOpen({ ...multi, defaultOpenIndex: 1, requestedIndex: 2 })).toEqual([2]);
    expect(initialOpen({ ...multi, defaultOpenIndex: 7 })).toEqual([]);
  });

  it('toggles items independently in multi mode', () => {
    expect(toggle(toggle([], 2, multi), 0, multi)).toEqual([0, 2]);
    expect(toggle([0, 2], 0, multi)).toEqual([2]);
  });

  it('keeps at most one open in single mode', () => {
    expect(toggle([0], 2, single)).toEqual([2]);
    expect(toggle([2], 2, single)).toEqual([]);
  });

  it('opens an item from outside without closing it when open', () => {
    expect(openOne([1], 1, single)).toEqual([1]);
    expect(openOne([1], 2, single)).toEqual([2]);
    expect(openOne([1], 2, multi)).toEqual([1, 2]);
    expect(toggle([1], 9, multi)).toEqual([1]);
  });
});
