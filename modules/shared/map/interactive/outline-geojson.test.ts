import { projectPoint } from '../projection.ts';
import { outlineGeoJson, unproject } from './outline-geojson.ts';

describe('outline as GeoJSON', () => {
  it('inverts the static map projection', () => {
    const xy = projectPoint(-41.29, 174.78)!;
    const [lon, lat] = unproject(xy[0], xy[1]);
    expect(lon).toBeCloseTo(174.78, 1);
    expect(lat).toBeCloseTo(-41.29, 1);
  });

  it('turns every island of the outline into a closed polygon inside New Zealand', () => {
    const { features } = outlineGeoJson();
    expect(features.length).toBeGreaterThanOrEqual(3);
    for (const f of features) {
      const ring = (f.geometry as GeoJSON.Polygon).coordinates[0]!;
      expect(ring[0]).toEqual(ring.at(-1));
      for (const [lon, lat] of ring) {
        expect(lon).toBeGreaterThan(165);
        expect(lon).toBeLessThan(179);
        expect(lat).toBeGreaterThan(-48);
        expect(lat).toBeLessThan(-34);
      }
    }
  });
});
