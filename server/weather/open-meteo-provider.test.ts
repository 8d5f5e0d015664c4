import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { validateMarker } from '#schemas/generated/validators.js';
import { weatherDataRoutes } from './data-routes.ts';
import { createDemoProvider } from './demo-provider.ts';
import { FIXTURE_LOCATIONS } from '#tests/support/locations-fixtures.ts';
import type { Location } from './locations.ts';
import { createOpenMeteoProvider } from './open-meteo-provider.ts';
import { wmoToCondition } from './open-meteo-mapping.ts';
import {
  OPEN_METEO_RECORDED_AT,
  openMeteoFixture,
  recordedAnswerFile,
} from '#tests/support/open-meteo-fixtures.ts';
import { WeatherProviderError } from './provider.ts';
import type { WeatherProvider } from './provider.ts';
import { kmhToKt, toCompass } from './units.ts';
import { UPSTREAM_FAILURE_TTL_MS } from '../upstream-cache.ts';

/** Recorded Open-Meteo answers, served by a loopback server the way the real API would. */
const fixture = openMeteoFixture;
const parsed = <T>(name: string): T => JSON.parse(fixture(name)) as T;

interface Series {
  time: string[];
  [key: string]: (number | null)[] | string[];
}
const general = parsed<{ current: Record<string, number>; hourly: Series; daily: Series }>(
  'forecast-auckland.json',
);
const marine = parsed<{ hourly: Series }>('marine-cook-strait.json');
const alpine = parsed<{ hourly: Series }>('alpine-mt-hutt.json');

const NOW = OPEN_METEO_RECORDED_AT;
const byKey = (key: string): Location => FIXTURE_LOCATIONS.find((l) => l.key === key) as Location;

type Mode = 'ok' | 'http-500' | 'http-400' | 'garbage' | 'wrong-shape' | 'hang';
let mode: Mode = 'ok';
let requests: URL[] = [];
let server: Server;
let base = '';

const answerFor = (url: URL): string => fixture(recordedAnswerFile(url));

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (mode === 'hang') return; // never answers: the client's timeout must fire
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (mode === 'http-500')
      return void res.writeHead(500).end('<html>Internal Server Error</html>');
    if (mode === 'http-400') return void res.writeHead(400).end(fixture('error-400.json'));
    if (mode === 'garbage')
      return void res.writeHead(200).end('{"latitude": -36.8, "hourly": [tru');
    if (mode === 'wrong-shape')
      return void res.writeHead(200).end(
        JSON.stringify({
          latitude: 1,
          longitude: 2,
          utc_offset_seconds: 0,
          hourly: { time: ['x'] },
        }),
      );
    res.writeHead(200).end(answerFor(url));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  mode = 'ok';
  requests = [];
});

const provider = (
  over: { timeoutMs?: number; baseUrl?: string; now?: () => number } = {},
): WeatherProvider =>
  createOpenMeteoProvider({
    baseUrl: base,
    now: () => NOW,
    fallback: createDemoProvider({ now: () => NOW }),
    timeoutMs: 2000,
    ...over,
  });

describe('Open-Meteo provider against recorded answers', () => {
  it('asks for the variables it maps, in New Zealand time', async () => {
    await provider().current(byKey('auckland'));
    const url = requests[0];
    expect(url?.pathname).toBe('/v1/forecast');
    expect(url?.searchParams.get('latitude')).toBe('-36.8485');
    expect(url?.searchParams.get('timezone')).toBe('Pacific/Auckland');
    expect(url?.searchParams.get('forecast_days')).toBe('10');
    expect(url?.searchParams.get('current')?.split(',')).toContain('weather_code');
    expect(url?.searchParams.get('daily')?.split(',')).toContain('temperature_2m_max');
  });

  it('maps current conditions: km/h to knots, degrees to compass, WMO code to our condition', async () => {
    const answer = await provider().current(byKey('auckland'));
    const c = general.current;
    expect(answer.source).toBe('open-meteo');
    expect(answer.current).toEqual({
      observedAt: '2026-11-22T14:30:00+13:00',
      temp: c.temperature_2m,
      feelsLike: c.apparent_temperature,
      condition: 'partly-cloudy',
      humidity: c.relative_humidity_2m,
      pressure: Math.round(c.pressure_msl ?? 0),
      rainfall: 0,
      wind: { direction: 'SW', averageSpeed: 10, gustSpeed: 20 },
      // 2:30 pm in Auckland in November: day.
      night: false,
    });
    expect(answer.issuedAt).toBe(answer.current.observedAt);
  });

  it('maps ten days with the WMO vocabulary', async () => {
    const { days } = await provider().daily(byKey('auckland'));
    expect(days.map((d) => d.date)).toEqual(general.daily.time);
    expect(days.map((d) => d.condition)).toEqual([
      'partly-cloudy',
      'rain',
      'cloudy',
      'partly-cloudy',
      'few-showers',
      'fine',
      'fine',
      'thunder',
      'fog',
      'snow',
    ]);
    days.forEach((day, i) => {
      expect(day.highTemp).toBe(Math.round(general.daily.temperature_2m_max?.[i] as number));
      expect(day.lowTemp).toBe(Math.round(general.daily.temperature_2m_min?.[i] as number));
      expect(day.rainfall).toBe(general.daily.precipitation_sum?.[i]);
      expect(day.wind.direction).toBe(
        toCompass(general.daily.wind_direction_10m_dominant?.[i] as number),
      );
      expect(day.wind.gustSpeed).toBe(kmhToKt(general.daily.wind_gusts_10m_max?.[i] as number));
      expect(day.text).toMatch(/^[A-Z].*\. .*\.$/);
    });
  });

  it('maps 48 hours from the current hour, reading a null model value as zero', async () => {
    const { hours } = await provider().hourly(byKey('auckland'));
    expect(hours).toHaveLength(48);
    expect(hours[0]?.time).toBe('2026-11-22T14:00:00+13:00');
    expect(hours[47]?.time).toBe('2026-11-24T13:00:00+13:00');
    const first = general.hourly.time.indexOf('2026-11-22T14:00');
    expect(hours[0]?.temp).toBe(general.hourly.temperature_2m?.[first]);
    // The recording has precipitation_probability null at index 30 (2026-11-23T06:00).
    expect(general.hourly.precipitation_probability?.[30]).toBeNull();
    expect(hours[30 - first]?.rainChance).toBe(0);
    expect(
      hours.every((h) => Number.isFinite(h.temp) && Number.isFinite(h.wind.averageSpeed)),
    ).toBe(true);
  });

  it('gives rain days whose temperature is the mean of that day’s hours', async () => {
    const { days } = await provider().rain(byKey('auckland'));
    const temps = (general.hourly.temperature_2m as number[]).slice(24, 48);
    expect(days[1]?.temperature).toBeCloseTo(temps.reduce((a, b) => a + b, 0) / 24, 1);
    expect(days[1]?.rainfall).toBe(21.6);
  });

  it('gives rain per hour for the same 48 hours as the hourly forecast', async () => {
    const rain = await provider().rain(byKey('auckland'));
    const hourly = await provider().hourly(byKey('auckland'));
    expect(rain.hours).toHaveLength(48);
    expect(rain.hours).toEqual(hourly.hours.map((h) => ({ time: h.time, rainfall: h.rainfall })));
    const first = general.hourly.time.indexOf('2026-11-22T14:00');
    const recorded = (general.hourly.precipitation as (number | null)[]).slice(first, first + 48);
    expect(rain.hours.some((h) => Number(h.rainfall) > 0)).toBe(true);
    expect(rain.hours.map((h) => h.rainfall)).toEqual(
      recorded.map((v) => Math.round((v ?? 0) * 10) / 10),
    );
  });

  it('combines the marine API (swell in m) with the forecast (wind in kt)', async () => {
    const answer = await provider().marine(byKey('cook-strait'));
    expect(requests.map((r) => r.pathname).sort()).toEqual(['/v1/forecast', '/v1/marine']);
    expect(answer.periods).toHaveLength(16);
    const first = marine.hourly.time.indexOf('2026-11-22T14:00');
    answer.periods.forEach((p, i) => {
      expect(p.swell.seaHeight).toBe(marine.hourly.swell_wave_height?.[first + 3 * i]);
      expect(p.swell.direction).toBe(
        toCompass(marine.hourly.swell_wave_direction?.[first + 3 * i] as number),
      );
    });
    expect(answer.text).toMatch(/knots/);
  });

  it('maps mountain days: freezing level, snowfall (cm) and wind at the pressure level', async () => {
    const answer = await provider().mountain(byKey('mt-hutt'));
    const url = requests[0];
    expect(url?.searchParams.get('elevation')).toBe('2086');
    expect(url?.searchParams.get('hourly')).toContain('wind_speed_800hPa');
    expect(answer.altitude).toBe(2086);
    expect(answer.days).toHaveLength(7);
    const snowy = answer.days[2];
    expect(snowy).toMatchObject({
      condition: 'snow',
      freezingLevel: 1400,
      snowFall: 13,
      highTemp: -4,
      lowTemp: -8,
    });
    expect(snowy?.windAtAltitude).toMatchObject({ direction: 'SW', altitude: 1950 });
    expect(snowy?.text).toContain('Snow to 1100 metres.');
  });

  it('reads snow depth (m to cm) at the top and bottom of the field, and a road status', async () => {
    const snow = await provider().snow(byKey('mt-hutt'));
    const now = alpine.hourly.time.indexOf('2026-11-22T14:00');
    const depth = alpine.hourly.snow_depth?.[now] as number;
    const newSnow = (alpine.hourly.snowfall as number[])
      .slice(now - 72, now)
      .reduce((a, b) => a + b, 0);
    expect(newSnow).toBeGreaterThan(0);
    expect(snow.upperSnowBase).toBe(Math.round(depth * 100));
    expect(snow.lowerSnowBase).toBeLessThanOrEqual(snow.upperSnowBase);
    expect(snow.text).toContain(`${Math.round(newSnow)} cm of new snow`);
    expect(requests.map((r) => r.searchParams.get('elevation')).sort()).toEqual(['1585', '2086']);
    const road = await provider().road(byKey('mt-hutt'));
    expect(['open', 'caution', 'chains', 'closed']).toContain(road.status);
    expect(road.source).toBe('open-meteo');
    expect(road.roadName).toBe('Mt Hutt Ski Field Road');
    expect(road).not.toHaveProperty('name');
  });

  it('asks once for all centres of the national map and keeps their order', async () => {
    const centres = ['auckland', 'wellington', 'christchurch'].map(byKey);
    const { markers } = await provider().nationalMap(centres);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('latitude')?.split(',')).toHaveLength(3);
    expect(
      markers.map((m) => [m.key, m.subject?.value?.temp, m.subject?.value?.condition]),
    ).toEqual([
      ['auckland', 21, 'partly-cloudy'],
      ['wellington', 17, 'few-showers'],
      ['christchurch', 25, 'fine'],
    ]);
    for (const marker of markers) expect(validateMarker(marker)).toBe(true);
  });

  it('takes lift status and radar from the fallback, marked as demo data', async () => {
    expect((await provider().skiReport(byKey('mt-hutt'))).source).toBe('demo');
    expect((await provider().radar()).source).toBe('demo');
    expect(requests).toHaveLength(0);
  });

  it('shares one upstream request between modules within the cache time', async () => {
    const p = provider();
    await Promise.all([
      p.current(byKey('auckland')),
      p.daily(byKey('auckland')),
      p.hourly(byKey('auckland')),
    ]);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['http-500', /HTTP 500/],
    ['http-400', /HTTP 400/],
    ['garbage', /could not be read/],
    ['wrong-shape', /unexpected format/],
  ] as const)('turns a %s answer into a plain WeatherProviderError', async (m, message) => {
    mode = m;
    const error = await provider()
      .daily(byKey('auckland'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WeatherProviderError);
    expect((error as Error).message).toMatch(/^Weather data is unavailable right now\./);
    expect((error as Error).message).toMatch(message);
  });

  it('gives up after its timeout when the service does not answer', async () => {
    mode = 'hang';
    const error = await provider({ timeoutMs: 150 })
      .current(byKey('auckland'))
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/did not answer in time/);
  });

  it('says so when the service cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await provider({ baseUrl: `http://127.0.0.1:${port}` })
      .current(byKey('auckland'))
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/could not be reached/);
  });

  it('answers a failure for a few seconds without asking again, then tries again (issue 28)', async () => {
    const clock = { now: NOW };
    const p = provider({ now: () => clock.now });
    mode = 'http-500';
    await Promise.allSettled(Array.from({ length: 5 }, () => p.current(byKey('auckland'))));
    await expect(p.current(byKey('auckland'))).rejects.toThrow(WeatherProviderError);
    expect(requests).toHaveLength(1);
    mode = 'ok';
    clock.now += UPSTREAM_FAILURE_TTL_MS;
    await expect(p.current(byKey('auckland'))).resolves.toMatchObject({ source: 'open-meteo' });
    expect(requests).toHaveLength(2);
  });

  it('makes the data route answer 502 JSON with a plain message, and recover', async () => {
    const app = Fastify();
    const clock = { now: NOW };
    await app.register(weatherDataRoutes, {
      provider: provider({ now: () => clock.now }),
      locations: FIXTURE_LOCATIONS,
      logger: { warn: () => undefined },
    });
    mode = 'garbage';
    const failed = await app.inject('/api/data/forecast/towns-cities/auckland');
    expect(failed.statusCode).toBe(502);
    const body = failed.json<{ error: { status: number; message: string } }>();
    expect(body.error.status).toBe(502);
    expect(body.error.message).toMatch(
      /^Weather data is unavailable right now\. Please try again later\./,
    );
    expect(body.error.message).not.toMatch(/ at |\.ts:/);
    mode = 'ok';
    clock.now += UPSTREAM_FAILURE_TTL_MS;
    expect((await app.inject('/api/data/forecast/towns-cities/auckland')).json()).toMatchObject({
      source: 'open-meteo',
    });
    await app.close();
  });
});

describe('wmoToCondition', () => {
  it('reads dry skies with strong wind as windy, and unknown codes as cloud', () => {
    expect(wmoToCondition(0, 30)).toBe('windy');
    expect(wmoToCondition(61, 30)).toBe('rain');
    expect(wmoToCondition(42)).toBe('cloudy');
    expect(wmoToCondition(null)).toBe('cloudy');
  });
});
