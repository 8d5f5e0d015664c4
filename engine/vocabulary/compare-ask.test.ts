import { compareAsk, compareQuery, MAX_PLACES, placeKey } from './compare-ask.ts';

describe('compare address', () => {
  it('folds typed names to town keys: case, spaces, macrons, stray punctuation', () => {
    expect(placeKey('Palmerston North')).toBe('palmerston-north');
    expect(placeKey('  Ōtaki ')).toBe('otaki');
    expect(placeKey('whangārei!')).toBe('whangarei');
    expect(placeKey("Jack's Point")).toBe('jacks-point');
    expect(placeKey('../../etc')).toBe('etc');
    expect(placeKey('')).toBe('');
  });

  it('reads the form (one value per picker) and shared links (comma lists) alike', () => {
    const form = compareAsk('?compare=Auckland&compare=Wellington&compare=');
    expect(form).toEqual({ keys: ['auckland', 'wellington'], adding: false });
    expect(compareAsk('?compare=auckland,wellington')).toEqual(form);
    expect(compareAsk('?location=pacific')).toBeNull();
    expect(compareAsk('?compare=')).toEqual({ keys: [], adding: false });
  });

  it('keeps each place once and at most four, the first four asked', () => {
    const ask = compareAsk('?compare=a,b,A,c,d,e');
    expect(ask?.keys).toEqual(['a', 'b', 'c', 'd']);
    expect(ask?.keys).toHaveLength(MAX_PLACES);
  });

  it('adds a picker only below four places', () => {
    expect(compareAsk('?compare=a,b,c&add=1')?.adding).toBe(true);
    expect(compareAsk('?compare=a,b,c,d&add=1')?.adding).toBe(false);
  });

  it('removes the n-th place (1-based) but never below two', () => {
    expect(compareAsk('?compare=a,b,c&remove=2')?.keys).toEqual(['a', 'c']);
    expect(compareAsk('?compare=a,b&remove=1')?.keys).toEqual(['a', 'b']);
    expect(compareAsk('?compare=a,b,c&remove=4')?.keys).toEqual(['a', 'b', 'c']);
    expect(compareAsk('?compare=a,b,c&remove=0')?.keys).toEqual(['a', 'b', 'c']);
    expect(compareAsk('?compare=a,b,c&remove=x')?.keys).toEqual(['a', 'b', 'c']);
  });

  it('writes the canonical query the server caches and forwards', () => {
    expect(compareQuery({ keys: ['a', 'b'], adding: true })).toBe('compare=a,b&add=1');
    expect(compareQuery({ keys: ['a', 'b'], adding: false })).toBe('compare=a,b');
  });
});
