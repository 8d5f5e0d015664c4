import { buildTowns, matchPopulations, mergeDuplicates } from './towns.ts';
import type { GeoNamesPlace } from './sources.ts';

const place = (name: string, admin1: string, lat: number, lon: number): GeoNamesPlace => ({
  name,
  admin1,
  lat,
  lon,
});

describe('matchPopulations', () => {
  const places = [
    { ...place('Whanganui', 'F3', -39.93, 175.05), region: 'Manawatū-Whanganui' },
    { ...place('Richmond', 'TAS', -41.33, 173.18), region: 'Tasman' },
    { ...place('Richmond', 'E9', -43.51, 172.65), region: 'Canterbury' },
  ];

  it('matches by name and nearby position, and knows the old spelling of Whanganui', () => {
    const result = matchPopulations(places, [
      { name: 'Wanganui', population: 40268, lat: -39.93, lon: 175.04 },
      { name: 'Richmond', population: 14000, lat: -41.34, lon: 173.19 },
    ]);
    expect(result.map((p) => p.population)).toEqual([40268, 14000, undefined]);
  });

  it('ignores a same-named place that is far away', () => {
    const result = matchPopulations(places, [
      { name: 'Richmond', population: 5000, lat: -37.8, lon: 175.3 },
    ]);
    expect(result.every((p) => p.population === undefined)).toBe(true);
  });
});

describe('mergeDuplicates', () => {
  it('keeps one of two same-named entries a few kilometres apart in one region', () => {
    const merged = mergeDuplicates([
      { ...place('Wairoa', 'F2', -39.03333, 177.36667), region: "Hawke's Bay", population: 4260 },
      { ...place('Wairoa', 'F2', -39.03823, 177.42022), region: "Hawke's Bay" },
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.population).toBe(4260);
  });

  it('keeps same-named places in different regions', () => {
    const merged = mergeDuplicates([
      { ...place('Lincoln', 'E9', -43.65, 172.48), region: 'Canterbury' },
      { ...place('Lincoln', 'E7', -36.86, 174.62), region: 'Auckland' },
    ]);
    expect(merged).toHaveLength(2);
  });
});

describe('buildTowns', () => {
  const geonames = [
    place('Richmond', 'E9', -43.51, 172.65),
    place('Richmond', 'TAS', -41.33, 173.18),
    place('Taupo', 'G1', -38.68, 176.08),
    place('Aotea', 'G2', -39.63, 175.31),
  ];

  it('gives the larger place the plain slug, labels with macrons and applies corrections', () => {
    const towns = buildTowns(
      geonames,
      [{ name: 'Richmond', population: 14000, lat: -41.33, lon: 173.18 }],
      [{ name: 'Aotea', admin1: 'G2', lat: -41.12, lon: 174.855 }],
      { Taupo: 'Taupō' },
    );
    const byKey = new Map(towns.map((t) => [t.key, t]));
    expect([...byKey.keys()]).toEqual(['aotea', 'richmond', 'richmond-canterbury', 'taupo']);
    expect(byKey.get('richmond')!.region).toBe('Tasman');
    expect(byKey.get('richmond-canterbury')!.region).toBe('Canterbury');
    expect(byKey.get('taupo')!.label).toBe('Taupō');
    expect(byKey.get('aotea')!.lat).toBe(-41.12);
  });

  it('fails on a place whose region code is unknown', () => {
    expect(() => buildTowns([place('Nowhere', 'XX', -40, 175)], [], [], {})).toThrow(
      /admin1 code "XX"/,
    );
  });
});
