import { foldMacrons, slugify } from '#modules/shared/slug.ts';
import { assignSlugs } from './slug.ts';

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

describe('assignSlugs', () => {
  it('gives the first place the plain slug and appends the region to the second', () => {
    const slugs = assignSlugs([
      { name: 'Richmond', regionSlug: 'tasman' },
      { name: 'Lincoln', regionSlug: 'canterbury' },
      { name: 'Richmond', regionSlug: 'canterbury' },
      { name: 'Richmond', regionSlug: 'southland' },
      { name: 'Lincoln', regionSlug: 'auckland' },
    ]);
    expect(slugs).toEqual([
      'richmond',
      'lincoln',
      'richmond-canterbury',
      'richmond-southland',
      'lincoln-auckland',
    ]);
  });

  it('treats names that differ only by macrons as the same name', () => {
    expect(
      assignSlugs([
        { name: 'Taupō', regionSlug: 'waikato' },
        { name: 'Taupo', regionSlug: 'otago' },
      ]),
    ).toEqual(['taupo', 'taupo-otago']);
  });

  it('adds a counter when a region already holds the name twice', () => {
    const slugs = assignSlugs([
      { name: 'Belmont', regionSlug: 'auckland' },
      { name: 'Belmont', regionSlug: 'wellington' },
      { name: 'Belmont', regionSlug: 'wellington' },
    ]);
    expect(slugs).toEqual(['belmont', 'belmont-wellington', 'belmont-wellington-2']);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('refuses a name that makes no slug', () => {
    expect(() => assignSlugs([{ name: '—', regionSlug: 'otago' }])).toThrow(/Cannot make a slug/);
  });
});
