import { readFileSync } from 'node:fs';
import {
  DEMO_START as START,
  demoWarnings,
  SITE_LOCATIONS as FILE,
} from '#tests/support/warnings-fixtures.ts';
import { distanceKm } from '#engine/geo.ts';
import { warningForcing } from './demo-forcing.ts';
import { createDemoProvider } from './demo-provider.ts';
import { parseLocations } from './locations.ts';

const HOUR = 3_600_000;

async function site(clock: { now: number }) {
  const warnings = await demoWarnings(clock);
  const now = () => clock.now;
  const weather = createDemoProvider({ now, forcing: warningForcing(() => warnings.all(), now) });
  return { warnings, weather };
}

const { locations } = parseLocations(JSON.parse(readFileSync(FILE, 'utf8')));
const town = (key: string) => locations.find((l) => l.type === 'towns-cities' && l.key === key)!;

describe('one weather model behind warnings, forecasts and radar (issue 14)', () => {
  it('rains hard at Hokitika under the red heavy-rain warning, on the radar in the same hour', async () => {
    const clock = { now: START };
    const { warnings, weather } = await site(clock);
    const hokitika = town('hokitika');
    for (let t = START; t < START + 12 * HOUR; t += HOUR) {
      clock.now = t;
      const red = warnings
        .forLocation('towns-cities', 'hokitika')!
        .warnings.some((w) => w.warnLevel === 'red' && w.eventType === 'rain');
      expect(red).toBe(true);
      const hour = (await weather.hourly(hokitika)).hours[0]!;
      expect(hour.rainfall).toBeGreaterThanOrEqual(5);
      const frame = (await weather.radar()).frames.at(-1)!;
      const over = frame.cells.filter(
        (c) => distanceKm(c, hokitika) <= c.radiusKm && c.intensity >= 5,
      );
      expect(over.length, new Date(t).toISOString()).toBeGreaterThan(0);
    }
    clock.now = START;
    const today = (await weather.rain(hokitika)).days[0]!;
    expect(today.rainfall).toBeGreaterThanOrEqual(48);
  });

  it('blows harder in Wellington under the orange wind warning than without it', async () => {
    const clock = { now: START + 9 * HOUR };
    const { warnings, weather } = await site(clock);
    const wellington = town('wellington');
    const warned = warnings
      .forLocation('towns-cities', 'wellington')!
      .warnings.some((w) => w.eventType === 'wind');
    expect(warned).toBe(true);
    const calm = createDemoProvider({ now: () => clock.now });
    const withWarning = (await weather.current(wellington)).current.wind.averageSpeed;
    const without = (await calm.current(wellington)).current.wind.averageSpeed;
    expect(withWarning).toBeGreaterThan(without * 1.5);
  });
});
