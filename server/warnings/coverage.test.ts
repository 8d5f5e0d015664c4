import { parsePolygon } from './cap-parser.ts';
import { areaCovers, foldName, pointInRing } from './coverage.ts';
import { FIXTURE_LOCATIONS } from '#tests/support/warnings-fixtures.ts';

const square = parsePolygon('-42,170 -42,171 -43,171 -43,170 -42,170', 'test');
const at = (key: string) => FIXTURE_LOCATIONS.find((l) => l.key === key)!;

describe('point in polygon', () => {
  it('is inside within the ring and outside beyond any edge', () => {
    expect(pointInRing(-42.5, 170.5, square)).toBe(true);
    expect(pointInRing(-41.9, 170.5, square)).toBe(false);
    expect(pointInRing(-42.5, 171.1, square)).toBe(false);
    expect(pointInRing(-43.1, 170.5, square)).toBe(false);
    expect(pointInRing(-42.5, 169.9, square)).toBe(false);
  });

  it('handles a concave ring (the notch is outside)', () => {
    const c = parsePolygon(
      '-40,170 -40,174 -44,174 -44,170 -43,170 -43,173 -41,173 -41,170 -40,170',
      'c',
    );
    expect(pointInRing(-42, 171, c)).toBe(false);
    expect(pointInRing(-42, 173.5, c)).toBe(true);
    expect(pointInRing(-40.5, 171, c)).toBe(true);
  });

  it('handles rings across the antimeridian', () => {
    const ring = parsePolygon('-25,165 -25,-172 -33,-172 -33,165 -25,165', 'tc');
    expect(pointInRing(-30, 172, ring)).toBe(true);
    expect(pointInRing(-30, 179.9, ring)).toBe(true);
    expect(pointInRing(-30, -175, ring)).toBe(true);
    expect(pointInRing(-30, -165, ring)).toBe(false);
    expect(pointInRing(-30, 160, ring)).toBe(false);
  });
});

describe('area coverage', () => {
  const westland = {
    areaDesc: 'Westland',
    polygons: [
      parsePolygon(
        '-42.28,171.05 -42.33,171.55 -42.75,171.62 -43.1,171.15 -42.6,170.78 -42.28,171.05',
        'w',
      ),
    ],
    geocodes: [{ valueName: 'NZ-region', value: 'West Coast' }],
  };

  it('covers by polygon only when the area has polygons, even if it names the region', () => {
    expect(areaCovers(westland, at('hokitika'))).toBe(true);
    expect(areaCovers(westland, at('greymouth'))).toBe(true);
    expect(areaCovers(westland, at('westport'))).toBe(false);
  });

  it('covers by region name when the area has no polygon', () => {
    const byRegion = {
      areaDesc: 'West Coast and Fiordland',
      polygons: [],
      geocodes: [{ valueName: 'NZ-region', value: 'West Coast' }],
    };
    expect(areaCovers(byRegion, at('westport'))).toBe(true);
    expect(areaCovers(byRegion, at('dunedin'))).toBe(false);
    const byDesc = { areaDesc: 'Manawatu-Whanganui', polygons: [], geocodes: [] };
    expect(areaCovers(byDesc, { ...at('dunedin'), region: 'Manawatū-Whanganui' })).toBe(true);
  });

  it('folds macrons and case', () => {
    expect(foldName('Manawatū-Whanganui')).toBe(foldName('MANAWATU WHANGANUI'));
  });
});
