import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import { layoutLabels } from './label-layout.ts';
import { selectMainCentres } from './national-map.ts';

const point = (key: string, lat: number, lon: number, text = key) => ({ key, lat, lon, text });

describe('national map label layout', () => {
  it('labels west coast towns on the left and east coast towns on the right', () => {
    const sides = layoutLabels(
      [
        'greymouth',
        'christchurch',
        'queenstown',
        'dunedin',
        'auckland',
        'hamilton',
        'wellington',
      ].map((key) => {
        const l = FIXTURE_LOCATIONS.find((x) => x.key === key);
        if (!l) throw new Error(key);
        return point(l.key, l.lat, l.lon, l.label);
      }),
    );
    expect(sides.get('greymouth')).toBe('left');
    expect(sides.get('christchurch')).toBe('right');
    expect(sides.get('dunedin')).toBe('right');
  });

  it('moves a label off the side where a neighbour sits', () => {
    // Two towns side by side: the western one labels left, the eastern one right.
    const sides = layoutLabels([
      point('west', -43.5, 171.0, 'Westtown'),
      point('east', -43.5, 171.2, 'Easttown'),
    ]);
    expect(sides.get('west')).toBe('left');
    expect(sides.get('east')).toBe('right');
    // A town at the east edge of the map keeps its label on the map.
    const edge = layoutLabels([point('edge', -37.7, 178.3, 'A long town name')]);
    expect(edge.get('edge')).not.toBe('right');
  });

  it('gives every main centre a side, deterministically', () => {
    const centres = selectMainCentres(FIXTURE_LOCATIONS);
    const input = centres.map((l) => point(l.key, l.lat, l.lon, l.label));
    const sides = layoutLabels(input);
    expect([...sides.keys()]).toEqual(centres.map((c) => c.key));
    expect(layoutLabels(input)).toEqual(sides);
    expect(layoutLabels([])).toEqual(new Map());
  });
});
