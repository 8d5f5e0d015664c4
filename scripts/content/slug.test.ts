import { assignSlugs } from './slug.ts';

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
