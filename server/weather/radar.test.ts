import { distanceKm } from '#engine/geo.ts';
import { TEST_NOW_MS } from '#tests/support/clock.ts';
import { demoWarnings } from '#tests/support/warnings-fixtures.ts';
import { warningForcing } from './demo-forcing.ts';
import { RADAR_FRAMES, RADAR_INTERVAL_MINUTES, radarEchoes, steeringWind } from './radar.ts';

const STEP = RADAR_INTERVAL_MINUTES * 60_000;
const HOUR = 3_600_000;

/** The frames a visitor plays, as echoes keyed by their storm. */
function frames(forcing: Parameters<typeof radarEchoes>[1], latest: number) {
  return Array.from({ length: RADAR_FRAMES }, (_, i) => {
    const t = latest - (RADAR_FRAMES - 1 - i) * STEP;
    return new Map(radarEchoes(t, forcing).map((e) => [e.id, e.cell]));
  });
}

describe('demo radar frames (issue 22: rain that moves)', () => {
  it('overlap from one frame to the next: most cells move a little, few appear or vanish', async () => {
    const clock = { now: TEST_NOW_MS };
    const warnings = await demoWarnings(clock);
    const forcing = warningForcing(
      () => warnings.all(),
      () => clock.now,
    );
    // At the tests' instant and a day either side of it: wet and dry hours, warnings and none.
    for (const latest of [TEST_NOW_MS, TEST_NOW_MS - 24 * HOUR, TEST_NOW_MS + 24 * HOUR]) {
      clock.now = latest;
      const all = frames(forcing, latest);
      expect(all.at(-1)!.size, 'a wet hour has rain on the radar').toBeGreaterThan(0);
      for (let i = 1; i < all.length; i++) {
        const before = all[i - 1]!;
        const after = all[i]!;
        if (before.size + after.size === 0) continue; // a dry spell: nothing to follow
        const kept = [...after.keys()].filter((id) => before.has(id));
        const changed = before.size + after.size - 2 * kept.length;
        // Few appear or vanish between two frames ten minutes apart...
        expect(changed / Math.max(before.size, after.size), `frame ${i}`).toBeLessThanOrEqual(0.25);
        // ...and those that stay have moved, by no more than the wind carries them in ten minutes.
        const moves = kept.map((id) => distanceKm(before.get(id)!, after.get(id)!));
        expect(moves.filter((km) => km > 0.5).length / kept.length).toBeGreaterThan(0.9);
        expect(Math.max(...moves)).toBeLessThan(15);
      }
      // No frame set switches on or off: the first and last frames of the two hours share storms.
      const first = [...all[0]!.keys()];
      expect(first.filter((id) => all.at(-1)!.has(id)).length).toBeGreaterThan(0);
    }
  });

  it('carries rain with the wind: from the west, at 35 to 60 km/h', () => {
    for (const [lat, lon] of [
      [-42.7, 171],
      [-36.8, 174.8],
      [-45.9, 170.5],
    ] as const) {
      const wind = steeringWind(lat, lon, TEST_NOW_MS);
      const speed = Math.hypot(wind.north, wind.east);
      expect(wind.east).toBeGreaterThan(0);
      expect(speed).toBeGreaterThanOrEqual(35);
      expect(speed).toBeLessThanOrEqual(60);
    }
  });
});
