import { validateRecreationData } from '#schemas/generated/validators.js';
import { tideAt } from '#engine/vocabulary/tides.ts';
import { createDemoProvider } from './demo-provider.ts';
import type { Location } from './locations.ts';
import {
  INLAND_TEXT,
  NO_PORT_TEXT,
  TIDES_DOWN_TEXT,
  isRecreationActivity,
  recreationData,
} from './recreation.ts';

const NOW = Date.parse('2026-11-25T01:00:00Z');
const demo = createDemoProvider({ now: () => NOW });

const place = (type: Location['type'], key: string, extra: Partial<Location> = {}): Location => ({
  key,
  type,
  label: key,
  region: 'Waikato',
  url: `/x/${key}`,
  lat: -37.822,
  lon: 174.811,
  ...extra,
});

describe('recreation data', () => {
  it('rates a surf break every 3 hours for 48 hours, with swell, wind, tide and reasons', async () => {
    const data = await recreationData(place('surfing', 'manu-bay', { facing: 320 }), {
      provider: demo,
      warnings: [],
    });
    expect(validateRecreationData(data)).toBe(true);
    expect(data.activity).toBe('surfing');
    expect(data.periods).toHaveLength(16);
    for (const p of data.periods) {
      expect(p.rating).toBeGreaterThanOrEqual(1);
      expect(p.reasons?.length).toBeGreaterThan(0);
      expect(p.swell).toBeDefined();
      expect(p.tide?.trend).toMatch(/rising|falling/);
    }
    expect(data.tidePort?.label).toBe('Raglan');
    expect(data.seaTemperature).toBeGreaterThan(10);
    expect(data.unavailable).toEqual([]);
  });

  it('judges a kayak spot by risk and a boat ramp by rating, counting a gale warning', async () => {
    const kayak = await recreationData(place('kayak', 'okahu'), { provider: demo, warnings: [] });
    expect(kayak.periods.every((p) => p.risk && p.rating === undefined)).toBe(true);
    const boat = await recreationData(place('boating', 'ramp'), {
      provider: demo,
      warnings: ['gale', 'rain'],
    });
    expect(boat.periods.every((p) => p.rating === 1)).toBe(true);
    expect(boat.periods[0]?.reasons).toEqual(['A gale warning is in force']);
    expect(boat.warnings).toEqual(['gale', 'rain']);
  });

  it('says what a lake cannot have and judges it on wind and gusts', async () => {
    const lake = await recreationData(
      place('paddleboarding', 'acacia-bay', { inland: true, lat: -38.705, lon: 176.035 }),
      { provider: demo, warnings: [] },
    );
    expect(validateRecreationData(lake)).toBe(true);
    expect(lake.unavailable).toEqual([
      { part: 'sea', reason: INLAND_TEXT },
      { part: 'swell', reason: INLAND_TEXT },
      { part: 'tides', reason: INLAND_TEXT },
    ]);
    expect(lake.periods.every((p) => !p.sea && !p.swell && !p.tide && p.risk)).toBe(true);
    expect(lake.periods[0]?.reasons?.at(-1)).toMatch(/^Inland water/);
  });

  it('says so when no tide station is near, or tides cannot be had', async () => {
    // 60 km off the Kaikōura coast the nearest port is over 60 km away.
    const far = await recreationData(place('coastal', 'offshore', { lat: -42.9, lon: 174.4 }), {
      provider: demo,
      warnings: [],
    });
    expect(far.unavailable).toContainEqual({ part: 'tides', reason: NO_PORT_TEXT });
    const down = await recreationData(place('coastal', 'beach'), {
      provider: { ...demo, tides: () => Promise.reject(new Error('offline')) },
      warnings: [],
    });
    expect(down.unavailable).toContainEqual({ part: 'tides', reason: TIDES_DOWN_TEXT });
    expect(down.periods[0]?.tide).toBeUndefined();
  });

  it('refuses a place that is not recreational', async () => {
    expect(isRecreationActivity('towns-cities')).toBe(false);
    await expect(
      recreationData(place('towns-cities', 'auckland'), { provider: demo, warnings: [] }),
    ).rejects.toThrow(/not a recreational place/);
  });
});

describe('tideAt', () => {
  const tides = [
    { time: '2026-11-25T04:00:00+13:00', type: 'low' as const, height: 0.4 },
    { time: '2026-11-25T10:00:00+13:00', type: 'high' as const, height: 2.4 },
  ];
  it('follows a half cosine from low to high, and is undefined outside the table', () => {
    const at = (iso: string) => tideAt(tides, Date.parse(iso));
    expect(at('2026-11-25T04:00:00+13:00')).toEqual({ height: 0.4, trend: 'rising' });
    expect(at('2026-11-25T07:00:00+13:00')).toEqual({ height: 1.4, trend: 'rising' });
    expect(at('2026-11-25T10:00:00+13:00')).toEqual({ height: 2.4, trend: 'rising' });
    expect(at('2026-11-25T11:00:00+13:00')).toBeUndefined();
  });
});
