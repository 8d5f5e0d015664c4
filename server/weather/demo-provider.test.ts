import { COMPASS_POINT_VALUES, CONDITION_VALUES } from '#schemas/generated/enums.ts';
import fc from 'fast-check';
import { validateMarker } from '#schemas/generated/validators.js';
import { createDemoProvider } from './demo-provider.ts';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import type { Location } from './locations.ts';
import { selectMainCentres } from './national-map.ts';
import { DAY_MS, HOUR_MS, nzDate, nzIso } from './nz-time.ts';
import type { WeatherProvider } from './provider.ts';

const NOV_22_1430 = Date.parse('2026-11-22T01:30:00Z'); // 14:30 NZDT
const JULY_22_1100 = Date.parse('2026-07-21T23:00:00Z'); // 11:00 NZST, ski season
const byKey = (key: string): Location => {
  const found = FIXTURE_LOCATIONS.find((l) => l.key === key);
  if (!found) throw new Error(`fixture has no ${key}`);
  return found;
};
const at = (ms: number): WeatherProvider => createDemoProvider({ now: () => ms });

async function everything(provider: WeatherProvider): Promise<unknown[]> {
  const town = byKey('wellington');
  const ski = byKey('mt-hutt');
  return Promise.all([
    provider.current(town),
    provider.daily(town),
    provider.hourly(town),
    provider.rain(town),
    provider.marine(byKey('cook-strait')),
    provider.mountain(byKey('aoraki-mount-cook')),
    provider.skiReport(ski),
    provider.snow(ski),
    provider.road(ski),
    provider.nationalMap(selectMainCentres(FIXTURE_LOCATIONS)),
    provider.radar(),
  ]);
}

describe('demo provider', () => {
  it('answers the same for the same clock hour, and marks every answer as demo data', async () => {
    const first = await everything(at(NOV_22_1430));
    const second = await everything(at(NOV_22_1430 + 20 * 60_000));
    // Radar frames move every 10 minutes; everything else is fixed within the hour.
    expect(first.slice(0, -1)).toEqual(second.slice(0, -1));
    expect(await everything(at(NOV_22_1430))).toEqual(first);
    for (const answer of first) {
      expect(answer).toMatchObject({ source: 'demo' });
      expect(Number.isNaN(Date.parse((answer as { issuedAt: string }).issuedAt))).toBe(false);
    }
  });

  it('gives different places different forecasts', async () => {
    const provider = at(NOV_22_1430);
    const auckland = await provider.daily(byKey('auckland'));
    const invercargill = await provider.daily(byKey('invercargill'));
    expect(auckland.days).not.toEqual(invercargill.days);
    const meanHigh = (days: { highTemp: number }[]): number =>
      days.reduce((s, d) => s + d.highTemp, 0) / days.length;
    expect(meanHigh(auckland.days)).toBeGreaterThan(meanHigh(invercargill.days));
  });

  it('forecasts ten local days from today, with spec field names and plausible values', async () => {
    const { days, location } = await at(NOV_22_1430).daily(byKey('christchurch'));
    expect(location).toEqual({
      key: 'christchurch',
      type: 'towns-cities',
      label: 'Christchurch',
      region: 'Canterbury',
    });
    expect(days.map((d) => d.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => nzDate(NOV_22_1430 + i * DAY_MS)),
    );
    for (const day of days) {
      expect(CONDITION_VALUES).toContain(day.condition);
      expect(day.highTemp).toBeGreaterThanOrEqual(day.lowTemp);
      // Late spring in Christchurch.
      expect(day.highTemp).toBeGreaterThan(8);
      expect(day.highTemp).toBeLessThan(33);
      expect(day.text).toMatch(/^[A-Z][^.]*\..*(?:erlies|winds|gales)[^.]*\.$/);
      expect(COMPASS_POINT_VALUES).toContain(day.wind.direction);
    }
  });

  it('gives 48 consecutive hours from the current hour', async () => {
    const { hours } = await at(NOV_22_1430).hourly(byKey('auckland'));
    expect(hours).toHaveLength(48);
    const start = Math.floor(NOV_22_1430 / HOUR_MS) * HOUR_MS;
    expect(hours.map((h) => h.time)).toEqual(
      Array.from({ length: 48 }, (_, i) => nzIso(start + i * HOUR_MS)),
    );
    expect(hours[0]?.time).toBe('2026-11-22T14:00:00+13:00');
  });

  it('gives rain days whose temperature lies between the low and high', async () => {
    const { days } = await at(NOV_22_1430).rain(byKey('greymouth'));
    expect(days).toHaveLength(10);
    for (const day of days) {
      expect(day.temperature).toBeGreaterThanOrEqual(day.lowTemp - 1);
      expect(day.temperature).toBeLessThanOrEqual(day.highTemp + 1);
      expect(day.rainfall).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives 48 rain hours that match the hourly forecast and add up to the daily totals', async () => {
    const provider = at(NOV_22_1430);
    const place = byKey('greymouth');
    const rain = await provider.rain(place);
    const hourly = await provider.hourly(place);
    expect(rain.hours).toHaveLength(48);
    expect(rain.hours).toEqual(hourly.hours.map((h) => ({ time: h.time, rainfall: h.rainfall })));
    // 14:00 today + 10 h is midnight: hours 10..33 are the whole of tomorrow.
    const tomorrow = rain.hours.slice(10, 34);
    expect(tomorrow[0]?.time).toBe(`${rain.days[1]?.date}T00:00:00+13:00`);
    const total = tomorrow.reduce((s, h) => s + Number(h.rainfall), 0);
    expect(rain.days[1]?.rainfall).toBeCloseTo(total, 1);
  });

  it('gives marine periods in knots and metres, rougher on the high seas', async () => {
    const provider = at(NOV_22_1430);
    const coastal = await provider.marine(byKey('cook-strait'));
    const southern = await provider.marine(byKey('southern'));
    expect(coastal.periods).toHaveLength(16);
    expect(coastal.text).toMatch(
      /^[A-Z][a-z]+ \d+ knots[^.]*\. (?:Sea becoming [a-z ]+|[A-Z][a-z ]+ sea)\. [A-Z][a-z]+ swell [\d.]+ metres?\.$/,
    );
    const meanSwell = (p: typeof coastal.periods): number =>
      p.reduce((s, x) => s + x.swell.seaHeight, 0) / p.length;
    expect(meanSwell(southern.periods)).toBeGreaterThan(meanSwell(coastal.periods));
    for (const p of coastal.periods) {
      expect(p.swell.seaHeight).toBeGreaterThan(0);
      expect(p.swell.seaHeight).toBeLessThan(15);
      expect(p.swell.period).toBeGreaterThanOrEqual(5);
    }
  });

  it("gives a harbour a short fetch's sea and little swell, in any wind", async () => {
    const marina: Location = { ...byKey('cook-strait'), key: 'marina', type: 'boating' };
    const coast: Location = { ...marina, type: 'surfing' };
    const hours = Array.from({ length: 8 }, (_, d) => NOV_22_1430 + d * DAY_MS);
    for (const ms of hours) {
      const [harbour, open] = await Promise.all([at(ms).marine(marina), at(ms).marine(coast)]);
      harbour.periods.forEach((p, i) => {
        const outside = open.periods[i]!;
        expect(p.wind).toEqual(outside.wind);
        // A 68-knot storm raises about 1.8 m over 10 km of harbour; the open coast's is 11 m.
        expect(p.waveHeight).toBeLessThanOrEqual(Math.min(2.5, outside.waveHeight! + 0.05));
        expect(p.swell.seaHeight).toBeLessThanOrEqual(outside.swell.seaHeight);
      });
    }
  });

  it('gives mountain days with a freezing level, snowfall and wind at altitude', async () => {
    const { days, altitude } = await at(JULY_22_1100).mountain(byKey('aoraki-mount-cook'));
    expect(altitude).toBe(2000);
    expect(days).toHaveLength(7);
    for (const day of days) {
      expect(day.freezingLevel).toBeGreaterThanOrEqual(0);
      expect(day.freezingLevel).toBeLessThan(3500);
      expect(day.snowFall).toBeGreaterThanOrEqual(0);
      expect(day.windAtAltitude.altitude).toBe(2000);
      expect(day.text).toContain(`Freezing level ${day.freezingLevel} metres.`);
    }
    // Midwinter at 2000 m is below freezing.
    expect(Math.min(...days.map((d) => d.highTemp))).toBeLessThan(0);
  });

  it('reports lifts open in the season and closed out of it, with counts that match the list', async () => {
    const winter = await at(JULY_22_1100).skiReport(byKey('mt-hutt'));
    const summer = await at(NOV_22_1430).skiReport(byKey('mt-hutt'));
    expect(winter.isSkiSeason).toBe(true);
    expect(summer.isSkiSeason).toBe(false);
    const items = winter.facilities.facilityList.flatMap((g) => g.items);
    expect(items.length).toBeGreaterThan(3);
    expect(summer.facilities.status).toEqual({ open: 0, paused: 0, closed: items.length });
    expect(winter.facilities.status.open).toBeGreaterThan(0);
    for (const status of ['open', 'paused', 'closed'] as const) {
      expect(winter.facilities.status[status]).toBe(
        items.filter((i) => i.status === status).length,
      );
    }
    expect(winter.facilities.verticalDrop).toBe(
      winter.facilities.highAltitude - winter.facilities.baseAltitude,
    );
    expect(winter.facilities.viewMoreUrl).toMatch(/^https:\/\//);
    // A club field not in the curated list still gets a plausible layout.
    const club = await at(JULY_22_1100).skiReport(byKey('broken-river'));
    expect(club.facilities.baseAltitude).toBeGreaterThan(1000);
    expect(club.facilities.viewMoreUrl).toBe('/mountains-and-parks/ski-fields/broken-river');
  });

  it('reports snow bases in cm, deeper in winter, and a road status', async () => {
    const winter = await at(JULY_22_1100).snow(byKey('mt-hutt'));
    const summer = await at(Date.parse('2026-12-22T01:00:00Z')).snow(byKey('mt-hutt'));
    expect(winter.upperSnowBase).toBeGreaterThanOrEqual(winter.lowerSnowBase);
    expect(winter.upperSnowBase).toBeGreaterThan(50);
    expect(summer.upperSnowBase).toBeLessThan(winter.upperSnowBase);
    expect(winter.text.length).toBeGreaterThan(10);
    const road = await at(JULY_22_1100).road(byKey('mt-hutt'));
    expect(['open', 'caution', 'chains', 'closed']).toContain(road.status);
    expect(road.roadName).toBe('Mt Hutt Ski Field Road');
    expect(road).not.toHaveProperty('name');
  });

  it('puts schema-valid label markers on the national map', async () => {
    const centres = selectMainCentres(FIXTURE_LOCATIONS);
    const { markers } = await at(NOV_22_1430).nationalMap(centres);
    expect(markers.map((m) => m.key)).toEqual(centres.map((c) => c.key));
    for (const marker of markers) {
      expect(validateMarker(marker), JSON.stringify(validateMarker.errors)).toBe(true);
      expect(marker.label?.textHover).toMatch(/ -?\d+°$/);
    }
  });

  it('gives 13 radar frames ten minutes apart whose cells depend only on the frame time', async () => {
    const radar = await at(NOV_22_1430 + 7 * 60_000).radar();
    expect(radar.frames).toHaveLength(13);
    const times = radar.frames.map((f) => Date.parse(f.time));
    times.slice(1).forEach((t, i) => expect(t - (times[i] ?? 0)).toBe(10 * 60_000));
    expect(radar.issuedAt).toBe(radar.frames.at(-1)?.time);
    const later = await at(NOV_22_1430 + 17 * 60_000).radar();
    // The window moved on by one frame: the shared frames are identical.
    expect(later.frames.slice(0, -1)).toEqual(radar.frames.slice(1));
    for (const cell of radar.frames.flatMap((f) => f.cells)) {
      expect(cell.intensity).toBeGreaterThanOrEqual(0.2);
      expect(cell.radiusKm).toBeGreaterThan(0);
      expect(cell.lat).toBeLessThan(-25);
      expect(cell.lat).toBeGreaterThan(-55);
    }
  });

  it('never gives NaN or out-of-range values for random locations and hours (fuzz)', async () => {
    const types = [
      'towns-cities',
      'rural',
      'marine',
      'national-parks',
      'ski',
      'high-seas',
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[a-z]+(?:-[a-z]+){0,2}$/),
        fc.constantFrom(...types),
        fc.double({ min: -52, max: -29, noNaN: true }),
        fc.double({ min: 165, max: 180, noNaN: true }),
        fc.integer({
          min: Date.parse('2020-01-01T00:00:00Z'),
          max: Date.parse('2035-01-01T00:00:00Z'),
        }),
        async (key, type, lat, lon, ms) => {
          const location: Location = {
            key,
            type,
            label: key,
            url: `/x/${key}`,
            region: 'Canterbury',
            lat,
            lon,
          };
          const provider = at(ms);
          const [daily, hourly, current, mountain] = await Promise.all([
            provider.daily(location),
            provider.hourly(location),
            provider.current(location),
            provider.mountain(location),
          ]);
          const numbers =
            JSON.stringify([daily, hourly, current, mountain]).match(
              /-?\d+(?:\.\d+)?(?:e[+-]?\d+)?|NaN|null|Infinity/g,
            ) ?? [];
          expect(numbers).not.toContain('NaN');
          expect(numbers).not.toContain('null');
          for (const d of daily.days) {
            expect(d.highTemp).toBeGreaterThan(-35);
            expect(d.highTemp).toBeLessThan(40);
            expect(d.rainChance).toBeLessThanOrEqual(100);
          }
          expect(current.current.humidity).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('night hours (issue 14)', () => {
  it('marks the hours between sunset and sunrise as night', async () => {
    // 2 pm in Auckland: night from about 8:15 pm to 6 am.
    const provider = createDemoProvider({ now: () => Date.parse('2026-11-24T14:00:00+13:00') });
    const { hours } = await provider.hourly(byKey('auckland'));
    const night = hours.filter((h) => h.night).map((h) => new Date(h.time).getUTCHours());
    expect(hours[0]!.night).toBe(false);
    expect(night.length).toBeGreaterThanOrEqual(18);
    expect(night).toContain(12); // 1 am NZDT
    expect(night).not.toContain(1); // 2 pm NZDT
  });
});
