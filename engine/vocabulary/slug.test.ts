import { foldMacrons, slugify } from './slug.ts';

describe('slugify', () => {
  it('lowercases, drops macrons and joins words with hyphens', () => {
    expect(slugify('Whangārei')).toBe('whangarei');
    expect(slugify('Manawatū-Whanganui')).toBe('manawatu-whanganui');
    expect(slugify('Palmerston North')).toBe('palmerston-north');
    expect(slugify('Ōhau')).toBe('ohau');
  });

  it('removes apostrophes instead of splitting on them', () => {
    expect(slugify("Jack's Point")).toBe('jacks-point');
    expect(slugify("Hawke's Bay")).toBe('hawkes-bay');
  });

  it('collapses other punctuation and trims hyphens', () => {
    expect(slugify('  Aoraki/Mount Cook  ')).toBe('aoraki-mount-cook');
    expect(slugify('St. Clair')).toBe('st-clair');
  });

  it('folds macrons without touching plain letters', () => {
    expect(foldMacrons('Tūroa Ōpōtiki')).toBe('Turoa Opotiki');
  });
});
